// Part 7 gives one error body; part 1 says both interfaces carry JSON. A request no operation serves as
// asked (an unknown segment below an operation's path, a path beside them, a method no operation has on
// a path) is refused with some 4xx, whichever (the status is not specified), and that refusal should be
// the error body too. A SHOULD: part 7 states "details in the body" only for 400, 401 and 500, and a
// gateway in front of the holder may answer unrouted requests.
import { malformedPath } from '../../generators/malformedPath.ts';
import { OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import { judgeMalformedRequest } from '../common/errorAnswer.ts';
import { freshId } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aMalformedRequestErrorBody: CheckDefinition = {
  id: 'A.malformed-request-error-body',
  title: 'a request to an unknown path or with a wrong method gets a 4xx with the error body as JSON',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-malformed-request-error-body'],
  property: true,
  async run(t) {
    // Fresh ids of the run: a wrong method a lenient holder serves anyway finds no document of anybody's.
    const fill = { 'supplier-id': await freshId(t, 'malformed-s'), materialId: await freshId(t, 'malformed-m') };
    const arb = malformedPath(t.api.target.operations, { fill, params: OPERATION_PARAMS });
    await t.property(
      arb,
      (r) => judgeMalformedRequest(t, r),
      { runs: Math.max(8, Math.ceil(t.runs * 0.25)) },
    );
  },
};
