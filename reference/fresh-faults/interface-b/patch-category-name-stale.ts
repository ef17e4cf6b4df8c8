// Part 2.2: "categoryName | string; categoryId | integer int64": the name of the action's category. A
// platform that stores the category's name at creation and does not refresh it when a patch moves the action.
import type { OperationNameB } from '../../interface-b/model.ts';
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

// The denormalised names per platform: the behaviour object a platform is built with is its own, and
// actionView is called as its method.
const names = new WeakMap<object, Map<string, unknown>>();
function namesOf(platform: object): Map<string, unknown> {
  let map = names.get(platform);
  if (!map) names.set(platform, (map = new Map()));
  return map;
}

export const fault: FreshFault = {
  name: 'patch-category-name-stale',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    "categoryName is a denormalised column filled by the insert from the category table (to spare a join on every list), and the update path writes category_id only, so after a patch of categoryId the action reads with the new categoryId and the old category's name, in the patch answer, the single read and the list.",
  spec: 'part 4.2 B4: "Request body: a development action object containing only the fields to be changed." with part 2.2: "categoryName | string", "categoryId | integer int64" (the category\'s name beside its id)',
  options: {
    mutation: {
      actionView(this: object, view: Rendered, operation: OperationNameB): unknown {
        const key = String(view.id);
        const map = namesOf(this);
        if (operation === 'createAction') map.set(key, view.categoryName);
        else if (map.has(key)) return { ...view, categoryName: map.get(key) };
        return view;
      },
    },
  },
};
