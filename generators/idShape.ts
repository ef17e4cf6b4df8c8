// The shapes an id parameter may take (a development action's `id`, a `supplier-id`, a `materialId`): the
// run's own id, one known to be absent, and odd texts built around the run's own id (non-numeric,
// negative, zero, beyond int64, characters that travel percent-encoded, non-ASCII).
// Odd shapes are derived from the run's own id, so that a server parsing an id leniently (`parseInt`,
// a wrapping 64-bit parse, `+12`, `12.0`) lands on the run's own record, never on someone else's.
import fc from 'fast-check';

export type IdShapeKind =
  | 'own'
  | 'unknown'
  | 'absent'
  | 'non-numeric'
  | 'negative'
  | 'zero'
  | 'beyond-int64'
  | 'percent-oddity'
  | 'non-ascii';

export interface IdShape {
  kind: IdShapeKind;
  /** The id as sent; undefined leaves the parameter out. */
  id: string | undefined;
  /**
   * The id may name a record the run did not create (zero): fit for reads only, never for a write that a
   * target ignoring authentication would carry out.
   */
  readOnly?: true;
}

export interface IdShapeOptions {
  /** An id the run created (its own record, or an id under the run's marker). */
  own: string;
  /** An id confirmed to name no record, when one is known. */
  unknown?: string;
  /** Offer the parameter left out (where a missing parameter is itself a request fault, as for `supplier-id`). */
  absent?: boolean;
  /** The id travels in a header: visible ASCII only, no surrounding spaces (RFC 9110 field values). */
  headerSafe?: boolean;
}

const INT64_WRAP = 2n ** 64n;

/** Texts around the own id that no parser should read as another record. */
function decorations(own: string): { kind: IdShapeKind; id: string }[] {
  return [
    { kind: 'non-numeric', id: `${own}abc` },
    { kind: 'non-numeric', id: `${own}.0` },
    { kind: 'non-numeric', id: `+${own}` },
    { kind: 'non-numeric', id: `id-${own}` },
    { kind: 'negative', id: `-${own}` },
    // Characters that travel percent-encoded in a path (%3F, %23, %20, %26, %3A, %22, %40). Not %25, %2F,
    // %5C, %3B, %2E or %00: request firewalls (Spring Security's StrictHttpFirewall, proxies) refuse those
    // with 400 before any authentication, a refusal of the path that says nothing of who may ask.
    { kind: 'percent-oddity', id: `${own}?x` },
    { kind: 'percent-oddity', id: `${own}#x` },
    { kind: 'percent-oddity', id: `${own} ` },
    { kind: 'percent-oddity', id: `${own}&x=1` },
    { kind: 'percent-oddity', id: `${own}:x` },
    { kind: 'percent-oddity', id: `${own}"` },
    { kind: 'percent-oddity', id: `@${own}` },
    { kind: 'non-ascii', id: `${own}é` },
    { kind: 'non-ascii', id: `${own}\u{1F600}` },
  ];
}

/**
 * Numbers around a numeric own id: zero, and beyond int64: 2^64 + own (a wrapping parse reads it as own) and
 * 2^63 (wraps to the most negative int64, clamps to the largest).
 */
function numericShapes(own: string): IdShape[] {
  const n = BigInt(own);
  return [
    { kind: 'zero', id: '0', readOnly: true },
    { kind: 'beyond-int64', id: (INT64_WRAP + n).toString() },
    { kind: 'beyond-int64', id: (2n ** 63n).toString() },
    // Any 64-bit parse wraps or clamps this one somewhere: a read only.
    { kind: 'beyond-int64', id: '9'.repeat(30), readOnly: true },
  ];
}

const HEADER_SAFE = /^[\x21-\x7e]+$/;

export function idShape(options: IdShapeOptions): fc.Arbitrary<IdShape> {
  const { own } = options;
  const shapes: IdShape[] = [{ kind: 'own', id: own }];
  if (options.unknown !== undefined) shapes.push({ kind: 'unknown', id: options.unknown });
  if (options.absent) shapes.push({ kind: 'absent', id: undefined });
  shapes.push(...decorations(own));
  if (/^\d+$/.test(own)) shapes.push(...numericShapes(own));
  const fit = options.headerSafe ? shapes.filter((s) => s.id === undefined || HEADER_SAFE.test(s.id)) : shapes;
  // A kind first, then a shape of it: each kind is as likely as any other, however many shapes it has.
  const kinds = [...new Set(fit.map((s) => s.kind))];
  return fc.constantFrom(...kinds).chain((kind) => fc.constantFrom(...fit.filter((s) => s.kind === kind)));
}

/** The shapes fit for a write: those that can only name the run's own record or none. */
export function forWrites(shape: IdShape, own: string): IdShape {
  return shape.readOnly ? { kind: 'own', id: own } : shape;
}
