import { z } from 'zod';
import type { Project } from '../../../shared/types';

const int = z.number().int();
const num = z.number().finite();

/**
 * A normalised `Project` as the cache file must hold it. The cache is a file anyone with
 * the user's rights can edit (or a crash can truncate); an item that does not match is
 * dropped, so the window and the tray never get a name that is not a string.
 */
export const cachedProjectSchema: z.ZodType<Project> = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  status: z.string().nullable(),
  privacy: int.nullable(),
  customerId: int.nullable(),
  customerName: z.string().nullable(),
  billable: z.boolean().nullable(),
  billBy: z.enum(['project', 'user']).nullable(),
  rate: num.nullable(),
  requiredTask: z.boolean().nullable(),
  template: z.boolean().nullable(),
  dateCreated: z.string().nullable(),
  dateChanged: z.string().nullable(),
  createdBy: int.nullable(),
  deletedBy: int.nullable(),
  isMember: z.boolean().nullable(),
  isManager: z.boolean().nullable(),
  valueTotal: num.nullable(),
  timeTotalSeconds: num.nullable(),
  totalMembers: int.nullable(),
  totalActiveTasks: int.nullable(),
});
