// What most interface B checks need: a marker for the run's own data, creating an action the run will delete
// at the end (proven its own by a read-back first: ./ownership.ts), reading ids exactly (int64 may exceed
// 2^53), and deleting.
import { randomBytes } from 'node:crypto';
import { bodyExcerpt, expectSuccess } from '../common/expect.ts';
import { OPEN_POINTS, PLAIN_BENEFITS } from './openPoints.ts';
import { ACTION, ensureOwn, proveCreated, recordCreated } from './ownership.ts';
import type { ApiClient, ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';

export { ACTION };

/** A marker unique to this run, put into titles and tags so that checks can tell the run's own data apart. */
export function runMarker(t: CheckContext): Promise<string> {
  return t.shared('b.marker', async () => `cf-${(t.seed >>> 0).toString(36)}-${randomBytes(4).toString('hex')}`);
}

import { idOf, pathIdOf } from '../../src/http/ids.ts';
import { sentAs, skipIfLengthRequired, type Transport } from '../common/transport.ts';

export { idOf, pathIdOf, PLAIN_BENEFITS };

export interface Created {
  id: string;
  res: ApiResponse;
  /** The body the create answered with (may be empty: the spec does not show it). */
  json: unknown;
  /** The B3 read-back that proved the action the run's own (a check may use it as its own read). */
  read: { res: ApiResponse; action: Record<string, unknown> };
}

/**
 * Creates an action, records it for cleanup and reads it back: the record must carry the run's marker, or
 * the check fails and the id is never written to or deleted. The spec does not show the create response
 * body, so an answer without an id is a skip (the run cannot follow up on what it created), not a failure.
 * `spelt` sends the same body as the given text instead (another spelling of its JSON).
 */
export async function createAction(t: CheckContext, body: unknown, spelt?: { rawBody: string; what: string; transport?: Transport }): Promise<Created> {
  const res = await t.api.call('createAction', spelt ? { rawBody: spelt.rawBody, ...sentAs(spelt.transport ?? {}) } : { body });
  if (spelt) skipIfLengthRequired(t, spelt.transport ?? {}, res, spelt.what);
  // Only a body the check built as a value may be moved to another reading of an open point.
  if (res.status === 400 && !spelt) await refusedOverOpenPoint(t, body, res);
  expectSuccess(t, res, spelt?.what ?? 'B2 create with a valid body');
  // An id that is no single path segment fails the check here, before any request is built with it.
  const id = pathIdOf(res.json, 'B2');
  if (id === undefined) t.skip('the create answer carries no id (part 4.2 B2: response body not shown), so the run cannot read back what it created');
  const marker = await runMarker(t);
  recordCreated(t.api, id, marker);
  const read = await proveCreated(t, id, marker);
  return { id, res, json: res.json, read };
}

/** Deletes an action the run created and proved its own (cleanup asks the proof first); true when it is gone (200 or 404). */
export async function removeAction(api: ApiClient, id: string): Promise<boolean> {
  const res = await api.call('deleteAction', { params: { id } });
  return res.status === 200 || res.status === 204 || res.status === 404;
}

/** Deletes an action inside a check, once proven the run's own, and takes it off the cleanup list. */
export async function deleteOwnAction(t: CheckContext, id: string): Promise<ApiResponse> {
  await mustOwn(t, id, 'delete');
  const res = await t.api.call('deleteAction', { params: { id } });
  if (res.status >= 200 && res.status < 300) t.api.ledger.forget('b', ACTION, id);
  return res;
}

/**
 * A valid body was refused with 400. If the same body, moved to the most common reading of an open point of
 * part 2.2 (benefits, task status), is taken, the target merely reads that point more strictly: a warning
 * naming the point, never a failure. Otherwise the caller fails on the first answer.
 */
async function refusedOverOpenPoint(t: CheckContext, body: unknown, refused: ApiResponse): Promise<void> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  let current = body as Record<string, unknown>;
  const points: string[] = [];
  for (const open of OPEN_POINTS) {
    const changed = open.retreat(current, t);
    if (!changed) continue;
    current = changed;
    points.push(open.point);
    const res = await t.api.call('createAction', { body: current });
    if (res.status >= 200 && res.status < 300) {
      const id = pathIdOf(res.json, 'B2');
      if (id !== undefined) {
        recordCreated(t.api, id, await runMarker(t));
        await deleteOwnAction(t, id).catch(() => undefined);
      }
      t.warn(
        `B2 refused a body that is valid under one reading of an open point (${refused.status} ${bodyExcerpt(refused)}) and took it once moved to the common reading; open point: ${points.join('; ')}`,
        refused.exchange,
      );
    }
  }
}

/**
 * Deletes an action the check no longer needs (cleanup, not the subject of the check). With --keep-failed
 * it stays for the cleanup at the end of the run, which keeps it when its check failed.
 */
export async function releaseAction(t: CheckContext, id: string): Promise<void> {
  if (t.api.ledger.deferCleanup) return;
  await deleteOwnAction(t, id).catch(() => undefined);
}

/** B4 of an action the run created, sent only once it is proven the run's own. */
export async function updateOwnAction(t: CheckContext, id: string, options: Omit<CallOptions, 'params'>): Promise<ApiResponse> {
  await mustOwn(t, id, 'patch');
  return t.api.call('updateAction', { ...options, params: { id } });
}

/** Fails the check unless the action is proven the run's own (a record gone or unreadable gets no write either). */
export async function mustOwn(t: CheckContext, id: string, what: string): Promise<void> {
  if (!(await ensureOwn(t, id, await runMarker(t)))) t.fail(`the run does not ${what} action ${id}: it could not be read back to prove it the run's own`);
}
