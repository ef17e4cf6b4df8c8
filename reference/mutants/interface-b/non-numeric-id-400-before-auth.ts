// Part 5: an unauthenticated request gets 401, whatever its id. A platform whose route parameter
// validation answers a non-numeric id before the token is looked at.
import { errorAnswer } from '../../interface-b/answers.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'non-numeric-id-400-before-auth',
  fault: 'the id is parsed by the route (a ParseIntPipe or typed path parameter) ahead of the authentication guard, so a non-numeric id answers 400 to an unauthenticated caller',
  breaks: 'B.credentials-first',
  options: {
    mutation: {
      beforeAuthentication: (r) => {
        const id = r.params.id;
        if (id === undefined || /^\d+$/.test(id) || r.operation === 'listActions' || r.operation === 'createAction') return undefined;
        return errorAnswer('invalid-query', 400, 'Invalid parameter', [{ type: 'INVALID_PARAMETER', message: 'id must be an integer', source: 'id' }], { operation: r.operation });
      },
    },
  },
};
