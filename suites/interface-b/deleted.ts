// What the B5 checks start from: an action the run created and deleted successfully.
import { expectSuccess } from '../common/expect.ts';
import { minimalBody } from './probe.ts';
import { ACTION, createAction, deleteOwnAction } from './support.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export async function createAndDelete(t: CheckContext, label: string, extra: Record<string, unknown> = {}): Promise<{ id: string; body: Record<string, unknown> }> {
  const body = await minimalBody(t, label, extra);
  const created = await createAction(t, body);
  const res = await deleteOwnAction(t, created.id);
  expectSuccess(t, res, `B5 of action ${created.id}`);
  return { id: created.id, body };
}

/** An action that should be gone but still shows: back on the cleanup list, in case a later delete works. */
export function stillThere(t: CheckContext, id: string): void {
  t.api.ledger.add({ interface: 'b', kind: ACTION, id });
}
