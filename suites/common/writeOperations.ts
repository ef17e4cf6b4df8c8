// The write operations of an interface as the profile places them: every operation whose method is not
// GET, what it takes (a body, an id naming a stored resource) and which required parameters a request can
// leave out (those outside the path). An operation added to the table of part 4 is covered as is.
import { OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import type { WriteOperation } from '../../generators/refusedWrite.ts';
import type { OperationName } from '../../src/defaults.ts';
import type { CheckContext } from '../../src/engine/types.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The parameter that names a stored resource (part 4.2: "id: required, string, development action id"). */
const RESOURCE_ID = 'id';

export function writeOperations<Op extends OperationName>(t: CheckContext, names: readonly Op[]): WriteOperation<Op>[] {
  return names
    .filter((name) => t.api.operation(name).method !== 'GET')
    .map((name) => {
      const params = OPERATION_PARAMS[name];
      return {
        operation: name,
        body: BODY_METHODS.has(t.api.operation(name).method),
        namesResource: params.includes(RESOURCE_ID),
        // Every parameter of a write operation of part 4 is required.
        omittable: params.filter((p) => p !== RESOURCE_ID && t.api.placeOf(name, p) !== 'path'),
      };
    });
}
