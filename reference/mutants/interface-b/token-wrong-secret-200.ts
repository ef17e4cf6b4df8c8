// RFC 6749 5.2 (part 5): a failed client authentication is an error answer (400 or 401). A token endpoint
// that answers 200 with an error field.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-wrong-secret-200',
  fault: 'A wrong secret makes the token endpoint answer 200 with an error field, the status of every answer of its handler.',
  breaks: 'B.token-rejects-wrong-secret',
  expect: 'warning',
  options: { mutation: { tokenAnswer: (a) => (a.body.error === 'invalid_client' ? { ...a, status: 200 } : a) } },
};
