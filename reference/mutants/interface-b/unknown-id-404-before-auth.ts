// Part 5: an unauthenticated request gets 401, whatever its id. A platform that looks the action up
// before it looks at the token, and so tells anyone which ids exist.
import { notFound } from '../../interface-b/answers.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unknown-id-404-before-auth',
  fault: 'the record is loaded by a route-level resolver (a model binding or entity param converter) before the authentication check runs, so an unknown id answers 404 to anyone',
  breaks: 'B.credentials-first',
  options: {
    mutation: {
      beforeAuthentication: (r) => {
        const id = r.params.id;
        if (r.operation === 'listActions' || r.operation === 'createAction' || id === undefined) return undefined;
        return r.exists(id) ? undefined : notFound(r.operation, id);
      },
    },
  },
};
