// The B1 listing checks: a data set created once per run, then filters, paging, sorting and expand
// checked against its model.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { currentPageCheck } from './current-page.ts';
import { directionCheck } from './direction.ts';
import { directionDefaultAllCheck } from './direction-default-all.ts';
import { expandCheck } from './expand.ts';
import { filterAuthorIdsCheck } from './filter-author-ids.ts';
import { filterCategoryIdsCheck } from './filter-category-ids.ts';
import { filterCombinationCheck } from './filter-combination.ts';
import { filterCreatedAtCheck } from './filter-created-at.ts';
import { filterEditedAtCheck } from './filter-edited-at.ts';
import { filterPartnerCompanyIdsCheck } from './filter-partner-company-ids.ts';
import { filterResponsibleUserIdsCheck } from './filter-responsible-user-ids.ts';
import { filterStatusesCheck } from './filter-statuses.ts';
import { itemsCarryDeterminedFieldsCheck } from './items-carry-determined-fields.ts';
import { limitBoundsCheck } from './limit-bounds.ts';
import { limitDefaultCheck } from './limit-default.ts';
import { limitOutOfRangeRejectedCheck } from './limit-out-of-range-rejected.ts';
import { listSchemaCheck } from './list-schema.ts';
import { offsetCheck } from './offset.ts';
import { pagingCheck } from './paging-no-overlap-no-gap.ts';
import { searchCheck } from './search.ts';
import { sortingCheck } from './sorting.ts';
import { totalCountCheck } from './total-count.ts';
import { wholeCollectionDefaultsCheck } from './whole-collection-defaults.ts';
import { rejectsGarbageDateTimeCheck } from './rejects-garbage-date-time.ts';
import { searchNarrowsCheck } from './search-narrows.ts';
import { searchFindsPatchedTitleCheck } from './search-finds-patched-title.ts';
import { filterDecomposesCheck } from './filter-decomposes.ts';
import { filtersIntersectCheck } from './filters-intersect.ts';
import { filteredPagingCheck } from './filtered-paging.ts';
import { directionAllIsUnionCheck } from './direction-all-is-union.ts';
import { visibleRecordsConformCheck } from './visible-records-conform.ts';
import { equivalentQueryOrderCheck } from './equivalent-query-order.ts';
import { equivalentExpandCheck } from './equivalent-expand.ts';

export const listChecks: CheckDefinition[] = [
  listSchemaCheck,
  filterStatusesCheck,
  filterCategoryIdsCheck,
  filterAuthorIdsCheck,
  filterResponsibleUserIdsCheck,
  filterPartnerCompanyIdsCheck,
  filterCreatedAtCheck,
  filterEditedAtCheck,
  filterCombinationCheck,
  searchCheck,
  directionCheck,
  directionDefaultAllCheck,
  limitDefaultCheck,
  limitBoundsCheck,
  limitOutOfRangeRejectedCheck,
  offsetCheck,
  pagingCheck,
  totalCountCheck,
  currentPageCheck,
  sortingCheck,
  expandCheck,
  itemsCarryDeterminedFieldsCheck,
  wholeCollectionDefaultsCheck,
  rejectsGarbageDateTimeCheck,
  searchNarrowsCheck,
  searchFindsPatchedTitleCheck,
  filterDecomposesCheck,
  filtersIntersectCheck,
  filteredPagingCheck,
  directionAllIsUnionCheck,
  visibleRecordsConformCheck,
  equivalentQueryOrderCheck,
  equivalentExpandCheck,
];
