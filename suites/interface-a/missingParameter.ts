// Part 7: a required parameter that is absent gives MISSING_REQUIRED_PARAMETER, naming it. Where the
// profile carries the parameter in the path, leaving it out addresses another resource (or none), so the
// rule cannot be exercised there and the check is skipped with that reason.
import { formatOperation, headerParams } from '../../src/profile/operations.ts';
import { expectMissingRequired } from '../common/expect.ts';
import type { CallOptions } from '../../src/engine/api.ts';
import type { OperationNameA } from '../../src/defaults.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export async function expectMissingParameterRefused(t: CheckContext, op: OperationNameA, param: string, request: CallOptions, what: string): Promise<void> {
  const place = t.api.placeOf(op, param);
  const spec = t.api.operation(op);
  if (place === 'path') {
    t.skip(`${param} travels in the path (${formatOperation(spec)}): without it the request addresses another resource, so a missing ${param} cannot be sent`);
  }
  const names = [param];
  const header = headerParams(spec).get(param);
  if (place === 'header' && header) names.push(header);
  const res = await t.api.call(op, { ...request, params: { ...request.params, [param]: undefined } });
  expectMissingRequired(t, res, names, `${what} without ${param} (carried in the ${place})`);
}
