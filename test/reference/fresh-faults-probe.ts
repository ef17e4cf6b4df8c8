// What every probe of a fresh fault is made of (fresh-faults.test.ts and the probe files beside it): the same
// plain requests to the unmutated reference and to the mutated one, and whether the rule the fault breaks held.
import type { FreshFaultA, FreshFaultB } from '../../reference/fresh-faults/index.ts';
import { startPlatform, type PlatformOptions, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { withHolder, type Answer as AnswerA, type Holder } from './interface-a/harness.ts';

/** What a probe saw, and whether the rule the fault breaks held in it. */
export interface Seen {
  holds: boolean;
  seen: unknown;
}

export type ProbeA = (h: Holder) => Promise<Seen>;
/** `start` starts the server under test (the reference or the mutant) with `extra` options, and closes it after the probe. */
export type ProbeB = (start: (extra?: PlatformOptions) => Promise<StartedPlatform>) => Promise<Seen>;

export const fileNames = (a: AnswerA): string[] => (a.json?.data ?? []).map((d: { fileName: string }) => d.fileName);
export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A probe against a document holder with the fault switched on (none: the reference). */
export async function probeA(fault: FreshFaultA | undefined, probe: ProbeA): Promise<Seen> {
  let seen: Seen | undefined;
  await withHolder(fault?.options ?? {}, async (h) => {
    seen = await probe(h);
  });
  return seen!;
}

/** A probe against platforms with the fault switched on (none: the reference), each closed after it. */
export async function probeB(fault: FreshFaultB | undefined, probe: ProbeB): Promise<Seen> {
  const started: StartedPlatform[] = [];
  try {
    return await probe(async (extra = {}) => {
      const p = await startPlatform({ ...fault?.options, ...extra, mutation: { ...fault?.options.mutation, ...extra.mutation } });
      started.push(p);
      return p;
    });
  } finally {
    await Promise.all(started.map((p) => p.close()));
  }
}
