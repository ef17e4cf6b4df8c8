// Requests several interface B checks share: a small valid body, sending bodies that may or may not be
// accepted (whatever a lenient target creates goes into the ledger), reading an action back, and an id
// the target does not hold.
import { DEFAULTS } from '../../src/defaults.ts';
import { expectStatus } from '../common/expect.ts';
import { PLAIN_BENEFITS, idOf, pathIdOf, runMarker } from './support.ts';
import { ACTION, ensureOwn, noteReadBack, recordCreated } from './ownership.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';
import type { FixtureSet } from '../../generators/fixtureSet.ts';

/** Runs of a property that creates an action per run (fewer than --runs, at least a handful). */
export function heavyRuns(t: CheckContext): number {
  return Math.max(5, Math.ceil(t.runs / DEFAULTS.heavyRunsDivisor));
}

/** The fixtures of the profile, as the generators take them. */
export function fixturesOf(t: CheckContext): FixtureSet {
  const f = t.settings.fixtures;
  if (f.categoryIds.length === 0) t.skip('the profile declares no category id (b.fixtures.categoryIds), and categoryId is required at creation');
  return f;
}

/** A valid creation body with every required field (and every benefit field), marked as the run's own. */
export async function minimalBody(t: CheckContext, label: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const marker = await runMarker(t);
  return {
    status: 'Draft',
    title: `${marker} ${label}`,
    categoryId: fixturesOf(t).categoryIds[0],
    allowTaskEditingForPartners: false,
    benefits: { ...(t.settings.fixtures.benefits ?? PLAIN_BENEFITS) },
    tags: [marker],
    ...extra,
  };
}

/**
 * Sends a creation request whose fate is open (a broken body, a request without credentials). Whatever the
 * target creates from it is recorded for cleanup, so that even a lenient target keeps none of the run's data.
 */
export async function sendCreate(t: CheckContext, options: CallOptions): Promise<ApiResponse> {
  const res = await t.api.call('createAction', options);
  if (res.status >= 200 && res.status < 300) {
    const id = pathIdOf(res.json, 'B2');
    if (id !== undefined) recordCreated(t.api, id, await runMarker(t));
  }
  return res;
}

/**
 * Deletes an action recorded by sendCreate once a read-back proves it the run's own (best effort: cleanup
 * retries what is left); an id that reads back as someone else's record fails the check and stays untouched.
 */
export async function discardCreated(t: CheckContext, res: ApiResponse): Promise<void> {
  if (res.status < 200 || res.status >= 300) return;
  const id = pathIdOf(res.json, 'B2');
  if (id === undefined) return;
  if (!(await ensureOwn(t, id, await runMarker(t)))) return;
  const del = await t.api.call('deleteAction', { params: { id } }).catch(() => undefined);
  if (del && del.status >= 200 && del.status < 300) t.api.ledger.forget('b', ACTION, id);
}

/** B3 of an action the run created: 200 with a JSON object, or the check fails. */
export async function readAction(t: CheckContext, id: string, what = 'B3 read of an action the run created'): Promise<{ res: ApiResponse; action: Record<string, unknown> }> {
  const res = await t.api.call('getAction', { params: { id } });
  // A read the check makes anyway proves the action the run's own when it carries the marker.
  noteReadBack(t.api, id, await runMarker(t), res);
  expectStatus(t, res, [200], what);
  const action = res.json;
  if (action === null || typeof action !== 'object' || Array.isArray(action)) {
    t.fail(`${what}: expected the development action as a JSON object, got ${res.jsonError ? `no JSON (${res.jsonError})` : typeof action}`, res.exchange);
  }
  return { res, action: action as Record<string, unknown> };
}

/** Ids far beyond anything a platform hands out (the top of int64), tried in turn. */
const UNKNOWN_CANDIDATES = ['9223372036854775807', '9223372036854775806', '9223372036854775555', '9223372036854770000'];

/**
 * An id B3 answers 404 for: the only confirmation the run can get that no action has it, and what B4 and B5
 * need before they touch it (a DELETE must never hit data the run did not create). Undefined, with the
 * reason, when no candidate could be confirmed.
 */
export function unknownActionId(t: CheckContext): Promise<{ id?: string; reason?: string }> {
  return t.shared('b.unknown-id', async () => {
    let last = '';
    for (const id of UNKNOWN_CANDIDATES) {
      const res = await t.api.call('getAction', { params: { id } });
      if (res.status === 404) return { id };
      last = `B3 answered ${res.status} for id ${id}`;
      if (res.status !== 200 || idOf(res.json) !== id) break;
    }
    return { reason: `no id could be confirmed as unknown (${last})` };
  });
}

/**
 * One item for each list of a creation body: clearing a list then shows, and a deletion meets rows in every
 * table an action's lists may be stored in.
 */
export async function filledLists(t: CheckContext): Promise<Record<string, unknown>> {
  const f = fixturesOf(t);
  const marker = await runMarker(t);
  const lists: Record<string, unknown> = {
    qualityBenefits: ['Fewer returns — قلة المرتجعات'],
    tags: [marker, 'タグ'],
    tasks: [{ description: 'Check the drawing — 図面', deadline: '2031-05-04T10:00:00.000+02:00', timeEstimate: 1.5, status: 'Open' }],
    files: [{ filename: 'plan.txt', folder: 'General', description: 'Plan', base64file: 'cGxhbg==' }],
  };
  if (f.companyIds.length > 0) lists.shareTo = [{ companyId: f.companyIds[f.companyIds.length - 1] }];
  return lists;
}
