// Breaks one B1 rule: category_ids matches ids as text, with LIKE, so category 1 also finds category 11.
// Only a platform whose categories share digits shows it: this one has 1, 2, 3 and 11, and the profile
// names them, as a user's profile names the platform's categories.
import type { MutantB } from './mutant.ts';

const CATEGORIES = [1, 2, 3, 11];

export const listCategoryIdsLikeMatch: MutantB = {
  name: 'list-category-ids-like-match',
  fault: "category_ids is matched with LIKE '%' || id || '%' on a text column (a filter written for free text reused for ids), so category 1 also returns categories 11 and 21.",
  breaks: 'B1.filter-category-ids',
  options: {
    fixtures: { categories: CATEGORIES.map((id) => ({ id, name: `Category ${id}` })) },
    mutation: {
      filterCategoryIds: (a, q) =>
        q.categoryIds === undefined || (a.fields.categoryId !== undefined && q.categoryIds.some((c) => String(a.fields.categoryId).includes(String(c)))),
    },
  },
  profile: { fixtures: { categoryIds: CATEGORIES } },
};
