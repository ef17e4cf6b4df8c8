// Part 5 and part 7: every operation of interface B needs a valid token; without one the answer is 401
// with the error body ("details in the body"). B3, B4 and B5 are tried on an action the run created, so
// that a target that does not enforce authentication changes only the run's own data.
import { randomBytes } from 'node:crypto';
import { validate } from '../../schemas/index.ts';
import { MADE_UP_CREDENTIAL_PREFIXES } from '../../src/defaults.ts';
import { bodyExcerpt } from '../common/expect.ts';
import { discardCreated, minimalBody, sendCreate } from './probe.ts';
import { createAction, mustOwn, releaseAction, updateOwnAction } from './support.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext, Exchange } from '../../src/engine/types.ts';

/** A well-formed bearer token no target issued: random, never derived from the run's own token. */
export function unknownToken(): string {
  return `${MADE_UP_CREDENTIAL_PREFIXES.token}${randomBytes(24).toString('base64url')}`;
}

export interface Credential {
  /** How the credential is described in messages. */
  label: string;
  auth: NonNullable<CallOptions['auth']>;
  /** Other headers sent with it (an address a server might take for an internal caller's). */
  headers?: Record<string, string>;
}

export async function expect401Everywhere(t: CheckContext, credentials: Credential[]): Promise<void> {
  const created = await createAction(t, await minimalBody(t, 'authentication target'));
  const problems: string[] = [];
  let evidence: Exchange | undefined;
  const judge = (what: string, res: ApiResponse) => {
    let problem: string | undefined;
    if (res.status !== 401) problem = `${what}: expected 401, got ${res.status}`;
    else if (res.json === undefined) problem = `${what}: the 401 carries no JSON error body (${bodyExcerpt(res, 80)})`;
    else {
      const bad = validate('common/errorBody', res.json);
      if (bad.length > 0) problem = `${what}: the 401 body is not the error body of part 7: ${bad.slice(0, 3).join('; ')}`;
    }
    if (problem) {
      problems.push(problem);
      evidence ??= res.exchange;
    }
  };
  try {
    for (const { label, auth, headers } of credentials) {
      judge(`B1 ${label}`, await t.api.call('listActions', { params: { limit: 1 }, auth, headers }));
      const create = await sendCreate(t, { body: await minimalBody(t, `created ${label}`), auth, headers });
      await discardCreated(t, create);
      judge(`B2 ${label}`, create);
      judge(`B3 ${label}`, await t.api.call('getAction', { params: { id: created.id }, auth, headers }));
      judge(`B4 ${label}`, await updateOwnAction(t, created.id, { body: { description: 'changed without a valid token' }, auth, headers }));
      await mustOwn(t, created.id, 'delete');
      judge(`B5 ${label}`, await t.api.call('deleteAction', { params: { id: created.id }, auth, headers }));
    }
  } finally {
    await releaseAction(t, created.id);
  }
  if (problems.length > 0) t.fail(problems.join('; '), evidence);
}
