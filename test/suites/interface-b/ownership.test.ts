// Before the run writes to or deletes an id a create answered with, a read-back must carry the run's marker:
// a create that answers with another's record fails the check, and nothing is ever sent to change it.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/engine/ledger.ts';
import { createAction, deleteOwnAction, runMarker, updateOwnAction } from '../../../suites/interface-b/support.ts';
import { discardCreated } from '../../../suites/interface-b/probe.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import { Ended, endings } from '../endings.ts';

type Answer = { status: number; json?: unknown };

/** A check context over a real ledger; `answer` plays the target, and every request is recorded. */
function context(answer: (op: string, id: string | undefined, marker: string) => Answer) {
  const ledger = new Ledger();
  const sent: string[] = [];
  const cache = new Map<string, Promise<unknown>>();
  const t = {
    seed: 7,
    shared: (key: string, make: () => Promise<unknown>) => (cache.has(key) ? cache.get(key) : (cache.set(key, make()), cache.get(key))),
    api: {
      ledger: {
        deferCleanup: false,
        add: (e: never) => ledger.add(e),
        forget: (i: never, k: string, id: string) => ledger.forget(i, k, id),
        createdByRun: (i: never, k: string, id: string) => ledger.createdByRun(i, k, id),
        prove: (i: never, k: string, id: string) => ledger.prove(i, k, id),
        disown: (i: never, k: string, id: string, r: string) => ledger.disown(i, k, id, r),
        ownership: (i: never, k: string, id: string) => ledger.ownership(i, k, id),
      },
      call: async (op: string, options: { params?: { id?: string } } = {}) => {
        const id = options.params?.id;
        sent.push(`${op}${id ? ` ${id}` : ''}`);
        const marker = await runMarker(t);
        const a = answer(op, id, marker);
        return { ...a, text: JSON.stringify(a.json ?? ''), headers: {}, exchange: { request: { method: 'X', url: op, headers: {} } } };
      },
    },
    ...endings,
  } as unknown as CheckContext;
  return { t, ledger, sent };
}

async function ended(p: Promise<unknown>): Promise<Ended | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    if (err instanceof Ended) return err;
    throw err;
  }
}

const STRANGER = { id: 4242001, title: 'Another company\'s plan', tags: [] };

describe('ownership of created actions', () => {
  it('fails a create answered with a record that reads back without the mark, and sends it no write', async () => {
    const { t, ledger, sent } = context((op) => (op === 'createAction' ? { status: 201, json: STRANGER } : { status: 200, json: STRANGER }));
    const end = await ended(createAction(t, { title: 'x' }));
    expect(end?.how).toBe('fail');
    expect(end?.message).toContain('B2 answered id 4242001, which reads back as a record the run did not create');
    expect(ledger.ownership('b', 'action', '4242001')).toBe('not-ours');
    expect((await ended(deleteOwnAction(t, '4242001')))?.how).toBe('fail');
    expect((await ended(updateOwnAction(t, '4242001', { body: {} })))?.how).toBe('fail');
    expect((await ended(discardCreated(t, { status: 201, json: STRANGER } as never)))?.how).toBe('fail');
    expect(sent).toEqual(['createAction', 'getAction 4242001']);
  });

  it('proves its own action by the create\'s read-back, then deletes it with no read of its own', async () => {
    const { t, ledger, sent } = context((op, _id, marker) => (op === 'createAction' ? { status: 201, json: { id: 5 } } : { status: 200, json: { id: 5, title: `${marker} mine` } }));
    const created = await createAction(t, { title: 'x' });
    expect(ledger.ownership('b', 'action', created.id)).toBe('proven');
    await deleteOwnAction(t, created.id);
    expect(sent).toEqual(['createAction', 'getAction 5', 'deleteAction 5']);
  });

  it('reads back a record a create of open fate made before deleting it; the mark may sit in the tags', async () => {
    const { t, sent } = context((op, _id, marker) => (op === 'getAction' ? { status: 200, json: { id: 6, title: 42, tags: [marker] } } : { status: 200, json: {} }));
    await discardCreated(t, { status: 201, json: { id: 6 } } as never);
    expect(sent).toEqual(['getAction 6', 'deleteAction 6']);
  });
});
