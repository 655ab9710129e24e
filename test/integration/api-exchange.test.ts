import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { jsonAnswer, rawClients, startRawTlsServer, type RawTlsServer } from '../support/raw-tls-server';
import { expectApiError } from './api-helpers';

/**
 * Answers whose body is not needed, and failures before anything is sent, end the way they
 * did when each attempt was undici's `request()`: the status decides (a redirect is refused,
 * a 503 retried) even when such a body breaks off, a 1xx is not taken for the answer, and a
 * dispatcher that throws at once is a network error, not "the answer was cut off".
 */
let raw: RawTlsServer;
const token = 'exchange-test-token-0123456789';
const credential = { token, userAgent: PRODUCT_USER_AGENT };
const PROJECT = JSON.stringify({ data: { id: 7, name: 'Seven', active: true } });

const { client, closeAll } = rawClients(() => raw, { retry: { baseDelayMs: 10 } });

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

describe('answers whose body is not needed', () => {
  it('a redirect whose body breaks off is still refused as a redirect, naming only the target origin', async () => {
    raw.script = (socket) => {
      socket.write(
        'HTTP/1.1 302 Found\r\nLocation: https://elsewhere.example/steal\r\nContent-Length: 100\r\n\r\nhalf',
      );
      setTimeout(() => socket.destroy(), 20);
    };
    const error = await expectApiError(client().getProject(credential, 7), 'redirect', [token]);
    expect(error.message).toBe(
      'The service answered with a redirect (HTTP 302) to https://elsewhere.example; Timetray does not follow redirects — check the service address.',
    );
    expect(raw.seen).toHaveLength(1);
  });

  it('a GET answered 503 whose body breaks off is still retried, and succeeds', async () => {
    raw.script = (socket, _request, n) => {
      if (n > 1) return void socket.write(jsonAnswer(PROJECT));
      socket.write('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 100\r\n\r\nhalf');
      setTimeout(() => socket.destroy(), 20);
    };
    const project = await client().getProject(credential, 7);
    expect(project.name).toBe('Seven');
    expect(raw.seen.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('a 404 whose body breaks off is still "cut off" (its message was needed)', async () => {
    raw.script = (socket) => {
      socket.write(
        'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mess',
      );
      setTimeout(() => socket.destroy(), 20);
    };
    const error = await expectApiError(client().getProject(credential, 7), 'bad_response', [token]);
    expect(error.message).toMatch(/was cut off before it was complete/);
  });
});

describe('before the answer', () => {
  it('a 1xx is not the answer: a connection reset after it is retried like any reset before an answer', async () => {
    raw.script = (socket, _request, n) => {
      if (n > 1) return void socket.write(jsonAnswer(PROJECT));
      socket.write('HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n');
      setTimeout(() => socket.destroy(), 20);
    };
    const project = await client().getProject(credential, 7);
    expect(project.name).toBe('Seven');
    expect(raw.seen).toHaveLength(2);
  });

  it('a 1xx then the answer: the answer is what counts', async () => {
    raw.script = (socket) => {
      socket.write('HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n');
      setTimeout(() => socket.write(jsonAnswer(PROJECT)), 20);
    };
    expect((await client().getProject(credential, 7)).name).toBe('Seven');
  });

  it('a call on a closed client ends as a network error at once, never a hang or an unhandled rejection', async () => {
    raw.script = (socket) => socket.write(jsonAnswer(PROJECT));
    const closed = client();
    await closed.close();
    const error = await expectApiError(closed.getProject(credential, 7), 'network', [token]);
    expect(error.message).toBe(
      `Could not reach ${new URL(raw.baseUrl).origin} (UND_ERR_DESTROYED) — check your connection.`,
    );
    expect(raw.seen).toHaveLength(0);
  });

  it('an OS proxy lookup that throws at once is a network error, not an answer cut off', async () => {
    raw.script = (socket) => socket.write(jsonAnswer(PROJECT));
    const broken = client({
      systemProxy: () => {
        throw new Error(`lookup not ready ${token}`);
      },
    });
    const error = await expectApiError(broken.getProject(credential, 7), 'network', [token]);
    expect(error.message).toBe(`Could not reach ${new URL(raw.baseUrl).origin} — check your connection.`);
    expect(raw.seen).toHaveLength(0);
  });
});
