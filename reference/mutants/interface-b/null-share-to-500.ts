// Part 2.2: shareTo is "array of objects or null". A platform that crashes on null shareTo.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-share-to-500',
  fault: "the handler maps shareTo without a null guard (body.shareTo.map(...)), so \"shareTo\": null throws and answers 500",
  breaks: 'B2.accepts-null-where-listed',
  options: {
    mutation: {
      nullField: (field) => {
        if (field === 'shareTo') throw new TypeError("Cannot read properties of null (reading 'map')");
        return 'accept';
      },
    },
  },
};
