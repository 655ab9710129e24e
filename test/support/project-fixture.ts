import type { Project } from '../../src/shared/types';

/**
 * A normalised project for tests: every field filled with a plain value, `id`/`name` and
 * whatever the test cares about given in `fields`.
 */
export function makeProject(fields: Partial<Project> & { id: number }): Project {
  const customerName = fields.customerName ?? null;
  const active = fields.active ?? true;
  return {
    name: `P${fields.id}`,
    description: null,
    active,
    status: active ? 'active' : 'archived',
    privacy: 1,
    customerId: customerName === null ? null : 7,
    customerName,
    billable: null,
    billBy: null,
    rate: null,
    requiredTask: null,
    template: null,
    dateCreated: null,
    dateChanged: null,
    createdBy: null,
    deletedBy: null,
    isMember: null,
    isManager: null,
    valueTotal: null,
    timeTotalSeconds: null,
    totalMembers: null,
    totalActiveTasks: null,
    ...fields,
  };
}
