// Parts 4.2 B2/B4, 7 and 8: text lengths have no maximum shown, so a long title is stored or refused with
// a 4xx, never a 5xx. A platform whose title column is VARCHAR(255).
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'long-title-500',
  fault: 'the title column is VARCHAR(255) and no validation checks the length first: the INSERT fails with "value too long for type character varying(255)" and the platform answers 500',
  breaks: 'B.hostile-text-no-server-error',
  options: {
    mutation: {
      beforeStore: (input) => {
        if (typeof input.title === 'string' && input.title.length > 255) throw new Error('value too long for type character varying(255)');
        return input;
      },
    },
  },
};
