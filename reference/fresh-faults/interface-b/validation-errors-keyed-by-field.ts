// Part 7: "Error body: an object with message (string) and errors (array). Each error item has type (string),
// message (string) and source (string, name of the offending field)." A platform whose validation errors
// come out in its framework's format: errors an object of messages keyed by field.
import type { FreshFault } from '../fault.ts';
import type { ErrorItem } from '../../common/http.ts';

/** The framework's shape: { field: [message, ...] }. */
function keyedByField(items: readonly ErrorItem[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const item of items) (out[item.source] ??= []).push(item.message);
  return out;
}

export const fault: FreshFault = {
  name: 'validation-errors-keyed-by-field',
  interface: 'b',
  requirement: 'R-B-error-body',
  level: 'MUST',
  fault:
    'Validation failures are rendered by the framework\'s own exception handler (Laravel\'s ValidationException, Rails\' errors.messages), with its status changed to 400 but its body left as { "message": ..., "errors": { "title": ["..."] } }: errors is an object of messages keyed by field, not an array of items with type, message and source. Other error answers (401, 404, malformed JSON) keep the error body.',
  spec: 'part 7: "Error body: an object with message (string) and errors (array). Each error item has type (string), message (string) and source (string, name of the offending field)."',
  options: {
    mutation: {
      shapeError: (a) => (a.kind === 'invalid-body' || a.kind === 'invalid-query' ? { ...a, body: { message: a.message, errors: keyedByField(a.errors) } } : a),
    },
  },
};
