import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { prepareTls, type SandboxTls } from '../sandbox/tls';
import { expectApiError } from './api-helpers';

// A server that answers with chunked bodies (no Content-Length), which the sandbox does not
// do: the size cap must then be enforced while reading, not from the declared length.
/** Writes `head`, 1 MiB of padding in 16 KiB writes (honouring back-pressure), then `tail`. */
function pumpPadding(res: ServerResponse, head: string, tail: string): void {
  res.write(head);
  const block = 'a'.repeat(16 * 1024);
  let sent = 0;
  const pump = () => {
    while (sent < 1024 * 1024 && !res.destroyed) {
      sent += block.length;
      if (!res.write(block)) return void res.once('drain', pump);
    }
    res.end(tail);
  };
  pump();
}

let tls: SandboxTls;
let errorPageSentInFull = false;
let server: Server;
let baseUrl: string;
const credential = { token: 'chunked-test-token', userAgent: PRODUCT_USER_AGENT };

beforeAll(async () => {
  tls = await prepareTls();
  server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    if (req.url === '/api/v1/projects/2') {
      // An error page of 1 MiB, never declared: only its start is needed for a message.
      res.writeHead(404, { 'content-type': 'text/html' });
      res.on('finish', () => (errorPageSentInFull = true));
      return pumpPadding(res, '<html><body>Not here', '</body></html>');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/api/v1/projects') {
      // Bare array, streamed in pieces.
      res.write('[{"id":1,"name":"Chunked A"},');
      res.write('{"id":2,"name":"Chunked B"}]');
      res.end();
      return;
    }
    // /api/v1/projects/1: a JSON body far larger than the client accepts, never declared.
    pumpPadding(res, '{"data":{"id":1,"name":"x","padding":"', '"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(tls.dir, { recursive: true, force: true });
});

describe('answers without a declared length', () => {
  it('are read in full when within the cap', async () => {
    const client = createApiClient({ baseUrl, caFile: tls.caFile });
    const { projects } = await client.listProjects(credential);
    expect(projects.map((p) => p.name)).toEqual(['Chunked A', 'Chunked B']);
    await client.close();
  });

  it('are cut off with bad_response once past the cap', async () => {
    const client = createApiClient({ baseUrl, caFile: tls.caFile, maxResponseBytes: 64 * 1024 });
    const error = await expectApiError(client.getProject(credential, 1), 'bad_response', [credential.token]);
    expect(error.message).toMatch(/larger answer than Timetray accepts \(over 64 KiB\)/);
    await client.close();
  });

  it('an error answer is read only as far as a message needs, and the client goes on', async () => {
    const client = createApiClient({ baseUrl, caFile: tls.caFile });
    await expectApiError(client.getProject(credential, 2), 'not_found', [credential.token]);
    expect(errorPageSentInFull).toBe(false);
    // The cut-off connection is not reused for the next call.
    const { projects } = await client.listProjects(credential);
    expect(projects).toHaveLength(2);
    await client.close();
  });
});
