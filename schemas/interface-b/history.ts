// Part 2.2: a History item. CREATED and APPROVED occur, but the complete set of events is not shown, so
// `event` is only a string.
import { dateTime, responseObject } from '../common/shape.ts';

export const historySchema = responseObject('interface-b/history', {
  eventTime: dateTime,
  event: { type: 'string' },
  initiator: { type: 'string' },
});
