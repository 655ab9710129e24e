import type { CachedProjects, RenameMark } from './project-cache';

/**
 * Which customer name the cache keeps when renames and refreshes overlap (in one process or
 * several). Ordered by the cache's own write count (`seq`, kept in the file and counted up
 * under its lock by every write), never by the wall clock alone: a rename made while the
 * clock was a year ahead would otherwise outrank every later one, and be put back on top of
 * every fresh list, until that date came.
 *
 * - A rename read back from the service (under the lock, after every earlier answer) is what
 *   the service has now: it always applies.
 * - Without a read-back, of two renames of one customer the one answered last wins; a time
 *   read from the file that lies in the future is not trusted (the clock was ahead when it
 *   was written, or has been put back since).
 * - A fresh list gets a rename on top only when the rename was written after the list was
 *   asked for (it may have been answered before the rename); older renames are in it.
 */

/** The `seq` the next write of the cache gets (`current` is the cache as read under the lock). */
export const nextSeq = (current: CachedProjects | null): number => (current?.seq ?? 0) + 1;

export function withRename(
  current: CachedProjects,
  customerId: number,
  name: string,
  answer: { answeredAt: number; readBack: boolean },
  now: number = Date.now(),
): CachedProjects {
  const known = current.renames?.[customerId];
  const answeredLater = known !== undefined && known.at > answer.answeredAt && known.at <= now;
  if (!answer.readBack && answeredLater) return current; // the service answered a later rename
  const seq = nextSeq(current);
  return {
    ...current,
    seq,
    projects: renameIn(current.projects, customerId, name),
    renames: { ...current.renames, [customerId]: { name, at: Math.min(answer.answeredAt, now), seq } },
  };
}

/** A fresh list, asked for when the cache's `seq` was `askedAtSeq`, with the renames written since. */
export function withLaterRenames(
  fresh: CachedProjects,
  current: CachedProjects | null,
  askedAtSeq: number,
): CachedProjects {
  const later: Record<string, RenameMark> = {};
  let projects = fresh.projects;
  for (const [id, mark] of Object.entries(current?.renames ?? {})) {
    // Written before the list was asked for: the list has it (or what replaced it since).
    if ((mark.seq ?? 0) <= askedAtSeq) continue;
    later[id] = mark;
    projects = renameIn(projects, Number(id), mark.name);
  }
  return { ...fresh, seq: nextSeq(current), projects, renames: later };
}

function renameIn(projects: CachedProjects['projects'], customerId: number, name: string) {
  return projects.map((p) => (p.customerId === customerId ? { ...p, customerName: name } : p));
}
