/**
 * A bare client for the sandbox's own tests (plain undici, trusting the sandbox CA), so they
 * prove the server's behaviour without depending on the product's API client.
 */
import { Agent, request } from 'undici';
import type { Sandbox } from './types';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export class SandboxClient {
  readonly agent: Agent;

  constructor(
    private readonly sandbox: Sandbox,
    readonly userAgent = 'SandboxTest/1',
  ) {
    this.agent = new Agent({ connect: { ca: sandbox.caPem } });
  }

  async call(
    method: string,
    path: string,
    init: {
      token?: string;
      form?: Record<string, string>;
      body?: string;
      contentType?: string;
      userAgent?: string;
    } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'user-agent': init.userAgent ?? this.userAgent };
    // Both spellings, as Timetray sends them: the sandbox may read only one (`authHeader`).
    if (init.token)
      Object.assign(headers, { authorization: `Bearer ${init.token}`, 'x-api-token': init.token });
    let body: string | undefined = init.body;
    if (init.form) body = new URLSearchParams(init.form).toString();
    if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/x-www-form-urlencoded';
    const res = await request(`${this.sandbox.baseUrl}${path}`, {
      method: method as 'GET',
      headers,
      body,
      dispatcher: this.agent,
    });
    return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
  }

  /** Signs in as `user` (default: demo) and returns the token. */
  async signIn(user = this.sandbox.demo): Promise<string> {
    const reply = await this.call('POST', '/auth', {
      form: { email: user.email, password: user.password, account_id: user.accountId },
    });
    if (reply.status !== 200) throw new Error(`sign-in failed with ${reply.status}`);
    return (JSON.parse(reply.text) as { token: string }).token;
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** Parses a JSON reply, failing loudly with the status when it is not JSON. */
export function jsonOf<T = Record<string, unknown>>(reply: Reply): T {
  return JSON.parse(reply.text) as T;
}
