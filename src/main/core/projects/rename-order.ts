import type { CachedProjects, RenameMark } from './project-cache';

/**
 * Which customer name the cache keeps when renames and refreshes overlap (in one process or
 * several): the one the service answered last. Every rename is remembered with the time its
 * answer arrived (`answeredAt`, taken at the headers, so a slow body does not make an early
 * answer look late). A rename answered before the one already cached is not applied; a list
 * answered before a rename still gets that rename on top.
 */
export function withRename(
  current: CachedProjects,
  customerId: number,
  name: string,
  answeredAt: number,
): CachedProjects {
  const known = current.renames?.[customerId];
  if (known && known.at > answeredAt) return current; // the service answered a later rename
  return {
    ...current,
    projects: renameIn(current.projects, customerId, name),
    renames: { ...current.renames, [customerId]: { name, at: answeredAt } },
  };
}

/** A fresh list, with the renames the service answered after it answered this list. */
export function withLaterRenames(
  fresh: CachedProjects,
  current: CachedProjects | null,
  answeredAt: number,
): CachedProjects {
  const later: Record<string, RenameMark> = {};
  let projects = fresh.projects;
  for (const [id, mark] of Object.entries(current?.renames ?? {})) {
    // Renames answered before the list are in it already; only later ones are kept.
    if (mark.at < answeredAt) continue;
    later[id] = mark;
    projects = renameIn(projects, Number(id), mark.name);
  }
  return { ...fresh, projects, renames: later };
}

function renameIn(projects: CachedProjects['projects'], customerId: number, name: string) {
  return projects.map((p) => (p.customerId === customerId ? { ...p, customerName: name } : p));
}
