// Every mutant of the reference platform of interface B: the B2..B5, authentication and error ones listed
// here, the B1 listing ones in listMutants.ts, the throttling ones (caught with --load) last. The
// end-to-end test runs each against its named check.
import type { MutantB } from './mutant.ts';
import { listMutants } from './listMutants.ts';
import { mutant as listResponsibleJoinDuplicates } from './list-responsible-join-duplicates.ts';
import { mutant as idNumericPrefixMatches } from './id-numeric-prefix-matches.ts';
import { mutant as createEmptyDescriptionAsNull } from './create-empty-description-as-null.ts';
import { mutant as listCacheKeyIgnoresExpand } from './list-cache-key-ignores-expand.ts';
import { mutant as authNotEnforced } from './auth-not-enforced.ts';
import { mutant as benefitsDropped } from './benefits-dropped.ts';
import { mutant as deadlineShifted } from './deadline-shifted.ts';
import { mutant as deleteMissing200 } from './delete-missing-200.ts';
import { mutant as deleteNotPermanent } from './delete-not-permanent.ts';
import { mutant as deleteWithoutMessage } from './delete-without-message.ts';
import { mutant as detailWithoutTasksFilesComments } from './detail-without-tasks-files-comments.ts';
import { mutant as emojiText500 } from './emoji-text-500.ts';
import { mutant as errorSourceJsonPath } from './error-source-json-path.ts';
import { mutant as fileFolderDropped } from './file-folder-dropped.ts';
import { mutant as getUnknownId200 } from './get-unknown-id-200.ts';
import { mutant as invalidBody422 } from './invalid-body-422.ts';
import { mutant as lenientDateTimes } from './lenient-date-times.ts';
import { mutant as malformedJson500 } from './malformed-json-500.ts';
import { mutant as bodyTabsRefused } from './body-tabs-refused.ts';
import { mutant as bodyStatusReadFirstOnly } from './body-status-read-first-only.ts';
import { mutant as bodyTaskMembersByPosition } from './body-task-members-by-position.ts';
import { mutant as malformedToken400 } from './malformed-token-400.ts';
import { mutant as missingFieldItemsDropped } from './missing-field-items-dropped.ts';
import { mutant as missingFieldWrongSource } from './missing-field-wrong-source.ts';
import { mutant as missingFieldWrongType } from './missing-field-wrong-type.ts';
import { mutant as nonObjectBody500 } from './non-object-body-500.ts';
import { mutant as notFoundWithoutBody } from './not-found-without-body.ts';
import { mutant as patchClobbersOtherFields } from './patch-clobbers-other-fields.ts';
import { mutant as patchIgnored } from './patch-ignored.ts';
import { mutant as patchKeepsOldLists } from './patch-keeps-old-lists.ts';
import { mutant as createStatus200 } from './create-status-200.ts';
import { mutant as tokenAcceptsWrongSecret } from './token-accepts-wrong-secret.ts';
import { mutant as patchUnknownId200 } from './patch-unknown-id-200.ts';
import { mutant as responsibleUsersDropped } from './responsible-users-dropped.ts';
import { mutant as statusIgnoredAtCreate } from './status-ignored-at-create.ts';
import { mutant as tagsDropped } from './tags-dropped.ts';
import { mutant as taskStatusUppercased } from './task-status-uppercased.ts';
import { mutant as taskTimeEstimateRounded } from './task-time-estimate-rounded.ts';
import { mutant as textContentType } from './text-content-type.ts';
import { mutant as titleNotRequired } from './title-not-required.ts';
import { mutant as titleStoredAsNumber } from './title-stored-as-number.ts';
import { mutant as unauthorizedWithoutBody } from './unauthorized-without-body.ts';
import { mutant as tokenGrantTypeIgnored } from './token-grant-type-ignored.ts';
import { mutant as tokenAnswerCacheable } from './token-answer-cacheable.ts';
import { mutant as tokenTypeLeftOut } from './token-type-left-out.ts';
import { mutant as tokenAnswered201 } from './token-answered-201.ts';
import { mutant as patchEmptyListIgnored } from './patch-empty-list-ignored.ts';
import { mutant as bodyReadByContentLength } from './body-read-by-content-length.ts';
import { mutant as filesSameNameOverwritten } from './files-same-name-overwritten.ts';
import { mutant as searchIndexMissesPatchedTitle } from './search-index-misses-patched-title.ts';
import { mutant as listQueryErrorSourceMethodPath } from './list-query-error-source-method-path.ts';
import { mutant as detailHidesCompletedTasks } from './detail-hides-completed-tasks.ts';
import { mutant as deleteBlockedByTaskRows } from './delete-blocked-by-task-rows.ts';
import { mutant as escapedSurrogatesMangled } from './escaped-surrogates-mangled.ts';
import { mutant as patchCategoryNameStale } from './patch-category-name-stale.ts';
import { mutant as patchTasksLoseResponsibleUser } from './patch-tasks-lose-responsible-user.ts';
import { mutant as listCreatedBoundOffsetRefused } from './list-created-bound-offset-refused.ts';
import { mutant as exponentNumberRefused } from './exponent-number-refused.ts';
import { mutant as tokenExpiresInAsString } from './token-expires-in-as-string.ts';
import { mutant as tokenBasicCredentialsNotFormDecoded } from './token-basic-credentials-not-form-decoded.ts';
import { mutant as tokenReissuedWithFullLifetime } from './token-reissued-with-full-lifetime.ts';
import { mutant as unauthorizedWithoutWwwAuthenticate } from './unauthorized-without-www-authenticate.ts';
import { mutant as bearerSchemeCaseSensitive } from './bearer-scheme-case-sensitive.ts';
import { mutant as tokenBadSecretUnauthorizedClient } from './token-bad-secret-unauthorized-client.ts';
import { mutant as unknownStatusAccepted } from './unknown-status-accepted.ts';
import { mutant as unknownToken403 } from './unknown-token-403.ts';
import { mutant as patchAnswersMessage } from './patch-answers-message.ts';
import { mutant as deleteUnknownId200 } from './delete-unknown-id-200.ts';
import { mutant as deletedActionStillListed } from './deleted-action-still-listed.ts';
import { mutant as actionWithoutAuthorCompany } from './action-without-author-company.ts';
import { mutant as absentInputsLeftOut } from './absent-inputs-left-out.ts';
import { mutant as receivedDetailWithoutComments } from './received-detail-without-comments.ts';
import { mutant as createIdMaxPlusOne } from './create-id-max-plus-one.ts';
import { mutant as createSharedBodyBuffer } from './create-shared-body-buffer.ts';
import { mutant as patchWrittenFieldByField } from './patch-written-field-by-field.ts';
import { mutant as bodyValidatedBeforeAuth } from './body-validated-before-auth.ts';
import { mutant as unknownId404BeforeAuth } from './unknown-id-404-before-auth.ts';
import { mutant as nonNumericId400BeforeAuth } from './non-numeric-id-400-before-auth.ts';
import { mutant as tokenCaseInsensitive } from './token-case-insensitive.ts';
import { mutant as tokenComparedByPresentedLength } from './token-compared-by-presented-length.ts';
import { mutant as tokenComparedByIssuedLength } from './token-compared-by-issued-length.ts';
import { mutant as refusedCreateSaved } from './refused-create-saved.ts';
import { mutant as refusedPatchAppliedFieldByField } from './refused-patch-applied-field-by-field.ts';
import { mutant as refusedPatchTouchesEditTime } from './refused-patch-touches-edit-time.ts';
import { mutant as patchUnknownIdUpserts } from './patch-unknown-id-upserts.ts';
import { mutant as unauthenticatedDeletePerformed } from './unauthenticated-delete-performed.ts';
import { mutant as unauthenticatedCreateStored } from './unauthenticated-create-stored.ts';
import { mutant as load429WithoutRetryAfter } from './load-429-without-retry-after.ts';
import { mutant as load429RetryAfterGarbage } from './load-429-retry-after-garbage.ts';
import { mutant as load503InsteadOf429 } from './load-503-instead-of-429.ts';
import { mutant as loadStillThrottledAfterRetryAfter } from './load-still-throttled-after-retry-after.ts';
import { mutant as throttledWriteApplied } from './throttled-write-applied.ts';
import { mutant as searchLike500 } from './search-like-500.ts';
import { mutant as longTitle500 } from './long-title-500.ts';
import { mutant as nulText500 } from './nul-text-500.ts';
import { mutant as nonNumericId500 } from './non-numeric-id-500.ts';
import { mutant as unroutedHtml404 } from './unrouted-html-404.ts';
import { mutant as proxyHtml413 } from './proxy-html-413.ts';
import { mutant as wrongMethodText405 } from './wrong-method-text-405.ts';
import { mutant as textNfcNormalised } from './text-nfc-normalised.ts';
import { mutant as astralTextAsQuestionMarks } from './astral-text-as-question-marks.ts';
import { mutant as formatMarksStripped } from './format-marks-stripped.ts';
import { mutant as deadlineOffsetDropped } from './deadline-offset-dropped.ts';
import { mutant as deadlineFractionTruncated } from './deadline-fraction-truncated.ts';
import { mutant as benefitAmountsToCents } from './benefit-amounts-to-cents.ts';
import { mutant as nullTagsRefused } from './null-tags-refused.ts';
import { mutant as nullShareTo500 } from './null-share-to-500.ts';
import { mutant as emptyTagsAsNull } from './empty-tags-as-null.ts';
import { mutant as emptyRepliesAsNull } from './empty-replies-as-null.ts';
import { mutant as nullOnPatchIgnored } from './null-on-patch-ignored.ts';
import { mutant as nullOnPatchRefused } from './null-on-patch-refused.ts';
import { mutant as editTimeWithoutOffset } from './edit-time-without-offset.ts';
import { mutant as taskTimeEstimateAsString } from './task-time-estimate-as-string.ts';
import { mutant as fileCreatedAsEpoch } from './file-created-as-epoch.ts';
import { mutant as delete204NoContent } from './delete-204-no-content.ts';
import { mutant as detailCommentsNull } from './detail-comments-null.ts';
import { mutant as statusCaseInsensitive } from './status-case-insensitive.ts';
import { mutant as sharedToWithoutName } from './shared-to-without-name.ts';
import { mutant as laxBinderCoercesScalars } from './lax-binder-coerces-scalars.ts';
import { mutant as malformedJsonFrameworkBody } from './malformed-json-framework-body.ts';
import { mutant as tokenWrongSecret200 } from './token-wrong-secret-200.ts';
import { mutant as patchRouteMissing } from './patch-route-missing.ts';
import { mutant as nullBusinessUnitRefused } from './null-business-unit-refused.ts';
import { mutant as nullDescriptionStoredAsAbsent } from './null-description-stored-as-absent.ts';
import { mutant as base64DecodedLeniently } from './base64-decoded-leniently.ts';
import { mutant as allowTaskEditingDefaultsFalse } from './allow-task-editing-defaults-false.ts';
import { mutant as taskIsActiveUnset } from './task-is-active-unset.ts';
import { mutant as taskOwnResponsibleCompanyLeftOut } from './task-own-responsible-company-left-out.ts';
import { mutant as fileCreatedLeftOut } from './file-created-left-out.ts';
import { mutant as fileFolderLeftOutWhenUnset } from './file-folder-left-out-when-unset.ts';
import { mutant as sharedToLeftOutWhenEmpty } from './shared-to-left-out-when-empty.ts';
import { mutant as finishedActionReopened } from './finished-action-reopened.ts';
import { mutant as taskStatusInitialState } from './task-status-initial-state.ts';
import { mutant as errorSourceModelProperty } from './error-source-model-property.ts';
import { mutant as idBeyondInt64500 } from './id-beyond-int64-500.ts';
import { mutant as nestedMembersNotValidated } from './nested-members-not-validated.ts';
import { mutant as partnerUserWithoutCompanyName } from './partner-user-without-company-name.ts';
import { mutant as historyInitiatorLeftOutForClients } from './history-initiator-left-out-for-clients.ts';
import { mutant as idsBeyond253Rounded } from './ids-beyond-2-53-rounded.ts';
import { mutant as benefitAmountsAsFloat } from './benefit-amounts-as-float.ts';
import { mutant as createCommittedAfterAnswer } from './create-committed-after-answer.ts';
import { mutant as validationStopsAtFirstError } from './validation-stops-at-first-error.ts';
import { mutant as bearerSchemeTwoSpellings } from './bearer-scheme-two-spellings.ts';
import { mutant as deletedIdHandedOutAgain } from './deleted-id-handed-out-again.ts';
import { mutant as textTruncatedToVarchar255 } from './text-truncated-to-varchar-255.ts';
import { mutant as jsonMediaTypeMatchedExactly } from './json-media-type-matched-exactly.ts';
import { mutant as deepJson500 } from './deep-json-500.ts';
import { mutant as listCountParse500 } from './list-count-parse-500.ts';
import { mutant as deleteRemovesNamesake } from './delete-removes-namesake.ts';
import { mutant as readStaleAfterSecondPatch } from './read-stale-after-second-patch.ts';
import { mutant as patchSameTitleDropsDeadline } from './patch-same-title-drops-deadline.ts';
import { mutant as patchAnswersRecordBeforeUpdate } from './patch-answers-record-before-update.ts';
import { mutant as patchDropsListItemsWithoutId } from './patch-drops-list-items-without-id.ts';
import { mutant as patchLostUpdate } from './patch-lost-update.ts';
import { mutant as load429GatewayBody } from './load-429-gateway-body.ts';

export type { MutantB };

export const actionMutants: MutantB[] = [
  // Caught by the sequences compared with the model of interface B alone.
  deleteRemovesNamesake,
  readStaleAfterSecondPatch,
  patchSameTitleDropsDeadline,
  patchAnswersRecordBeforeUpdate,
  patchDropsListItemsWithoutId,
  patchLostUpdate,
  authNotEnforced,
  benefitsDropped,
  deadlineShifted,
  deleteMissing200,
  deleteNotPermanent,
  deleteWithoutMessage,
  detailWithoutTasksFilesComments,
  emojiText500,
  errorSourceJsonPath,
  fileFolderDropped,
  getUnknownId200,
  invalidBody422,
  lenientDateTimes,
  malformedJson500,
  bodyTabsRefused,
  bodyStatusReadFirstOnly,
  bodyTaskMembersByPosition,
  malformedToken400,
  missingFieldItemsDropped,
  missingFieldWrongSource,
  missingFieldWrongType,
  nonObjectBody500,
  notFoundWithoutBody,
  patchClobbersOtherFields,
  patchIgnored,
  patchKeepsOldLists,
  createStatus200,
  tokenAcceptsWrongSecret,
  tokenGrantTypeIgnored,
  tokenAnswerCacheable,
  tokenTypeLeftOut,
  tokenAnswered201,
  patchEmptyListIgnored,
  bodyReadByContentLength,
  filesSameNameOverwritten,
  searchIndexMissesPatchedTitle,
  listQueryErrorSourceMethodPath,
  detailHidesCompletedTasks,
  deleteBlockedByTaskRows,
  escapedSurrogatesMangled,
  patchCategoryNameStale,
  patchTasksLoseResponsibleUser,
  listCreatedBoundOffsetRefused,
  exponentNumberRefused,
  tokenExpiresInAsString,
  tokenBasicCredentialsNotFormDecoded,
  tokenReissuedWithFullLifetime,
  unauthorizedWithoutWwwAuthenticate,
  bearerSchemeCaseSensitive,
  tokenBadSecretUnauthorizedClient,
  patchUnknownId200,
  responsibleUsersDropped,
  statusIgnoredAtCreate,
  tagsDropped,
  taskStatusUppercased,
  taskTimeEstimateRounded,
  textContentType,
  titleNotRequired,
  titleStoredAsNumber,
  unauthorizedWithoutBody,
  unknownStatusAccepted,
  unknownToken403,
  patchAnswersMessage,
  deleteUnknownId200,
  deletedActionStillListed,
  actionWithoutAuthorCompany,
  absentInputsLeftOut,
  searchLike500,
  longTitle500,
  nulText500,
  nonNumericId500,
  unroutedHtml404,
  proxyHtml413,
  wrongMethodText405,
  receivedDetailWithoutComments,
  createIdMaxPlusOne,
  createSharedBodyBuffer,
  patchWrittenFieldByField,
  bodyValidatedBeforeAuth,
  unknownId404BeforeAuth,
  nonNumericId400BeforeAuth,
  tokenCaseInsensitive,
  tokenComparedByPresentedLength,
  tokenComparedByIssuedLength,
  refusedCreateSaved,
  refusedPatchAppliedFieldByField,
  refusedPatchTouchesEditTime,
  patchUnknownIdUpserts,
  unauthenticatedDeletePerformed,
  unauthenticatedCreateStored,
  textNfcNormalised,
  astralTextAsQuestionMarks,
  formatMarksStripped,
  deadlineOffsetDropped,
  deadlineFractionTruncated,
  benefitAmountsToCents,
  nullTagsRefused,
  nullShareTo500,
  emptyTagsAsNull,
  emptyRepliesAsNull,
  nullOnPatchIgnored,
  nullOnPatchRefused,
  editTimeWithoutOffset,
  taskTimeEstimateAsString,
  fileCreatedAsEpoch,
  delete204NoContent,
  detailCommentsNull,
  statusCaseInsensitive,
  sharedToWithoutName,
  laxBinderCoercesScalars,
  malformedJsonFrameworkBody,
  tokenWrongSecret200,
  patchRouteMissing,
  nullBusinessUnitRefused,
  nullDescriptionStoredAsAbsent,
  base64DecodedLeniently,
  allowTaskEditingDefaultsFalse,
  taskIsActiveUnset,
  taskOwnResponsibleCompanyLeftOut,
  fileCreatedLeftOut,
  fileFolderLeftOutWhenUnset,
  sharedToLeftOutWhenEmpty,
  finishedActionReopened,
  taskStatusInitialState,
  errorSourceModelProperty,
  idBeyondInt64500,
  nestedMembersNotValidated,
  partnerUserWithoutCompanyName,
  historyInitiatorLeftOutForClients,
  idsBeyond253Rounded,
  benefitAmountsAsFloat,
  createCommittedAfterAnswer,
  validationStopsAtFirstError,
  bearerSchemeTwoSpellings,
  deletedIdHandedOutAgain,
  textTruncatedToVarchar255,
  jsonMediaTypeMatchedExactly,
  deepJson500,
  // A list parameter that is no integer reaches the database: the hostile-text check sends it.
  listCountParse500,
  // Fresh faults (reference/fresh-faults) the suite missed at first, caught since.
  listResponsibleJoinDuplicates,
  idNumericPrefixMatches,
  createEmptyDescriptionAsNull,
  listCacheKeyIgnoresExpand,
];

/** Mutants of the throttling rules: caught only in the load phase (`run --load`). */
export const loadMutants: MutantB[] = [load429GatewayBody, load429WithoutRetryAfter, load429RetryAfterGarbage, load503InsteadOf429, loadStillThrottledAfterRetryAfter, throttledWriteApplied];

export const mutants: MutantB[] = [...actionMutants, ...listMutants, ...loadMutants];
