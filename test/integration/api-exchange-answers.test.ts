import type { TLSSocket } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { jsonAnswer, rawClients, startRawTlsServer, type RawTlsServer } from '../support/raw-tls-server';
import { expectApiError } from './api-helpers';

/**
 * What the dispatch transport (api/exchange.ts) reads from exact bytes: the byte caps at and
 * just past their limit, declared or not; error bodies cut at 64 KiB; the connection of a cut
 * answer never reused; the first of duplicate headers, any casing, and same-length names that
 * are not the ones read; a UTF-8 BOM; empty answers.
 */
let raw: RawTlsServer;
const token = 'answers-test-token-0123456789';
const credential = { token, userAgent: PRODUCT_USER_AGENT };
const KIB = 1024;

const { client, closeAll } = rawClients(() => raw, { retry: { baseDelayMs: 10 } });

/** A project answer of exactly `bytes` bytes (padded inside the JSON). */
function projectOf(bytes: number, name = 'Seven'): string {
  const bare = JSON.stringify({ data: { id: 7, name, active: true, pad: '' } });
  return bare.replace('"pad":""', `"pad":"${'p'.repeat(bytes - Buffer.byteLength(bare))}"`);
}

/** Head lines then `body` in chunked encoding, cut into `pieces` chunks (no declared length). */
function chunked(head: string, body: Buffer | string, pieces = 3): Buffer {
  const bytes = Buffer.from(body);
  const size = Math.ceil(bytes.length / pieces);
  const parts: Buffer[] = [Buffer.from(`${head}\r\nTransfer-Encoding: chunked\r\n\r\n`)];
  for (let at = 0; at < bytes.length; at += size) {
    const chunk = bytes.subarray(at, at + size);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/**
 * A JSON error answer of `bytes` (declared): `message` then spaces, or (`last`) spaces then
 * the message, which only a body read to its very end can parse.
 */
function errorPage(status: string, message: string, bytes: number, extra = '', last = false): string {
  const json = JSON.stringify({ message });
  const body = last ? json.padStart(bytes, ' ') : json.padEnd(bytes, ' ');
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${bytes}\r\n\r\n${body}`;
}

/** Answers each request in turn with the next of `answers` (then repeats the last). */
function answerInTurn(answers: (string | Buffer | ((socket: TLSSocket) => void))[]) {
  let next = 0;
  raw.script = (socket) => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    if (typeof answer === 'function') answer(socket);
    else socket.write(answer);
  };
}

beforeAll(async () => {
  raw = await startRawTlsServer();
});
afterEach(async () => {
  await closeAll();
  raw.reset();
});
afterAll(async () => {
  await raw.close();
});

describe('byte caps', () => {
  it('a 2xx of exactly the cap is taken, declared or not; one byte more is refused either way', async () => {
    const capped = client({ maxResponseBytes: 64 * KIB });
    answerInTurn([
      chunked('HTTP/1.1 200 OK\r\nContent-Type: application/json', projectOf(64 * KIB)),
      jsonAnswer(projectOf(64 * KIB)),
      chunked('HTTP/1.1 200 OK\r\nContent-Type: application/json', projectOf(64 * KIB + 1)),
      jsonAnswer(projectOf(64 * KIB + 1)),
      jsonAnswer(projectOf(100, 'After')),
    ]);
    expect((await capped.getProject(credential, 7)).name).toBe('Seven');
    expect((await capped.getProject(credential, 7)).name).toBe('Seven');
    for (let i = 0; i < 2; i++) {
      const error = await expectApiError(capped.getProject(credential, 7), 'bad_response', [token]);
      expect(error.message).toBe('The service sent a larger answer than Timetray accepts (over 64 KiB).');
    }
    // The refused answers' connections are dropped, never read on: the next answer is whole.
    expect((await capped.getProject(credential, 7)).name).toBe('After');
    const [, , first, second, after] = raw.seen.map((r) => r.connection);
    expect(second).not.toBe(first);
    expect(after).not.toBe(second);
  });

  it('an error body of exactly 64 KiB is read to its end; a longer one is cut there and its connection dropped', async () => {
    const c = client();
    answerInTurn([
      errorPage('404 Not Found', 'No such project', 64 * KIB, '', true),
      errorPage('404 Not Found', 'Still no such project', 100 * KIB),
      jsonAnswer(projectOf(100)),
    ]);
    expect((await expectApiError(c.getProject(credential, 7), 'not_found', [token])).message).toMatch(
      /The service said: “No such project”\.$/,
    );
    expect((await expectApiError(c.getProject(credential, 7), 'not_found', [token])).message).toMatch(
      /The service said: “Still no such project”\.$/,
    );
    expect((await c.getProject(credential, 7)).name).toBe('Seven');
    expect(raw.seen[2]!.connection).not.toBe(raw.seen[1]!.connection);
  });

  it('a whole over-cap answer and the end of the connection in one write: the right error, then a clean call', async () => {
    const c = client({ maxResponseBytes: 4 * KIB });
    const closeWith = (answer: Buffer | string) => (socket: TLSSocket) => socket.end(answer);
    answerInTurn([
      closeWith(
        chunked('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json', projectOf(8 * KIB)),
      ),
      closeWith(errorPage('404 Not Found', 'Gone for good', 100 * KIB, 'Connection: close\r\n')),
      jsonAnswer(projectOf(100)),
    ]);
    await expectApiError(c.getProject(credential, 7), 'bad_response', [token]);
    expect((await expectApiError(c.getProject(credential, 7), 'not_found', [token])).message).toMatch(
      /The service said: “Gone for good”\.$/,
    );
    expect((await c.getProject(credential, 7)).name).toBe('Seven');
  });

  it('many cut and refused answers in a row leave no half-read connection and no connection open but one', async () => {
    const c = client({ maxResponseBytes: 8 * KIB });
    raw.script = (socket, _request, n) => {
      if (n % 3 === 1) socket.write(errorPage('404 Not Found', `Missing ${n}`, 100 * KIB));
      else if (n % 3 === 2) socket.write(chunked('HTTP/1.1 200 OK', projectOf(20 * KIB)));
      else socket.write(jsonAnswer(projectOf(200, `Project ${n}`)));
    };
    for (let round = 0; round < 15; round++) {
      const n = round * 3;
      await expectApiError(c.getProject(credential, 7), 'not_found', [token]);
      await expectApiError(c.getProject(credential, 7), 'bad_response', [token]);
      expect((await c.getProject(credential, 7)).name).toBe(`Project ${n + 3}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(raw.openConnections()).toBeLessThanOrEqual(1);
  });
});

describe('answer headers', () => {
  const FORBIDDEN = JSON.stringify({ message: 'No access to this project' });

  it('the first of duplicate headers counts, in any casing; a same-length name that is not one of ours is ignored', async () => {
    const c = client({ maxResponseBytes: 4 * KIB });
    answerInTurn([
      // Content-Type: the JSON one is first, so the server's words are shown.
      `HTTP/1.1 403 Forbidden\r\nContent-Typo: text/html\r\nCONTENT-TYPE: application/json\r\nContent-Type: text/html\r\nContent-Length: ${FORBIDDEN.length}\r\n\r\n${FORBIDDEN}`,
      // Retry-After: the first (120 s, over the 20 s the client waits) ends retrying at once.
      'HTTP/1.1 429 Too Many Requests\r\nRetry-Aftex: 0\r\nretry-after: 120\r\nRetry-After: 0\r\nContent-Length: 0\r\n\r\n',
      // Location: only the real one, in capitals, is named; its Latin-1 path is not.
      Buffer.concat([
        Buffer.from(
          'HTTP/1.1 301 Moved\r\nLocatiox: https://decoy.example/\r\nLOCATION: https://other.example/caf',
        ),
        Buffer.from([0xe9]),
        Buffer.from('\r\nContent-Length: 0\r\n\r\n'),
      ]),
      // A 2xx with a huge length under a name of Content-Length's length is not refused.
      `HTTP/1.1 200 OK\r\nContent-Lengtx: 999999999\r\nContent-Type: application/json\r\nContent-Length: ${projectOf(100).length}\r\n\r\n${projectOf(100)}`,
    ]);
    expect((await expectApiError(c.getProject(credential, 7), 'forbidden', [token])).message).toMatch(
      /The service said: “No access to this project”\.$/,
    );
    const limited = await expectApiError(c.getProject(credential, 7), 'rate_limited', [token]);
    expect(limited.message).toMatch(/try again in 2 min\./);
    const redirect = await expectApiError(c.getProject(credential, 7), 'redirect', [token]);
    expect(redirect.message).toMatch(/ to https:\/\/other\.example; /);
    expect((await c.getProject(credential, 7)).name).toBe('Seven');
    expect(raw.seen).toHaveLength(4);
  });
});

describe('bodies', () => {
  it('a UTF-8 BOM is dropped, also when the JSON after it arrives in pieces, for the project list too', async () => {
    const c = client();
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const head = 'HTTP/1.1 200 OK\r\nContent-Type: application/json';
    answerInTurn([
      chunked(head, Buffer.concat([bom, Buffer.from(projectOf(300, 'Café'))]), 4),
      chunked(head, Buffer.concat([bom, Buffer.from('[{"id":1,"name":"Café"},{"id":2,"name":"Zoë"}]')]), 5),
    ]);
    expect((await c.getProject(credential, 7)).name).toBe('Café');
    expect((await c.listProjects(credential)).projects.map((p) => p.name)).toEqual(['Café', 'Zoë']);
  });

  it('an empty answer to a rename, 204 or 200, is a success that keeps the name sent', async () => {
    const c = client();
    answerInTurn(['HTTP/1.1 204 No Content\r\n\r\n', 'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n']);
    await expect(c.renameCustomer(credential, 7, ' ACME ')).resolves.toMatchObject({ name: 'ACME' });
    await expect(c.renameCustomer(credential, 7, 'ACME')).resolves.toMatchObject({ name: 'ACME' });
    expect(raw.seen.map((r) => r.method)).toEqual(['POST', 'POST']);
  });
});
