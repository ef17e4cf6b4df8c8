import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { matchOperation, parseOperation, placeOf, placeParams } from '../../../src/profile/operations.ts';

describe('operations', () => {
  it('parses the string and the object form', () => {
    expect(parseOperation('get /a/{id}')).toEqual({ method: 'GET', path: '/a/{id}', headers: {} });
    expect(parseOperation({ method: 'post', path: '/d', headers: { 'X-S': '{supplier-id}' } })).toEqual({
      method: 'POST',
      path: '/d',
      headers: { 'X-S': '{supplier-id}' },
    });
    expect(() => parseOperation('/no-method')).toThrow(/METHOD \/path/);
  });

  it('places path, header and query parameters as the contract says', () => {
    const op = parseOperation({ method: 'PUT', path: '/s/{supplier-id}/d', headers: { 'X-Rev': '{revision}' } });
    expect(placeOf(op, 'supplier-id')).toBe('path');
    expect(placeOf(op, 'revision')).toBe('header');
    expect(placeOf(op, 'materialId')).toBe('query');
    const placed = placeParams(op, { 'supplier-id': 'a/b c', revision: '2', materialId: 'm&1', gone: undefined });
    expect(placed.pathAndQuery).toBe('/s/a%2Fb%20c/d?materialId=m%261');
    expect(placed.headers).toEqual({ 'X-Rev': '2' });
  });

  it('leaves out a parameter whose value is undefined, also in a header', () => {
    const op = parseOperation({ method: 'POST', path: '/d', headers: { 'X-S': '{supplier-id}' } });
    expect(placeParams(op, { 'supplier-id': undefined })).toEqual({ method: 'POST', pathAndQuery: '/d', headers: {} });
  });

  // "." and ".." are dot segments: every URL parser removes them, whatever their encoding (WHATWG URL
  // decodes %2E there too). The run never generates such ids.
  const notDotSegment = (s: string) => s !== '.' && s !== '..';

  it('matches what it places (round trip over arbitrary values)', () => {
    const op = parseOperation({ method: 'GET', path: '/m/{materialId}/docs', headers: { 'X-S': '{supplier-id}' } });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter(notDotSegment), fc.string({ minLength: 1 }).filter((s) => /^[\x21-\x7e]+$/.test(s)), fc.string(), (material, supplier, revision) => {
        const placed = placeParams(op, { materialId: material, 'supplier-id': supplier, revision });
        const url = new URL(`http://h${placed.pathAndQuery}`);
        const headers = Object.fromEntries(Object.entries(placed.headers).map(([k, v]) => [k.toLowerCase(), v]));
        const got = matchOperation(op, 'GET', url.pathname, headers, url.searchParams);
        expect(got).toMatchObject({ materialId: material, 'supplier-id': supplier });
        if (revision !== '') expect(got?.revision).toBe(revision);
      }),
    );
  });

  it('does not match another method or path', () => {
    const op = parseOperation('DELETE /v2/x/{id}');
    expect(matchOperation(op, 'GET', '/v2/x/1', {}, new URLSearchParams())).toBeNull();
    expect(matchOperation(op, 'DELETE', '/v2/y/1', {}, new URLSearchParams())).toBeNull();
    expect(matchOperation(op, 'DELETE', '/v2/x/1', {}, new URLSearchParams())).toEqual({ id: '1' });
  });
});
