// Every fresh fault, interface A's then interface B's: one single-rule fault of a reference server each,
// written from the specification alone (see fault.ts).
import type { FreshFault } from './fault.ts';
import { fault as answersLatin1EncodedA } from './interface-a/answers-latin1-encoded.ts';
import { fault as base64DoublePaddingRefusedA } from './interface-a/base64-double-padding-refused.ts';
import { fault as createTakesOverOtherSuppliersFileA } from './interface-a/create-takes-over-other-suppliers-file.ts';
import { fault as latestRevisionNullsFirstA } from './interface-a/latest-revision-nulls-first.ts';
import { fault as latestRevisionOfAnyMaterialA } from './interface-a/latest-revision-of-any-material.ts';
import { fault as materialIdDecodedTwiceA } from './interface-a/material-id-decoded-twice.ts';
import { fault as queryCacheIgnoresRevisionA } from './interface-a/query-cache-ignores-revision.ts';
import { fault as queryFirstDocumentOnlyA } from './interface-a/query-first-document-only.ts';
import { fault as queryRowPerDescriptionA } from './interface-a/query-row-per-description.ts';
import { fault as replaceAppendsMetadataA } from './interface-a/replace-appends-metadata.ts';
import { fault as replaceOverwritesCaseVariantA } from './interface-a/replace-overwrites-case-variant.ts';
import { fault as replaceReachesOtherSuppliersA } from './interface-a/replace-reaches-other-suppliers.ts';
import { fault as revisionComparedAsIntegerA } from './interface-a/revision-compared-as-integer.ts';
import { fault as unknownRevisionFallsBackToLatestA } from './interface-a/unknown-revision-falls-back-to-latest.ts';
import { fault as bearerSchemeCaseSensitiveB } from './interface-b/bearer-scheme-case-sensitive.ts';
import { fault as createEmptyDescriptionAsNullB } from './interface-b/create-empty-description-as-null.ts';
import { fault as createZeroBenefitDroppedB } from './interface-b/create-zero-benefit-dropped.ts';
import { fault as idNumericPrefixMatchesB } from './interface-b/id-numeric-prefix-matches.ts';
import { fault as listCacheKeyIgnoresExpandB } from './interface-b/list-cache-key-ignores-expand.ts';
import { fault as listCreatedBoundTruncatedToSecondB } from './interface-b/list-created-bound-truncated-to-second.ts';
import { fault as listEditedFilterOnCreatedTimeB } from './interface-b/list-edited-filter-on-created-time.ts';
import { fault as listLimit1000RefusedB } from './interface-b/list-limit-1000-refused.ts';
import { fault as listOffsetPastEndClampedB } from './interface-b/list-offset-past-end-clamped.ts';
import { fault as listOffsetRoundedToPageB } from './interface-b/list-offset-rounded-to-page.ts';
import { fault as listResponsibleJoinDuplicatesB } from './interface-b/list-responsible-join-duplicates.ts';
import { fault as patchMovesCreatedTimeB } from './interface-b/patch-moves-created-time.ts';
import { fault as tokenAnswerCacheableB } from './interface-b/token-answer-cacheable.ts';
import { fault as tokenBadSecretUnauthorizedClientB } from './interface-b/token-bad-secret-unauthorized-client.ts';
import { fault as tokenBasicCredentialsNotFormDecodedB } from './interface-b/token-basic-credentials-not-form-decoded.ts';
import { fault as tokenGrantTypeIgnoredB } from './interface-b/token-grant-type-ignored.ts';
import { fault as tokenReissuedWithFullLifetimeB } from './interface-b/token-reissued-with-full-lifetime.ts';
import { fault as unauthorizedWithoutWwwAuthenticateB } from './interface-b/unauthorized-without-www-authenticate.ts';

export type { FreshFault, FreshFaultA, FreshFaultB, FreshFaultOptionsA } from './fault.ts';

export const FRESH_FAULTS: readonly FreshFault[] = [
  answersLatin1EncodedA,
  base64DoublePaddingRefusedA,
  createTakesOverOtherSuppliersFileA,
  latestRevisionNullsFirstA,
  latestRevisionOfAnyMaterialA,
  materialIdDecodedTwiceA,
  queryCacheIgnoresRevisionA,
  queryFirstDocumentOnlyA,
  queryRowPerDescriptionA,
  replaceAppendsMetadataA,
  replaceOverwritesCaseVariantA,
  replaceReachesOtherSuppliersA,
  revisionComparedAsIntegerA,
  unknownRevisionFallsBackToLatestA,
  bearerSchemeCaseSensitiveB,
  createEmptyDescriptionAsNullB,
  createZeroBenefitDroppedB,
  idNumericPrefixMatchesB,
  listCacheKeyIgnoresExpandB,
  listCreatedBoundTruncatedToSecondB,
  listEditedFilterOnCreatedTimeB,
  listLimit1000RefusedB,
  listOffsetPastEndClampedB,
  listOffsetRoundedToPageB,
  listResponsibleJoinDuplicatesB,
  patchMovesCreatedTimeB,
  tokenAnswerCacheableB,
  tokenBadSecretUnauthorizedClientB,
  tokenBasicCredentialsNotFormDecodedB,
  tokenGrantTypeIgnoredB,
  tokenReissuedWithFullLifetimeB,
  unauthorizedWithoutWwwAuthenticateB,
];
