/**
 * Every text the CLI shows about how to call it: the overview (`timetray --help`), each
 * command's own help (`timetray login --help`) and the usage-error sentences. The words come
 * from the catalog (messages/cli/), in the language the CLI speaks; the layout is built here
 * from the same data for both. Imports no core: help is instant.
 */
import { m, oneOf } from '../core/i18n';
import type { CommandHelp, CommandName } from './command-table';
import { BUDGET_COMMAND_HELP } from './budget-help';
import { reflow } from './reflow';

/** Each command's help, in the language spoken now (made when asked for, never at load). */
export function commandHelpData(): Record<CommandName, CommandHelp> {
  // The names of the values a user types, in their language (`remove CONTA`); ID, URL and
  // EMAIL read the same in both.
  const [account, key, value, name, text] = [
    m.cli_ph_account(),
    m.cli_ph_key(),
    m.cli_ph_value(),
    m.cli_ph_name(),
    m.cli_ph_text(),
  ];
  const baseUrl = ['--base-url URL', m.cli_opt_base_url()] as const;
  const accountId = ['--account ID', m.cli_opt_account_id()] as const;
  const label = [`--label ${text}`, m.cli_opt_label()] as const;
  return {
    login: {
      usage: 'login',
      summary: m.cli_summary_login(),
      options: [
        baseUrl,
        ['--email EMAIL', m.cli_opt_email_login()],
        accountId,
        ['--password-stdin', m.cli_opt_password_stdin()],
        label,
      ],
    },
    logout: {
      usage: 'logout',
      summary: m.cli_summary_logout(),
      options: [[`--account ${account}`, m.cli_opt_logout_account()]],
    },
    remove: {
      usage: `remove ${account}`,
      summary: m.cli_summary_remove(),
      options: [['-y, --yes', m.cli_opt_remove_yes()]],
    },
    accounts: { usage: 'accounts', summary: m.cli_summary_accounts() },
    use: { usage: `use ${account}`, summary: m.cli_summary_use() },
    status: { usage: 'status', summary: m.cli_summary_status() },
    projects: {
      usage: `projects [${m.cli_ph_words()}…]`,
      summary: m.cli_summary_projects(),
      options: [['--cached', m.cli_opt_projects_cached()]],
      notes: `${m.cli_notes_projects_search({ words: m.cli_ph_words() })}\n${m.cli_notes_projects()}`,
    },
    project: {
      usage: 'project ID',
      summary: m.cli_summary_project(),
      options: [
        ['--markdown', m.cli_opt_markdown()],
        ['--cached', m.cli_opt_project_cached()],
      ],
      notes: m.cli_notes_project(),
    },
    'rename-customer': { usage: `rename-customer ID ${name}`, summary: m.cli_summary_rename_customer() },
    report: {
      usage: `report [${m.cli_ph_period()}]`,
      summary: m.cli_summary_report(),
      options: [
        ['--by project|customer|day', m.cli_opt_report_by()],
        ['--project ID', m.cli_opt_report_project()],
        ['--customer ID', m.cli_opt_report_customer()],
        ['--csv', m.cli_opt_report_csv()],
        ['--markdown', m.cli_opt_report_markdown()],
        ['--cached', m.cli_opt_report_cached()],
        ['--invoice', m.cli_invoice_option()],
      ],
      notes: m.cli_notes_report({ period: m.cli_ph_period() }),
    },
    ...BUDGET_COMMAND_HELP,
    'import-token': {
      usage: 'import-token',
      summary: m.cli_summary_import_token(),
      options: [
        ['--user-agent UA', m.cli_opt_user_agent()],
        baseUrl,
        ['--email EMAIL', m.cli_opt_email_import()],
        accountId,
        label,
      ],
    },
    config: { usage: `config [get ${key} | set ${key} ${value}]`, summary: m.cli_summary_config() },
    doctor: { usage: 'doctor', summary: m.cli_summary_doctor(), notes: m.cli_notes_doctor() },
    completion: { usage: 'completion bash|zsh|fish', summary: m.cli_summary_completion() },
  };
}

/** The options every command takes. */
export function globalOptionHelp(): readonly (readonly [string, string])[] {
  return [
    [`--ca-file ${m.cli_ph_file()}`, m.cli_opt_ca_file()],
    ['--json', m.cli_opt_json()],
    ['-h, --help', m.cli_opt_help()],
    ['-V, --version', m.cli_opt_version()],
  ];
}

/**
 * `  --flag ARG       what it does`, the words wrapped to `width` and aligned under the first
 * line; a flag too long for its column (`--ca-file ARQUIVO`) has its words on the next line.
 */
function optionLines(options: readonly (readonly [string, string])[], indent: string, width: number): string {
  const pad = `${indent}${' '.repeat(17)}`;
  return options
    .map(([flag, text]) => {
      const [first, ...rest] = reflow(text, width, pad).split('\n');
      const head =
        flag.length <= 16
          ? `${indent}${flag.padEnd(16)} ${first!.slice(pad.length)}`
          : `${indent}${flag}\n${first}`;
      return [head, ...rest].join('\n');
    })
    .join('\n');
}

/**
 * `timetray COMMAND --help`: usage, what it does, its options and the global ones, wrapped
 * to `width` columns (see `terminalWidth`).
 */
export function commandHelp(command: CommandName, width: number): string {
  const h = commandHelpData()[command];
  const own = h.options ? `\n${m.cli_help_options_heading()}\n${optionLines(h.options, '  ', width)}\n` : '';
  const usage = m.cli_help_usage_line({ usage: h.usage });
  return (
    `${usage}${h.options ? ` ${m.cli_help_options_placeholder()}` : ''}\n\n${reflow(h.summary, width)}\n${own}` +
    `${h.notes ? `\n${reflow(h.notes, width)}\n` : ''}\n${m.cli_help_global_options_heading()}\n` +
    `${optionLines(globalOptionHelp(), '  ', width)}\n\n${reflow(m.cli_help_see_overview(), width)}\n`
  );
}

/** The overview's command list, from the same data as each command's help. */
function commandList(width: number): string {
  const column = ' '.repeat(19);
  const all = commandHelpData();
  return (Object.keys(all) as CommandName[])
    .map((name) => {
      const h = all[name];
      const head = h.usage.length <= 16 ? `  ${h.usage.padEnd(17)}` : `  ${h.usage}\n${column}`;
      const summary = reflow(h.summary, width, column).slice(column.length);
      const options = h.options ? `\n${optionLines(h.options, column, width)}` : '';
      const notes = h.notes ? `\n${reflow(h.notes, width, column)}` : '';
      return `${head}${summary}${options}${notes}`;
    })
    .join('\n');
}

/** `timetray --help`: commands, options, exit codes and the stable `--json` shapes. */
export function overviewHelp(width: number): string {
  return [
    `${reflow(m.cli_help_intro(), width)}\n`,
    `${reflow(m.cli_help_usage_overview(), width)}\n`,
    `${m.cli_help_commands_heading()}\n${commandList(width)}\n`,
    `${m.cli_help_global_options_heading()}\n${optionLines(globalOptionHelp(), '  ', width)}\n`,
    `${reflow(m.cli_help_settings_where(), width)}\n`,
    `${reflow(m.cli_help_times(), width)}\n`,
    `${reflow(m.cli_help_exit_codes(), width)}\n`,
    // The shapes keep their keys, codes and types in every language; the words around them follow it.
    `${reflow(m.cli_help_json_heading(), width)}\n${m.cli_help_json_shapes()}\n`,
  ].join('\n');
}

/** The usage-error sentences (exit 2), each written once (in the catalog). */
export const USAGE_TEXT = {
  seeHelp: (command: CommandName | null) =>
    command ? m.cli_see_command_help({ command }) : m.cli_see_help(),
  unknownCommand: (name: string, nearest: string | null) =>
    nearest ? m.cli_unknown_command_nearest({ name, nearest }) : m.cli_unknown_command({ name }),
  unknownOption: (option: string, command: CommandName | null, nearest: string | null) =>
    (command ? m.cli_unknown_option_for({ option, command }) : m.cli_unknown_option({ option })) +
    (nearest ? ` ${m.cli_did_you_mean_option({ nearest })}` : ''),
  notAnOptionOf: (option: string, command: CommandName) => m.cli_not_an_option_of({ option, command }),
  accepts: (command: CommandName | null, options: readonly string[]) =>
    command
      ? m.cli_command_accepts({ command, options: options.join(', ') })
      : m.cli_accepts({ options: options.join(', ') }),
  needsValue: (option: string, valueName: string) => m.cli_needs_value({ option, valueName }),
  takesNoValue: (option: string) => m.cli_takes_no_value({ option }),
  argumentCount: (usage: string, expected: string, got: number) =>
    m.cli_argument_count({ usage, expected, got }),
  notAnId: (value: string) => m.cli_not_an_id({ value }),
  /** A command that takes none was given some: they are named (a mistyped option value?). */
  noArguments: (usage: string, given: string) => m.cli_argument_none({ usage, given }),
  argumentRange: (least: number, most: number) => m.cli_argument_range({ least, most }),
  unknownShell: (shell: string, shells: readonly string[]) =>
    m.cli_unknown_shell({ shell, shells: oneOf(shells) }),
  /** `--ca-file` names a file that cannot be used (`problem` from `readCaFile`: file, what is wrong). */
  caFileFlag: (problem: string) => m.cli_ca_file_flag({ problem, fix: m.ca_give_flag_again() }),
  dashValue: (value: string, corrected: string) => m.cli_dash_value({ value, corrected }),
  accountArgument: (corrected: string) => m.cli_account_argument({ corrected }),
  accountOption: (corrected: string) => m.cli_account_option({ corrected }),
  quoteSpaces: (what: 'name' | 'label' | 'value', corrected: string) =>
    ({ name: m.cli_quote_name, label: m.cli_quote_label, value: m.cli_quote_value })[what]({ corrected }),
} as const;
