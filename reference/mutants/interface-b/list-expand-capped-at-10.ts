// Breaks one B1 rule: expand returns an action's related records, all of them. A platform whose batch
// loader fetches at most 10 related rows per action for a list (a per-parent limit meant for previews), so an
// action with more tasks comes back with its first 10.
import type { MutantB } from './mutant.ts';

/** The loader's per-action cap. */
const PER_ACTION = 10;

export const listExpandCappedAt10: MutantB = {
  name: 'list-expand-capped-at-10',
  fault: 'The list endpoint loads expanded relations through a batch loader with a per-parent limit of 10 rows, so an action with more tasks or files comes back cut.',
  breaks: 'B1.expand',
  options: {
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'listActions') return view;
        const v = view as Record<string, unknown>;
        const cut = (k: string) => (Array.isArray(v[k]) ? { [k]: (v[k] as unknown[]).slice(0, PER_ACTION) } : {});
        return { ...v, ...cut('tasks'), ...cut('files') };
      },
    },
  },
};
