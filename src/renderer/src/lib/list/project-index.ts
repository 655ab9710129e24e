import { customerSortKey, naturalSortKey as sortKey } from '../../../../shared/first-screen';
import { customerLabel, foldForSearch } from '../../../../shared/search-fold';

/**
 * The list's index, built once per project list (not per keystroke): rows sorted into their
 * customer groups, and the folded text every keystroke matches against. Pure TypeScript, so
 * it is unit-tested under Node and cheap at 50,000 projects (names folded once into sort
 * keys compared natively, instead of a collator call per comparison).
 */

/** The fields of a row the list needs (the contract's `ProjectRow`). */
export interface RowLike {
  id: number;
  name: string;
  customerId: number | null;
  customerName: string | null;
  archived: boolean;
}

export interface GroupSpan {
  /** The "Pinned" group at the top (its customerId is null): the user's pinned projects, any customer. */
  pinned?: true;
  customerId: number | null;
  customerName: string | null;
  /** Folded customer name (or "#id"), matched as part of every project of the group. */
  key: string;
  /** Rows `start` (inclusive) to `end` (exclusive) of `ProjectIndex.rows`. */
  start: number;
  end: number;
}

export interface ProjectIndex<R extends RowLike = RowLike> {
  /**
   * Grouped by customer (customers by name, "No customer" last), after a "Pinned" group of the
   * pinned projects in the order pinned when there are any (each row shows once: a pinned one
   * only up there); in a customer's group active before archived, then by name.
   */
  rows: R[];
  groups: GroupSpan[];
  /** For each row, its folded name (ids are matched by number, see `filterIndex`). */
  keys: string[];
  /** For each row, the index of its group. */
  groupOf: Uint32Array;
  /** Row index by project id. */
  positionOf: Map<number, number>;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildIndex<R extends RowLike>(
  projects: readonly R[],
  /** The pinned ids in the order pinned: the "Pinned" group keeps it, as the tray and the CLI do. */
  pinned: readonly number[] = [],
): ProjectIndex<R> {
  interface Bucket {
    customerId: number | null;
    customerName: string | null;
    members: { row: R; folded: string; sort: string }[];
  }
  const buckets = new Map<number | null, Bucket>();
  const pinnedBucket: Bucket = { customerId: null, customerName: null, members: [] };
  const pinRank = new Map(pinned.map((id, rank) => [id, rank]));
  for (const row of projects) {
    if (pinRank.has(row.id)) {
      // Out of its customer's group, but still found by its customer's name.
      const folded = foldForSearch(row.name);
      const customer = customerLabel(row);
      pinnedBucket.members.push({
        row,
        folded: `${folded} ${foldForSearch(customer)}`,
        sort: sortKey(folded),
      });
      continue;
    }
    let bucket = buckets.get(row.customerId);
    if (!bucket) {
      bucket = { customerId: row.customerId, customerName: null, members: [] };
      buckets.set(row.customerId, bucket);
    }
    if (bucket.customerName === null && row.customerId !== null && row.customerName) {
      bucket.customerName = row.customerName;
    }
    const folded = foldForSearch(row.name);
    bucket.members.push({ row, folded, sort: sortKey(folded) });
  }
  const ordered = [...buckets.values()].map((bucket) => ({
    bucket,
    sort: customerSortKey(bucket.customerId, bucket.customerName),
  }));
  ordered.sort((a, b) => {
    if (a.bucket.customerId === null) return 1;
    if (b.bucket.customerId === null) return -1;
    return compareText(a.sort, b.sort) || a.bucket.customerId - b.bucket.customerId;
  });

  const rows: R[] = [];
  const keys: string[] = [];
  const groups: GroupSpan[] = [];
  const groupOf = new Uint32Array(projects.length);
  const positionOf = new Map<number, number>();
  const spans = pinnedBucket.members.length ? [{ bucket: pinnedBucket, pinned: true as const }] : [];
  for (const { bucket, pinned: isPinned } of [
    ...spans,
    ...ordered.map(({ bucket }) => ({ bucket, pinned: false })),
  ]) {
    bucket.members.sort(
      isPinned
        ? (a, b) => pinRank.get(a.row.id)! - pinRank.get(b.row.id)!
        : (a, b) =>
            Number(a.row.archived) - Number(b.row.archived) ||
            compareText(a.sort, b.sort) ||
            a.row.id - b.row.id,
    );
    const start = rows.length;
    for (const member of bucket.members) {
      groupOf[rows.length] = groups.length;
      positionOf.set(member.row.id, rows.length);
      rows.push(member.row);
      keys.push(member.folded);
    }
    if (isPinned) {
      groups.push({ pinned: true, customerId: null, customerName: null, key: '', start, end: rows.length });
      continue;
    }
    const label = customerLabel(bucket);
    groups.push({
      customerId: bucket.customerId,
      customerName: bucket.customerName,
      key: foldForSearch(label),
      start,
      end: rows.length,
    });
  }
  return { rows, groups, keys, groupOf, positionOf };
}

/** A group's key in the page (element ids, keyed blocks): `pinned`, the customer's id, or `none`. */
export const groupKey = (span: Pick<GroupSpan, 'pinned' | 'customerId'>): string =>
  span.pinned ? 'pinned' : String(span.customerId ?? 'none');
