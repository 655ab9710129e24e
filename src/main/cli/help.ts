/**
 * Every text the CLI shows about how to call it: the overview (`timetray --help`), each
 * command's own help (`timetray login --help`) and the usage-error sentences. Data in one
 * module, so a translation can move it into a catalog. Imports no core: help is instant.
 */
import { GIVE_CA_FLAG_AGAIN } from '../../shared/ca-file-text';
import type { CommandName } from './args';
import { BUDGET_COMMAND_HELP } from './budget-help';

/** One command's help: how it is called, what it does, and its own options. */
export interface CommandHelp {
  /** After `timetray `: the command and its arguments. */
  usage: string;
  /** What it does (lines). */
  summary: string;
  /** `[flag with its value name, what it does]`; continuation lines after `\n`. */
  options?: readonly (readonly [string, string])[];
  /** Said after the options (exit codes, caveats). */
  notes?: string;
}

const ACCOUNT_WORDS = 'key, label, account id or e-mail';
const BASE_URL: readonly [string, string] = [
  '--base-url URL',
  'service address, e.g. https://app.rabbiit.com/api/v1',
];
const ACCOUNT_ID: readonly [string, string] = [
  '--account ID',
  'the account id: the code after /a/ in the web app address',
];
const LABEL: readonly [string, string] = ['--label TEXT', 'a name for the account in lists'];

export const COMMAND_HELP: Record<CommandName, CommandHelp> = {
  login: {
    usage: 'login',
    summary: 'Sign in and make the account active.',
    options: [
      BASE_URL,
      ['--email EMAIL', 'the e-mail you sign in with'],
      ACCOUNT_ID,
      [
        '--password-stdin',
        'read the password from standard input\n(otherwise it is asked for on a terminal, without echo)',
      ],
      LABEL,
    ],
  },
  logout: {
    usage: 'logout',
    summary: 'Revoke the token at the service and delete it from the keychain.',
    options: [['--account KEY', `an account ${ACCOUNT_WORDS}\n(default: the active account)`]],
  },
  remove: {
    usage: 'remove ACCOUNT',
    summary: `Sign out of ACCOUNT (${ACCOUNT_WORDS}), revoking its token\nat the service, and remove it from this computer's list.`,
  },
  accounts: { usage: 'accounts', summary: 'List the accounts added on this computer.' },
  use: { usage: 'use ACCOUNT', summary: `Make ACCOUNT (${ACCOUNT_WORDS}) the active one.` },
  status: {
    usage: 'status',
    summary:
      'Show the active account, whether it is signed in, and any extra CA in\neffect (no network call).',
  },
  projects: {
    usage: 'projects',
    summary: "List the active account's projects, grouped by customer.",
    options: [['--cached', 'show the last known list without calling the service']],
    notes:
      'Archived projects are listed only with showArchived on, as in the app\n(`timetray config set showArchived true`); the last line says how many\nare hidden. --json lists every project, archived ones included.\n' +
      "When the service cannot give a fresh list, the saved one is shown, with\na line on standard error saying from when and why; the exit code is\nstill the failure's (4 offline).",
  },
  project: {
    usage: 'project ID',
    summary:
      "Show project ID's details: customer, status, rate, hours, value, members,\nopen tasks, dates (fetched from the service: the list has no totals).",
    options: [
      ['--markdown', 'a short Markdown status to paste into a client update'],
      ['--cached', 'the details last fetched on this computer, no network'],
    ],
    notes:
      'Exit 1 when the service does not have the project (one that was in the\nlist is removed from the cached list too). Offline, saved details are\nshown as for projects. With hideMoney on, rate and value show as •••.',
  },
  'rename-customer': {
    usage: 'rename-customer ID NAME',
    summary: 'Rename customer ID to NAME (quote a NAME with spaces: "Acme Brasil Ltda").',
  },
  ...BUDGET_COMMAND_HELP,
  'import-token': {
    usage: 'import-token',
    summary:
      'Adopt a token created elsewhere (e.g. with curl). The token is read from\nstandard input (asked for without echo on a terminal).',
    options: [
      [
        '--user-agent UA',
        'REQUIRED: the exact User-Agent the token was created with\n(asked for on a terminal). The service binds a token to\nits User-Agent and destroys it for good when it sees\nanother one.',
      ],
      BASE_URL,
      ['--email EMAIL', 'the e-mail of the account'],
      ACCOUNT_ID,
      LABEL,
    ],
  },
  config: {
    usage: 'config [get KEY | set KEY VALUE]',
    summary: [
      'List the settings (no secrets; the keychain and the network are not used).',
      '`config get KEY` prints one setting; `config set KEY VALUE` changes one,',
      'VALUE checked first (exit 2 when refused):',
      '  refreshIntervalMinutes  5, 15, 30, 60 or manual (default 15)',
      '  launchAtLogin           true or false (default false)',
      '  globalShortcut          e.g. CommandOrControl+Alt+T, or off (default off)',
      '  showArchived            true or false (default false)',
      '  hideMoney               true or false (default false): rates and values',
      '                          show as ••• (for screen sharing)',
      '  caFile                  a PEM file of CA certificates (saved as an absolute',
      '                          path; refused unless it parses), or none',
      '  budgetAlerts            true or false (default true): notify at 80 % and',
      '                          100 % of a budget (`timetray budget`)',
      '  currency                none or a currency code such as BRL (default none):',
      '                          values and rates show in it; --json stays plain',
    ].join('\n'),
  },
  doctor: {
    usage: 'doctor',
    summary:
      "Check the keychain, tray host, session type, shortcut, proxy, CA file,\neach account's service (TLS, issuer, time taken), clock and accounts, and\nprint the fix for each problem. Finishes within 10 s; sends no token.",
    notes: 'Exit 0 when nothing failed (warnings allowed), 1 otherwise.',
  },
  completion: {
    usage: 'completion bash|zsh|fish',
    summary:
      'Print a completion script for the shell: commands, options and setting keys\n(see "Shell completion" in the README to install it).',
  },
};

/** The options every command takes. */
export const GLOBAL_OPTION_HELP: readonly (readonly [string, string])[] = [
  [
    '--ca-file FILE',
    'also trust the CA certificate(s) in FILE (PEM); login and import-token save\nits absolute path as a setting',
  ],
  ['--json', 'machine-readable output (shapes in `timetray --help`)'],
  ['-h, --help', 'this help'],
  ['-V, --version', 'the version of timetray'],
];

/** `  --flag ARG       what it does`, continuation lines aligned under the text. */
function optionLines(options: readonly (readonly [string, string])[], indent: string): string {
  return options
    .map(([flag, text]) => {
      const [first, ...rest] = text.split('\n');
      const pad = `${indent}${' '.repeat(17)}`;
      return [`${indent}${flag.padEnd(16)} ${first}`, ...rest.map((line) => `${pad}${line}`)].join('\n');
    })
    .join('\n');
}

const indented = (text: string, indent: string): string =>
  text
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n');

/** `timetray COMMAND --help`: usage, what it does, its options and the global ones. */
export function commandHelp(command: CommandName): string {
  const h = COMMAND_HELP[command];
  const own = h.options ? `\nOptions:\n${optionLines(h.options, '  ')}\n` : '';
  return (
    `Usage: timetray ${h.usage}${h.options ? ' [options]' : ''}\n\n${h.summary}\n${own}` +
    `${h.notes ? `\n${h.notes}\n` : ''}\nGlobal options:\n${optionLines(GLOBAL_OPTION_HELP, '  ')}\n\n` +
    'Every command, the exit codes and the --json shapes: `timetray --help`.\n'
  );
}

/** The overview's command list, from the same data as each command's help. */
function commandList(): string {
  const column = ' '.repeat(19);
  return (Object.keys(COMMAND_HELP) as CommandName[])
    .map((name) => {
      const h = COMMAND_HELP[name];
      const head = h.usage.length <= 16 ? `  ${h.usage.padEnd(17)}` : `  ${h.usage}\n${column}`;
      const summary = indented(h.summary, column).slice(column.length);
      const options = h.options ? `\n${optionLines(h.options, column)}` : '';
      const notes = h.notes ? `\n${indented(h.notes, column)}` : '';
      return `${head}${summary}${options}${notes}`;
    })
    .join('\n');
}

/** `timetray --help`: commands, options, exit codes and the stable `--json` shapes. */
export const HELP = `timetray — your Time Tracking Service projects from the command line.
Uses the same accounts, keychain entries and User-Agent as the Timetray tray app.

Usage: timetray <command> [options]
       timetray <command> --help    that command alone, with its options

Commands:
${commandList()}

Global options:
${optionLines(GLOBAL_OPTION_HELP, '  ')}

Settings live in $TIMETRAY_CONFIG_DIR, else the per-user config folder (Linux:
$XDG_CONFIG_HOME/Timetray or ~/.config/Timetray). Tokens live only in the OS keychain.

Times are shown in local time, in the locale of LC_ALL, LC_TIME or LANG; --json keeps
ISO 8601.

Exit codes:
  0 ok · 1 failure (including an unusable keychain) · 2 usage error or invalid input
  3 sign-in needed (no session, or the service refused it)
  4 network or TLS failure (the service could not be reached safely)
  5 the keychain is locked: unlock it, then run the command again (nothing was changed)
  130 cancelled at a prompt (Ctrl-C); end of input at a prompt (Ctrl-D) is a usage error (2)

--json output (one JSON document on stdout; stable, fields are only ever added):
  Account  = {"key","label","baseUrl","accountId","email","signedIn":bool|null,"active":bool,
              "lastUsed": ISO-time|null, "keychain": "ok"|"locked"|"unavailable"}
              signedIn=null: unknown, the keychain could not be asked ("keychain" says why);
              lastUsed: the token's last successful use (null: unknown)
  login, import-token, use  {"account": Account}
  logout, remove   {"account": "<key>", "revoked": bool,
                    "state": "revoked"|"not_signed_in"|"not_reached", "warning"?: string}
                   revoked=true only when a token was ended at the service; not_signed_in:
                   there was no token (nothing revoked); not_reached: the service could not be
                   told (offline), the token was deleted on this computer anyway
  accounts         {"accounts": [Account, ...]}
  status           {"signedIn": bool|null, "account": Account|null, "reason": string|null,
                    "cachedProjects": number, "lastRefresh": ISO-time|null,
                    "caFile": path|null, "caFileProblem": string|null (why caFile cannot
                    be used), "keychainError": string|null,
                    "keychain": "ok"|"locked"|"unavailable"}
  projects         {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time|null,
                    "skipped": number, "moneyHidden": bool, "stale": bool,
                    "projects": [Project, ...]}   stale=true: no fresh list could be had
                    (offline, the session ended, the keychain locked or unusable); this is
                    the saved one, "error": {"code","message"} says why,
                    the same error is on stderr and the exit code is non-zero.
                    Money is never hidden in --json; moneyHidden tells the hideMoney setting.
                    Every project is listed, archived ones too, whatever showArchived says.
                    Project as in the app:
                    {"id","name","description","active","status","customerId","customerName",
                     "billable","rate","timeTotalSeconds",...}
  project          {"account": "<key>", "fromCache": bool, "fetchedAt": ISO-time,
                    "moneyHidden": bool, "stale": bool, "project": Project}   (stale and
                    "error" as for projects)   with the totals: "timeTotalSeconds", "valueTotal",
                    "totalMembers", "totalActiveTasks"; "budget": {"hours","value","percent"}|null
                    (projects: also on each project, with "pinned": bool)
  rename-customer  {"customerId": number, "name": string}
  config           {"preferences": {"refreshIntervalMinutes": 5|15|30|60|null, "launchAtLogin": bool,
                    "globalShortcut": string|null, "showArchived": bool, "hideMoney": bool,
                    "caFile": path|null, "language": "auto"|"en"|"pt-BR"}}
  config get/set   {"key": string, "value": ...}   (null: manual / off / none)
  doctor           {"ok": bool, "elapsedMs": number, "checks": [{"id", "status": "ok"|"warn"|"fail",
                    "found": string, "fix": string|null, "subject"?: address or account}, ...]}
  errors (stderr)  {"error": {"code": string, "message": string}}   code: "bad_input" for a
                   usage error or invalid input (exit 2), "signed_out", "unauthorized",
                   "network", "timeout", "tls", "keychain", "keychain_locked", "settings", ... (as in the app)
`;

/** The usage-error sentences (exit 2), each written once. */
export const USAGE_TEXT = {
  seeHelp: (command: CommandName | null) =>
    command ? `See \`timetray ${command} --help\`.` : 'See `timetray --help`.',
  unknownCommand: (name: string, nearest: string | null) =>
    `Unknown command "${name}".${nearest ? ` Did you mean \`${nearest}\`?` : ''}`,
  unknownOption: (option: string, command: CommandName | null, nearest: string | null) =>
    `Unknown option ${option}${command ? ` for \`timetray ${command}\`` : ''}.` +
    (nearest ? ` Did you mean ${nearest}?` : ''),
  notAnOptionOf: (option: string, command: CommandName) => `\`timetray ${command}\` has no option ${option}.`,
  accepts: (command: CommandName | null, options: readonly string[]) =>
    `${command ? `\`timetray ${command}\`` : 'timetray'} accepts: ${options.join(', ')}.`,
  needsValue: (option: string, valueName: string) => `${option} needs a value: ${option} ${valueName}.`,
  takesNoValue: (option: string) => `${option} takes no value.`,
  argumentCount: (usage: string, expected: string, got: number) =>
    `Usage: timetray ${usage} — expected ${expected} argument(s), got ${got}.`,
  unknownShell: (shell: string, shells: readonly string[]) =>
    `No completion for "${shell}": choose ${shells.join(', ')}.`,
  /** `--ca-file` names a file that cannot be used (`problem` from `readCaFile`: file, what is wrong). */
  caFileFlag: (problem: string) =>
    `The file given with --ca-file cannot be used: ${problem}. ${GIVE_CA_FLAG_AGAIN}`,
  quoteSpaces: (what: string, corrected: string) =>
    `A ${what} with spaces needs quotes, e.g.:\n  ${corrected}`,
} as const;
