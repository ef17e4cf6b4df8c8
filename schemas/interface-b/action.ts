// Part 2.2: a development action as returned (B1 items, B3, B4). Only `id` is required: the list omits
// tasks, files, comments and history unless expanded, and nothing says the other fields are always there.
// Single objects are embedded (they may be null); array items refer to their registered schema.
// `status` is not an enum here: Open appears in returned records and transitions are not shown.
import { arrayOf, dateTime, embed, int64, ref, responseObject } from '../common/shape.ts';
import { benefitsSchema } from './benefits.ts';
import { commentSchema } from './comment.ts';
import { companySchema } from './company.ts';
import { fileSchema } from './file.ts';
import { historySchema } from './history.ts';
import { taskSchema } from './task.ts';
import { userSchema } from './user.ts';

const ID = 'interface-b/action';

export const actionSchema = responseObject(
  ID,
  {
    id: int64,
    createdTime: dateTime,
    editTime: dateTime,
    status: { type: 'string' },
    title: { type: 'string' },
    categoryName: { type: 'string' },
    categoryId: int64,
    allowTaskEditingForPartners: { type: 'boolean' },
    deadline: dateTime,
    description: { type: 'string' },
    benefits: embed(benefitsSchema),
    qualityBenefits: arrayOf({ type: 'string' }),
    authorUser: embed(userSchema),
    authorCompany: embed(companySchema),
    responsibleUsers: arrayOf(embed(userSchema)),
    sharedTo: arrayOf(embed(companySchema)),
    tasks: arrayOf(ref(taskSchema, ID)),
    tags: arrayOf({ type: 'string' }),
    files: arrayOf(ref(fileSchema, ID)),
    comments: arrayOf(ref(commentSchema, ID)),
    history: arrayOf(ref(historySchema, ID)),
  },
  ['id'],
);
