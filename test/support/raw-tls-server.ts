/**
 * A loopback TLS server (the sandbox's certificate) that answers with exact bytes, for answers
 * a real HTTP server will not give: a 1xx before the answer, a body that breaks off, several
 * answers in one write, odd header spellings. Each request is handed to the current `script`.
 */
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type TLSSocket } from 'node:tls';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../src/main/core/api';
import { prepareTls, type SandboxTls } from '../sandbox/tls';

export interface RawRequest {
  method: string;
  path: string;
  /** Which connection (1, 2, ...) the request arrived on. */
  connection: number;
}

/** Writes the answer to one request; `n` counts the requests for that path so far, from 1. */
export type Script = (socket: TLSSocket, request: RawRequest, n: number) => void;

export interface RawTlsServer {
  tls: SandboxTls;
  baseUrl: string;
  /** Every request, in order. */
  seen: RawRequest[];
  /** Connections the server has accepted. */
  connections(): number;
  /** Connections open now (the client's keep-alive sockets). */
  openConnections(): number;
  script: Script;
  /** Forgets the requests and cuts every open connection (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startRawTlsServer(): Promise<RawTlsServer> {
  const tls = await prepareTls();
  const open = new Set<TLSSocket>();
  let connections = 0;
  const state: RawTlsServer = {
    tls,
    baseUrl: '',
    seen: [],
    connections: () => connections,
    openConnections: () => open.size,
    script: (socket) => socket.destroy(),
    reset() {
      state.seen.length = 0;
      for (const socket of open) socket.destroy();
    },
    async close() {
      state.reset();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(tls.dir, { recursive: true, force: true });
    },
  };
  const server = createServer({ key: tls.key, cert: tls.cert }, (socket) => {
    const connection = ++connections;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    let buffered = '';
    socket.on('data', (data: Buffer) => {
      buffered += data.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const [requestLine = '', ...lines] = buffered.slice(0, end).split('\r\n');
        const declared = lines.find((line) => /^content-length:/i.test(line))?.split(':')[1];
        const length = Number(declared ?? 0);
        if (buffered.length < end + 4 + length) return;
        buffered = buffered.slice(end + 4 + length);
        const [method = '', path = ''] = requestLine.split(' ');
        const request = { method, path, connection };
        state.seen.push(request);
        state.script(socket, request, state.seen.filter((s) => s.path === path).length);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return state;
}

/** A complete keep-alive 200 with a JSON `body`. */
export function jsonAnswer(body: string): string {
  return `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * API clients of the raw server for one test file, made with that file's `defaults` (the
 * server is read when a client is made, after `beforeAll` started it); `closeAll` in `afterEach`.
 */
export function rawClients(
  server: () => RawTlsServer,
  defaults: Partial<ApiClientOptions>,
): { client(options?: Partial<ApiClientOptions>): ApiClient; closeAll(): Promise<void> } {
  const made: ApiClient[] = [];
  return {
    client(options = {}) {
      const { baseUrl, tls } = server();
      const client = createApiClient({ baseUrl, caFile: tls.caFile, ...defaults, ...options });
      made.push(client);
      return client;
    },
    async closeAll() {
      await Promise.all(made.splice(0).map((client) => client.close()));
    },
  };
}
