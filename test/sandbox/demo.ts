/**
 * `npm run demo`: the built `timetray` CLI against the sandbox, through each way Rabbiit's
 * reports and sign-in may answer (issue 33): reports on, paged, with odd entries, a service
 * that reads only one token header, "too many requests", and accounts without reports (404,
 * 403, a web page). Each step prints the command and what Timetray answered, in the
 * language of this terminal (LANG), with a throwaway config folder and the private keyring
 * of scripts/with-keyring.sh: nothing of yours is read or changed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sandboxLoginArgs } from '../support/login-args';
import { startSandbox, type Fault, type Sandbox } from './index';

/** The app's build (`npm run demo` builds it first); a test may name its own build. */
const CLI = process.env['TIMETRAY_DEMO_CLI'] ?? resolve(__dirname, '../../out/main/cli.js');

interface Step {
  title: string;
  /** Sets the sandbox up for the step; undone by `reset` before the next. */
  arrange?: (sb: Sandbox) => void;
  commands: string[][];
  /** A fresh config folder (and sign-in): an account already said to have no reports is not asked again that day. */
  fresh?: boolean;
}

/** A 429 as Laravel words it, with the service's wait. */
const tooMany = (retryAfter: string): Fault => ({
  kind: 'status',
  status: 429,
  body: '{"message":"Too Many Attempts."}',
  contentType: 'application/json',
  headers: { 'retry-after': retryAfter },
});

const STEPS: Step[] = [
  {
    title: 'Reports on: this cycle by project, this week by day, last month by customer',
    commands: [['report'], ['report', 'week', '--by', 'day'], ['report', 'last-month', '--by', 'customer']],
  },
  {
    title: 'The same cycle sent in pages of 25 entries (followed on the service’s own origin)',
    arrange: (sb) => void (sb.state.reports.pageSize = 25),
    commands: [['report', '--markdown']],
  },
  {
    title:
      'Odd entries (money as numbers or null, times past 24 h, an entry without a day): counted or skipped, never fatal',
    arrange: (sb) => void (sb.state.reports.odd = true),
    commands: [['report', 'last-cycle']],
    fresh: true,
  },
  {
    title: 'A service that reads only x-api-token, then one that reads only Authorization: Bearer',
    arrange: (sb) => void (sb.state.authHeader = 'x-api-token'),
    commands: [['projects', 'acme']],
  },
  {
    title: '',
    arrange: (sb) => void (sb.state.authHeader = 'bearer'),
    commands: [['report', 'today']],
  },
  {
    title: '“Too many requests”, Retry-After: 2 — waited out once (said on a terminal), then the list',
    arrange: (sb) =>
      sb.faults.add({
        path: '/projects',
        times: 1,
        fault: tooMany('2'),
      }),
    commands: [['projects', 'acme']],
  },
  {
    title: '“Too many requests”, Retry-After: 120 — not waited: said, with the saved list, exit 4',
    arrange: (sb) =>
      sb.faults.add({
        path: '/projects',
        fault: tooMany('120'),
      }),
    commands: [['projects', 'acme']],
  },
  {
    title: 'An account without reports (404): one calm line, nothing else changes',
    arrange: (sb) => void (sb.state.reports.mode = 'absent'),
    commands: [['report']],
    fresh: true,
  },
  {
    title: 'Reports forbidden to this user (403)',
    arrange: (sb) => void (sb.state.reports.mode = 'forbidden'),
    commands: [['report', 'week']],
    fresh: true,
  },
  {
    title: 'The report address answers with a web page',
    arrange: (sb) => void (sb.state.reports.mode = 'web-page'),
    commands: [['report', '--json']],
    fresh: true,
  },
];

function reset(sb: Sandbox): void {
  Object.assign(sb.state.reports, { mode: 'on', pageSize: null, odd: false });
  sb.state.authHeader = 'either';
  sb.faults.clear();
}

/**
 * Runs the CLI on this terminal's own streams (a wait is said only where standard error is a
 * terminal). Asynchronously: the sandbox answers from this same process.
 */
function cli(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', input === undefined ? 'inherit' : 'ignore', 'inherit'],
    });
    child.stdin?.end(input);
    child.on('error', fail);
    child.on('close', (code) => done(code ?? 1));
  });
}

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`\n$ timetray ${args.join(' ')}`);
  const code = await cli(args, env);
  if (code !== 0) console.log(`(exit ${code})`);
}

async function main(): Promise<void> {
  const sb = await startSandbox({ projects: 24, customers: 6 });
  const folders: string[] = [];
  let env: NodeJS.ProcessEnv = {};
  const signIn = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'timetray-demo-'));
    folders.push(dir);
    env = { ...process.env, TIMETRAY_CONFIG_DIR: dir };
    const args = sandboxLoginArgs(sb, sb.demo);
    console.log(`\n$ timetray login … --password-stdin   (config folder ${dir})`);
    const code = await cli(args, env, sb.demo.password);
    if (code !== 0) throw new Error(`login failed (exit ${code})`);
  };
  try {
    console.log(`Timetray demo: the sandbox is at ${sb.baseUrl}, signed in as ${sb.demo.email}.`);
    await signIn();
    for (const step of STEPS) {
      reset(sb);
      if (step.title) console.log(`\n=== ${step.title} ===`);
      if (step.fresh) await signIn();
      step.arrange?.(sb);
      for (const args of step.commands) await run(args, env);
    }
    console.log('\nDone. The sandbox, the config folders and the keyring are removed.');
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    await sb.close();
  }
}

main().catch((error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
