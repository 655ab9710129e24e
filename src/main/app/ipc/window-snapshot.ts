import type { AppSnapshot, Project, ProjectRow, WindowSnapshot } from '../../../shared/types';
import { isArchived } from '../../../shared/project-groups';

/** The handful of fields a list row shows; details come on demand (`projects:get`). */
export function toProjectRow(project: Project): ProjectRow {
  return {
    id: project.id,
    name: project.name,
    customerId: project.customerId,
    customerName: project.customerName,
    archived: isArchived(project),
  };
}

/**
 * Rows per list, made once: the core keeps one array while the list is unchanged, and the
 * snapshot pusher leaves out a list it has sent (by identity), so the rows must keep their
 * identity too. Weak: an old list and its rows go together.
 */
const rowsByList = new WeakMap<readonly Project[], ProjectRow[]>();

export function toProjectRows(projects: readonly Project[]): ProjectRow[] {
  let rows = rowsByList.get(projects);
  if (!rows) {
    rows = projects.map(toProjectRow);
    rowsByList.set(projects, rows);
  }
  return rows;
}

const windowSnapshots = new WeakMap<AppSnapshot, WindowSnapshot>();

/**
 * What the window gets: the snapshot with slim rows instead of full projects (at 10,000
 * projects, a fifth of the bytes to clone and parse). Memoised per snapshot and per list.
 */
export function toWindowSnapshot(snapshot: AppSnapshot): WindowSnapshot {
  let made = windowSnapshots.get(snapshot);
  if (!made) {
    made = Object.freeze({ ...snapshot, projects: toProjectRows(snapshot.projects) });
    windowSnapshots.set(snapshot, made);
  }
  return made;
}
