// Interface B's part in the credentials-first property: an action the run creates (its own id, released
// at the end), an id B3 confirmed absent, valid and invalid bodies of B2 and B4, and whatever a target
// that lets an unauthenticated B2 through creates is deleted at once.
import { discardCreated, minimalBody, unknownActionId } from './probe.ts';
import { createAction, pathIdOf, releaseAction, runMarker } from './support.ts';
import { recordCreated } from './ownership.ts';
import type { CredentialsFirstSetup } from '../common/credentialsFirst.ts';
import type { CheckContext } from '../../src/engine/types.ts';

const CHANGED = 'changed without valid credentials';

export async function credentialsFirstSetupB(t: CheckContext, label: string): Promise<CredentialsFirstSetup> {
  const created = await createAction(t, await minimalBody(t, `${label} target`));
  const unknown = await unknownActionId(t);
  const marker = await runMarker(t);
  return {
    ids: { id: { own: created.id, unknown: unknown.id } },
    validBody: async (op) => (op === 'createAction' ? minimalBody(t, `created ${CHANGED}`) : { description: CHANGED }),
    // The invalid status alone makes the body invalid; the title carries the marker, so that whatever a
    // lenient target makes of it can be proven the run's own and deleted.
    invalidBody: (op) => (op === 'createAction' ? { status: 'Not a status', title: `${marker} ${CHANGED}` } : { status: 'Not a status', categoryId: 'x' }),
    async afterSend(op, res) {
      if (op !== 'createAction' || res.status < 200 || res.status >= 300) return;
      const id = pathIdOf(res.json, 'B2');
      if (id !== undefined) recordCreated(t.api, id, marker);
      await discardCreated(t, res);
    },
    release: () => releaseAction(t, created.id),
  };
}
