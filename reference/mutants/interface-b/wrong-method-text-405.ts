// Parts 1 and 7 (a recommendation for requests no operation serves): every error is the error body as
// JSON. A platform whose router answers a wrong method on a known path itself, in plain text.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'wrong-method-text-405',
  fault: "the router's built-in method check answers a method the path does not have with its own text/plain \"Method Not Allowed\" before any of the platform's error handling runs",
  breaks: 'B.malformed-request-error-body',
  expect: 'warning',
  options: {
    mutation: {
      unroutedAnswer: (_method, _pathname, knownPath) =>
        knownPath ? { status: 405, headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, POST, PATCH, DELETE' }, body: 'Method Not Allowed' } : undefined,
    },
  },
};
