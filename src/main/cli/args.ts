import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

/** Every option of every command; which command accepts which is checked below. */
const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  'ca-file': { type: 'string' },
  'base-url': { type: 'string' },
  email: { type: 'string' },
  account: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  label: { type: 'string' },
  'user-agent': { type: 'string' },
  cached: { type: 'boolean' },
  markdown: { type: 'boolean' },
} as const;

type OptionName = keyof typeof OPTIONS;

const GLOBAL: OptionName[] = ['help', 'ca-file', 'json'];

/** Each command, its positional arguments and its own options. */
export const COMMANDS = {
  login: { positionals: [], options: ['base-url', 'email', 'account', 'password-stdin', 'label'] },
  logout: { positionals: [], options: ['account'] },
  remove: { positionals: ['ACCOUNT'], options: [] },
  accounts: { positionals: [], options: [] },
  use: { positionals: ['ACCOUNT'], options: [] },
  status: { positionals: [], options: [] },
  projects: { positionals: [], options: ['cached'] },
  project: { positionals: ['ID'], options: ['markdown', 'cached'] },
  'rename-customer': { positionals: ['ID', 'NAME'], options: [] },
  'import-token': { positionals: [], options: ['base-url', 'email', 'account', 'user-agent', 'label'] },
} as const satisfies Record<string, { positionals: string[]; options: OptionName[] }>;

export type CommandName = keyof typeof COMMANDS;

export interface ParsedArgs {
  command: CommandName | null;
  positionals: string[];
  values: { [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };
}

/** Parses argv (without node and the script); throws `UsageError` for anything off. */
export function parseCli(argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [first, ...positionals] = parsed.positionals;
  const values = parsed.values as ParsedArgs['values'];
  if (first === undefined) return { command: null, positionals: [], values };
  if (!(first in COMMANDS)) throw new UsageError(`Unknown command "${first}". See \`timetray --help\`.`);
  const command = first as CommandName;
  const spec = COMMANDS[command];
  const allowed = new Set<string>([...GLOBAL, ...spec.options]);
  for (const name of Object.keys(values)) {
    if (!allowed.has(name)) throw new UsageError(`\`timetray ${command}\` has no option --${name}.`);
  }
  if (!values.help && positionals.length !== spec.positionals.length) {
    const usage = [command, ...spec.positionals].join(' ');
    throw new UsageError(
      `Usage: timetray ${usage} — expected ${spec.positionals.length} argument(s), got ${positionals.length}.`,
    );
  }
  return { command, positionals, values };
}
