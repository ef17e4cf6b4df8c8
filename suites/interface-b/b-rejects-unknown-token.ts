// Part 5: a well-formed bearer token the target never issued does not authenticate a request.
import { expect401Everywhere, unknownToken } from './auth.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsUnknownToken: CheckDefinition = {
  id: 'B.rejects-unknown-token',
  title: 'every operation answers 401 with the error body to a well-formed token the target never issued',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated', 'R-B-oauth2', 'R-B-unauthorized-401-body'],
  run: (t) => expect401Everywhere(t, [{ label: 'with an unknown bearer token', auth: { header: 'Authorization', value: `Bearer ${unknownToken()}` } }]),
};
