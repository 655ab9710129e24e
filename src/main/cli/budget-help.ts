import { m } from '../core/i18n';
import type { CommandHelp } from './command-table';

/**
 * The help of `budget`, `pin`, `unpin` and `open` (issue #19). Getters: the words are read
 * from the catalog when the help is shown, in the language spoken then, not at load.
 */
/** The `--json` shapes: keys are never translated. */
const JSON_SHAPES = {
  budget:
    '--json: {"projectId": number, "budget": {"hours", "value", "percent"}|null}\n' +
    '  with --per week|month|cycle or --customer: {"target": "project"|"customer",\n' +
    '  "id": number, "budget": PeriodBudget|null} (see `timetray budgets --help`)',
  budgets: [
    '--json: {"account": "<key>", "offered": bool, "moneyHidden": bool,',
    '  "stale": bool, "budgets": [LifetimeBudget or PeriodBudget, ...]}',
    '  LifetimeBudget = {"target": "project", "id", "name", "per": "lifetime",',
    '    "hours", "value", "percent", "level": "none"|"warning"|"over"|null}',
    '  PeriodBudget = {"target": "project"|"customer", "id", "name",',
    '    "per": "week"|"month"|"cycle", "hours", "value",',
    '    "current": {"from", "to", "seconds", "value", "percent", "partial",',
    '      "elapsed": 0..1, "pace": BudgetPace|null},',
    '    "last": {"from", "to", "seconds", "value", "percent", "partial"}}',
    '  BudgetPace = "on_pace"|"slightly_ahead"|"ahead"|"slightly_behind"|"behind"',
  ].join('\n'),
  pin: '--json: {"projectId": number, "pinned": bool, "pinnedIds": [number, ...]}',
  open: '--json: {"url": string, "opened": bool}',
};

export const BUDGET_COMMAND_HELP = {
  budget: {
    usage: 'budget [ID]',
    get summary() {
      return m.budget_cli_summary();
    },
    get options() {
      return [
        ['--hours H', m.budget_cli_hours_option()],
        ['--value V', m.budget_cli_value_option()],
        ['--per P', m.budget_cli_per_option()],
        ['--customer ID', m.budget_cli_customer_option()],
        ['--clear', m.budget_cli_clear_option()],
      ] as const;
    },
    get notes() {
      return `${m.budget_cli_notes()}\n${JSON_SHAPES.budget}`;
    },
  },
  budgets: {
    usage: 'budgets',
    get summary() {
      return m.budget_cli_budgets_summary();
    },
    get options() {
      return [['--cached', m.budget_cli_budgets_cached_option()]] as const;
    },
    get notes() {
      return `${m.budget_cli_budgets_notes()}\n${JSON_SHAPES.budgets}`;
    },
  },
  pin: {
    usage: 'pin ID',
    get summary() {
      return m.pin_cli_summary();
    },
    get notes() {
      return JSON_SHAPES.pin;
    },
  },
  unpin: {
    usage: 'unpin ID',
    get summary() {
      return m.pin_cli_unpin_summary();
    },
    get notes() {
      return JSON_SHAPES.pin;
    },
  },
  open: {
    usage: 'open',
    get summary() {
      return m.cli_webapp_open_summary();
    },
    get options() {
      return [['--print', m.cli_webapp_open_print_option()]] as const;
    },
    get notes() {
      return JSON_SHAPES.open;
    },
  },
} satisfies Record<string, CommandHelp>;
