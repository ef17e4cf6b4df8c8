// RFC 8259 4: implementations that do not depend on the order of members interoperate. A platform whose
// body reader picks the kind of action by the first member takes status only there: a body with status
// elsewhere makes an action with the default status.
import { rewriteParsedObject } from './parsedObject.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'body-status-read-first-only',
  fault: 'A streaming body reader picks the record type by the first member, expected to be status as the creation table lists it first; a status that comes later is skipped and the new action gets the default Draft.',
  breaks: 'B.equivalent-body-member-order',
  expect: 'warning',
  options: {
    mutation: {
      parseJson: rewriteParsedObject((body) => (!('status' in body) || Object.keys(body)[0] === 'status' ? body : { ...body, status: 'Draft' })),
    },
  },
};
