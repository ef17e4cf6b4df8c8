// Every fresh fault, interface A's then interface B's: one single-rule fault of a reference server each,
// written from the specification alone (see fault.ts).
import type { FreshFault } from './fault.ts';
import { fault as answersCutAtCharacterCountA } from './interface-a/answers-cut-at-character-count.ts';
import { fault as answersLatin1EncodedA } from './interface-a/answers-latin1-encoded.ts';
import { fault as answersXssiPrefixedA } from './interface-a/answers-xssi-prefixed.ts';
import { fault as authorizationHeaderShadowsApiKeyA } from './interface-a/authorization-header-shadows-api-key.ts';
import { fault as base64DoublePaddingRefusedA } from './interface-a/base64-double-padding-refused.ts';
import { fault as base64UrlAlphabetOnlyA } from './interface-a/base64-url-alphabet-only.ts';
import { fault as chunkedBodyReadAsEmptyA } from './interface-a/chunked-body-read-as-empty.ts';
import { fault as createRenamesOnNameConflictA } from './interface-a/create-renames-on-name-conflict.ts';
import { fault as createTakesOverOtherSuppliersFileA } from './interface-a/create-takes-over-other-suppliers-file.ts';
import { fault as emptyContentsRefusedA } from './interface-a/empty-contents-refused.ts';
import { fault as errorTypeWrittenAsOrdinalA } from './interface-a/error-type-written-as-ordinal.ts';
import { fault as fileNameExtensionFromContentsA } from './interface-a/file-name-extension-from-contents.ts';
import { fault as fileNamePathStrippedA } from './interface-a/file-name-path-stripped.ts';
import { fault as fileNameUrlEncodedA } from './interface-a/file-name-url-encoded.ts';
import { fault as forwardedForInternalSkipsApiKeyA } from './interface-a/forwarded-for-internal-skips-api-key.ts';
import { fault as latestRevisionByUploadTimeA } from './interface-a/latest-revision-by-upload-time.ts';
import { fault as latestRevisionMemoisedA } from './interface-a/latest-revision-memoised.ts';
import { fault as latestRevisionNullsFirstA } from './interface-a/latest-revision-nulls-first.ts';
import { fault as latestRevisionOfAnyMaterialA } from './interface-a/latest-revision-of-any-material.ts';
import { fault as latestRevisionPerSupplierA } from './interface-a/latest-revision-per-supplier.ts';
import { fault as materialIdCutAtLastDotA } from './interface-a/material-id-cut-at-last-dot.ts';
import { fault as materialIdDecodedAsLatin1A } from './interface-a/material-id-decoded-as-latin1.ts';
import { fault as materialIdDecodedTwiceA } from './interface-a/material-id-decoded-twice.ts';
import { fault as materialMatchedCaseInsensitivelyA } from './interface-a/material-matched-case-insensitively.ts';
import { fault as materialTrailingSpacesIgnoredA } from './interface-a/material-trailing-spaces-ignored.ts';
import { fault as metadataBlankValueRefusedA } from './interface-a/metadata-blank-value-refused.ts';
import { fault as metadataMarkupRefusedA } from './interface-a/metadata-markup-refused.ts';
import { fault as queryCacheIgnoresRevisionA } from './interface-a/query-cache-ignores-revision.ts';
import { fault as queryCappedAtTenA } from './interface-a/query-capped-at-ten.ts';
import { fault as queryDeduplicatedByFileNameA } from './interface-a/query-deduplicated-by-file-name.ts';
import { fault as queryFirstDocumentOnlyA } from './interface-a/query-first-document-only.ts';
import { fault as queryItemsReuseOneObjectA } from './interface-a/query-items-reuse-one-object.ts';
import { fault as queryListsStorageKeyA } from './interface-a/query-lists-storage-key.ts';
import { fault as queryRowPerDescriptionA } from './interface-a/query-row-per-description.ts';
import { fault as replaceAppendsMetadataA } from './interface-a/replace-appends-metadata.ts';
import { fault as replaceKeepsMaterialLinkA } from './interface-a/replace-keeps-material-link.ts';
import { fault as replaceOverwritesCaseVariantA } from './interface-a/replace-overwrites-case-variant.ts';
import { fault as replaceReachesOtherSuppliersA } from './interface-a/replace-reaches-other-suppliers.ts';
import { fault as replaceSkipsApiKeyA } from './interface-a/replace-skips-api-key.ts';
import { fault as replaceSupplierIdLeftEncodedA } from './interface-a/replace-supplier-id-left-encoded.ts';
import { fault as replaceWithoutContentsIgnoredA } from './interface-a/replace-without-contents-ignored.ts';
import { fault as requestBodyReadAsLatin1A } from './interface-a/request-body-read-as-latin1.ts';
import { fault as revisionComparedAsIntegerA } from './interface-a/revision-compared-as-integer.ts';
import { fault as surrogateEscapesMangledA } from './interface-a/surrogate-escapes-mangled.ts';
import { fault as unauthorizedItemSourceNullA } from './interface-a/unauthorized-item-source-null.ts';
import { fault as unknownRevisionFallsBackToLatestA } from './interface-a/unknown-revision-falls-back-to-latest.ts';
import { fault as unnamedDocumentFileNameNullA } from './interface-a/unnamed-document-file-name-null.ts';
import { fault as validationMessageAsArrayA } from './interface-a/validation-message-as-array.ts';
import { fault as actionIdWrittenAsStringB } from './interface-b/action-id-written-as-string.ts';
import { fault as anonymousReadsSeeNothingB } from './interface-b/anonymous-reads-see-nothing.ts';
import { fault as bearerSchemeCaseSensitiveB } from './interface-b/bearer-scheme-case-sensitive.ts';
import { fault as benefitCurrencyCopiedFromSavingsB } from './interface-b/benefit-currency-copied-from-savings.ts';
import { fault as categoryNameByArrayPositionB } from './interface-b/category-name-by-array-position.ts';
import { fault as createEmptyDescriptionAsNullB } from './interface-b/create-empty-description-as-null.ts';
import { fault as createZeroBenefitDroppedB } from './interface-b/create-zero-benefit-dropped.ts';
import { fault as currentPageFromDefaultLimitB } from './interface-b/current-page-from-default-limit.ts';
import { fault as deadlineLeapDayRefusedB } from './interface-b/deadline-leap-day-refused.ts';
import { fault as deadlineMidnightHourWrittenAs24B } from './interface-b/deadline-midnight-hour-written-as-24.ts';
import { fault as deadlineStoredAsDateB } from './interface-b/deadline-stored-as-date.ts';
import { fault as deleteAppliedAfterAnswerB } from './interface-b/delete-applied-after-answer.ts';
import { fault as deleteBlockedByTaskRowsB } from './interface-b/delete-blocked-by-task-rows.ts';
import { fault as deletedIdAnswers410B } from './interface-b/deleted-id-answers-410.ts';
import { fault as descriptionHtmlEscapedB } from './interface-b/description-html-escaped.ts';
import { fault as detailHidesCompletedTasksB } from './interface-b/detail-hides-completed-tasks.ts';
import { fault as editTimeNullUntilFirstEditB } from './interface-b/edit-time-null-until-first-edit.ts';
import { fault as exponentNumberRefusedB } from './interface-b/exponent-number-refused.ts';
import { fault as filesListedByFolderAcrossActionsB } from './interface-b/files-listed-by-folder-across-actions.ts';
import { fault as filesSameNameOverwrittenB } from './interface-b/files-same-name-overwritten.ts';
import { fault as idNumericPrefixMatchesB } from './interface-b/id-numeric-prefix-matches.ts';
import { fault as listAuthorFilterMatchesResponsibleB } from './interface-b/list-author-filter-matches-responsible.ts';
import { fault as listCacheKeyIgnoresExpandB } from './interface-b/list-cache-key-ignores-expand.ts';
import { fault as listCommentRepliesAsCommentsB } from './interface-b/list-comment-replies-as-comments.ts';
import { fault as listCreatedBoundOffsetRefusedB } from './interface-b/list-created-bound-offset-refused.ts';
import { fault as listCreatedBoundTruncatedToSecondB } from './interface-b/list-created-bound-truncated-to-second.ts';
import { fault as listDeadlineDescIgnoredB } from './interface-b/list-deadline-desc-ignored.ts';
import { fault as listDeadlineSortedAsTextB } from './interface-b/list-deadline-sorted-as-text.ts';
import { fault as listEditTimeSortedByCreatedTimeB } from './interface-b/list-edit-time-sorted-by-created-time.ts';
import { fault as listEditedFilterOnCreatedTimeB } from './interface-b/list-edited-filter-on-created-time.ts';
import { fault as listExpandAttachedByPositionB } from './interface-b/list-expand-attached-by-position.ts';
import { fault as listExpandCartesianProductB } from './interface-b/list-expand-cartesian-product.ts';
import { fault as listHidesCancelledByDefaultB } from './interface-b/list-hides-cancelled-by-default.ts';
import { fault as listLimit1000RefusedB } from './interface-b/list-limit-1000-refused.ts';
import { fault as listLimitAppliedBeforeOffsetB } from './interface-b/list-limit-applied-before-offset.ts';
import { fault as listOffsetPastEndClampedB } from './interface-b/list-offset-past-end-clamped.ts';
import { fault as listOffsetRoundedToPageB } from './interface-b/list-offset-rounded-to-page.ts';
import { fault as listPartnerFilterKeepsOwnActionsB } from './interface-b/list-partner-filter-keeps-own-actions.ts';
import { fault as listQueryErrorSourceMethodPathB } from './interface-b/list-query-error-source-method-path.ts';
import { fault as listResponsibleFilterPrimaryUserOnlyB } from './interface-b/list-responsible-filter-primary-user-only.ts';
import { fault as listResponsibleJoinDuplicatesB } from './interface-b/list-responsible-join-duplicates.ts';
import { fault as listSentOnlyOwnUserB } from './interface-b/list-sent-only-own-user.ts';
import { fault as listTimeBoundOffsetSignInvertedB } from './interface-b/list-time-bound-offset-sign-inverted.ts';
import { fault as listTotalCountZeroPastFirstPageB } from './interface-b/list-total-count-zero-past-first-page.ts';
import { fault as patchCategoryNameStaleB } from './interface-b/patch-category-name-stale.ts';
import { fault as patchEmptyListIgnoredB } from './interface-b/patch-empty-list-ignored.ts';
import { fault as patchMovesCreatedTimeB } from './interface-b/patch-moves-created-time.ts';
import { fault as patchResetsTaskEditingFlagB } from './interface-b/patch-resets-task-editing-flag.ts';
import { fault as patchTasksLoseResponsibleUserB } from './interface-b/patch-tasks-lose-responsible-user.ts';
import { fault as patchTasksSharedDefaultListB } from './interface-b/patch-tasks-shared-default-list.ts';
import { fault as qualityBenefitsSplitOnCommasB } from './interface-b/quality-benefits-split-on-commas.ts';
import { fault as responsibleUsersScopedToAuthorCompanyB } from './interface-b/responsible-users-scoped-to-author-company.ts';
import { fault as searchIndexMissesPatchedTitleB } from './interface-b/search-index-misses-patched-title.ts';
import { fault as shareToBusinessUnitDroppedB } from './interface-b/share-to-business-unit-dropped.ts';
import { fault as sharedToListsOwnerCompanyB } from './interface-b/shared-to-lists-owner-company.ts';
import { fault as statusWrittenAsEnumNameB } from './interface-b/status-written-as-enum-name.ts';
import { fault as tagsLowercasedB } from './interface-b/tags-lowercased.ts';
import { fault as taskDeadlineBeyond2038LostB } from './interface-b/task-deadline-beyond-2038-lost.ts';
import { fault as titleWhitespaceTrimmedB } from './interface-b/title-whitespace-trimmed.ts';
import { fault as tokenAnswerCacheableB } from './interface-b/token-answer-cacheable.ts';
import { fault as tokenAnswered201B } from './interface-b/token-answered-201.ts';
import { fault as tokenBadSecretUnauthorizedClientB } from './interface-b/token-bad-secret-unauthorized-client.ts';
import { fault as tokenBasicCredentialsNotFormDecodedB } from './interface-b/token-basic-credentials-not-form-decoded.ts';
import { fault as tokenDiesBeforeExpiresInB } from './interface-b/token-dies-before-expires-in.ts';
import { fault as tokenErrorsAll401B } from './interface-b/token-errors-all-401.ts';
import { fault as tokenErrorsInApiErrorBodyB } from './interface-b/token-errors-in-api-error-body.ts';
import { fault as tokenExpiresInAsStringB } from './interface-b/token-expires-in-as-string.ts';
import { fault as tokenExpiresInMillisecondsB } from './interface-b/token-expires-in-milliseconds.ts';
import { fault as tokenGrantTypeIgnoredB } from './interface-b/token-grant-type-ignored.ts';
import { fault as tokenReissuedWithFullLifetimeB } from './interface-b/token-reissued-with-full-lifetime.ts';
import { fault as tokenTypeLeftOutB } from './interface-b/token-type-left-out.ts';
import { fault as unauthorizedBasicChallengeB } from './interface-b/unauthorized-basic-challenge.ts';
import { fault as unauthorizedWithoutWwwAuthenticateB } from './interface-b/unauthorized-without-www-authenticate.ts';
import { fault as validationErrorsKeyedByFieldB } from './interface-b/validation-errors-keyed-by-field.ts';

export type { FreshFault, FreshFaultA, FreshFaultB, FreshFaultOptionsA } from './fault.ts';

export const FRESH_FAULTS: readonly FreshFault[] = [
  answersCutAtCharacterCountA,
  answersLatin1EncodedA,
  answersXssiPrefixedA,
  authorizationHeaderShadowsApiKeyA,
  base64DoublePaddingRefusedA,
  base64UrlAlphabetOnlyA,
  chunkedBodyReadAsEmptyA,
  createRenamesOnNameConflictA,
  createTakesOverOtherSuppliersFileA,
  emptyContentsRefusedA,
  errorTypeWrittenAsOrdinalA,
  fileNameExtensionFromContentsA,
  fileNamePathStrippedA,
  fileNameUrlEncodedA,
  forwardedForInternalSkipsApiKeyA,
  latestRevisionByUploadTimeA,
  latestRevisionMemoisedA,
  latestRevisionNullsFirstA,
  latestRevisionOfAnyMaterialA,
  latestRevisionPerSupplierA,
  materialIdCutAtLastDotA,
  materialIdDecodedAsLatin1A,
  materialIdDecodedTwiceA,
  materialMatchedCaseInsensitivelyA,
  materialTrailingSpacesIgnoredA,
  metadataBlankValueRefusedA,
  metadataMarkupRefusedA,
  queryCacheIgnoresRevisionA,
  queryCappedAtTenA,
  queryDeduplicatedByFileNameA,
  queryFirstDocumentOnlyA,
  queryItemsReuseOneObjectA,
  queryListsStorageKeyA,
  queryRowPerDescriptionA,
  replaceAppendsMetadataA,
  replaceKeepsMaterialLinkA,
  replaceOverwritesCaseVariantA,
  replaceReachesOtherSuppliersA,
  replaceSkipsApiKeyA,
  replaceSupplierIdLeftEncodedA,
  replaceWithoutContentsIgnoredA,
  requestBodyReadAsLatin1A,
  revisionComparedAsIntegerA,
  surrogateEscapesMangledA,
  unauthorizedItemSourceNullA,
  unknownRevisionFallsBackToLatestA,
  unnamedDocumentFileNameNullA,
  validationMessageAsArrayA,
  actionIdWrittenAsStringB,
  anonymousReadsSeeNothingB,
  bearerSchemeCaseSensitiveB,
  benefitCurrencyCopiedFromSavingsB,
  categoryNameByArrayPositionB,
  createEmptyDescriptionAsNullB,
  createZeroBenefitDroppedB,
  currentPageFromDefaultLimitB,
  deadlineLeapDayRefusedB,
  deadlineMidnightHourWrittenAs24B,
  deadlineStoredAsDateB,
  deleteAppliedAfterAnswerB,
  deleteBlockedByTaskRowsB,
  deletedIdAnswers410B,
  descriptionHtmlEscapedB,
  detailHidesCompletedTasksB,
  editTimeNullUntilFirstEditB,
  exponentNumberRefusedB,
  filesListedByFolderAcrossActionsB,
  filesSameNameOverwrittenB,
  idNumericPrefixMatchesB,
  listAuthorFilterMatchesResponsibleB,
  listCacheKeyIgnoresExpandB,
  listCommentRepliesAsCommentsB,
  listCreatedBoundOffsetRefusedB,
  listCreatedBoundTruncatedToSecondB,
  listDeadlineDescIgnoredB,
  listDeadlineSortedAsTextB,
  listEditTimeSortedByCreatedTimeB,
  listEditedFilterOnCreatedTimeB,
  listExpandAttachedByPositionB,
  listExpandCartesianProductB,
  listHidesCancelledByDefaultB,
  listLimit1000RefusedB,
  listLimitAppliedBeforeOffsetB,
  listOffsetPastEndClampedB,
  listOffsetRoundedToPageB,
  listPartnerFilterKeepsOwnActionsB,
  listQueryErrorSourceMethodPathB,
  listResponsibleFilterPrimaryUserOnlyB,
  listResponsibleJoinDuplicatesB,
  listSentOnlyOwnUserB,
  listTimeBoundOffsetSignInvertedB,
  listTotalCountZeroPastFirstPageB,
  patchCategoryNameStaleB,
  patchEmptyListIgnoredB,
  patchMovesCreatedTimeB,
  patchResetsTaskEditingFlagB,
  patchTasksLoseResponsibleUserB,
  patchTasksSharedDefaultListB,
  qualityBenefitsSplitOnCommasB,
  responsibleUsersScopedToAuthorCompanyB,
  searchIndexMissesPatchedTitleB,
  shareToBusinessUnitDroppedB,
  sharedToListsOwnerCompanyB,
  statusWrittenAsEnumNameB,
  tagsLowercasedB,
  taskDeadlineBeyond2038LostB,
  titleWhitespaceTrimmedB,
  tokenAnswerCacheableB,
  tokenAnswered201B,
  tokenBadSecretUnauthorizedClientB,
  tokenBasicCredentialsNotFormDecodedB,
  tokenDiesBeforeExpiresInB,
  tokenErrorsAll401B,
  tokenErrorsInApiErrorBodyB,
  tokenExpiresInAsStringB,
  tokenExpiresInMillisecondsB,
  tokenGrantTypeIgnoredB,
  tokenReissuedWithFullLifetimeB,
  tokenTypeLeftOutB,
  unauthorizedBasicChallengeB,
  unauthorizedWithoutWwwAuthenticateB,
  validationErrorsKeyedByFieldB,
];
