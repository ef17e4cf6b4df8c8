// Who you are before what you ask for (part 5 and part 7): without valid credentials every operation
// answers 401 with the error body, whatever the id, the body or the query, so never a 404 for an unknown
// id or a 400 for a broken body first. One property for both interfaces: the operations come from the
// run's operation table, the id parameter and the query parameters of each from the parameters of part 4,
// and whether it carries a body from its method. What each interface adds (its own ids, bodies, what to
// do with what a lenient target created) comes in a setup.
import fc from 'fast-check';
import { validate } from '../../schemas/index.ts';
import { OPERATION_LABELS, OPERATION_PARAMS } from '../../src/profile/parameters.ts';
import { forWrites, idShape, type IdShape } from '../../generators/idShape.ts';
import { credentialNearMiss, type NearMiss } from '../../generators/credentialNearMiss.ts';
import { bodyExcerpt } from './expect.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext, OperationName } from '../../src/engine/types.ts';

/** Runs of each property per 100 of --runs, and the fewest runs whatever --runs says. */
export const CREDENTIALS_FIRST_RUNS = {
  a: { absent: 50, nearMiss: 60 },
  b: { absent: 100, nearMiss: 120 },
  least: 40,
} as const;

export function credentialRuns(t: CheckContext, iface: 'a' | 'b', kind: 'absent' | 'nearMiss'): number {
  return Math.max(CREDENTIALS_FIRST_RUNS.least, Math.round((t.runs * CREDENTIALS_FIRST_RUNS[iface][kind]) / 100));
}

export type BodyKind = 'valid' | 'invalid' | 'malformed' | 'none';
export type QueryKind = 'none' | 'valid' | 'invalid';
const BODY_KINDS: readonly BodyKind[] = ['valid', 'invalid', 'malformed', 'none'];
/** Cut off in the middle of a member: JSON no parser takes. */
const MALFORMED_JSON = '{"title": ';
/** Methods whose operations carry a request body (part 4: "the method of each operation follows its nature"). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A valid and an invalid value of the query parameters of part 4 that have them; the rest are left out. */
const QUERY_SAMPLES: Record<string, { valid: string; invalid: string }> = {
  limit: { valid: '1', invalid: '0' },
  offset: { valid: '0', invalid: '-1' },
  direction: { valid: 'all', invalid: 'sideways' },
  created_at_from: { valid: '2024-01-01T00:00:00Z', invalid: 'yesterday' },
  revision: { valid: '1', invalid: '' },
};

/** What an interface gives the property: its own ids and bodies, and what becomes of what a lenient target created. */
export interface CredentialsFirstSetup {
  /** Per id parameter (`id`, `supplier-id`, `materialId`): the run's own id, one known to be absent, whether to leave it out. */
  ids: Record<string, { own: string; unknown?: string; absent?: boolean }>;
  validBody(op: OperationName): Promise<unknown>;
  invalidBody(op: OperationName): unknown;
  /** After each request: a target that took it may have created something the run must record or remove. */
  afterSend(op: OperationName, res: ApiResponse): Promise<void>;
  /** Releases what the setup created. */
  release(): Promise<void>;
}

export interface Attempt {
  op: OperationName;
  idParam?: string;
  shape?: IdShape;
  body: BodyKind;
  /** The operation carries a body (so `none` means a request left without one). */
  takesBody: boolean;
  query: QueryKind;
}

/** The attempts over every operation the run's table holds. */
export function attempts(t: CheckContext, setup: CredentialsFirstSetup): fc.Arbitrary<Attempt> {
  const ops = Object.keys(t.api.target.operations) as OperationName[];
  return fc.constantFrom(...ops).chain((op) => {
    const params = OPERATION_PARAMS[op] ?? [];
    const idParam = params.find((p) => p in setup.ids);
    const sampled = params.some((p) => p !== idParam && p in QUERY_SAMPLES);
    const ids = idParam ? setup.ids[idParam] : undefined;
    const takesBody = BODY_METHODS.has(t.api.operation(op).method);
    const place = idParam ? t.api.placeOf(op, idParam) : undefined;
    return fc.record({
      op: fc.constant(op),
      idParam: fc.constant(idParam),
      // Left out of a path, the parameter addresses another resource (which may be no route at all): a
      // missing parameter is tried only where it travels in a header or the query.
      shape: ids ? idShape({ ...ids, absent: ids.absent && place !== 'path', headerSafe: place === 'header' }) : fc.constant(undefined),
      body: takesBody ? fc.constantFrom(...BODY_KINDS) : fc.constant<BodyKind>('none'),
      takesBody: fc.constant(takesBody),
      query: sampled ? fc.constantFrom<QueryKind>('none', 'valid', 'invalid') : fc.constant<QueryKind>('none'),
    });
  });
}

/** The credential sent: none at all, or a near miss of the run's own. */
export type Presented = { kind: 'absent' } | { kind: 'near-miss'; near: NearMiss };

/** The run's own credential, split into the scheme word (`Bearer`, kept as it is) and the secret after it. */
export interface OwnCredential {
  header: string;
  scheme?: string;
  secret: string;
  /** The shell variable curl lines name for it (without `$`). */
  variable: string;
}

export async function ownCredential(t: CheckContext): Promise<OwnCredential> {
  const auth = t.api.target.auth;
  const headers = await auth.headers(t.signal);
  const name = Object.keys(headers).find((h) => h.toLowerCase() === auth.header.toLowerCase());
  const value = name === undefined ? undefined : headers[name];
  if (value === undefined || value.trim() === '') t.skip(`the run has no credential in ${auth.header} to vary`);
  const env = auth.envHeaders[auth.header.toLowerCase()] ?? '';
  const variable = /\$\{?([A-Za-z_][A-Za-z0-9_]*)/.exec(env)?.[1] ?? 'CONFORMANCE_CREDENTIAL';
  // RFC 6750: `Bearer <token>`; the scheme word is case-insensitive (RFC 9110 §11.1), so only the token varies.
  const m = /^(Bearer)\s+(\S.*)$/i.exec(value.trim());
  return m ? { header: name!, scheme: m[1], secret: m[2], variable } : { header: name!, secret: value.trim(), variable };
}

export function nearMisses(own: OwnCredential): fc.Arbitrary<Presented> {
  return credentialNearMiss(own.secret).map((near) => ({ kind: 'near-miss', near }) as Presented);
}

function authOf(presented: Presented, own: OwnCredential | undefined): CallOptions['auth'] {
  if (presented.kind === 'absent' || !own) return 'none';
  const { near } = presented;
  const prefix = own.scheme ? `${own.scheme} ` : '';
  return { header: own.header, value: `${prefix}${near.value}`, secret: { env: `${prefix}${near.shell(own.variable)}`, text: near.value } };
}

function describeAttempt(a: Attempt, presented: Presented, header: string): string {
  const parts = [OPERATION_LABELS[a.op]];
  if (a.idParam) parts.push(a.shape?.id === undefined ? `without ${a.idParam}` : `${a.idParam} ${a.shape.kind} ${JSON.stringify(a.shape.id)}`);
  if (a.body !== 'none') parts.push(`${a.body} body`);
  else if (a.takesBody) parts.push('no body');
  if (a.query !== 'none') parts.push(`${a.query} query`);
  parts.push(presented.kind === 'absent' ? `without ${header}` : `with a near miss of the run's credential in ${header} (${presented.near.how})`);
  return parts.join(', ');
}

/**
 * The property: each attempt, with the credential presented, answers 401 with the error body of part 7.
 * Writes never carry an id that could name a record the run did not create (see idShape's readOnly).
 */
export async function expect401ForEveryAttempt(
  t: CheckContext,
  setup: CredentialsFirstSetup,
  credentials: fc.Arbitrary<Presented>,
  own: OwnCredential | undefined,
  runs: number,
): Promise<void> {
  const header = own?.header ?? t.api.target.auth.header;
  try {
    await t.property(fc.tuple(attempts(t, setup), credentials), async ([a, presented]) => {
      const method = t.api.operation(a.op).method;
      const params: Record<string, string | undefined> = {};
      if (a.idParam && a.shape) {
        const ids = setup.ids[a.idParam];
        params[a.idParam] = method === 'GET' ? a.shape.id : forWrites(a.shape, ids.own).id;
      }
      if (a.query !== 'none') {
        for (const p of OPERATION_PARAMS[a.op]) {
          const sample = QUERY_SAMPLES[p];
          if (p !== a.idParam && sample) params[p] = sample[a.query];
        }
      }
      const options: CallOptions = { params, auth: authOf(presented, own) };
      if (a.body === 'valid') options.body = await setup.validBody(a.op);
      else if (a.body === 'invalid') options.body = setup.invalidBody(a.op);
      else if (a.body === 'malformed') options.rawBody = MALFORMED_JSON;
      const res = await t.api.call(a.op, options);
      await setup.afterSend(a.op, res);
      const what = describeAttempt(a, presented, header);
      if (res.status !== 401) t.fail(`${what}: expected 401 before anything else is looked at, got ${res.status} ${bodyExcerpt(res, 120)}`, res.exchange);
      if (res.json === undefined) t.fail(`${what}: the 401 carries no JSON error body (${bodyExcerpt(res, 80)})`, res.exchange);
      const bad = validate('common/errorBody', res.json);
      if (bad.length > 0) t.fail(`${what}: the 401 body is not the error body of part 7: ${bad.slice(0, 3).join('; ')}`, res.exchange);
    }, { runs });
  } finally {
    await setup.release();
  }
}
