import { m } from '../core/i18n';
import type { CommandHelp } from './command-table';

/**
 * The help of `budget`, `pin`, `unpin` and `open` (issue #19). Getters: the words are read
 * from the catalog when the help is shown, in the language spoken then, not at load.
 */
/** The `--json` shapes: keys are never translated. */
const JSON_SHAPES = {
  budget: '--json: {"projectId": number, "budget": {"hours", "value", "percent"}|null}',
  pin: '--json: {"projectId": number, "pinned": bool, "pinnedIds": [number, ...]}',
  open: '--json: {"url": string, "opened": bool}',
};

export const BUDGET_COMMAND_HELP = {
  budget: {
    usage: 'budget ID',
    get summary() {
      return m.budget_cli_summary();
    },
    get options() {
      return [
        ['--hours H', m.budget_cli_hours_option()],
        ['--value V', m.budget_cli_value_option()],
        ['--clear', m.budget_cli_clear_option()],
      ] as const;
    },
    get notes() {
      return `${m.budget_cli_notes()}\n${JSON_SHAPES.budget}`;
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
