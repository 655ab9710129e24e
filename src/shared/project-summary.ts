import { displayText, LINE_MAX } from './display-text';
import { formatCount, formatDateTime, formatHours, type DateFormatOptions } from './format';
import { shownMoney } from './money';
import type * as Catalog from './i18n/paraglide/messages/_index.js';
import { isArchived } from './project-groups';
import type { ProjectDetails } from './types';

/**
 * The summary's words, in the language it is written in: main passes its `m`
 * (src/main/core/i18n.ts), a test `messagesIn(locale)`. Only these keys, so any object
 * holding them (the renderer's messages too) will do.
 */
export type SummaryWords = Pick<
  typeof Catalog,
  | 'core_summary_archived'
  | 'core_summary_customer'
  | 'core_summary_no_customer'
  | 'core_summary_customer_number'
  | 'core_summary_hours'
  | 'core_summary_value'
  | 'core_summary_members'
  | 'core_summary_open_tasks'
  | 'core_summary_as_of'
>;

export interface SummaryOptions extends DateFormatOptions {
  /** The labels, in the language of `locale`. */
  words: SummaryWords;
  /** BCP 47 locale for numbers and dates; the runtime's default when absent. */
  locale?: string;
  /** The "hide money" preference: the value shows as ••• (the summary goes to a client). */
  hideMoney?: boolean;
  /** The `currency` preference (issue #19): the value in it ("R$ 20.472,97"); none: plain. */
  currency?: string;
}

/**
 * A short Markdown status of one project, ready to paste into a client update: customer,
 * hours, value, members, open tasks and when these figures were fetched. Used for the
 * clipboard ("Copy summary") and `timetray project ID --markdown`. Names are made inert
 * (controls, bidi overrides and invisible characters replaced, cut to `LINE_MAX`: the text is
 * pasted to a client) and escaped, so a name with `*` or `[` stays text.
 */
export function projectSummaryMarkdown(details: ProjectDetails, options: SummaryOptions): string {
  const { project } = details;
  const { locale, words } = options;
  const customer =
    project.customerName ??
    (project.customerId === null
      ? words.core_summary_no_customer()
      : words.core_summary_customer_number({ id: project.customerId }));
  const lines = [
    `**${escapeMarkdown(summaryName(project.name))}** (#${project.id})${isArchived(project) ? words.core_summary_archived() : ''}`,
    '',
    words.core_summary_customer({ customer: escapeMarkdown(summaryName(customer)) }),
    words.core_summary_hours({ hours: formatHours(project.timeTotalSeconds, locale) }),
    words.core_summary_value({
      value: shownMoney(project.valueTotal, {
        locale,
        hideMoney: options.hideMoney,
        currency: options.currency,
      }),
    }),
    words.core_summary_members({ count: formatCount(project.totalMembers, locale) }),
    words.core_summary_open_tasks({ count: formatCount(project.totalActiveTasks, locale) }),
    '',
    // The date too, even today's: the summary is pasted into an update read on another day.
    words.core_summary_as_of({ when: formatDateTime(details.fetchedAt, locale, options) }),
  ];
  return `${lines.join('\n')}\n`;
}

const summaryName = (name: string): string => displayText(name, { max: LINE_MAX });

/**
 * Backslash-escapes what Markdown reads as inline markup; line breaks become spaces. Names
 * never start a line here, so `#`, `-` and `1.` need no escape.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]<>~|]/g, (c) => `\\${c}`);
}
