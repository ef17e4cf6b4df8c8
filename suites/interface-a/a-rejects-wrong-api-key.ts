// Part 5: only the right key authenticates. A wrong key, in the configured header, gets 401 like none.
import { randomBytes } from 'node:crypto';
import { MADE_UP_CREDENTIAL_PREFIXES } from '../../src/defaults.ts';
import { expectStatus } from '../common/expect.ts';
import { oneOfEach } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Every wrong key starts so; none is derived from the real key, so evidence never hints at it. */
export const WRONG_KEY_PREFIX = MADE_UP_CREDENTIAL_PREFIXES.apiKey;

export function wrongKey(): string {
  return `${WRONG_KEY_PREFIX}${randomBytes(12).toString('hex')}`;
}

export const aRejectsWrongApiKey: CheckDefinition = {
  id: 'A.rejects-wrong-api-key',
  title: 'every operation (A1, A2, A3) answers 401 to a wrong API key in the configured header',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated', 'R-A-api-key-header'],
  async run(t) {
    const header = t.api.target.auth.header;
    for (const { op, options, what } of await oneOfEach(t, 'wrong-key')) {
      const res = await t.api.call(op, { ...options, auth: { header, value: wrongKey() } });
      expectStatus(t, res, [401], `${what} with a wrong API key in ${header}`);
    }
  },
};
