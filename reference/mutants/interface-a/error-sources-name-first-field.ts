// Part 7: the source of each error item is the name of the offending field. A holder whose items, when
// several fields are wrong, all name the first of them.
import { validateDocumentBody } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'error-sources-name-first-field',
  fault: 'the error mapper reads the field name once from the first validation failure and stamps it on every item, so with several wrong fields all items point at one',
  breaks: 'A.error-source-names-field',
  expect: 'warning',
  mutation: {
    validateBody: (body, rules) => {
      const errors = validateDocumentBody(body, rules);
      return errors.map((e) => ({ ...e, source: errors[0].source }));
    },
  },
};
