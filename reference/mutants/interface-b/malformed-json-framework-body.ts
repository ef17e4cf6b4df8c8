// Part 7: every error answer carries the error body (message, errors). A platform whose JSON parser's
// failure is answered by the framework's own 400 body.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'malformed-json-framework-body',
  fault: 'The 400 for malformed JSON is the framework\'s own body ({"status": 400, "error": "Bad Request"}) rather than the error body.',
  breaks: 'B2.rejects-malformed-json',
  options: {
    mutation: {
      shapeError: (a) =>
        a.kind === 'malformed-json' ? { ...a, body: { timestamp: '2024-06-11T10:00:00.000+00:00', status: 400, error: 'Bad Request', path: '/v2/development-actions' } } : a,
    },
  },
};
