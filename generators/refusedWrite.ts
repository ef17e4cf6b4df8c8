// Refused writes: every write operation paired with every way of refusing it that it can meet, one
// labelled request of each pair per value, so that each run of a property covers them all. Which refusals
// an operation can meet follows from what it takes (a body, an id naming a stored resource, required
// parameters that can be left out), so a write operation added to the caller's table is covered as is.
import fc from 'fast-check';

/**
 * - invalid-body: a body that is JSON but not valid for the operation (400).
 * - malformed-json: a body declared as JSON that does not parse (400).
 * - missing-parameter: a required parameter left out (400).
 * - no-credentials, wrong-credentials: no credentials, or credentials the target never issued (401).
 * - unknown-id: an id no resource has (404).
 */
export type RefusalKind = 'invalid-body' | 'malformed-json' | 'missing-parameter' | 'no-credentials' | 'wrong-credentials' | 'unknown-id';

export const REFUSAL_KINDS: readonly RefusalKind[] = ['invalid-body', 'malformed-json', 'missing-parameter', 'no-credentials', 'wrong-credentials', 'unknown-id'];

/** Refusals for want of valid credentials (part 5); the others refuse an invalid request or an unknown id (part 7). */
export const CREDENTIAL_REFUSALS: readonly RefusalKind[] = ['no-credentials', 'wrong-credentials'];

/** A write operation as far as its refusals go. */
export interface WriteOperation<Op extends string = string> {
  operation: Op;
  /** Takes a JSON body. */
  body: boolean;
  /** Names a stored resource by an id, so that an id no resource has is refused. */
  namesResource: boolean;
  /** Required parameters the request can leave out (those not in the path). */
  omittable: readonly string[];
}

/** A body to send: JSON, or a text sent as is (with its content type when that is not JSON). */
export interface BodyCase {
  label: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** The offending field of a body broken in one field (`title`, `metaData[0].key`, `(body)`). */
  field?: string;
}

export interface RefusedWrite<Op extends string = string> extends BodyCase {
  operation: Op;
  refusal: RefusalKind;
  /** The parameter left out (missing-parameter). */
  omit?: string;
}

export interface RefusedWriteOptions<Op extends string> {
  /** Only these refusals. */
  refusals: readonly RefusalKind[];
  /** A valid body of the operation: sent with every refusal that is not about the body. */
  validBody(operation: Op): fc.Arbitrary<unknown>;
  /** Bodies of the operation that make the request invalid: JSON that is not valid, or text that is no JSON. */
  brokenBody(operation: Op, refusal: 'invalid-body' | 'malformed-json'): fc.Arbitrary<BodyCase>;
}

/** The refusals an operation can meet, in the order of REFUSAL_KINDS. */
export function refusalsOf(op: WriteOperation): RefusalKind[] {
  return REFUSAL_KINDS.filter((r) => {
    if (r === 'invalid-body' || r === 'malformed-json') return op.body;
    if (r === 'missing-parameter') return op.omittable.length > 0;
    if (r === 'unknown-id') return op.namesResource;
    return true;
  });
}

const LABELS: Partial<Record<RefusalKind, string>> = {
  'no-credentials': 'without credentials',
  'wrong-credentials': 'with credentials the target never issued',
  'unknown-id': 'of an id no resource has',
};

/** Every pair of a listed operation and a refusal it can meet (and the options allow), in table order. */
export function refusalPairs<Op extends string>(operations: readonly WriteOperation<Op>[], refusals: readonly RefusalKind[]): { op: WriteOperation<Op>; refusal: RefusalKind }[] {
  return operations.flatMap((op) => refusalsOf(op).filter((r) => refusals.includes(r)).map((refusal) => ({ op, refusal })));
}

/**
 * One refused request of every pair of `refusalPairs`, in that order. Not shrunk: each step would send a
 * whole round of writes again, and the failure already names the one request that changed the state.
 */
export function refusedWrites<Op extends string>(operations: readonly WriteOperation<Op>[], options: RefusedWriteOptions<Op>): fc.Arbitrary<RefusedWrite<Op>[]> {
  const pairs = refusalPairs(operations, options.refusals);
  if (pairs.length === 0) throw new Error('no write operation meets the refusals asked for');
  return fc.noShrink(fc.tuple(
    ...pairs.map(({ op, refusal }): fc.Arbitrary<RefusedWrite<Op>> => {
      const operation = op.operation;
      if (refusal === 'invalid-body' || refusal === 'malformed-json') {
        return options.brokenBody(operation, refusal).map((c) => ({ ...c, operation, refusal }));
      }
      const valid = op.body ? options.validBody(operation) : fc.constant(undefined);
      if (refusal === 'missing-parameter') {
        return fc.tuple(fc.constantFrom(...op.omittable), valid).map(([omit, body]) => ({ operation, refusal, omit, label: `without ${omit}`, ...(body === undefined ? {} : { body }) }));
      }
      return valid.map((body) => ({ operation, refusal, label: LABELS[refusal]!, ...(body === undefined ? {} : { body }) }));
    }),
  ));
}
