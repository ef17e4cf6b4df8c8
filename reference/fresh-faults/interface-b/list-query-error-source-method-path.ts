// Part 7: "Each error item has ... source (string, name of the offending field)". For a bad query parameter
// of B1 the offending field is the parameter. A platform that names its controller method's parameter path.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-query-error-source-method-path',
  interface: 'b',
  requirement: 'R-B-error-source-names-field',
  level: 'SHOULD',
  fault:
    'The list parameters are checked by Bean Validation on the controller method (@Min(1) @Max(1000) Integer limit, @Pattern on sortingDirection ...), and the handler of ConstraintViolationException copies each violation\'s property path into source: a bad limit is reported with source "listActions.limit" instead of "limit". Body validation, handled elsewhere, names its fields right.',
  spec: 'part 7: "Each error item has type (string), message (string) and source (string, name of the offending field)."; part 4.2 B1: "limit | integer | number of records returned, 1 to 1000"',
  options: {
    mutation: {
      shapeError: (a) => (a.kind === 'invalid-query' ? { ...a, errors: a.errors.map((e) => ({ ...e, source: `listActions.${e.source}` })) } : a),
    },
  },
};
