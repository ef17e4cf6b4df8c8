// Part 4.2 B4: "Request body: a development action object containing only the fields to be changed": a list
// sent empty is changed to empty. A platform whose merge takes an empty list for a list not sent.
import type { StoredFields } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'patch-empty-list-ignored',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    "The patch is merged with a guard written as `if (patch.tags?.length) entity.tags = patch.tags` for each collection (an empty list taken for one that was not sent, as MapStruct's IGNORE strategy with an isEmpty() check does), so a patch that clears tags, qualityBenefits, responsibleUserIds, tasks, files or shareTo with [] answers 200 and the old items stay.",
  spec: 'part 4.2 B4: "Request body: a development action object containing only the fields to be changed." and part 2.2: "tags | array of strings or null" (an empty array is a value of the field)',
  options: {
    mutation: {
      mergePatch: (current, patch) => {
        const merged: Partial<StoredFields> = { ...current };
        for (const [key, value] of Object.entries(patch) as [keyof StoredFields, unknown][]) {
          if (Array.isArray(value) && value.length === 0) continue;
          (merged as Record<string, unknown>)[key] = value;
        }
        return merged;
      },
    },
  },
};
