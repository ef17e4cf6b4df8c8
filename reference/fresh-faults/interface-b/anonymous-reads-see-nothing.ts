// Part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401." A
// platform that lets unauthenticated reads through as an anonymous caller who sees no action: the list
// answers 200 with no data and a read 404, instead of 401.
import { errorAnswer } from '../../interface-b/answers.ts';
import type { ErrorAnswer } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

/** The empty first page the anonymous caller's list gives. */
const EMPTY_LIST = { data: [], meta: { paging: { totalCount: 0, currentPage: 1 } } };

export const fault: FreshFault = {
  name: 'anonymous-reads-see-nothing',
  interface: 'b',
  requirement: 'R-B-authenticated',
  level: 'MUST',
  fault:
    "The security configuration permits every GET (`requestMatchers(HttpMethod.GET, \"/**\").permitAll()`, meant for the health and documentation endpoints), so an unauthenticated read runs as the anonymous principal, whose company sees no action: the list answers 200 with an empty page and a read by id 404, instead of 401; writes still get 401.",
  spec: 'part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401."',
  options: {
    mutation: {
      beforeAuthentication: (request): ErrorAnswer | undefined => {
        if (request.operation === 'listActions') return { ...errorAnswer('unauthorized', 200, '', [], { operation: 'listActions' }), body: EMPTY_LIST };
        if (request.operation === 'getAction') {
          const shown = request.params.id === undefined ? '(none)' : JSON.stringify(request.params.id);
          return errorAnswer('not-found', 404, 'Development action not found', [{ type: 'NOT_FOUND', message: `No development action with id ${shown}`, source: 'id' }], {
            operation: 'getAction',
          });
        }
        return undefined;
      },
    },
  },
};
