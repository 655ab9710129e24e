/**
 * Reads time entries out of `GET /reports/detailed` answers (API-NOTES.md, "Reports": seen in
 * public clients, not promised) and sums them as they are read, into one row per day, project
 * and side (yours or someone else's): a year of a team's entries is a hundred thousand items,
 * and the rows are all any surface shows. Every field is read on its own and tolerantly (times
 * past 24 h, money as text, number or null, unknown fields ignored); an entry without a day or
 * a readable time is skipped and counted, never fatal to the report.
 */
import { ROUND_TO_CHOICES } from '../../../shared/preferences';
import { toCents, toCivilDate, toDuration, toId, toText } from './wire-values';

/** One day's time and money on one project, yours or not. */
export interface DayRow {
  /** `YYYY-MM-DD`, the entry's `date_execution`. */
  date: string;
  /** null: entries that name no project. */
  projectId: number | null;
  /**
   * true: entries of the signed-in user (their `user_email`); false: someone else's; null:
   * entries that name no user, which are counted as one figure.
   */
  mine: boolean | null;
  seconds: number;
  /** The money of the entries that carry some, in cents. */
  cents: number;
  /** How many of those entries carry money: none means "no money", never 0.00. */
  valued: number;
  /**
   * For invoices (the `roundTo` setting): the time and money of the same entries, each entry
   * rounded up to 6, 15 and 30 minutes (`ROUND_TO_CHOICES`), its money in proportion:
   * `[seconds6, cents6, seconds15, cents15, seconds30, cents30]`. Per entry, as Harvest and
   * Toggl round: rounding a day's sum would bill less than rounding its entries.
   */
  rounded: number[];
  entries: number;
}

/** `[seconds, cents]` of one entry rounded up to `minutes`; its money follows its time. */
export function roundedEntry(seconds: number, cents: number | null, minutes: number): [number, number] {
  const step = minutes * 60;
  const up = Math.ceil(seconds / step) * step;
  if (cents === null) return [up, 0];
  return [up, seconds > 0 ? Math.round((cents * up) / seconds) : cents];
}

/** What the entries say of a project, for one that is not in the saved list (archived, gone). */
export interface EntryNames {
  name: string | null;
  customerId: number | null;
  customerName: string | null;
}

/** Entries as read so far: `add` each raw entry, then `rows()`. */
export class DayRows {
  private readonly byKey = new Map<string, DayRow>();
  readonly names = new Map<number, EntryNames>();
  /** Entries that could not be read (no day, no time), left out of every figure. */
  skipped = 0;
  read = 0;

  private readonly me: string;

  /** `me`: the signed-in user's e-mail, which tells yours from someone else's entries. */
  constructor(me: string) {
    this.me = me.trim().toLowerCase();
  }

  add(raw: unknown): void {
    this.read++;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      this.skipped++;
      return;
    }
    const entry = raw as Record<string, unknown>;
    const date = toCivilDate(entry.date_execution);
    const seconds = toDuration(entry.time_total);
    if (date === null || seconds === null) {
      this.skipped++;
      return;
    }
    const projectId = toId(entry.project_id);
    const mine = this.isMine(entry);
    const cents = toCents(entry.rate_total) ?? centsAtRate(entry.rate_hour, seconds);
    const key = `${date}|${projectId}|${mine}`;
    let row = this.byKey.get(key);
    if (row === undefined) {
      row = {
        date,
        projectId,
        mine,
        seconds: 0,
        cents: 0,
        valued: 0,
        rounded: [0, 0, 0, 0, 0, 0],
        entries: 0,
      };
      this.byKey.set(key, row);
    }
    row.seconds += seconds;
    row.entries++;
    ROUND_TO_CHOICES.forEach((minutes, i) => {
      const [up, upCents] = roundedEntry(seconds, cents, minutes);
      row.rounded[2 * i] = row.rounded[2 * i]! + up;
      row.rounded[2 * i + 1] = row.rounded[2 * i + 1]! + upCents;
    });
    if (cents !== null) {
      row.cents += cents;
      row.valued++;
    }
    if (projectId !== null && !this.names.has(projectId)) {
      this.names.set(projectId, {
        name: toText(entry.project_name, false),
        customerId: toId(entry.customer_id),
        customerName: toText(entry.customer_name, false),
      });
    }
  }

  rows(): DayRow[] {
    return [...this.byKey.values()];
  }

  private isMine(entry: Record<string, unknown>): boolean | null {
    const email = entry.user_email;
    if (typeof email !== 'string' || email.trim() === '') return null;
    return email.trim().toLowerCase() === this.me;
  }
}

/** An entry with an hourly rate but no total: the rate times its time, in cents. */
function centsAtRate(rate: unknown, seconds: number): number | null {
  const perHour = toCents(rate);
  return perHour === null ? null : Math.round((perHour * seconds) / 3600);
}
