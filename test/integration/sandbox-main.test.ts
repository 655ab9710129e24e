import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';

/** `npm run sandbox` as a user runs it: a child process, output read from its stdout. */
interface Running {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
  caFile: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  await once(server, 'close');
  return port;
}

async function startMain(port: number): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/sandbox/main.ts', '--port', String(port), '--projects', '3'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Press Ctrl-C')) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`sandbox exited with ${code}: ${out}`));
    });
  });
  const field = (name: string): string => new RegExp(`${name}\\s+(\\S+)`).exec(out)?.[1] ?? '';
  return { child, output: () => out, baseUrl: field('Base URL'), caFile: field('CA file') };
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  running.child.kill('SIGTERM');
  const [code] = (await once(running.child, 'exit')) as [number | null];
  return code;
}

describe('npm run sandbox', () => {
  const started: Running[] = [];
  afterEach(async () => {
    for (const r of started.splice(0)) {
      await stop(r);
      // The per-port certificate directory only matters to a user restarting by hand.
      if (r.caFile) await rm(dirname(r.caFile), { recursive: true, force: true });
    }
  });

  it('prints the base URL, CA file, demo credentials and CLI lines, serves, and logs without secrets', async () => {
    const port = await freePort();
    const running = await startMain(port);
    started.push(running);
    expect(running.baseUrl).toBe(`https://127.0.0.1:${port}/api/v1`);
    expect(running.output()).toContain('demo@timetray.test');
    expect(running.output()).toContain('124893893dd8');
    expect(running.output()).toMatch(/NODE_EXTRA_CA_CERTS=\S+ node out\/main\/cli\.js login --base-url/);

    const agent = new Agent({ connect: { ca: await readFile(running.caFile, 'utf8') } });
    try {
      const auth = await request(`${running.baseUrl}/auth`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'MainTest/1' },
        body: new URLSearchParams({
          email: 'demo@timetray.test',
          password: 'tray & pass=word+1%',
          account_id: '124893893dd8',
        }).toString(),
      });
      const { token } = (await auth.body.json()) as { token: string };
      const list = await request(`${running.baseUrl}/projects`, {
        dispatcher: agent,
        // Both headers, as Timetray sends them: the run may make the sandbox read only one.
        headers: { authorization: `Bearer ${token}`, 'x-api-token': token, 'user-agent': 'MainTest/1' },
      });
      expect(((await list.body.json()) as { data: unknown[] }).data).toHaveLength(3);
      await expect.poll(() => running.output()).toContain('GET /api/v1/projects → 200');
      expect(running.output()).not.toContain(token);
    } finally {
      await agent.close();
    }
    expect(await stop(running)).toBe(0);
  });

  it('keeps the same CA file and certificate when restarted on the same port', async () => {
    const port = await freePort();
    const first = await startMain(port);
    started.push(first);
    const pem = await readFile(first.caFile, 'utf8');
    await stop(first);
    const second = await startMain(port);
    started.push(second);
    expect(second.caFile).toBe(first.caFile);
    expect(await readFile(second.caFile, 'utf8')).toBe(pem);
    // A client still trusting the old file can talk to the restarted server.
    const agent = new Agent({ connect: { ca: pem } });
    try {
      const reply = await request(`${second.baseUrl}/projects`, { dispatcher: agent });
      expect(reply.statusCode).toBe(401);
      await reply.body.dump();
    } finally {
      await agent.close();
    }
  });
});
