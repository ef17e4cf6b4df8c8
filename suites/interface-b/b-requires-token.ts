// Part 5: "All requests ... must be authenticated; an unauthenticated request gets 401" (body: part 7), also
// one that says it comes from a loopback address through a proxy's headers.
import { expect401Everywhere } from './auth.ts';
import { INTERNAL_CALLER_HEADERS } from '../common/internalCaller.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const requiresToken: CheckDefinition = {
  id: 'B.requires-token',
  title: 'every operation answers 401 with the error body when no token is sent',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated', 'R-B-unauthorized-401-body', 'R-B-error-body'],
  run: (t) =>
    expect401Everywhere(t, [
      { label: 'without an Authorization header', auth: 'none' },
      { label: 'without an Authorization header, from a loopback address by X-Forwarded-For, X-Real-IP and Forwarded', auth: 'none', headers: INTERNAL_CALLER_HEADERS },
    ]),
};
