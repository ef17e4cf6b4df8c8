// Part 2.2: a returned task carries responsibleCompany (null without a responsible user). A platform that
// derives it for partner users only and leaves it out otherwise.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-own-responsible-company-left-out',
  fault: "responsibleCompany is derived only for partner users and left out for users of the caller's own company, and for tasks without a responsible user.",
  breaks: 'B3.carries-listed-fields',
  expect: 'warning',
  options: {
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'getAction' || !Array.isArray(view.tasks)) return view;
        const own = (view.authorCompany as { id?: unknown } | null)?.id;
        const tasks = (view.tasks as Record<string, unknown>[]).map((t) => {
          const company = (t.responsibleCompany as { id?: unknown } | null)?.id;
          if (company !== undefined && company !== own) return t;
          const { responsibleCompany: _own, ...rest } = t;
          return rest;
        });
        return { ...view, tasks };
      },
    },
  },
};
