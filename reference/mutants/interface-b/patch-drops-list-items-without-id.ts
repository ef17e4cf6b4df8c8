// Part 4.2 B4: a patch carrying a list changes it: the items it sends are kept (replaced or merged). A
// platform that merges a sent list into the stored one by item id: the stored items stay, those sent with an
// id update their namesakes, and the new ones, which carry no id yet, are skipped.
import type { MutantB } from './mutant.ts';

type Item = Record<string, unknown> & { id?: unknown };

/** The stored items, each updated by the sent item of its id; sent items without an id are lost. */
function mergeById(stored: unknown, sent: unknown): unknown {
  if (!Array.isArray(sent) || !Array.isArray(stored)) return stored;
  const byId = new Map((sent as Item[]).filter((i) => i.id !== undefined && i.id !== null).map((i) => [String(i.id), i]));
  return (stored as Item[]).map((i) => ({ ...i, ...(byId.get(String(i.id)) ?? {}) }));
}

export const mutant: MutantB = {
  name: 'patch-drops-list-items-without-id',
  fault: 'The ORM merges a sent collection into the stored one by item id (an orphan-safe merge), so new tasks or files, which carry no id yet, are skipped.',
  breaks: 'B4.patch-applies-sent-items',
  expect: 'warning',
  options: {
    mutation: {
      mergePatch: (current, patch) => {
        const merged: Record<string, unknown> = { ...current, ...patch };
        for (const list of ['tasks', 'files'] as const) if (list in patch) merged[list] = mergeById(current[list], patch[list]);
        return merged as typeof current;
      },
    },
  },
};
