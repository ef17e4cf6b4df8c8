// The relations between B1 queries are judged inside one scope: a query's own date bound may tighten the
// scope's, never widen it (else the whole and its parts would be judged on different sets of actions).
import { describe, expect, it } from 'vitest';
import { inScope } from '../../../suites/interface-b/list/algebra-scope.ts';

const scope = { created_at_to: '2026-11-25T10:00:01.000Z' };

describe('inScope', () => {
  it('keeps the scope\'s end when the query names a later one, and the query\'s when it is earlier', () => {
    expect(inScope(scope, { created_at_to: '2026-11-25T10:00:02.000Z' })).toEqual(scope);
    expect(inScope(scope, { created_at_to: '2026-11-25T10:00:00.500Z' })).toEqual({ created_at_to: '2026-11-25T10:00:00.500Z' });
  });

  it('keeps the later of two lower bounds, and adds what the scope does not bound', () => {
    const window = { created_at_from: '2026-11-25T10:00:00.000Z', created_at_to: '2026-11-25T10:00:01.000Z' };
    expect(inScope(window, { created_at_from: '2026-11-25T09:00:00.000Z', statuses: 'Draft' })).toEqual({ ...window, statuses: 'Draft' });
    expect(inScope(window, { created_at_from: '2026-11-25T10:00:00.200+00:00' })).toEqual({ ...window, created_at_from: '2026-11-25T10:00:00.200+00:00' });
    expect(inScope(scope, { edited_at_to: '2026-11-25T12:00:00Z' })).toEqual({ ...scope, edited_at_to: '2026-11-25T12:00:00Z' });
  });
});
