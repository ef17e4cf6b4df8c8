// Part 2.2: a Comment as returned, with its replies.
import { arrayOf, dateTime, embed, int64, responseObject } from '../common/shape.ts';
import { userSchema } from './user.ts';

export const replySchema = responseObject(undefined, {
  id: int64,
  comment: { type: 'string' },
  created: dateTime,
  authorUser: embed(userSchema),
});

export const commentSchema = responseObject('interface-b/comment', {
  id: int64,
  comment: { type: 'string' },
  created: dateTime,
  authorUser: embed(userSchema),
  replies: arrayOf(replySchema),
});
