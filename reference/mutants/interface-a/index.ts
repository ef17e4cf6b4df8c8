// Single-rule breakages of the reference document holder: each names the rule it breaks and the check
// that must catch it. A mutant is one overridden member of the holder's behaviour (and, where the rule
// can only be exercised so, the operations it is served under).
import type { MutantA } from './mutant.ts';
import { mutant as createStatus202 } from './create-status-202.ts';
import { mutant as replaceStatus204 } from './replace-status-204.ts';
import { mutant as unicodeFileNameCrashes } from './unicode-file-name-crashes.ts';
import { mutant as acceptsInvalidBase64 } from './accepts-invalid-base64.ts';
import { mutant as acceptsNonObjectBody } from './accepts-non-object-body.ts';
import { mutant as malformedJsonIs500 } from './malformed-json-is-500.ts';
import { mutant as acceptsMalformedMetadata } from './accepts-malformed-metadata.ts';
import { mutant as answersLatin1Encoded } from './answers-latin1-encoded.ts';
import { mutant as queryFirstDocumentOnly } from './query-first-document-only.ts';
import { mutant as materialMatchedCaseInsensitively } from './material-matched-case-insensitively.ts';
import { mutant as materialIdCutAtLastDot } from './material-id-cut-at-last-dot.ts';
import { mutant as replaceWithoutContentsIgnored } from './replace-without-contents-ignored.ts';
import { mutant as surrogateEscapesMangled } from './surrogate-escapes-mangled.ts';
import { mutant as chunkedBodyReadAsEmpty } from './chunked-body-read-as-empty.ts';
import { mutant as replaceSupplierIdLeftEncoded } from './replace-supplier-id-left-encoded.ts';
import { mutant as fileNameExtensionFromContents } from './file-name-extension-from-contents.ts';
import { mutant as forwardedForInternalSkipsApiKey } from './forwarded-for-internal-skips-api-key.ts';
import { mutant as errorBodyWithoutErrors } from './error-body-without-errors.ts';
import { mutant as missingParameterWrongType } from './missing-parameter-wrong-type.ts';
import { mutant as missingParameterWrongSource } from './missing-parameter-wrong-source.ts';
import { mutant as missingParameterUnnamed } from './missing-parameter-unnamed.ts';
import { mutant as replaceAddsCopy } from './replace-adds-copy.ts';
import { mutant as queryWithoutDataEnvelope } from './query-without-data-envelope.ts';
import { mutant as queryDropsExtension } from './query-drops-extension.ts';
import { mutant as oldestRevisionByDefault } from './oldest-revision-by-default.ts';
import { mutant as revisionsOrderedAsText } from './revisions-ordered-as-text.ts';
import { mutant as queryIgnoresRevision } from './query-ignores-revision.ts';
import { mutant as acceptsMissingApiKey } from './accepts-missing-api-key.ts';
import { mutant as acceptsAnyApiKey } from './accepts-any-api-key.ts';
import { mutant as noErrorBodyOn401 } from './no-error-body-on-401.ts';
import { mutant as textContentType } from './text-content-type.ts';
import { mutant as metadataItemWithoutKeyCrashes } from './metadata-item-without-key-crashes.ts';
import { mutant as largeDocumentRefused } from './large-document-refused.ts';
import { mutant as largeReplacementRefused } from './large-replacement-refused.ts';
import { mutant as queryItemWithoutType } from './query-item-without-type.ts';
import { mutant as queryItemWithoutFileName } from './query-item-without-file-name.ts';
import { mutant as queryFileNameAsciiOnly } from './query-file-name-ascii-only.ts';
import { mutant as fileNameNfcNormalised } from './file-name-nfc-normalised.ts';
import { mutant as errorSourceGeneric } from './error-source-generic.ts';
import { mutant as replaceIgnored } from './replace-ignored.ts';
import { mutant as createStatus200 } from './create-status-200.ts';
import { mutant as materialQuote500 } from './material-quote-500.ts';
import { mutant as fileNameNul500 } from './file-name-nul-500.ts';
import { mutant as unroutedEmpty404 } from './unrouted-empty-404.ts';
import { mutant as missingSupplierIdBeforeKey } from './missing-supplier-id-before-key.ts';
import { mutant as unknownMaterialBeforeKey } from './unknown-material-before-key.ts';
import { mutant as apiKeyCaseInsensitive } from './api-key-case-insensitive.ts';
import { mutant as apiKeyAcceptedByPrefix } from './api-key-accepted-by-prefix.ts';
import { mutant as refusedDocumentStored } from './refused-document-stored.ts';
import { mutant as refusedReplacementDeletesOld } from './refused-replacement-deletes-old.ts';
import { mutant as unauthenticatedCreateStored } from './unauthenticated-create-stored.ts';
import { mutant as bodyTabsRefused } from './body-tabs-refused.ts';
import { mutant as fileNameAfterContentsLost } from './file-name-after-contents-lost.ts';
import { mutant as latestRevisionLastDocumentOnly } from './latest-revision-last-document-only.ts';
import { mutant as unroutedHtmlErrorPage } from './unrouted-html-error-page.ts';
import { mutant as fileNameRequired } from './file-name-required.ts';
import { mutant as emptyMetadataRefused } from './empty-metadata-refused.ts';
import { mutant as coercesScalarTypes } from './coerces-scalar-types.ts';
import { mutant as queryTypeAsObject } from './query-type-as-object.ts';
import { mutant as queryDataNullWhenEmpty } from './query-data-null-when-empty.ts';
import { mutant as gateway401Body } from './gateway-401-body.ts';
import { mutant as errorItemsFrameworkKeys } from './error-items-framework-keys.ts';
import { mutant as missingParameterBoundName } from './missing-parameter-bound-name.ts';
import { mutant as queryDescriptionLeftOut } from './query-description-left-out.ts';
import { mutant as fileNameCutTo100 } from './file-name-cut-to-100.ts';
import { mutant as errorSourcesNameFirstField } from './error-sources-name-first-field.ts';
import { mutant as proxyBodyLimit1mb } from './proxy-body-limit-1mb.ts';
import { mutant as query204WhenEmpty } from './query-204-when-empty.ts';
import { mutant as replaceDefaultSupplier } from './replace-default-supplier.ts';
import { mutant as materialMatchedAsPrefix } from './material-matched-as-prefix.ts';
import { mutant as queryWithoutMaterialListsAll } from './query-without-material-lists-all.ts';
import { mutant as queryCacheIgnoresReplace } from './query-cache-ignores-replace.ts';
import { mutant as apiKeyHeaderExactCase } from './api-key-header-exact-case.ts';
import { mutant as authenticationKeptPerConnection } from './authentication-kept-per-connection.ts';
import { mutant as overlappingReplacementsBothInsert } from './overlapping-replacements-both-insert.ts';

export type { MutantA };

export const mutants: MutantA[] = [
  createStatus202,
  replaceStatus204,
  unicodeFileNameCrashes,
  acceptsInvalidBase64,
  acceptsNonObjectBody,
  malformedJsonIs500,
  acceptsMalformedMetadata,
  answersLatin1Encoded,
  queryFirstDocumentOnly,
  materialMatchedCaseInsensitively,
  materialIdCutAtLastDot,
  replaceWithoutContentsIgnored,
  surrogateEscapesMangled,
  chunkedBodyReadAsEmpty,
  replaceSupplierIdLeftEncoded,
  fileNameExtensionFromContents,
  forwardedForInternalSkipsApiKey,
  errorBodyWithoutErrors,
  missingParameterWrongType,
  missingParameterWrongSource,
  missingParameterUnnamed,
  replaceAddsCopy,
  queryWithoutDataEnvelope,
  queryDropsExtension,
  oldestRevisionByDefault,
  revisionsOrderedAsText,
  queryIgnoresRevision,
  acceptsMissingApiKey,
  acceptsAnyApiKey,
  noErrorBodyOn401,
  textContentType,
  metadataItemWithoutKeyCrashes,
  largeDocumentRefused,
  largeReplacementRefused,
  queryItemWithoutType,
  queryItemWithoutFileName,
  queryFileNameAsciiOnly,
  fileNameNfcNormalised,
  errorSourceGeneric,
  replaceIgnored,
  createStatus200,
  materialQuote500,
  fileNameNul500,
  unroutedEmpty404,
  missingSupplierIdBeforeKey,
  unknownMaterialBeforeKey,
  apiKeyCaseInsensitive,
  apiKeyAcceptedByPrefix,
  refusedDocumentStored,
  refusedReplacementDeletesOld,
  unauthenticatedCreateStored,
  bodyTabsRefused,
  fileNameAfterContentsLost,
  latestRevisionLastDocumentOnly,
  unroutedHtmlErrorPage,
  fileNameRequired,
  emptyMetadataRefused,
  coercesScalarTypes,
  queryTypeAsObject,
  queryDataNullWhenEmpty,
  gateway401Body,
  errorItemsFrameworkKeys,
  missingParameterBoundName,
  queryDescriptionLeftOut,
  fileNameCutTo100,
  errorSourcesNameFirstField,
  proxyBodyLimit1mb,
  query204WhenEmpty,
  replaceDefaultSupplier,
  materialMatchedAsPrefix,
  queryWithoutMaterialListsAll,
  queryCacheIgnoresReplace,
  apiKeyHeaderExactCase,
  authenticationKeptPerConnection,
  overlappingReplacementsBothInsert,
];
