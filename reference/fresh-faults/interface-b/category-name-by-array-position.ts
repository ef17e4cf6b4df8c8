// Part 2.2: "categoryName | string" beside "categoryId | integer int64": the name of the action's category.
// A platform that looks the name up by position in a list, the id taken for a 0-based index.
import { defaultFixtures, type Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

/** The category names as loaded at start-up: a list in id order (ids 1, 2, 3 at positions 0, 1, 2). */
const NAMES: string[] = defaultFixtures().categories.map((c) => c.name);

export const fault: FreshFault = {
  name: 'category-name-by-array-position',
  interface: 'b',
  requirement: 'R-B-category-name-of-category',
  level: 'SHOULD',
  fault:
    "The category names are loaded once at start-up into an array in id order (SELECT name FROM category ORDER BY id), and the serialiser fills categoryName with names[categoryId], as if the ids were 0-based positions; the ids start at 1, so every action shows the name of the next category (categoryId 1, Cost reduction, comes back as Quality improvement) and an action of the last category gets null.",
  spec: 'part 2.2: "categoryName | string" and "categoryId | integer int64" among the "Fields of a development action as returned"',
  options: {
    mutation: {
      actionView: (view: Rendered) => ({ ...view, categoryName: view.categoryId === null || view.categoryId === undefined ? null : (NAMES[Number(view.categoryId)] ?? null) }),
    },
  },
};
