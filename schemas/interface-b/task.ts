// Part 2.2: a Task as returned. Allowed values of status and editStatus are not shown.
import { dateTime, embed, int64, responseObject } from '../common/shape.ts';
import { companySchema } from './company.ts';
import { userSchema } from './user.ts';

export const taskSchema = responseObject('interface-b/task', {
  id: int64,
  description: { type: 'string' },
  authorUser: embed(userSchema),
  responsibleUser: embed(userSchema),
  responsibleCompany: embed(companySchema),
  deadline: dateTime,
  timeEstimate: { type: 'number' },
  status: { type: 'string' },
  isActive: { type: 'boolean' },
  editStatus: { type: 'string' },
});
