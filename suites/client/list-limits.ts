// Part 8: list `limit` is 1 to 1000, `offset` (items skipped) a whole number from 0.
import type { ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { plural } from './support.ts';

export const LIST_LIMIT = { min: 1, max: 1000 } as const;

export function listQueryProblems(r: ReceivedRequest): string[] {
  const q = r.url.indexOf('?');
  const query = new URLSearchParams(q < 0 ? '' : r.url.slice(q + 1));
  const problems: string[] = [];
  for (const limit of query.getAll('limit')) {
    if (!/^\d+$/.test(limit) || Number(limit) < LIST_LIMIT.min || Number(limit) > LIST_LIMIT.max) problems.push(`limit=${limit} is not a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`);
  }
  for (const offset of query.getAll('offset')) {
    if (!/^\d+$/.test(offset)) problems.push(`offset=${offset} is not a whole number from 0`);
  }
  return problems;
}

export function judgeListLimits(kind: string) {
  return (traffic: Traffic): Verdict => {
    const lists = traffic.requests.filter((r) => r.kind === kind);
    if (lists.length === 0) return { status: 'not-shown', reason: `the client sent no ${kind} request` };
    for (const r of lists) {
      const problems = listQueryProblems(r);
      if (problems.length > 0) return { status: 'broken', message: `#${r.seq}: ${problems.join('; ')}`, involved: [r] };
    }
    return { status: 'held', note: `${plural(lists.length, 'list query', 'list queries')} within the limits` };
  };
}
