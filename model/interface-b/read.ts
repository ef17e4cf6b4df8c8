// B3 as a pure function of the state. Part 4.2 B3: 200 with "one development action with all data"; for a
// live action of the sequence, the fields as its writes left them (judge.ts). Part 3 and part 7: a deleted
// action does not exist any more, so a read of its id gets 404.
import type { ActionState } from './state.ts';
import type { ModelAction, RequirementId } from './types.ts';

export type ReadPrediction =
  | { operation: 'B3'; kind: 'found'; action: ModelAction; requirement: RequirementId }
  | { operation: 'B3'; kind: 'gone'; id: string; requirement: RequirementId };

/** B3 of the action the sequence calls `key` (live or deleted); undefined for a name it never created. */
export function read(state: ActionState, key: string): ReadPrediction | undefined {
  const live = state.actions.get(key);
  if (live) return { operation: 'B3', kind: 'found', action: live, requirement: 'R-B3-returns-action' };
  const id = state.deleted.get(key);
  if (id !== undefined) return { operation: 'B3', kind: 'gone', id, requirement: 'R-B5-deletes-permanently' };
  return undefined;
}

/** B3 of an id no action has (confirmed so before the sequence): 404. */
export function readUnknown(id: string): ReadPrediction {
  return { operation: 'B3', kind: 'gone', id, requirement: 'R-B-not-found-404' };
}
