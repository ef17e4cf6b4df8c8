// Part 7: 401 "not authenticated; details in the body", the error body being `message` and `errors`.
// Judged on every 401 the operations give, with the key missing and with a wrong key.
import { expectErrorBody } from '../common/expect.ts';
import { wrongKey } from './a-rejects-wrong-api-key.ts';
import { oneOfEach } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aErrorBodyOn401: CheckDefinition = {
  id: 'A.error-body-on-401',
  title: 'a 401 carries the error body of part 7 (message and errors)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-unauthorized-401-body', 'R-A-error-body'],
  async run(t) {
    const header = t.api.target.auth.header;
    let seen = 0;
    for (const { op, options, what } of await oneOfEach(t, 'auth-body')) {
      for (const [auth, how] of [
        ['none', 'without the API key'],
        [{ header, value: wrongKey() }, 'with a wrong API key'],
      ] as const) {
        const res = await t.api.call(op, { ...options, auth });
        if (res.status !== 401) continue; // A.requires-api-key and A.rejects-wrong-api-key judge the status
        seen++;
        expectErrorBody(t, res, `${what} ${how}: 401`);
      }
    }
    if (seen === 0) t.skip('no operation answered 401 (A.requires-api-key judges that)');
  },
};
