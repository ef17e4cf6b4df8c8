// Part 2.2: the Company object (authorCompany, sharedTo, a task's responsibleCompany).
import { int64, responseObject } from '../common/shape.ts';

export const companySchema = responseObject('interface-b/company', {
  id: int64,
  name: { type: 'string' },
});
