/** Small helpers shared by the API server and the logging-only listeners. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from './answer';
import type { RequestLogEntry } from './types';

/** Larger bodies are refused with 413: nothing the client sends is that big. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads the whole body; `null` when it exceeds `MAX_BODY_BYTES`. */
export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** A log entry for `req`, with status 0 until the answer is decided. */
export function startEntry(req: IncomingMessage, body: Buffer, at: number): RequestLogEntry {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return {
    method: req.method ?? '',
    path: q === -1 ? url : url.slice(0, q),
    query: q === -1 ? '' : url.slice(q + 1),
    headers: lowerCaseHeaders(req),
    body: body.toString('utf8'),
    status: 0,
    at,
  };
}

export function sendAnswer(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
}
