// A header cannot carry every character (RFC 9110 5.5: a field value is visible ASCII, with spaces inside
// only and none at either end): a value bound for a header keeps to visible ASCII, the others become `_`.
// Where the profile puts the parameter in the path or the query, the value goes as it is (encoded there).
import type { OperationName } from '../../src/defaults.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export function fitParam(t: CheckContext, op: OperationName, param: string, value: string): string {
  if (t.api.placeOf(op, param) !== 'header') return value;
  return value.replace(/[^\x21-\x7e]/g, '_');
}
