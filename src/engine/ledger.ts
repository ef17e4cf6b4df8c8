// What the run created on the target, so that cleanup deletes exactly that and nothing else, also after a
// failed or crashed check or an interruption.
import type { InterfaceId } from '../../requirements/types.ts';

export interface LedgerEntry {
  interface: InterfaceId;
  kind: string;
  id: string;
  /**
   * What a read-back of the resource must carry to prove it the run's own (the run's marker). With a mark,
   * nothing writes to or deletes the resource before that proof: a create may answer with another's id.
   */
  mark?: string;
}

/** Whether the run showed a resource to be its own: its read-back carried the mark, or it did not. */
export type Ownership = 'proven' | 'unproven' | 'not-ours';

/** What a read-back at cleanup showed: the run's own, already gone, someone else's, or nothing either way. */
export type Proof = 'own' | 'gone' | { notOurs: string } | { unproven: string };

/** Reads a resource back to prove it the run's own before cleanup deletes it. */
export type Prover = (entry: LedgerEntry) => Promise<Proof>;

export interface CleanupSummary {
  created: number;
  deleted: number;
  /** Resources that could not be deleted, by id, with the reason. */
  leftBehind: { interface: InterfaceId; id: string; reason: string }[];
  /** Resources the interface offers no way to delete (interface A has no delete operation). */
  undeletable: number;
  /** With --keep-failed: resources of failed checks left on the target on purpose, by id. */
  kept?: { interface: InterfaceId; id: string; check: string }[];
  /**
   * Ids a create answered with that read back as records the run did not make: left untouched (never
   * written to, never deleted), with what showed it. Not counted in `created`.
   */
  notOurs?: { interface: InterfaceId; id: string; reason: string }[];
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
  /** Resources whose read-back carried their mark. */
  private readonly proven = new Set<string>();
  /** Resources whose read-back did not: never written to or deleted, whatever a later create answers. */
  private readonly foreign = new Map<string, { interface: InterfaceId; id: string; reason: string }>();

  /** Leaves a resource still recorded on the target at cleanup, and lists it as kept for `check`. */
  keep(entry: LedgerEntry, check: string): void {
    const key = entryKey(entry);
    if (this.entries.has(key)) this.kept.set(key, { interface: entry.interface, id: entry.id, check });
  }

  /** A resource the run created. */
  add(entry: LedgerEntry): void {
    if (this.foreign.has(entryKey(entry))) return;
    this.created++;
    this.entries.set(entryKey(entry), entry);
    this.ever.add(entryKey(entry));
  }

  /** Whether the run created this resource at any point (also when it was deleted since). */
  createdByRun(iface: InterfaceId, kind: string, id: string): boolean {
    return this.ever.has(entryKey({ interface: iface, kind, id }));
  }

  /** A read-back of the resource carried its mark: the run may write to it and delete it. */
  prove(iface: InterfaceId, kind: string, id: string): void {
    const key = entryKey({ interface: iface, kind, id });
    if (!this.foreign.has(key)) this.proven.add(key);
  }

  /** A read-back of the resource did not carry its mark: it is someone else's, and stays untouched. */
  disown(iface: InterfaceId, kind: string, id: string, reason: string): void {
    const key = entryKey({ interface: iface, kind, id });
    if (this.foreign.has(key)) return;
    if (this.entries.delete(key)) this.created--;
    this.proven.delete(key);
    this.ever.delete(key);
    this.kept.delete(key);
    this.foreign.set(key, { interface: iface, id, reason });
  }

  /** Undefined: the run never recorded the resource. */
  ownership(iface: InterfaceId, kind: string, id: string): Ownership | undefined {
    const key = entryKey({ interface: iface, kind, id });
    if (this.foreign.has(key)) return 'not-ours';
    if (this.proven.has(key)) return 'proven';
    return this.ever.has(key) ? 'unproven' : undefined;
  }

  /** A resource a check already deleted itself. */
  forget(iface: InterfaceId, kind: string, id: string): void {
    this.entries.delete(`${iface}:${kind}:${id}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Deletes everything still recorded, a few at a time, within the time given. A resource with a mark that
   * no read-back proved the run's own is read back first (`proverFor`); what does not prove its own, or
   * cannot be read back, is never deleted.
   */
  async cleanup(
    removerFor: (entry: LedgerEntry) => Remover | undefined,
    timeoutMs: number,
    concurrency = 8,
    /** Ends cleanup early (its reason is given for what is left). */
    signal?: AbortSignal,
    proverFor?: (entry: LedgerEntry) => Prover | undefined,
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
    const left = (entry: LedgerEntry, reason: string) => summary.leftBehind.push({ interface: entry.interface, id: entry.id, reason });
    const worker = async () => {
      while (next < deletable.length) {
        const entry = deletable[next++];
        if (Date.now() > deadline) {
          left(entry, 'cleanup time ran out');
          continue;
        }
        if (signal?.aborted) {
          left(entry, signal.reason instanceof Error && signal.reason.name !== 'TimeoutError' ? signal.reason.message : 'cleanup time ran out');
          continue;
        }
        try {
          const proof = await this.proof(entry, proverFor);
          if (proof === 'gone') {
            summary.deleted++;
            this.entries.delete(entryKey(entry));
          } else if (typeof proof === 'object' && 'notOurs' in proof) {
            this.disown(entry.interface, entry.kind, entry.id, proof.notOurs);
            summary.created--;
          } else if (typeof proof === 'object') left(entry, proof.unproven);
          else if (await removerFor(entry)!(entry)) {
            summary.deleted++;
            this.entries.delete(entryKey(entry));
          } else left(entry, 'delete was refused');
        } catch (err) {
          left(entry, err instanceof Error ? err.message : String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deletable.length) }, worker));
    if (this.foreign.size > 0) summary.notOurs = [...this.foreign.values()];
    return summary;
  }

  /** Whether cleanup may delete the resource: proven already, or by a read-back now. */
  private async proof(entry: LedgerEntry, proverFor?: (entry: LedgerEntry) => Prover | undefined): Promise<Proof> {
    if (entry.mark === undefined || this.proven.has(entryKey(entry))) return 'own';
    const prover = proverFor?.(entry);
    if (!prover) return { unproven: 'no read-back proved it the run\'s own, so it was not deleted' };
    const proof = await prover(entry);
    if (proof === 'own') this.prove(entry.interface, entry.kind, entry.id);
    return proof;
  }
}
