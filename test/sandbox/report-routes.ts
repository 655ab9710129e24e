/** `GET /reports/detailed`: the entries of a range of days, as public clients of the service read them. */
import { json, message, raw, type Answer } from './answer';
import { toWireEntry } from './entries';
import type { AuthedContext } from './request-context';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function detailedReport(ctx: AuthedContext): Answer {
  const { reports } = ctx.state;
  if (reports.mode === 'absent') return message(404, 'Not found.');
  if (reports.mode === 'forbidden') return message(403, 'This action is unauthorized.');
  if (reports.mode === 'web-page')
    return raw(200, 'text/html; charset=utf-8', '<!doctype html><title>Rabbiit</title><p>Entrar</p>');
  if (ctx.method !== 'GET') return message(405, 'The POST method is not supported for this route.');
  const from = ctx.query.get('date_execution_start') ?? '';
  const to = ctx.query.get('date_execution_end') ?? '';
  if (!DAY.test(from)) return message(422, 'The date execution start field is required.');
  if (!DAY.test(to)) return message(422, 'The date execution end field is required.');
  const entries = ctx.state.entries
    .filter((e) => e.accountId === ctx.session.accountId && from <= e.date && e.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const size = reports.pageSize;
  if (size === null) return json(200, { data: entries.map((e) => toWireEntry(e, ctx.state)) });
  const last = Math.max(1, Math.ceil(entries.length / size));
  const page = Math.min(Math.max(1, Number(ctx.query.get('page') ?? '1') || 1), last);
  const data = entries.slice((page - 1) * size, page * size).map((e) => toWireEntry(e, ctx.state));
  const pageUrl = (n: number): string => {
    const query = new URLSearchParams(ctx.query);
    query.set('page', String(n));
    return `${reports.nextOrigin ?? `https://${ctx.headers.host}`}/api/v1/reports/detailed?${query}`;
  };
  const next = page < last ? pageUrl(page + 1) : null;
  if (reports.paging === 'paginator')
    return json(200, {
      current_page: page,
      data,
      last_page: last,
      next_page_url: next,
      per_page: size,
      total: entries.length,
      links: [{ url: next, label: 'Next &raquo;', active: false }],
    });
  return json(200, {
    data,
    links: { first: pageUrl(1), last: pageUrl(last), prev: page > 1 ? pageUrl(page - 1) : null, next },
    meta: { current_page: page, last_page: last, per_page: size, total: entries.length },
  });
}
