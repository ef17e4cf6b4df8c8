// Part 2.2: a File as returned (the field after `created` is not shown, and unlisted fields are allowed).
import { dateTime, embed, int64, responseObject } from '../common/shape.ts';
import { userSchema } from './user.ts';

export const fileSchema = responseObject('interface-b/file', {
  id: int64,
  filename: { type: 'string' },
  folder: { type: 'string' },
  authorUser: embed(userSchema),
  created: dateTime,
});
