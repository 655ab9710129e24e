/**
 * `npm run sandbox [-- --port N --projects N --customers N --seed N]`: a local Time Tracking
 * Service to click around in. Prints what a user needs to sign in, then serves until Ctrl-C.
 * With `--port`, the CA file lives at a stable path (reused on restart), so a client that
 * trusts it keeps working.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from './index';

function positiveInt(
  name: string,
  value: string | undefined,
  fallback: number | undefined,
): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}"`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      projects: { type: 'string' },
      customers: { type: 'string' },
      seed: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const port = positiveInt('port', values.port, 0);
  const sandbox = await startSandbox({
    port,
    projects: positiveInt('projects', values.projects, undefined),
    customers: positiveInt('customers', values.customers, undefined),
    seed: positiveInt('seed', values.seed, undefined),
    certDir: port ? join(tmpdir(), 'timetray-sandbox', String(port)) : undefined,
  });
  const { demo } = sandbox;
  const cli = `NODE_EXTRA_CA_CERTS=${sandbox.caFile} node out/main/cli.js`;
  console.log(`Timetray sandbox (Time Tracking Service API v1) is up.

  Base URL     ${sandbox.baseUrl}
  CA file      ${sandbox.caFile}
  Email        ${demo.email}
  Password     ${demo.password}
  Account ID   ${demo.accountId}
  Second user  ${sandbox.users[1]?.email} / ${sandbox.users[1]?.password} / ${sandbox.users[1]?.accountId}

Sign in from the CLI (the password is read from stdin):
  printf '%s' '${demo.password}' | ${cli} login --base-url ${sandbox.baseUrl} --email ${demo.email} --account ${demo.accountId} --password-stdin
  ${cli} projects
  ${cli} rename-customer 101 'New name'

Or with curl (a token is bound to the User-Agent that made it):
  curl --cacert ${sandbox.caFile} -A 'Timetray/1' ${sandbox.baseUrl}/auth --data-urlencode email=${demo.email} --data-urlencode 'password=${demo.password}' --data-urlencode account_id=${demo.accountId}

Press Ctrl-C to stop.`);

  if (!values.quiet) {
    // One line per request; never headers or bodies (they carry tokens and passwords).
    let shown = 0;
    setInterval(() => {
      for (; shown < sandbox.log.length; shown++) {
        const e = sandbox.log[shown];
        if (e) console.log(`${new Date(e.at).toISOString()} ${e.method} ${e.path} → ${e.status}`);
      }
    }, 250).unref();
  }

  const stop = (): void => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Keep the process alive; the servers already do, this makes it explicit.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  console.error(`sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
