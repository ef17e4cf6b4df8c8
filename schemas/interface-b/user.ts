// Part 2.2: the User object inside returned development actions, tasks, files and comments.
import { int64, responseObject } from '../common/shape.ts';

export const userSchema = responseObject('interface-b/user', {
  id: int64,
  name: { type: 'string' },
  companyId: int64,
  companyName: { type: 'string' },
});
