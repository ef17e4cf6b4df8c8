// Part 7: an absent required field gives 400 with an error item of type MISSING_REQUIRED_PARAMETER whose
// source is the field and whose message names it; checked for each required field of part 2.2, then with
// every required field absent at once, where each one that is absent gets its item (a validator that stops
// at the first error reports only one).
import { ACTION_CREATE_REQUIRED } from '../../schemas/interface-b/actionCreate.ts';
import { describe } from '../../src/http/json.ts';
import { expectErrorBody, expectStatus } from '../common/expect.ts';
import { discardCreated, minimalBody, sendCreate } from './probe.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

export const missingRequiredField: CheckDefinition = {
  id: 'B2.missing-required-field',
  title: 'a creation body without a required field gives 400 with a MISSING_REQUIRED_PARAMETER item naming the field',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B2-creation-required-fields', 'R-B-missing-required-parameter', 'R-B2-invalid-request-400'],
  async run(t: CheckContext) {
    for (const field of ACTION_CREATE_REQUIRED) {
      const body = await minimalBody(t, `without ${field}`);
      delete body[field];
      const res = await sendCreate(t, { body });
      await discardCreated(t, res);
      const what = `B2 without the required field ${field}`;
      expectStatus(t, res, [400], what);
      const error = expectErrorBody(t, res, what);
      const items = error.errors.filter((e) => e.type === 'MISSING_REQUIRED_PARAMETER');
      if (items.length === 0) {
        t.fail(`${what}: no error item of type MISSING_REQUIRED_PARAMETER (items: ${describe(error.errors, 300)})`, res.exchange);
      }
      const item = items.find((e) => e.source === field);
      if (!item) t.fail(`${what}: no MISSING_REQUIRED_PARAMETER item has source "${field}" (items: ${describe(items, 300)})`, res.exchange);
      if (!item.message.toLowerCase().includes(field.toLowerCase())) {
        t.fail(`${what}: the message of the MISSING_REQUIRED_PARAMETER item does not name the field: ${JSON.stringify(item.message)}`, res.exchange);
      }
    }
    const body = await minimalBody(t, 'without any required field');
    for (const field of ACTION_CREATE_REQUIRED) delete body[field];
    const res = await sendCreate(t, { body });
    await discardCreated(t, res);
    const what = `B2 without any of the required fields ${ACTION_CREATE_REQUIRED.join(', ')}`;
    expectStatus(t, res, [400], what);
    const named = new Set(expectErrorBody(t, res, what).errors.filter((e) => e.type === 'MISSING_REQUIRED_PARAMETER').map((e) => e.source));
    const unreported = ACTION_CREATE_REQUIRED.filter((f) => !named.has(f));
    if (unreported.length > 0) {
      t.fail(`${what}: no MISSING_REQUIRED_PARAMETER item for ${unreported.join(', ')}, though each is absent (items for: ${[...named].join(', ') || 'none'})`, res.exchange);
    }
  },
};
