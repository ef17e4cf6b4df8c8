// Parts 1 and 7 (a recommendation for requests no operation serves): every error is the error body as
// JSON. A holder whose server answers unknown paths with a bare status.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'unrouted-empty-404',
  fault: 'the fallback handler for paths no operation has sets status 404 and ends the response, with no body and no content type',
  breaks: 'A.malformed-request-error-body',
  expect: 'warning',
  mutation: {
    unroutedAnswer: (_method, _pathname, knownPath) => (knownPath ? undefined : { status: 404, headers: {}, body: '' }),
  },
};
