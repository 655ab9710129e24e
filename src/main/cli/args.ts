import { parseArgs } from 'node:util';
import { shellQuoted } from '../../shared/shell-word';
import { m } from '../core/i18n';
import { commandHelpData, globalOptionHelp, USAGE_TEXT } from './help';
import { nearest } from './nearest';
import { UsageError } from './usage-error';
import { printable } from './printable';
import { COMMAND_NAMES, COMMANDS, GLOBAL, OPTIONS, type CommandName, type OptionName } from './command-table';

export interface ParsedArgs {
  command: CommandName | null;
  positionals: string[];
  values: { [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };
}

/** The options `command` accepts, its own first (before a command: the global ones). */
export function optionsOf(command: CommandName | null): OptionName[] {
  return [...new Set([...(command ? COMMANDS[command].options : []), ...GLOBAL])];
}

const isCommand = (word: string): word is CommandName => Object.hasOwn(COMMANDS, word);

/**
 * `--hours -5` as `--hours=-5`: Node's parser reads a word after an option that starts with
 * `-` as another option, so a negative amount was refused as a missing value; as the option's
 * value it meets the option's own rule ("must be greater than 0").
 */
function negativeValuesJoined(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i]!;
    const name = word.startsWith('--') ? word.slice(2) : null;
    const next = argv[i + 1];
    const takesValue =
      name !== null && Object.hasOwn(OPTIONS, name) && OPTIONS[name as OptionName].type === 'string';
    if (takesValue && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${word}=${next}`);
      i += 1;
    } else joined.push(word);
  }
  return joined;
}

/** Parses argv (without node and the script); throws `UsageError` for anything off. */
export function parseCli(argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: negativeValuesJoined(argv),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw explained(error, argv);
  }
  const [first, ...positionals] = parsed.positionals;
  const values = parsed.values as ParsedArgs['values'];
  if (first === undefined) return { command: null, positionals: [], values };
  if (!isCommand(first)) {
    const suggestion = nearest(first, COMMAND_NAMES);
    throw new UsageError(`${USAGE_TEXT.unknownCommand(first, suggestion)} ${USAGE_TEXT.seeHelp(null)}`);
  }
  const command = first;
  const allowed = new Set<string>(optionsOf(command));
  for (const name of Object.keys(values)) {
    // `use --account X`: the account `logout --account` takes is an argument here.
    if (name === 'account' && COMMANDS[command].positionals[0] === 'ACCOUNT' && positionals.length === 0) {
      const corrected = ['timetray', command, String(values.account)].map(shellQuoted).join(' ');
      throw new UsageError(
        `${USAGE_TEXT.notAnOptionOf('--account', command)} ${USAGE_TEXT.accountArgument(corrected)}`,
      );
    }
    if (!allowed.has(name)) {
      throw new UsageError(
        `${USAGE_TEXT.notAnOptionOf(`--${name}`, command)} ${accepted(command)} ${USAGE_TEXT.seeHelp(command)}`,
      );
    }
  }
  if (!values.help && !values.version) checkCount(command, positionals, values);
  return { command, positionals, values };
}

function accepted(command: CommandName | null): string {
  return USAGE_TEXT.accepts(
    command,
    optionsOf(command).map((o) => `--${o}`),
  );
}

/** Too few or too many arguments; a NAME or label given unquoted gets the corrected line. */
function checkCount(command: CommandName, positionals: string[], values: ParsedArgs['values']): void {
  const names: readonly string[] = COMMANDS[command].positionals;
  const least = names.filter((name) => !name.startsWith('[')).length;
  // `[WORDS...]` takes any number of words.
  const most = names.at(-1)?.endsWith('...]') ? Infinity : names.length;
  if (positionals.length >= least && positionals.length <= most) return;
  const last = names.at(-1);
  const line = (words: string[], options: ParsedArgs['values']) =>
    ['timetray', command, ...words.map(shellQuoted), ...optionWords(options)].join(' ');
  if (positionals.length > names.length && typeof values.label === 'string') {
    // `--label Cliente X`: the label's other words came in as arguments.
    const label = [values.label, ...positionals.slice(names.length)].join(' ');
    throw new UsageError(
      USAGE_TEXT.quoteSpaces('label', line(positionals.slice(0, names.length), { ...values, label })),
    );
  }
  // `config set caFile /path/My CA.pem`: the one setting whose value may hold spaces (a file;
  // see VALUE_WORDS). Any other (`globalShortcut Ctrl Alt T`) would only be refused once quoted.
  const joinsLast =
    last === 'NAME' ||
    last === 'ACCOUNT' ||
    (last === '[VALUE]' && positionals.slice(0, 2).join(' ') === 'set caFile');
  if (positionals.length > names.length && joinsLast) {
    const fixed = [...positionals.slice(0, names.length - 1), positionals.slice(names.length - 1).join(' ')];
    const what = last === 'NAME' ? 'name' : last === 'ACCOUNT' ? 'label' : 'value';
    throw new UsageError(USAGE_TEXT.quoteSpaces(what, line(fixed, values)));
  }
  // `logout demo@…`: the account goes with --account there.
  if (command === 'logout' && positionals.length === 1 && values.account === undefined) {
    throw new UsageError(USAGE_TEXT.accountOption(line([], { ...values, account: positionals[0]! })));
  }
  if (names.length === 0) {
    const given = positionals.map((word) => printable(shellQuoted(word))).join(' ');
    throw new UsageError(
      `${USAGE_TEXT.noArguments(commandHelpData()[command].usage, given)} ${USAGE_TEXT.seeHelp(command)}`,
    );
  }
  const expected = least === names.length ? `${least}` : USAGE_TEXT.argumentRange(least, names.length);
  throw new UsageError(
    `${USAGE_TEXT.argumentCount(commandHelpData()[command].usage, expected, positionals.length)} ${USAGE_TEXT.seeHelp(command)}`,
  );
}

/** The options as typed again: `--flag`, `--name value` (quoted when it must be). */
function optionWords(values: ParsedArgs['values']): string[] {
  return Object.entries(values).map(([name, value]) =>
    value === true ? `--${name}` : `--${name} ${shellQuoted(String(value))}`,
  );
}

/** The commands whose arguments are free text (a name, a label, a value), which may start with "-". */
const TAKES_TEXT = new Set<CommandName>(['rename-customer', 'use', 'remove', 'config']);

/** `word` is short options run together ("-Acme") whose first is `option` ("-A"). */
const isShortGroup = (word: string, option: string): boolean =>
  !word.startsWith('--') && word.startsWith(option);

/** Node's parser error in the CLI's words: which option, what the command accepts, where help is. */
function explained(error: unknown, argv: string[]): UsageError {
  const command = argv.find(isCommand) ?? null;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  const option = /'(-[^' ]*)/.exec(message)?.[1];
  const help = USAGE_TEXT.seeHelp(command);
  if (option === undefined) return new UsageError(`${message} ${help}`);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    // Before a command, any command's option may have been meant.
    const flags = (command ? optionsOf(command) : Object.keys(OPTIONS)).map((o) => `--${o}`);
    const suggestion = option.startsWith('--')
      ? nearest(
          option.slice(2),
          flags.map((f) => f.slice(2)),
        )
      : null;
    // Node names the first letter of "-Acme" (read as -A -c -m -e): the word typed is clearer.
    const typed = option.startsWith('--')
      ? option
      : (argv.find((word) => isShortGroup(word, option)) ?? option);
    // `pin -3`: a negative id, not an option.
    if (
      command !== null &&
      (COMMANDS[command].positionals[0] as string).replace(/[[\]]/g, '') === 'ID' &&
      !TAKES_TEXT.has(command) &&
      /^-\d/.test(typed)
    )
      return new UsageError(`${USAGE_TEXT.notAnId(printable(typed))} ${help}`);
    const unknown = USAGE_TEXT.unknownOption(printable(typed), command, suggestion && `--${suggestion}`);
    // A customer's name or a label may start with "-": `--` ends the options before it.
    const takesText =
      command !== null && TAKES_TEXT.has(command) && !option.startsWith('--') && !argv.includes('--');
    if (takesText) {
      const corrected = ['timetray', ...argv.filter((word) => word !== typed), '--', typed].map(shellQuoted);
      return new UsageError(`${unknown} ${USAGE_TEXT.dashValue(printable(typed), corrected.join(' '))}`);
    }
    return new UsageError(`${unknown} ${accepted(command)} ${help}`);
  }
  if (/does not take an argument/.test(message))
    return new UsageError(`${USAGE_TEXT.takesNoValue(option)} ${help}`);
  return new UsageError(`${USAGE_TEXT.needsValue(option, valueNameOf(option))} ${help}`);
}

/** `URL` for `--base-url`, as the help names it. */
function valueNameOf(option: string): string {
  const flags = [...Object.values(commandHelpData()).flatMap((h) => h.options ?? []), ...globalOptionHelp()];
  const flag = flags.find(([f]) => f.startsWith(`${option} `))?.[0];
  return flag?.split(' ')[1] ?? m.cli_ph_value();
}
