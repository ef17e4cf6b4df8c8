// Part 4.2 B3 and B4: a read after a patch shows the action as the patch left it. A platform whose B3 answers
// from a per-record cache that an edit invalidates only once: from the second edit on, a read answers the copy
// cached after the first. The single-scenario B4 checks patch an action once before reading it (only the
// overlapping patches of B4.overlapping-patches-not-mixed, a SHOULD, meet it, as a warning); the sequences
// compared with the model of interface B patch one action several times between reads.
import { DEFAULT_BEHAVIOUR, type PlatformBehaviour } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

/** The single-valued fields a cached copy holds. */
const CACHED = ['status', 'title', 'description', 'deadline', 'allowTaskEditingForPartners'] as const;

/**
 * The cache's key: the id with the creation time, so that platforms started in one process (each counting
 * ids from the same start) never share an entry.
 */
const keyOf = (id: unknown, createdTime: unknown): string => `${String(id)}@${String(createdTime)}`;

function staleAfterSecondEdit(): Partial<PlatformBehaviour> {
  const edits = new Map<string, number>();
  const cached = new Map<string, Record<string, unknown>>();
  return {
    stampEdit: (record, instant) => {
      DEFAULT_BEHAVIOUR.stampEdit(record, instant);
      const key = keyOf(record.id, record.createdTime);
      const n = (edits.get(key) ?? 0) + 1;
      edits.set(key, n);
      // Filled by the first edit, and never refreshed by a later one.
      if (n === 1) cached.set(key, Object.fromEntries(CACHED.filter((f) => record.fields[f] !== undefined && record.fields[f] !== null).map((f) => [f, record.fields[f]])));
    },
    actionView: (view, operation) => {
      const key = keyOf((view as { id?: unknown }).id, (view as { createdTime?: unknown }).createdTime);
      const copy = cached.get(key);
      return operation === 'getAction' && copy && (edits.get(key) ?? 0) >= 2 ? { ...view, ...copy } : view;
    },
  };
}

export const mutant: MutantB = {
  name: 'read-stale-after-second-patch',
  fault: 'B3 answers from a per-record cache that the first edit fills and that subscribes to the edit event once (a one-shot listener): after the second patch a read answers the fields as the first patch left them.',
  breaks: 'B.model-sequences',
  options: { mutation: staleAfterSecondEdit() },
};
