// Part 4 and part 7: 201 means "Created, a new resource was created". B2 creates an action, so its success
// answer is implied to be 201; 200 ("request successful") is not wrong in itself, hence a warning.
import { discardCreated, minimalBody, sendCreate } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const createAnswers201: CheckDefinition = {
  id: 'B2.create-answers-201',
  title: 'B2 answers a successful creation with 201 Created',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4',
  requirements: ['R-B2-create-answers-201'],
  async run(t) {
    const res = await sendCreate(t, { body: await minimalBody(t, 'created with 201') });
    await discardCreated(t, res);
    if (res.status === 200) t.fail('B2 created an action and answered 200; part 4 gives 201 for "a new resource was created"', res.exchange);
    if (res.status !== 201) t.skip(`B2 answered ${res.status} to a valid body (the round-trip checks judge that)`);
  },
};
