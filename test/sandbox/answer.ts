/** What a route decides to send; the fault layer decides how (or whether) it is sent. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: Buffer.from(JSON.stringify(value)),
  };
}

/** A 4xx/5xx with the service's usual `{"message": ...}` body. */
export function message(status: number, text: string, headers: Record<string, string> = {}): Answer {
  return json(status, { message: text }, headers);
}

/** 200 with an empty body (revoke, delete). */
export function empty(status = 200): Answer {
  return { status, headers: {}, body: Buffer.alloc(0) };
}

export function raw(
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): Answer {
  return { status, headers: { 'content-type': contentType, ...headers }, body: Buffer.from(body) };
}
