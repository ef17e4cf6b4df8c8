// The interface B suite: every check, listed explicitly.
import { Registry } from '../../src/engine/registry.ts';
import { requirementIds } from '../../requirements/index.ts';
import { ACTION, removeAction } from './support.ts';
import { proveAction } from './ownership.ts';
import { listChecks } from './list/index.ts';
import { loadChecks } from './load/index.ts';
import { statusKept } from './b2-status-kept.ts';
import { roundTripFields } from './b2-round-trip-fields.ts';
import { roundTripReferences } from './b2-round-trip-references.ts';
import { roundTripBenefits } from './b2-round-trip-benefits.ts';
import { roundTripTasks } from './b2-round-trip-tasks.ts';
import { roundTripFiles } from './b2-round-trip-files.ts';
import { taskStatusKept } from './b2-task-status-kept.ts';
import { missingRequiredField } from './b2-missing-required-field.ts';
import { rejectsWrongTypes } from './b2-rejects-wrong-types.ts';
import { rejectsUnknownStatus } from './b2-rejects-unknown-status.ts';
import { rejectsMalformedJson } from './b2-rejects-malformed-json.ts';
import { rejectsNonObjectBody } from './b2-rejects-non-object-body.ts';
import { rejectsInvalidValues } from './b2-rejects-invalid-values.ts';
import { errorSourceNamesField } from './b2-error-source-names-field.ts';
import { noServerError } from './b2-no-server-error.ts';
import { detailArrays } from './b3-detail-arrays.ts';
import { showsTasksOfEveryStatus } from './b3-shows-tasks-of-every-status.ts';
import { matchesActionSchema } from './b3-matches-action-schema.ts';
import { getUnknownId404 } from './b3-unknown-id-404.ts';
import { getNearMissId404 } from './b3-near-miss-id-404.ts';
import { carriesDeterminedFields } from './b3-carries-determined-fields.ts';
import { carriesListedFields } from './b3-carries-listed-fields.ts';
import { answers200WithAction } from './b4-answers-200-with-action.ts';
import { patchAppliesSentFields } from './b4-patch-applies-sent-fields.ts';
import { patchKeepsOtherFields } from './b4-patch-keeps-other-fields.ts';
import { patchAppliesSentItems } from './b4-patch-applies-sent-items.ts';
import { createAnswers201 } from './b2-create-answers-201.ts';
import { tokenRejectsWrongSecret } from './b-token-rejects-wrong-secret.ts';
import { tokenUnsupportedGrantType } from './b-token-unsupported-grant-type.ts';
import { tokenAnswerNoStore } from './b-token-answer-no-store.ts';
import { tokenAnswerFields } from './b-token-answer-fields.ts';
import { tokenBasicFormDecoded } from './b-token-basic-form-decoded.ts';
import { tokenExpiresInRemaining } from './b-token-expires-in-remaining.ts';
import { unauthorizedWwwAuthenticate } from './b-unauthorized-www-authenticate.ts';
import { bearerSchemeCaseInsensitive } from './b-bearer-scheme-case-insensitive.ts';
import { patchUnknownId404 } from './b4-unknown-id-404.ts';
import { deleteAnswersMessage } from './b5-delete-answers-message.ts';
import { deletedActionGone } from './b5-deleted-action-gone.ts';
import { deletedActionNotListed } from './b5-deleted-action-not-listed.ts';
import { secondDelete404 } from './b5-second-delete-404.ts';
import { deleteUnknownId404 } from './b5-unknown-id-404.ts';
import { requiresToken } from './b-requires-token.ts';
import { rejectsMalformedToken } from './b-rejects-malformed-token.ts';
import { rejectsUnknownToken } from './b-rejects-unknown-token.ts';
import { credentialsFirstB } from './b-credentials-first.ts';
import { rejectsNearMissToken } from './b-rejects-near-miss-token.ts';
import { notFoundErrorBody } from './b-not-found-error-body.ts';
import { jsonContentType } from './b-json-content-type.ts';
import { acceptsJsonCharset } from './b2-accepts-json-charset.ts';
import { malformedRequestErrorBody } from './b-malformed-request-error-body.ts';
import { hostileTextNoServerError } from './b-hostile-text-no-server-error.ts';
import { visibleRecordsConform } from './b3-visible-records-conform.ts';
import { overlappingCreatesCheck } from './b2-overlapping-creates.ts';
import { overlappingPatchesCheck } from './b4-overlapping-patches.ts';
import { overlappingPatchesKeepEachOther } from './b4-overlapping-patches-keep-each-other.ts';
import { refusedWriteChangesNothing } from './b-refused-write-changes-nothing.ts';
import { unauthenticatedWriteChangesNothing } from './b-unauthenticated-write-changes-nothing.ts';
import { valuesRoundTrip } from './b-values-round-trip.ts';
import { valuesKeepPrecision } from './b2-values-keep-precision.ts';
import { acceptsNullWhereListed } from './b2-accepts-null-where-listed.ts';
import { nullClearsLikeEmpty } from './b4-null-clears-like-empty.ts';
import { replacedListAsSent } from './b4-replaced-list-as-sent.ts';
import { categoryNameFollowsId } from './b-category-name-follows-id.ts';
import { arraysNeverNull } from './b-arrays-never-null.ts';
import { equivalentBodyWhitespace } from './b-equivalent-body-whitespace.ts';
import { equivalentNumberExponent } from './b-equivalent-number-exponent.ts';
import { equivalentBodyEscapes } from './b-equivalent-body-escapes.ts';
import { chunkedBody } from './b-chunked-body.ts';
import { equivalentBodyMemberOrder } from './b-equivalent-body-member-order.ts';
import { bModelSequences } from './b-model-sequences.ts';

export const registry = new Registry('b', requirementIds).register(
  ...listChecks,
  statusKept,
  roundTripFields,
  roundTripReferences,
  roundTripBenefits,
  roundTripTasks,
  roundTripFiles,
  valuesRoundTrip,
  valuesKeepPrecision,
  acceptsNullWhereListed,
  nullClearsLikeEmpty,
  replacedListAsSent,
  categoryNameFollowsId,
  arraysNeverNull,
  equivalentBodyWhitespace,
  equivalentNumberExponent,
  equivalentBodyEscapes,
  chunkedBody,
  equivalentBodyMemberOrder,
  taskStatusKept,
  missingRequiredField,
  rejectsWrongTypes,
  rejectsUnknownStatus,
  rejectsMalformedJson,
  rejectsNonObjectBody,
  rejectsInvalidValues,
  errorSourceNamesField,
  noServerError,
  detailArrays,
  showsTasksOfEveryStatus,
  matchesActionSchema,
  getUnknownId404,
  getNearMissId404,
  carriesDeterminedFields,
  carriesListedFields,
  answers200WithAction,
  patchAppliesSentFields,
  patchKeepsOtherFields,
  patchAppliesSentItems,
  createAnswers201,
  tokenRejectsWrongSecret,
  tokenUnsupportedGrantType,
  tokenAnswerNoStore,
  tokenAnswerFields,
  tokenBasicFormDecoded,
  tokenExpiresInRemaining,
  patchUnknownId404,
  deleteAnswersMessage,
  deletedActionGone,
  deletedActionNotListed,
  secondDelete404,
  deleteUnknownId404,
  requiresToken,
  rejectsMalformedToken,
  rejectsUnknownToken,
  credentialsFirstB,
  rejectsNearMissToken,
  unauthorizedWwwAuthenticate,
  bearerSchemeCaseInsensitive,
  notFoundErrorBody,
  jsonContentType,
  acceptsJsonCharset,
  malformedRequestErrorBody,
  hostileTextNoServerError,
  visibleRecordsConform,
  overlappingCreatesCheck,
  overlappingPatchesCheck,
  overlappingPatchesKeepEachOther,
  refusedWriteChangesNothing,
  unauthenticatedWriteChangesNothing,
  bModelSequences,
  // The throttling phase (--load) comes last, as it runs last.
  ...loadChecks,
);

export const removers = { [ACTION]: removeAction };
/** Cleanup reads an action back before deleting it unless a check already proved it the run's own. */
export const provers = { [ACTION]: proveAction };

export { setupProbe } from './setupProbe.ts';
