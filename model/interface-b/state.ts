// The state of a platform as the caller's own sequence of B operations lets it see it: the actions it
// created (by its own names for them) and the ids of those it deleted. Part 3: "Deletion of a development
// action is permanent and cannot be undone", so a deleted id stays deleted.
import type { ModelAction } from './types.ts';

export interface ActionState {
  readonly actions: ReadonlyMap<string, ModelAction>;
  /** The ids of deleted actions, by the caller's name for them. */
  readonly deleted: ReadonlyMap<string, string>;
}

export const emptyState: ActionState = { actions: new Map(), deleted: new Map() };

/** The live actions in the order they were created. */
export function liveActions(state: ActionState): ModelAction[] {
  return [...state.actions.values()];
}

export function withAction(state: ActionState, action: ModelAction): ActionState {
  const actions = new Map(state.actions);
  actions.set(action.key, action);
  return { actions, deleted: state.deleted };
}

export function withoutAction(state: ActionState, key: string): ActionState {
  const gone = state.actions.get(key);
  if (!gone) return state;
  const actions = new Map(state.actions);
  actions.delete(key);
  const deleted = new Map(state.deleted);
  deleted.set(key, gone.id);
  return { actions, deleted };
}

/** Whether the id is one of the sequence's deleted ids. */
export function isDeletedId(state: ActionState, id: string): boolean {
  return [...state.deleted.values()].includes(id);
}
