// The fault plan: drawn from the seed per kind and count, never on the first request of a kind, forced
// when asked; and the Retry-After it gives.
import { describe, expect, it } from 'vitest';
import { FaultPlan, parseFaultSpec, retryAfterHeader, RETRY_AFTER_RANGE, type FaultSettings } from '../../reference/faults/plan.ts';

const drawn = (seed: number): FaultSettings => ({ seed, random: true, throttling: true, forced: [], tokenExpiry: [] });
const KINDS = ['listActions', 'createAction', 'getAction', 'updateAction', 'deleteAction', 'token'];

describe('fault plan', () => {
  it('never faults the first request of a kind', () => {
    for (let seed = 0; seed < 200; seed++) for (const k of KINDS) expect(new FaultPlan(drawn(seed)).faultFor(k, 1)).toBeUndefined();
  });

  it('is the same for the same seed, and draws 429s (1 to 3 s, both forms) and 5xx', () => {
    const a = new FaultPlan(drawn(42));
    const b = new FaultPlan(drawn(42));
    const faults = Array.from({ length: 400 }, (_, i) => a.faultFor('listActions', i + 2));
    expect(faults).toEqual(Array.from({ length: 400 }, (_, i) => b.faultFor('listActions', i + 2)));
    const throttles = faults.filter((f) => f?.status === 429) as { retryAfterSeconds: number; form: string }[];
    expect(throttles.length).toBeGreaterThan(0);
    expect(new Set(throttles.map((f) => f.form))).toEqual(new Set(['seconds', 'http-date']));
    for (const f of throttles) expect(f.retryAfterSeconds).toBeGreaterThanOrEqual(RETRY_AFTER_RANGE.min);
    for (const f of throttles) expect(f.retryAfterSeconds).toBeLessThanOrEqual(RETRY_AFTER_RANGE.max);
    expect(faults.some((f) => f?.status === 500)).toBe(true);
    expect(faults.some((f) => f?.status === 503)).toBe(true);
  });

  it('draws no 429 where the interface knows none (A)', () => {
    const plan = new FaultPlan({ ...drawn(42), throttling: false });
    expect(Array.from({ length: 400 }, (_, i) => plan.faultFor('createDocument', i + 2)).some((f) => f?.status === 429)).toBe(false);
  });

  it('refuses a token once at most', () => {
    for (let seed = 0; seed < 50; seed++) {
      const plan = new FaultPlan(drawn(seed));
      expect(Array.from({ length: 20 }, (_, i) => plan.faultFor('token', i + 1)).filter(Boolean).length).toBeLessThanOrEqual(1);
    }
  });

  it('forced faults replace the drawn ones', () => {
    const settings: FaultSettings = { ...drawn(1), random: false };
    expect(parseFaultSpec('listActions:3:429:2:date', settings)).toBeUndefined();
    expect(parseFaultSpec('token:2:503', settings)).toBeUndefined();
    expect(parseFaultSpec('expire:1:4', settings)).toBeUndefined();
    const plan = new FaultPlan(settings);
    expect(plan.faultFor('listActions', 3)).toEqual({ status: 429, retryAfterSeconds: 2, form: 'http-date' });
    expect(plan.faultFor('listActions', 4)).toBeUndefined();
    expect(plan.faultFor('token', 2)).toEqual({ status: 503 });
    expect(plan.expiryOf(1)).toBe(4);
    expect(plan.expiryOf(2)).toBeUndefined();
  });

  it.each(['listActions:1:429', 'listActions:2:418', 'listActions:2:429:0', 'expire:0:3', 'nonsense'])('refuses --fault %s', (spec) => {
    expect(parseFaultSpec(spec, { forced: [], tokenExpiry: [] })).toMatch(/^--fault /);
  });

  it('gives an HTTP-date never earlier than the wait, in whole seconds', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0, 400);
    expect(retryAfterHeader({ retryAfterSeconds: 2, form: 'http-date' }, now)).toEqual({ value: 'Thu, 01 Jan 2026 12:00:03 GMT', allowedAt: Date.UTC(2026, 0, 1, 12, 0, 3) });
    expect(retryAfterHeader({ retryAfterSeconds: 2, form: 'seconds' }, now)).toEqual({ value: '2', allowedAt: now + 2000 });
  });
});
