// Part 7: no request gets a 5xx. A holder that dereferences the key of every metaData item and so fails
// with 500 on an item without one (which it may accept or refuse, but not crash on).
import { defaultDocumentHolderBehaviour } from '../../interface-a/index.ts';
import type { MutantA } from './mutant.ts';

const { validateMetaData } = defaultDocumentHolderBehaviour();

export const mutant: MutantA = {
  name: 'metadata-item-without-key-crashes',
  fault: 'Metadata keys are normalised with item.key.trim() without checking that the item has a key, so an item without one throws a TypeError that surfaces as 500.',
  breaks: 'A.no-server-error',
  mutation: {
    validateMetaData: (value) => {
      for (const item of Array.isArray(value) ? value : []) {
        if (item !== null && typeof item === 'object' && !('key' in item)) throw new TypeError("Cannot read properties of undefined (reading 'trim')");
      }
      return validateMetaData(value);
    },
  },
};
