/**
 * The request pipeline of the API origin: read → log → fault → method/body checks → route →
 * send. Every request, rejected ones included, lands in the log with its final status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { message, type Answer } from './answer';
import {
  badFault,
  FaultRegistry,
  replacementAnswer,
  sendDrip,
  sendHuge,
  sendReset,
  sendResetMidBody,
  sendTruncated,
} from './faults';
import { readBody, sendAnswer, startEntry } from './http-io';
import { checkMethod, parseForm, route } from './router';
import type { SandboxState } from './state';
import type { RequestLogEntry } from './types';

export const API_PREFIX = '/api/v1';

export interface ApiDeps {
  state: SandboxState;
  faults: FaultRegistry;
  log: RequestLogEntry[];
  now: () => number;
  /** Aborted by `close()`: cuts pending latency faults short so close never waits on them. */
  closing: AbortSignal;
}

/** Strips the prefix and a trailing slash: `/api/v1/projects/` → `/projects`; null if outside. */
function apiPath(path: string): string | null {
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return null;
  const rest = path.slice(API_PREFIX.length);
  return rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest || '/';
}

export function createApiHandler(deps: ApiDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(deps, req, res).catch(() => {
      // The client went away mid-request; nothing left to answer.
      if (!res.destroyed) res.destroy();
    });
  };
}

async function handle(deps: ApiDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { concurrency } = deps.state;
  concurrency.peak = Math.max(concurrency.peak, ++concurrency.now);
  res.once('close', () => void concurrency.now--);
  const body = await readBody(req);
  const entry = startEntry(req, body ?? Buffer.alloc(0), deps.now());
  const decided = (status: number): void => {
    entry.status = status;
    entry.at = deps.now();
    deps.log.push(entry);
  };
  const send = (answer: Answer): void => {
    decided(answer.status);
    sendAnswer(res, answer);
  };
  if (body === null) {
    res.shouldKeepAlive = false;
    return send(message(413, 'Request body too large.'));
  }
  const path = apiPath(entry.path);
  if (path === null) return send(message(404, 'Not found.'));

  const fault = deps.faults.take(entry.method, path);
  if (fault?.kind === 'latency') await sleep(Math.max(0, fault.ms), undefined, { signal: deps.closing });
  if (fault?.kind === 'reset') {
    decided(0);
    return sendReset(res);
  }
  if (fault?.kind === 'huge') {
    decided(200);
    return sendHuge(res, fault.bytes);
  }
  if (fault) {
    const replacement = replacementAnswer(fault);
    if (replacement) return send(replacement);
    if (fault.kind === 'hang') {
      decided(0);
      return; // the socket stays open, silent, until the client (or close) ends it
    }
    const passThrough = ['latency', 'drip', 'truncated', 'reset-mid-body'];
    if (!passThrough.includes(fault.kind)) return send(badFault(fault));
  }

  const answer = answerNormally(deps, entry, path, req.headers['content-type'], body);
  if (fault?.kind === 'drip') {
    decided(answer.status);
    return sendDrip(res, answer, fault.bytesPerTick, fault.tickMs);
  }
  if (fault?.kind === 'reset-mid-body') {
    decided(answer.status);
    return sendResetMidBody(res, answer);
  }
  if (fault?.kind === 'truncated') {
    decided(answer.status);
    return sendTruncated(res, answer);
  }
  send(answer);
}

function answerNormally(
  deps: ApiDeps,
  { method, headers, query }: RequestLogEntry,
  path: string,
  contentType: string | undefined,
  body: Buffer,
): Answer {
  const refused = checkMethod(method);
  if (refused) return refused;
  const form = parseForm(contentType, body);
  if (!(form instanceof URLSearchParams)) return form;
  try {
    const fields = new URLSearchParams(query);
    return route({ method, path, headers, form, query: fields, state: deps.state, now: deps.now() });
  } catch (error) {
    // A sandbox bug or state a test broke: answer 500 visibly instead of dropping the socket.
    return message(500, `Sandbox error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
