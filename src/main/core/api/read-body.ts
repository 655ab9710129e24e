/**
 * Reading answer bodies: UTF-8 text under a byte cap, and draining bodies nobody needs (so
 * the keep-alive socket can be reused).
 */
import type { Dispatcher } from 'undici';
import { isApiError, type ApiError } from './api-error';
import type { Deadline } from './deadline';
import { decodeBody, type DecodedBody } from './decode-body';
import { errorCodeOf, errorFromThrown } from './network-errors';
import { makeApiError, secretsOf, type SecretSource } from './redact';

type Body = Dispatcher.ResponseData['body'];

export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function discard(body: Body): Promise<void> {
  try {
    await body.dump();
  } catch {
    // The socket is dropped instead of reused; nothing the user needs to know.
  }
}

/**
 * Reads the body as UTF-8, refusing more than `cap` bytes (a declared length over the cap is
 * refused before reading). For error bodies (`truncate`) the excess is dropped, not fatal.
 */
export async function readCapped(
  body: Body,
  cap: number,
  headers: Record<string, string | string[] | undefined>,
  origin: string,
  signal: Deadline,
  source: SecretSource,
  options: { readonly truncate?: boolean; readonly allowLatin1?: boolean } = {},
): Promise<DecodedBody> {
  const truncate = options.truncate ?? false;
  const declared = Number(headerText(headers['content-length']));
  if (!truncate && declared > cap) {
    body.destroy();
    throw tooBig(cap, secretsOf(source));
  }
  try {
    // Fast path: a declared length within the cap lets undici's own reader do the work
    // (undici fails the body if the server sends more than it declared).
    const allowLatin1 = options.allowLatin1 ?? false;
    if (declared <= cap && !allowLatin1) return { text: await body.text(), latin1: false };
    const bytes =
      declared <= cap ? Buffer.from(await body.arrayBuffer()) : await readStream(body, cap, truncate, source);
    return decodeBody(bytes, allowLatin1);
  } catch (error) {
    if (isApiError(error)) throw error;
    const secrets = secretsOf(source);
    if (signal.aborted || errorCodeOf(error) === 'UND_ERR_BODY_TIMEOUT') {
      throw errorFromThrown(error, { origin, timedOut: true, secrets });
    }
    // The connection broke mid-answer: what arrived is not the whole answer.
    throw makeApiError(
      'bad_response',
      `The answer from ${origin} was cut off before it was complete — try again.`,
      {
        cause: error,
        secrets,
      },
    );
  }
}

/** A body of unknown length, counted chunk by chunk. */
async function readStream(body: Body, cap: number, truncate: boolean, source: SecretSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > cap) {
      body.destroy();
      if (truncate) break;
      throw tooBig(cap, secretsOf(source));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooBig(cap: number, secrets: readonly string[]): ApiError {
  return makeApiError(
    'bad_response',
    `The service sent a larger answer than Timetray accepts (over ${formatBytes(cap)}).`,
    {
      secrets,
    },
  );
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}
