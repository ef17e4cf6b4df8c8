// The parameters each operation takes (part 4 of the specification). A profile places them (path, header
// or query); a placeholder that names none of them would be sent as a literal, and the parameter it was
// meant for would travel in the query string unnoticed.
import type { OperationName } from '../defaults.ts';
import { headerParams, pathParams, type OperationSpec } from './operations.ts';

const B1_QUERY = [
  'partner_company_ids',
  'category_ids',
  'author_ids',
  'responsible_user_ids',
  'statuses',
  'created_at_from',
  'created_at_to',
  'edited_at_from',
  'edited_at_to',
  'expand',
  'direction',
  'search',
  'sortingColumn',
  'sortingDirection',
  'limit',
  'offset',
] as const;

export const OPERATION_PARAMS: Record<OperationName, readonly string[]> = {
  createDocument: ['supplier-id'],
  replaceDocument: ['supplier-id'],
  queryDocuments: ['materialId', 'revision'],
  listActions: B1_QUERY,
  createAction: [],
  getAction: ['id'],
  updateAction: ['id'],
  deleteAction: ['id'],
};

/** Operation name → the operation of part 4 it is (A1..B5), for messages. */
export const OPERATION_LABELS: Record<OperationName, string> = {
  createDocument: 'A1',
  replaceDocument: 'A2',
  queryDocuments: 'A3',
  listActions: 'B1',
  createAction: 'B2',
  getAction: 'B3',
  updateAction: 'B4',
  deleteAction: 'B5',
};

/**
 * A problem with the placeholders of an operation, as one sentence, or undefined when every placeholder
 * names a parameter of the operation.
 */
export function placeholderProblem(name: OperationName, op: OperationSpec): string | undefined {
  const known = OPERATION_PARAMS[name];
  const used = [...pathParams(op), ...headerParams(op).keys()];
  const unknown = used.find((p) => !known.includes(p));
  if (unknown === undefined) return undefined;
  const takes = known.length === 0 ? 'it takes no parameter' : `its parameters: ${known.join(', ')}`;
  const guess = closest(unknown, known);
  return `placeholder {${unknown}} names no parameter of ${name} (${OPERATION_LABELS[name]}; ${takes})${guess ? `: write {${guess}}` : ''}`;
}

/** The parameter a mistyped placeholder most likely meant: the only one, or one that contains or is contained in it. */
function closest(word: string, known: readonly string[]): string | undefined {
  if (known.length === 1) return known[0];
  const w = word.toLowerCase().replace(/[-_]/g, '');
  return known.find((k) => {
    const n = k.toLowerCase().replace(/[-_]/g, '');
    return w.includes(n) || n.includes(w);
  });
}
