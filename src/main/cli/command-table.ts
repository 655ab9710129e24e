/**
 * The CLI's commands and options: the one table that parsing (args.ts), help and completion
 * read. Below all three, so none of them imports another to learn what the commands are.
 */
/** Every option of every command; which command accepts which is checked below. */
export const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
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
  csv: { type: 'boolean' },
  by: { type: 'string' },
  project: { type: 'string' },
  customer: { type: 'string' },
  hours: { type: 'string' },
  value: { type: 'string' },
  per: { type: 'string' },
  invoice: { type: 'boolean' },
  clear: { type: 'boolean' },
  print: { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
} as const;

export type OptionName = keyof typeof OPTIONS;

export const GLOBAL: readonly OptionName[] = ['help', 'version', 'ca-file', 'json'];

/** Each command, its positional arguments (`[NAME]`: optional; `[NAME...]`: any number) and its own options. */
export const COMMANDS = {
  login: { positionals: [], options: ['base-url', 'email', 'account', 'password-stdin', 'label'] },
  logout: { positionals: [], options: ['account'] },
  remove: { positionals: ['ACCOUNT'], options: ['yes'] },
  accounts: { positionals: [], options: [] },
  use: { positionals: ['ACCOUNT'], options: [] },
  status: { positionals: [], options: [] },
  projects: { positionals: ['[WORDS...]'], options: ['cached'] },
  project: { positionals: ['ID'], options: ['markdown', 'cached'] },
  'rename-customer': { positionals: ['ID', 'NAME'], options: [] },
  report: {
    positionals: ['[PERIOD]'],
    options: ['by', 'project', 'customer', 'csv', 'markdown', 'cached', 'invoice'],
  },
  budget: { positionals: ['[ID]'], options: ['hours', 'value', 'per', 'customer', 'clear'] },
  budgets: { positionals: [], options: ['cached'] },
  pin: { positionals: ['ID'], options: [] },
  unpin: { positionals: ['ID'], options: [] },
  open: { positionals: [], options: ['print'] },
  'import-token': { positionals: [], options: ['base-url', 'email', 'account', 'user-agent', 'label'] },
  config: { positionals: ['[get|set]', '[KEY]', '[VALUE]'], options: [] },
  doctor: { positionals: [], options: [] },
  completion: { positionals: ['SHELL'], options: [] },
} as const satisfies Record<string, { positionals: string[]; options: OptionName[] }>;

export type CommandName = keyof typeof COMMANDS;

export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** One command's help: how it is called, what it does, and its own options. */
export interface CommandHelp {
  /** After `timetray `: the command (never translated) and its arguments' names (translated). */
  usage: string;
  /** What it does (lines). */
  summary: string;
  /** `[flag with its value name, what it does]`; continuation lines after `\n`. */
  options?: readonly (readonly [string, string])[];
  /** Said after the options (exit codes, caveats). */
  notes?: string;
}
