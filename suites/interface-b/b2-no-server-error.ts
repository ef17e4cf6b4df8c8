// Part 4.2 B2 and part 7: a valid body is a success and an invalid one a 400, so no generated body, valid
// or broken in any of the generated ways, may give a 5xx (also not on an attempt the client retried). One
// body first holds an array nested 10,000 deep, past any JSON parser's depth limit or recursion: a 400 or a
// 413 is fair (part 8 shows no maximum), a stack overflow answered 500 is not.
import fc from 'fast-check';
import { brokenActionBody } from '../../generators/brokenActionBody.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { expectNoServerError } from '../common/expect.ts';
import { sendBroken } from './rejects.ts';
import { fixturesOf } from './probe.ts';
import { runMarker } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Depth of the nested array: far past the limits of common parsers (Jackson 1000, Python 1000 recursions). */
const NESTING = 10_000;

export const noServerError: CheckDefinition = {
  id: 'B2.no-server-error',
  title: 'no generated creation body, valid or broken, gives a 5xx',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B2-invalid-request-400', 'R-B-invalid-request-400', 'R-B-success-status-codes', 'R-B2-request-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const fixtures = fixturesOf(t);
    const marker = await runMarker(t);
    const valid = validActionBody(fixtures, { marker, maxFileBytes: 1024, maxTextLength: 1000 }).map((body) => ({
      label: 'a valid body',
      body: body as unknown,
    }));
    const deep = await sendBroken(t, { rawBody: `{"title":${JSON.stringify(`${marker} nested deep`)},"qualityBenefits":${'['.repeat(NESTING)}${']'.repeat(NESTING)}}` });
    expectNoServerError(t, deep, `B2 with an array nested ${NESTING} deep`);
    const broken = brokenActionBody(fixtures, { marker });
    await t.property(fc.oneof(valid, broken), async (c) => {
      const res = await sendBroken(t, c);
      expectNoServerError(t, res, `B2 with ${c.label}`);
    });
  },
};
