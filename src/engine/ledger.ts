// What the run created on the target, so that cleanup deletes exactly that and nothing else, also after a
// failed or crashed check or an interruption.
import type { InterfaceId } from '../../requirements/types.ts';

export interface LedgerEntry {
  interface: InterfaceId;
  kind: string;
  id: string;
}

export interface CleanupSummary {
  created: number;
  deleted: number;
  /** Resources that could not be deleted, by id, with the reason. */
  leftBehind: { interface: InterfaceId; id: string; reason: string }[];
  /** Resources the interface offers no way to delete (interface A has no delete operation). */
  undeletable: number;
  /** With --keep-failed: resources of failed checks left on the target on purpose, by id. */
  kept?: { interface: InterfaceId; id: string; check: string }[];
}

/** The key of a resource in the ledger and in chains: `interface:kind:id`. */
export function entryKey(e: Pick<LedgerEntry, 'interface' | 'kind' | 'id'>): string {
  return `${e.interface}:${e.kind}:${e.id}`;
}

/** Deletes a resource; resolves true when it is gone (a 404 counts as gone). Null: the kind cannot be deleted. */
export type Remover = (entry: LedgerEntry) => Promise<boolean>;

export class Ledger {
  private readonly entries = new Map<string, LedgerEntry>();
  /** Resources of failed checks kept on the target on purpose (--keep-failed), with the check's id. */
  private readonly kept = new Map<string, { interface: InterfaceId; id: string; check: string }>();
  private created = 0;
  /** Every resource the run created, also those deleted since: another check's record is never taken for a stranger's. */
  private readonly ever = new Set<string>();

  /** Leaves a resource still recorded on the target at cleanup, and lists it as kept for `check`. */
  keep(entry: LedgerEntry, check: string): void {
    const key = entryKey(entry);
    if (this.entries.has(key)) this.kept.set(key, { interface: entry.interface, id: entry.id, check });
  }

  /** A resource the run created. */
  add(entry: LedgerEntry): void {
    this.created++;
    this.entries.set(entryKey(entry), entry);
    this.ever.add(entryKey(entry));
  }

  /** Whether the run created this resource at any point (also when it was deleted since). */
  createdByRun(iface: InterfaceId, kind: string, id: string): boolean {
    return this.ever.has(entryKey({ interface: iface, kind, id }));
  }

  /** A resource a check already deleted itself. */
  forget(iface: InterfaceId, kind: string, id: string): void {
    this.entries.delete(`${iface}:${kind}:${id}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Deletes everything still recorded, a few at a time, within the time given. */
  async cleanup(
    removerFor: (entry: LedgerEntry) => Remover | undefined,
    timeoutMs: number,
    concurrency = 8,
    /** Ends cleanup early (its reason is given for what is left). */
    signal?: AbortSignal,
  ): Promise<CleanupSummary> {
    const summary: CleanupSummary = { created: this.created, deleted: this.created - this.entries.size, leftBehind: [], undeletable: 0 };
    if (this.kept.size > 0) summary.kept = [...this.kept.values()];
    const deletable = [...this.entries.values()].filter((e) => {
      if (this.kept.has(entryKey(e))) return false;
      if (!removerFor(e)) summary.undeletable++;
      return removerFor(e);
    });
    const deadline = Date.now() + timeoutMs;
    let next = 0;
    const worker = async () => {
      while (next < deletable.length) {
        const entry = deletable[next++];
        if (Date.now() > deadline) {
          summary.leftBehind.push({ interface: entry.interface, id: entry.id, reason: 'cleanup time ran out' });
          continue;
        }
        if (signal?.aborted) {
          const why = signal.reason instanceof Error && signal.reason.name !== 'TimeoutError' ? signal.reason.message : 'cleanup time ran out';
          summary.leftBehind.push({ interface: entry.interface, id: entry.id, reason: why });
          continue;
        }
        try {
          if (await removerFor(entry)!(entry)) {
            summary.deleted++;
            this.entries.delete(`${entry.interface}:${entry.kind}:${entry.id}`);
          } else summary.leftBehind.push({ interface: entry.interface, id: entry.id, reason: 'delete was refused' });
        } catch (err) {
          summary.leftBehind.push({ interface: entry.interface, id: entry.id, reason: err instanceof Error ? err.message : String(err) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deletable.length) }, worker));
    return summary;
  }
}
