// Part 2.2: the creation table writes "or null" for businessUnitId, shareTo, qualityBenefits, tasks, tags
// and files (read from the creation schema). A create sending null in one of them is a valid request: it
// succeeds, and B3 then shows the list empty or leaves it out (null is not "array of …"). businessUnitId is
// not among the returned fields, so only its acceptance is judged.
import { bodyExcerpt } from '../common/expect.ts';
import { nonArrayFields } from './arrays.ts';
import { NULLABLE_FIELDS, isListField, notEmpty, returnedAs } from './nullable.ts';
import { discardCreated, minimalBody, readAction, sendCreate } from './probe.ts';
import { pathIdOf } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const acceptsNullWhereListed: CheckDefinition = {
  id: 'B2.accepts-null-where-listed',
  title: 'B2 takes null in every field typed "or null", and B3 then shows the list empty or leaves it out',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-null-accepted-where-listed', 'R-B-action-field-types'],
  async run(t) {
    for (const field of NULLABLE_FIELDS) {
      const body = await minimalBody(t, `null ${field}`, { [field]: null });
      const res = await sendCreate(t, { body });
      try {
        if (res.status < 200 || res.status >= 300) {
          t.fail(`B2 with ${field}: null (typed "or null" in part 2.2) answered ${res.status} ${bodyExcerpt(res)}`, res.exchange);
        }
        const id = pathIdOf(res.json, 'B2');
        // The create answer's body is not shown: without an id there is nothing to read back.
        if (id === undefined) continue;
        const { res: readRes, action } = await readAction(t, id, `B3 read of the action created with ${field}: null`);
        const returned = returnedAs(field);
        const problem = returned && isListField(field) ? notEmpty(action, returned) : undefined;
        const nonArrays = nonArrayFields(action);
        if (problem || nonArrays.length > 0) {
          t.fail(`created with ${field}: null, B3 shows ${[problem, ...nonArrays].filter(Boolean).join('; ')} (expected [] or the field left out)`, readRes.exchange);
        }
      } finally {
        await discardCreated(t, res);
      }
    }
  },
};
