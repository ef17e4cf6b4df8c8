// The model of interface A's stated behaviour (parts 2.1, 4.1): a bottom layer, pure functions over a state
// of documents, importing nothing but plain types. Checks run operations against a target and against the
// model side by side, and a divergence is a failure of the requirement the prediction names.
import type { RequirementId } from './types.ts';

export type { LinkKeys, MetaDataItem, ModelDocument, ModelDocumentBody, RequirementId } from './types.ts';
export { compareRevisions, highestRevision } from './revisions.ts';
export { documentKey, emptyState, findDocument, linkOf, listDocuments, type DocumentState } from './state.ts';
export { create, replace, type WriteOutcome, type WritePrediction } from './writes.ts';
export { query, type QueryOutcome, type QueryPrediction } from './query.ts';
export { judgeQuery, type Divergence } from './judge.ts';

/** Every requirement a prediction of the model may name (each a MUST of requirements/interface-a.ts). */
export const MODEL_REQUIREMENTS = [
  'R-A1-creates-document',
  'R-A2-replaces-file',
  'R-A3-documents-of-material',
  'R-A3-revision-selects',
  'R-A3-latest-revision-by-default',
  'R-A3-item-determined-fields',
] as const satisfies readonly RequirementId[];
