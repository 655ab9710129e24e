/** Projects and customers: the routes behind the token check. */
import { empty, json, message, type Answer } from './answer';
import type { AuthedContext } from './request-context';
import { detailedReport } from './report-routes';
import { formatServiceDate, toWireProject, type StoredProject } from './state';

const MAX_NAME = 255;

export function routeAuthed(ctx: AuthedContext): Answer {
  const segments = ctx.path.split('/').slice(1);
  const [resource, id, extra] = segments;
  if (extra !== undefined) return notFound();
  if (resource === 'projects') {
    if (id === undefined) {
      if (ctx.method === 'GET') return listProjects(ctx);
      if (ctx.method === 'POST') return createProject(ctx);
      return message(405, 'Use GET or POST on /projects.', { allow: 'GET, POST' });
    }
    const project = findProject(ctx, id);
    if (!project) return message(404, `Project ${id} not found.`);
    if (ctx.method === 'GET') return json(200, { data: toWireProject(project, ctx.state, true) });
    if (ctx.method === 'POST') return updateProject(ctx, project);
    ctx.state.projects.delete(project.id);
    return empty(200);
  }
  if (resource === 'reports' && id === 'detailed') return detailedReport(ctx);
  if (resource === 'customers' && id !== undefined) {
    if (ctx.method !== 'POST') return message(405, 'Use POST to rename a customer.', { allow: 'POST' });
    return renameCustomer(ctx, id);
  }
  return notFound();
}

function notFound(): Answer {
  return message(404, 'Not found.');
}

function findProject(ctx: AuthedContext, id: string): StoredProject | undefined {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const project = ctx.state.projects.get(Number(id));
  return project?.accountId === ctx.session.accountId ? project : undefined;
}

function listProjects(ctx: AuthedContext): Answer {
  const data = ctx.state.projectsOf(ctx.session.accountId).map((p) => toWireProject(p, ctx.state, false));
  return json(200, { data });
}

function createProject(ctx: AuthedContext): Answer {
  if (!ctx.form.has('name')) return message(422, 'The name field is required.');
  const project: StoredProject = {
    accountId: ctx.session.accountId,
    id: 0,
    name: '',
    description: null,
    active: true,
    privacy: 1,
    customerId: null,
    billable: false,
    billBy: 'project',
    rate: null,
    requiredTask: false,
    template: false,
    dateCreated: formatServiceDate(ctx.now),
    dateChanged: null,
    createdBy: 1000,
    deletedBy: null,
    isMember: true,
    isManager: true,
    valueTotal: null,
    timeTotalSeconds: 0,
    totalMembers: 1,
    totalActiveTasks: 0,
  };
  const problem = applyFields(ctx, project);
  if (problem) return problem;
  ctx.state.addProject(project);
  return json(201, { data: toWireProject(project, ctx.state, true) });
}

function updateProject(ctx: AuthedContext, stored: StoredProject): Answer {
  // Validate on a copy so a 422 leaves the project untouched.
  const draft = { ...stored };
  const problem = applyFields(ctx, draft);
  if (problem) return problem;
  Object.assign(stored, draft, { dateChanged: formatServiceDate(ctx.now) });
  return json(200, { data: toWireProject(stored, ctx.state, true) });
}

function parseFlag(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return null;
}

/** Copies the writable attributes sent in the form; unknown fields are ignored. */
function applyFields(ctx: AuthedContext, p: StoredProject): Answer | null {
  const f = ctx.form;
  const name = f.get('name');
  if (name !== null) {
    const trimmed = name.trim();
    if (trimmed === '') return message(422, 'The name must not be empty.');
    if ([...trimmed].length > MAX_NAME)
      return message(422, `The name must be at most ${MAX_NAME} characters.`);
    p.name = trimmed;
  }
  const description = f.get('description');
  if (description !== null) p.description = description === '' ? null : description;
  for (const [field, key] of [
    ['active', 'active'],
    ['billable', 'billable'],
    ['required_task', 'requiredTask'],
    ['template', 'template'],
  ] as const) {
    const value = f.get(field);
    if (value === null) continue;
    const flag = parseFlag(value);
    if (flag === null) return message(422, `The ${field} field must be true/false or 1/0.`);
    p[key] = flag;
  }
  const privacy = f.get('privacy');
  if (privacy !== null) {
    if (privacy !== '1' && privacy !== '2')
      return message(422, 'The privacy field must be 1 (public) or 2 (private).');
    p.privacy = Number(privacy);
  }
  const billBy = f.get('bill_by');
  if (billBy !== null) {
    if (billBy !== 'project' && billBy !== 'user')
      return message(422, 'The bill_by field must be project or user.');
    p.billBy = billBy;
  }
  const rate = f.get('rate');
  if (rate !== null) {
    if (rate === '') p.rate = null;
    else if (/^\d{1,9}(\.\d{1,4})?$/.test(rate)) p.rate = Number(rate).toFixed(2);
    else return message(422, 'The rate field must be a decimal number.');
  }
  const customerId = f.get('customer_id');
  if (customerId !== null) {
    if (customerId === '' || customerId === 'null') p.customerId = null;
    else {
      const customer = /^\d{1,15}$/.test(customerId)
        ? ctx.state.customers.get(Number(customerId))
        : undefined;
      if (customer?.accountId !== ctx.session.accountId)
        return message(422, `Customer ${customerId} does not exist.`);
      p.customerId = customer.id;
    }
  }
  return null;
}

function renameCustomer(ctx: AuthedContext, id: string): Answer {
  const customer = /^\d{1,15}$/.test(id) ? ctx.state.customers.get(Number(id)) : undefined;
  if (customer?.accountId !== ctx.session.accountId) return message(404, `Customer ${id} not found.`);
  const name = ctx.form.get('name');
  if (name === null) return message(422, 'The name field is required.');
  const trimmed = name.trim();
  if (trimmed === '') return message(422, 'The name must not be empty.');
  if ([...trimmed].length > MAX_NAME) return message(422, `The name must be at most ${MAX_NAME} characters.`);
  customer.name = trimmed;
  return json(200, { data: { id: customer.id, name: customer.name } });
}
