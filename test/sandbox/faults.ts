/**
 * Fault switches: per-route rules that make the sandbox misbehave the way networks,
 * proxies and overloaded servers do, so clients can prove they cope.
 */
import type { ServerResponse } from 'node:http';
import { message, raw, type Answer } from './answer';
import type { Fault, FaultRule } from './types';

export class FaultRegistry {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    // A copy: counting down `times` must not change the caller's object.
    if (rule.times === undefined || rule.times > 0) this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule matching, counting down its `times` (removed when used up). */
  take(method: string, path: string): Fault | null {
    const index = this.rules.findIndex(
      (r) =>
        (r.method === undefined || r.method.toUpperCase() === method) &&
        (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    const rule = this.rules[index];
    if (!rule) return null;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule.fault;
  }
}

export const HTML_502 =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center>' +
  '<hr><center>nginx</center></body></html>\n';

/** Faults that replace the answer outright (no route runs, no state changes). */
export function replacementAnswer(fault: Fault): Answer | null {
  switch (fault.kind) {
    case 'status': {
      const body = fault.body ?? JSON.stringify({ message: `Injected failure (status ${fault.status}).` });
      return raw(
        fault.status,
        fault.contentType ?? 'application/json; charset=utf-8',
        body,
        fault.headers ?? {},
      );
    }
    case 'malformed-json':
      return raw(200, 'application/json; charset=utf-8', '{"data": [{"id": 1, "name": "Broken');
    case 'html-502':
      return raw(502, 'text/html; charset=utf-8', HTML_502);
    case 'redirect':
      return { status: fault.status ?? 302, headers: { location: fault.location }, body: Buffer.alloc(0) };
    default:
      return null;
  }
}

/** Unknown or nonsensical fault (a test's typo): say so loudly rather than ignore it. */
export function badFault(fault: Fault): Answer {
  return message(500, `Sandbox: unusable fault ${JSON.stringify(fault)}.`);
}

/** Sends a 200 JSON body of exactly `bytes` bytes, in chunks, honouring back-pressure. */
export function sendHuge(res: ServerResponse, bytes: number): void {
  const head = '{"data":[],"padding":"';
  const tail = '"}';
  const padding = Math.max(0, bytes - head.length - tail.length);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(head.length + padding + tail.length),
  });
  res.write(head);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let left = padding;
  const pump = (): void => {
    while (left > 0 && !res.destroyed) {
      const n = Math.min(left, chunk.length);
      left -= n;
      if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end(tail);
  };
  pump();
}

/** Sends `answer` a few bytes at a time (headers first, with the full Content-Length). */
export function sendDrip(res: ServerResponse, answer: Answer, bytesPerTick: number, tickMs: number): void {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  res.flushHeaders();
  const step = Math.max(1, Math.floor(bytesPerTick));
  let offset = 0;
  const timer = setInterval(
    () => {
      if (res.destroyed) {
        clearInterval(timer);
        return;
      }
      const next = answer.body.subarray(offset, offset + step);
      offset += next.length;
      if (offset >= answer.body.length) {
        clearInterval(timer);
        res.end(next);
      } else {
        res.write(next);
      }
    },
    Math.max(1, tickMs),
  );
  res.on('close', () => clearInterval(timer));
}

/** Declares a longer body than it sends, then ends the connection mid-body. */
export function sendTruncated(res: ServerResponse, answer: Answer): void {
  const sent = answer.body.subarray(0, Math.floor(answer.body.length / 2));
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length + 1024) });
  res.flushHeaders();
  if (sent.length > 0) res.write(sent);
  // A graceful end of the connection (after the queued bytes), not a reset: the client sees
  // a body cut short, exactly like a proxy timing out mid-response.
  res.socket?.end();
}

/** Sends the headers and half the body, then resets the connection. */
export function sendResetMidBody(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
  res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => {
    // A TLS socket cannot send an RST (Node refuses resetAndDestroy on it): destroy it abruptly.
    res.socket?.destroy();
  });
}

/** Destroys the connection without a byte of answer (RST where the platform allows). */
export function sendReset(res: ServerResponse): void {
  const socket = res.socket;
  if (socket && 'resetAndDestroy' in socket && typeof socket.resetAndDestroy === 'function')
    socket.resetAndDestroy();
  else res.destroy();
}
