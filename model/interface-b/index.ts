// The model of interface B's stated behaviour (parts 2.2, 3, 4.2 B1-B5, 7): a bottom layer, pure functions
// over the state a caller's own sequence of operations builds, importing nothing but plain types. Checks run
// operations against a target and against the model side by side, and a divergence is a failure of the
// requirement the prediction names. What the specification leaves open (changeable fields, status
// transitions, how lists patch, text kept verbatim, precision, order, totalCount) is not predicted; nor is
// what it does not state at all: how editTime moves (no rule says it only grows), which history items an
// operation adds (CREATED and APPROVED "occur", on no stated event), who the author is (only that a write
// not carrying it leaves it as the first read showed it).
import type { RequirementId } from './types.ts';

export type { CreationBody, Determined, Held, ModelAction, RequirementId, ScalarField, ScalarFields } from './types.ts';
export { SCALAR_FIELDS } from './types.ts';
export { emptyState, isDeletedId, liveActions, type ActionState } from './state.ts';
export { create, judgeStatus, patch, remove, type StatusPrediction } from './writes.ts';
export { read, readUnknown, type ReadPrediction } from './read.ts';
export { BOUND_MARGIN_MS, createdFromBound, judgeList, list, type ListPrediction } from './list.ts';
export { determinedOf, judgeAction, type Divergence, type JudgeOptions } from './judge.ts';
export { instantOf, sameInstant, sameText } from './values.ts';

/** Every requirement a prediction of the model may name (each a MUST of interface B's catalogue). */
export const MODEL_REQUIREMENTS = [
  'R-B2-stores-fields-sent',
  'R-B2-status-of-new-action',
  'R-B3-returns-action',
  'R-B4-patch-fields-to-change',
  'R-B4-answers-action',
  'R-B5-deletes-permanently',
  'R-B5-answers-message',
  'R-B-not-found-404',
  'R-B-success-status-codes',
  'R-B1-filter-statuses',
  'R-B1-filter-created-at',
] as const satisfies readonly RequirementId[];
