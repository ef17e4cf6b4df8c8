// Part 7 gives one error body; part 1 says the interface carries JSON. A request no operation serves as
// asked (an unknown segment below an operation's path, a method no operation has on a path, an id that
// is no number) is refused with some 4xx, whichever (404, 405 and 400 are all fair: the status is not
// specified), and that refusal should be the error body too. A SHOULD: part 7 states "details in the
// body" only for 400, 401 and 500, and a gateway in front of the platform may answer unrouted requests.
import { malformedPath } from '../../generators/malformedPath.ts';
import { OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import { judgeMalformedRequest } from '../common/errorAnswer.ts';
import { unknownActionId } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const malformedRequestErrorBody: CheckDefinition = {
  id: 'B.malformed-request-error-body',
  title: 'a request to an unknown path, with a wrong method or an id that is no number gets a 4xx with the error body as JSON',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-malformed-request-error-body', 'R-B-not-found-error-body'],
  property: true,
  async run(t) {
    // Ids in the requests are ones B3 confirmed unknown (or no number at all): even a DELETE routed by a
    // lenient server to an operation touches nothing.
    const unknown = await unknownActionId(t);
    const id = unknown.id ?? t.skip(unknown.reason ?? 'no id could be confirmed as unknown');
    const arb = malformedPath(t.api.target.operations, { fill: { id }, numericParams: ['id'], params: OPERATION_PARAMS });
    await t.property(
      arb,
      (r) => judgeMalformedRequest(t, r),
      { runs: Math.max(10, Math.ceil(t.runs * 0.4)) },
    );
  },
};
