import { describe, expect, it } from 'vitest';
import { judge, parseThresholds, scopesOf } from '../../../load/simulate/thresholds.ts';
import { parseMix, WeightedPicker, seededRandom } from '../../../load/simulate/mix.ts';
import { UsageError } from '../../../src/errors.ts';

const figures = (over: object = {}) => ({
  count: 100,
  latency: { p50: 10, p90: 20, p99: 250, 'p99.9': 400, max: 900, mean: 12 },
  errorRate: 0.5,
  throughput: 190,
  ...over,
});

describe('thresholds', () => {
  it('parses the k6-like expressions', () => {
    const t = parseThresholds(['p99<300,errors<1%', 'p(90)<=0.5s', 'rate>150', 'list:max<1000', 'p99.9<500ms'], ['list', 'create']);
    expect(t.map((x) => [x.scope, x.metric, x.comparison, x.value])).toEqual([
      [undefined, 'p99', '<', 300],
      [undefined, 'errors', '<', 1],
      [undefined, 'p90', '<=', 500],
      [undefined, 'rate', '>', 150],
      ['list', 'max', '<', 1000],
      [undefined, 'p99.9', '<', 500],
    ]);
  });

  it('refuses what it cannot read', () => {
    for (const bad of ['p99', 'p98<3', 'errors<1', 'rate>1ms', 'read:p99<3', 'p99<abc', 'latency<3']) {
      expect(() => parseThresholds([bad], ['list']), bad).toThrow(UsageError);
    }
  });

  it('judges each scope: latency and errors per operation and in total, rate in total', () => {
    const [p99, rate] = parseThresholds(['p99<300', 'rate>200'], ['list']);
    expect(scopesOf(p99, ['list', 'create'])).toEqual(['list', 'create', 'total']);
    expect(scopesOf(rate, ['list', 'create'])).toEqual(['total']);
    expect(judge(p99, 'list', figures())).toMatchObject({ ok: true, observed: 250 });
    expect(judge(p99, 'list', figures({ latency: { ...figures().latency, p99: 300 } }))).toMatchObject({ ok: false });
    expect(judge(rate, 'total', figures())).toMatchObject({ ok: false, observed: 190 });
    expect(judge(p99, 'list', figures({ count: 0 })).ok).toBeUndefined();
    expect(judge(parseThresholds(['p99<0'], [])[0], 'total', figures()).ok).toBe(false);
  });
});

describe('mix', () => {
  it('takes the weights given, and no other operation', () => {
    expect(parseMix('list=3, create=1', ['list', 'create', 'read'], { list: 1, create: 1, read: 1 })).toEqual({ list: 3, create: 1, read: 0 });
    expect(parseMix(undefined, ['list'], { list: 1 })).toEqual({ list: 1 });
    for (const bad of ['list', 'list=-1', 'nope=1', 'list=0']) expect(() => parseMix(bad, ['list', 'create'], { list: 1 }), bad).toThrow(UsageError);
  });

  it('picks in proportion to the weights', () => {
    const pick = new WeightedPicker({ list: 40, create: 20, read: 20, patch: 10, delete: 10, never: 0 });
    const random = seededRandom(1);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const op = pick.pick(random);
      counts[op] = (counts[op] ?? 0) + 1;
    }
    expect(counts.never).toBeUndefined();
    expect(counts.list / 20_000).toBeCloseTo(0.4, 1);
    expect(counts.delete / 20_000).toBeCloseTo(0.1, 1);
  });
});
