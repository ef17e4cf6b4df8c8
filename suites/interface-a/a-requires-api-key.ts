// Part 5: every request is authenticated; interface A sends an API key in a header, and a request without
// it gets 401. Each operation is asked with a request that would otherwise succeed.
import { expectStatus } from '../common/expect.ts';
import { oneOfEach } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aRequiresApiKey: CheckDefinition = {
  id: 'A.requires-api-key',
  title: 'every operation (A1, A2, A3) answers 401 without the API key',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated', 'R-A-api-key-header'],
  async run(t) {
    for (const { op, options, what } of await oneOfEach(t, 'no-key')) {
      const res = await t.api.call(op, { ...options, auth: 'none' });
      expectStatus(t, res, [401], `${what} without the API key header ${t.api.target.auth.header}`);
    }
  },
};
