// An id from a server goes into a path only as one segment inside its collection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathSegment, unsafeSegment, UnsafePathSegment } from '../../../src/http/pathSegment.ts';
import { pathIdOf } from '../../../src/http/ids.ts';
import { placeParams, parseOperation } from '../../../src/profile/operations.ts';
import { Placer } from '../../../load/simulate/placer.ts';

/** Where a URL parser (WHATWG, as undici and browsers use) takes `/actions/<segment>`, read as a server decodes it up to three times. */
function landsInside(encoded: string): boolean {
  const url = new URL(`http://h/v2/actions/${encoded}`);
  let path = url.pathname;
  for (let i = 0; i < 3; i++) path = path.replace(/%2f/gi, '/').replace(/%5c/gi, '\\').replace(/%2e/gi, '.').replace(/%25/g, '%');
  const rest = path.slice('/v2/actions/'.length);
  return url.pathname.startsWith('/v2/actions/') && rest !== '' && !/[/\\]/.test(rest) && rest !== '.' && rest !== '..';
}

describe('unsafeSegment', () => {
  it.each([
    ['', /empty/],
    ['.', /reads as "\."/],
    ['..', /reads as "\.\."/],
    ['%2e', /"\." once percent-decoded/],
    ['%2E%2e', /"\.\." once percent-decoded/],
    ['%252e%252E', /"\.\." once percent-decoded/],
    ['a/b', /separator/],
    ['..\\x', /separator/],
    ['a%2Fb', /separator once percent-decoded/],
    ['a%5cb', /separator once percent-decoded/],
    ['a%252Fb', /separator once percent-decoded/],
    ['a\u0000b', /control character/],
    ['a%0Ab', /control character once percent-decoded/],
    ['a\u0085', /control character/],
    ['9'.repeat(257), /257 characters long \(at most 256\)/],
    ['%25252525', /more than three times/],
  ])('refuses %j', (value, why) => {
    expect(unsafeSegment(value)).toMatch(why);
    expect(() => pathSegment(value, { source: 'B2' })).toThrow(UnsafePathSegment);
  });

  it.each(['4242001', '9223372036854775808', '3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'a b?c#d&e', 'é😀', '%', '100%_done', '.a', 'a..b', '...', '9'.repeat(256)])(
    'takes %j and encodes it into one segment',
    (value) => {
      expect(unsafeSegment(value)).toBeUndefined();
      expect(pathSegment(value)).toBe(encodeURIComponent(value));
    },
  );

  it('lets through only what lands inside the collection, whatever the value (property)', () => {
    const pieces = fc.constantFrom('.', '..', '/', '\\', '%', '2e', '2E', '2f', '5c', '25', 'a', '7', '\u0000', '%2e', '%2f', '%25');
    const value = fc.oneof(fc.array(pieces, { maxLength: 6 }).map((p) => p.join('')), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 8 }));
    fc.assert(
      fc.property(value, (v) => {
        if (unsafeSegment(v) === undefined) expect(landsInside(pathSegment(v)), JSON.stringify(v)).toBe(true);
      }),
      { seed: 37, numRuns: 2000 },
    );
  });

  it('in loose mode refuses only the collection itself and above it: a probe may carry hostile text', () => {
    expect(unsafeSegment('x/../y', { loose: true })).toBeUndefined();
    expect(unsafeSegment('a\u0000b', { loose: true })).toBeUndefined();
    expect(unsafeSegment('x'.repeat(10_000), { loose: true })).toBeUndefined();
    for (const v of ['', '.', '..', '%2E', '%2e%2E', '%252e']) expect(unsafeSegment(v, { loose: true }), v).toBeDefined();
  });
});

describe('pathIdOf', () => {
  it('gives the id of an answer that names a usable one, and nothing for an answer without one', () => {
    expect(pathIdOf({ id: 42 }, 'B2')).toBe('42');
    expect(pathIdOf({ id: 2n ** 63n }, 'B2')).toBe('9223372036854775808');
    expect(pathIdOf({}, 'B2')).toBeUndefined();
  });

  it('names the operation and the id it refuses', () => {
    expect(() => pathIdOf({ id: '..' }, 'B2')).toThrow('B2 gave the id "..", which reads as ".." (the request would address the collection above it): no request was sent with it');
  });
});

describe('every path a request is built on', () => {
  const op = parseOperation('DELETE /v2/development-actions/{id}');
  it.each(['', '.', '..', '%2e%2e'])('refuses %j in placeParams and in the simulator', (id) => {
    expect(() => placeParams(op, { id })).toThrow(UnsafePathSegment);
    expect(() => new Placer(op, 'http://127.0.0.1:1').place({ id })).toThrow(UnsafePathSegment);
  });

  it('encodes the rest into one segment, as before', () => {
    expect(placeParams(op, { id: 'x/../y' }).pathAndQuery).toBe('/v2/development-actions/x%2F..%2Fy');
    expect(new Placer(op, 'http://127.0.0.1:1').place({ id: 'x/../y' }).url).toBe('http://127.0.0.1:1/v2/development-actions/x%2F..%2Fy');
  });
});
