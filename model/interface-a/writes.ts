// A1 and A2 as pure functions of the state: what the answer must be, and the state after.
// Part 4.1 A1: "Create a document linked to a supplier"; part 4.1 A2: "Replace an existing file of a
// supplier". Both take the document body of part 2.1. What the specification leaves open is returned as
// open, with why, so that a caller does not generate it (or does not judge it).
import { findDocument, withDocument, type DocumentState } from './state.ts';
import type { ModelDocumentBody, RequirementId } from './types.ts';

/** What the answer to a write must be: a success (200 or 201, part 4), for the requirement named. */
export interface WritePrediction {
  operation: 'A1' | 'A2';
  requirement: RequirementId;
  /** Part 4: "Success status codes used: 200, 201". Which of the two is a SHOULD of its own (201 for A1). */
  success: readonly number[];
}

export type WriteOutcome = { kind: 'predicted'; prediction: WritePrediction; state: DocumentState } | { kind: 'open'; why: string };

const SUCCESS = [200, 201] as const;

/**
 * A1 for a supplier: a new document of that supplier, every other document as it was (another supplier's
 * file of the same name included: the supplier-id says whose file it is). A1 for a name the supplier
 * already has is open: the specification does not say whether it is refused, replaces or adds a second.
 */
export function create(state: DocumentState, supplierId: string, body: ModelDocumentBody): WriteOutcome {
  if (findDocument(state, supplierId, body.fileName)) {
    return { kind: 'open', why: `supplier ${supplierId} already has ${body.fileName}: what A1 does then is not shown` };
  }
  return written(state, supplierId, body, 'A1', 'R-A1-creates-document');
}

/**
 * A2 for a supplier: the supplier's document of exactly that fileName takes the body's metaData; no other
 * document changes (not another supplier's of the same name, not the supplier's name differing in case).
 * A2 for a name the supplier does not have is open (404, a refusal or a creation: not shown).
 */
export function replace(state: DocumentState, supplierId: string, body: ModelDocumentBody): WriteOutcome {
  if (!findDocument(state, supplierId, body.fileName)) {
    return { kind: 'open', why: `supplier ${supplierId} has no ${body.fileName}: what A2 does then is not shown` };
  }
  return written(state, supplierId, body, 'A2', 'R-A2-replaces-file');
}

/** A successful write: the supplier's document of that fileName holds the body's metaData afterwards. */
function written(state: DocumentState, supplierId: string, body: ModelDocumentBody, operation: 'A1' | 'A2', requirement: RequirementId): WriteOutcome {
  return {
    kind: 'predicted',
    prediction: { operation, requirement, success: SUCCESS },
    state: withDocument(state, { supplierId, fileName: body.fileName, metaData: [...body.metaData], writtenBy: requirement }),
  };
}
