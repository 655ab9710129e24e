/**
 * `GET /reports/detailed`: the time entries of a range of days (API-NOTES.md, "Reports"). Not
 * in the service's GitHub docs, so an account or a role may lack it: a 403, 404 or 405, or a
 * web page or any JSON that is no list of entries in its place, is "reports not offered",
 * an answer and not a failure. Laravel's paging is followed when an answer carries it (same
 * origin and path only: the token goes nowhere else), up to `MAX_PAGES`.
 */
import { isApiError } from './api-error';
import { checkCredential, type Credential } from './credential';
import { DayRows } from './report-entries';
import { send, type TransportConfig } from './transport';

/** Pages followed for one range at most; past it the range is said to be partial. */
export const MAX_PAGES = 1000;

const REPORT_PATH = '/reports/detailed';
/** What an account without reports answers (Laravel's 405 for a route it lacks included). */
const NOT_OFFERED = new Set([403, 404, 405]);

export type ReportAnswer =
  | {
      offered: true;
      rows: DayRows;
      /** false: a next page could not be followed (another origin, or past `MAX_PAGES`). */
      complete: boolean;
      /** `Date.now()` when the last page's answer arrived. */
      answeredAt: number;
    }
  | { offered: false; status: number | null };

/** The entries of `from`..`to` (both included), summed per day (see `DayRows`); `me` is the user's e-mail. */
export async function detailedReport(
  config: TransportConfig,
  credential: Credential,
  range: { from: string; to: string },
  me: string,
): Promise<ReportAnswer> {
  checkCredential(credential);
  const query = new URLSearchParams({
    date_execution_start: range.from,
    date_execution_end: range.to,
    opt_sort_by: 'date_execution',
    opt_sort_direction: 'asc',
  });
  const rows = new DayRows(me);
  const seen = new Set<string>();
  let path: string | null = `${REPORT_PATH}?${query}`;
  let answeredAt = 0;
  for (let page = 1; path !== null; page++) {
    if (page > MAX_PAGES || seen.has(path)) return { offered: true, rows, complete: false, answeredAt };
    seen.add(path);
    let answer;
    try {
      answer = await send(config, {
        method: 'GET',
        path,
        userAgent: credential.userAgent,
        token: credential.token,
      });
    } catch (error) {
      // Only the first page can tell "not offered": a later one failing fails the range.
      if (page === 1 && isApiError(error) && error.status !== undefined && NOT_OFFERED.has(error.status))
        return { offered: false, status: error.status };
      throw error;
    }
    answeredAt = answer.answeredAt;
    const body = parsed(answer.body);
    const entries = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(entries)) {
      if (page === 1) return { offered: false, status: null };
      return { offered: true, rows, complete: false, answeredAt };
    }
    for (const entry of entries) rows.add(entry);
    const next = nextPage(config, body, query, page);
    if (next === 'elsewhere') return { offered: true, rows, complete: false, answeredAt };
    path = next;
  }
  return { offered: true, rows, complete: true, answeredAt };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null; // a web page, or no JSON at all: not a report
  }
}

/**
 * The path of the next page after `page`: Laravel's next-page address when it is on the
 * service's own origin and report path, else its current and last page numbers with `page=`; null
 * when this was the last; `elsewhere` for a next page that must not be followed.
 */
function nextPage(
  config: TransportConfig,
  body: unknown,
  query: URLSearchParams,
  page: number,
): string | null | 'elsewhere' {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  // An API resource's `links.next` and `meta`, or a bare paginator's `next_page_url` and
  // `current_page`/`last_page` at the top (its `links` is then a list of page buttons).
  const top = body as Record<string, unknown>;
  const links = top.links !== null && typeof top.links === 'object' ? (top.links as { next?: unknown }) : {};
  const meta =
    top.meta !== null && typeof top.meta === 'object' ? (top.meta as Record<string, unknown>) : top;
  const next = Array.isArray(top.links) ? top.next_page_url : (links.next ?? top.next_page_url);
  if (typeof next === 'string' && next !== '') {
    let url: URL;
    try {
      url = new URL(next, config.origin);
    } catch {
      return 'elsewhere';
    }
    const own = `${config.basePath}${REPORT_PATH}`;
    if (url.origin !== config.origin || url.pathname !== own) return 'elsewhere';
    return `${REPORT_PATH}${url.search}`;
  }
  const current = Number(meta.current_page);
  const last = Number(meta.last_page);
  if (!Number.isSafeInteger(current) || !Number.isSafeInteger(last) || current >= last) return null;
  // `current` from the answer, not our count: a service that repeats a page is caught by `seen`.
  const asked = new URLSearchParams(query);
  asked.set('page', String(Math.max(current, page) + 1));
  return `${REPORT_PATH}?${asked}`;
}
