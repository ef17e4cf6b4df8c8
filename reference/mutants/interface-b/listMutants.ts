// The mutants of the B1 listing rules, each caught by the check it names.
import type { MutantB } from './mutant.ts';
import { listLimitIgnored } from './list-limit-ignored.ts';
import { listDefaultLimitNot100 } from './list-default-limit-not-100.ts';
import { listLimitAboveMaxAccepted } from './list-limit-above-max-accepted.ts';
import { listPageCappedAt500 } from './list-page-capped-at-500.ts';
import { listExpandCappedAt10 } from './list-expand-capped-at-10.ts';
import { listExpandLimitCountsTaskRows } from './list-expand-limit-counts-task-rows.ts';
import { listExpandReadBeforeDirectionOnly } from './list-expand-read-before-direction-only.ts';
import { listTotalCountOfPage } from './list-total-count-of-page.ts';
import { listTotalCountOffByOne } from './list-total-count-off-by-one.ts';
import { listOffsetIgnored } from './list-offset-ignored.ts';
import { listPagesOverlap } from './list-pages-overlap.ts';
import { listExpandIgnored } from './list-expand-ignored.ts';
import { listAlwaysExpanded } from './list-always-expanded.ts';
import { listStatusesFilterIgnored } from './list-statuses-filter-ignored.ts';
import { listCategoryFilterIgnored } from './list-category-filter-ignored.ts';
import { listAuthorFilterIgnored } from './list-author-filter-ignored.ts';
import { listResponsibleFilterIgnored } from './list-responsible-filter-ignored.ts';
import { listResponsibleFilterFirstIdOnly } from './list-responsible-filter-first-id-only.ts';
import { listPartnerCompanyFilterIgnored } from './list-partner-company-filter-ignored.ts';
import { listCreatedFilterIgnored } from './list-created-filter-ignored.ts';
import { listEditedFilterIgnored } from './list-edited-filter-ignored.ts';
import { listSortingIgnored } from './list-sorting-ignored.ts';
import { listSortingReversed } from './list-sorting-reversed.ts';
import { listCurrentPageNotInteger } from './list-current-page-not-integer.ts';
import { listSearchFindsNothing } from './list-search-finds-nothing.ts';
import { listDirectionSentEmpty } from './list-direction-sent-empty.ts';
import { listReceivedAnyShared } from './list-received-any-shared.ts';
import { listCategoryIdsLikeMatch } from './list-category-ids-like-match.ts';
import { listOutOfRangeLimitAccepted } from './list-out-of-range-limit-accepted.ts';
import { listCurrentPageStuck } from './list-current-page-stuck.ts';
import { listFilterCombinationDropsStatuses } from './list-filter-combination-drops-statuses.ts';
import { listHistoryWithoutInitiator } from './list-history-without-initiator.ts';
import { listDefaultDirectionReceived } from './list-default-direction-received.ts';
import { listDirectionDefaultSent } from './list-direction-default-sent.ts';
import { listDateTimeGarbageIgnored } from './list-date-time-garbage-ignored.ts';
import { listSearchNarrowsNothing } from './list-search-narrows-nothing.ts';
import { mutant as foreignReplyWithoutAuthor } from './foreign-reply-without-author.ts';
import { mutant as partnerCreatedTimeWithoutOffset } from './partner-created-time-without-offset.ts';
import { mutant as listDirectionAllMissesReceived } from './list-direction-all-misses-received.ts';
import { mutant as listPartnerCompaniesAsAnd } from './list-partner-companies-as-and.ts';
import { mutant as listFiltersOred } from './list-filters-ored.ts';
import { mutant as listPagesBeforeFilters } from './list-pages-before-filters.ts';
import { listSortingDirectionBeforeColumnDropped } from './list-sorting-direction-before-column-dropped.ts';
import { listExpandCountsTaskRows } from './list-expand-counts-task-rows.ts';
import { mutant as listTotalCountAsString } from './list-total-count-as-string.ts';
import { mutant as listPartialContent206 } from './list-partial-content-206.ts';
import { mutant as listLimitParseInt } from './list-limit-parse-int.ts';
import { mutant as listOffsetFromPageOne } from './list-offset-from-page-one.ts';
import { mutant as listStatusesSplitOnSpaces } from './list-statuses-split-on-spaces.ts';
import { mutant as listExpandFirstValueOnly } from './list-expand-first-value-only.ts';
import { mutant as listDirectionAllRefused } from './list-direction-all-refused.ts';
import { mutant as listWithoutSorting500 } from './list-without-sorting-500.ts';
import { mutant as listResponsibleFilterJoinsTasks } from './list-responsible-filter-joins-tasks.ts';
import { mutant as listPartnerCompanyMatchesSharedTo } from './list-partner-company-matches-shared-to.ts';
import { mutant as editTimeNotStamped } from './edit-time-not-stamped.ts';
import { mutant as listSortedAfterPaging } from './list-sorted-after-paging.ts';
import { mutant as listEmptyDataNull } from './list-empty-data-null.ts';
import { mutant as createdFilterLocalZone } from './created-filter-local-zone.ts';
import { mutant as listDateTimeRolledOver } from './list-date-time-rolled-over.ts';
import { mutant as listDefaultLimit50 } from './list-default-limit-50.ts';
import { mutant as listSearchLikeUnescaped } from './list-search-like-unescaped.ts';
import { mutant as listTotalCountMissesAClause } from './list-total-count-misses-a-clause.ts';

export const listMutants: MutantB[] = [
  listLimitIgnored,
  listDefaultLimitNot100,
  listLimitAboveMaxAccepted,
  listPageCappedAt500,
  listExpandCappedAt10,
  listExpandLimitCountsTaskRows,
  listExpandReadBeforeDirectionOnly,
  listTotalCountOfPage,
  listTotalCountOffByOne,
  listOffsetIgnored,
  listPagesOverlap,
  listExpandIgnored,
  listAlwaysExpanded,
  listStatusesFilterIgnored,
  listCategoryFilterIgnored,
  listAuthorFilterIgnored,
  listResponsibleFilterIgnored,
  listResponsibleFilterFirstIdOnly,
  listPartnerCompanyFilterIgnored,
  listCreatedFilterIgnored,
  listEditedFilterIgnored,
  listSortingIgnored,
  listSortingReversed,
  listCurrentPageNotInteger,
  listSearchFindsNothing,
  listDirectionSentEmpty,
  listReceivedAnyShared,
  listCategoryIdsLikeMatch,
  listOutOfRangeLimitAccepted,
  listCurrentPageStuck,
  listFilterCombinationDropsStatuses,
  listHistoryWithoutInitiator,
  listDefaultDirectionReceived,
  listDirectionDefaultSent,
  listDateTimeGarbageIgnored,
  listSearchNarrowsNothing,
  foreignReplyWithoutAuthor,
  partnerCreatedTimeWithoutOffset,
  listDirectionAllMissesReceived,
  listPartnerCompaniesAsAnd,
  listFiltersOred,
  listPagesBeforeFilters,
  listSortingDirectionBeforeColumnDropped,
  listExpandCountsTaskRows,
  listTotalCountAsString,
  listPartialContent206,
  listLimitParseInt,
  listOffsetFromPageOne,
  listStatusesSplitOnSpaces,
  listExpandFirstValueOnly,
  listDirectionAllRefused,
  listWithoutSorting500,
  listResponsibleFilterJoinsTasks,
  listPartnerCompanyMatchesSharedTo,
  editTimeNotStamped,
  listSortedAfterPaging,
  listEmptyDataNull,
  createdFilterLocalZone,
  listDateTimeRolledOver,
  listDefaultLimit50,
  listSearchLikeUnescaped,
  listTotalCountMissesAClause,
];
