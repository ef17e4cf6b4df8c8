// What the B5 checks start from: an action the run created and deleted successfully.
import { expectSuccess } from '../common/expect.ts';
import { filledLists, minimalBody } from './probe.ts';
import { createAction, deleteOwnAction, runMarker } from './support.ts';
import { recordCreated } from './ownership.ts';
import type { CheckContext } from '../../src/engine/types.ts';

/**
 * An action with an item in every list (tasks, files, sharing targets...), deleted: a deletion must take the
 * rows of related tables with it, and one blocked by them (a foreign key without a cascade) shows only so.
 */
export async function createAndDelete(t: CheckContext, label: string, extra: Record<string, unknown> = {}): Promise<{ id: string; body: Record<string, unknown> }> {
  const body = await minimalBody(t, label, { ...(await filledLists(t)), ...extra });
  const created = await createAction(t, body);
  const res = await deleteOwnAction(t, created.id);
  expectSuccess(t, res, `B5 of action ${created.id}`);
  return { id: created.id, body };
}

/** An action that should be gone but still shows: back on the cleanup list, in case a later delete works. */
export async function stillThere(t: CheckContext, id: string): Promise<void> {
  recordCreated(t.api, id, await runMarker(t));
}
