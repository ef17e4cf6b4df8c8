// The interface A suite: every check, listed explicitly, in the order reports show them.
import { Registry } from '../../src/engine/registry.ts';
import { requirementIds } from '../../requirements/index.ts';
import { a1AcceptsValidDocument } from './a1-accepts-valid-document.ts';
import { a1AcceptsLargeDocument } from './a1-accepts-large-document.ts';
import { a1RejectsInvalidBody } from './a1-rejects-invalid-body.ts';
import { a1RejectsMissingSupplierId } from './a1-rejects-missing-supplier-id.ts';
import { a2AcceptsValidDocument } from './a2-accepts-valid-document.ts';
import { a2AcceptsLargeDocument } from './a2-accepts-large-document.ts';
import { a2ReplacesExistingDocument } from './a2-replaces-existing-document.ts';
import { a2ReplacementTakesEffect } from './a2-replacement-takes-effect.ts';
import { a1CreateAnswers201 } from './a1-create-answers-201.ts';
import { a2RejectsInvalidBody } from './a2-rejects-invalid-body.ts';
import { a2RejectsMissingSupplierId } from './a2-rejects-missing-supplier-id.ts';
import { a3ReturnsDataArray } from './a3-returns-data-array.ts';
import { a3FindsCreatedDocument } from './a3-finds-created-document.ts';
import { a3LatestRevisionByDefault } from './a3-latest-revision-by-default.ts';
import { a3SelectsRequestedRevision } from './a3-selects-requested-revision.ts';
import { a3RejectsMissingMaterialId } from './a3-rejects-missing-material-id.ts';
import { a3ItemsCarryListedFields } from './a3-items-carry-listed-fields.ts';
import { a3ItemsCarryDeterminedFields } from './a3-items-carry-determined-fields.ts';
import { a3ReturnsFileNameUnchanged } from './a3-returns-file-name-unchanged.ts';
import { aRequiresApiKey } from './a-requires-api-key.ts';
import { aApiKeyHeaderAnyCase } from './a-api-key-header-any-case.ts';
import { aRejectsWrongApiKey } from './a-rejects-wrong-api-key.ts';
import { aErrorBodyOn401 } from './a-error-body-on-401.ts';
import { aJsonContentType } from './a-json-content-type.ts';
import { aNoServerError } from './a-no-server-error.ts';
import { aMalformedRequestErrorBody } from './a-malformed-request-error-body.ts';
import { aHostileTextNoServerError } from './a-hostile-text-no-server-error.ts';
import { aErrorSourceNamesField } from './a-error-source-names-field.ts';
import { aCredentialsFirst } from './a-credentials-first.ts';
import { aRejectsNearMissApiKey } from './a-rejects-near-miss-api-key.ts';
import { aRefusedWriteChangesNothing } from './a-refused-write-changes-nothing.ts';
import { aUnauthenticatedWriteChangesNothing } from './a-unauthenticated-write-changes-nothing.ts';
import { aModelSequences } from './a-model-sequences.ts';
import { aEquivalentBodyWhitespace } from './a-equivalent-body-whitespace.ts';
import { aEquivalentBodyEscapes } from './a-equivalent-body-escapes.ts';
import { aChunkedBody } from './a-chunked-body.ts';
import { aEquivalentBodyMemberOrder } from './a-equivalent-body-member-order.ts';
import { a3EquivalentRevisionDefault } from './a3-equivalent-revision-default.ts';

export const registry = new Registry('a', requirementIds).register(
  a1AcceptsValidDocument,
  a1AcceptsLargeDocument,
  a1RejectsInvalidBody,
  a1RejectsMissingSupplierId,
  a2AcceptsValidDocument,
  a2AcceptsLargeDocument,
  a2ReplacesExistingDocument,
  a2ReplacementTakesEffect,
  aEquivalentBodyWhitespace,
  aEquivalentBodyEscapes,
  aChunkedBody,
  aEquivalentBodyMemberOrder,
  a3EquivalentRevisionDefault,
  a1CreateAnswers201,
  a2RejectsInvalidBody,
  a2RejectsMissingSupplierId,
  a3ReturnsDataArray,
  a3FindsCreatedDocument,
  a3LatestRevisionByDefault,
  a3SelectsRequestedRevision,
  a3RejectsMissingMaterialId,
  a3ItemsCarryListedFields,
  a3ItemsCarryDeterminedFields,
  a3ReturnsFileNameUnchanged,
  aRequiresApiKey,
  aApiKeyHeaderAnyCase,
  aRejectsWrongApiKey,
  aErrorBodyOn401,
  aCredentialsFirst,
  aRejectsNearMissApiKey,
  aJsonContentType,
  aNoServerError,
  aMalformedRequestErrorBody,
  aHostileTextNoServerError,
  aErrorSourceNamesField,
  aRefusedWriteChangesNothing,
  aUnauthenticatedWriteChangesNothing,
  aModelSequences,
);

export { setupProbe } from './setupProbe.ts';
