// The chain of a check: the exchanges that show a failure and the resources they created, in order. A
// check's whole run is one chain; each case of a property runs in a chain of its own (tracked through the
// async context, so that cases sent at the same time do not mix), and the failing case's chain is the one
// that reproduces the failure.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LedgerEntry } from './ledger.ts';
import type { Exchange } from './types.ts';

export interface Chain {
  /** Whose chain it is: exchanges of another check's client never land in it. */
  readonly owner: object;
  readonly exchanges: Exchange[];
  /** Resources created, each with the index of the exchange whose answer named it (-1: none seen yet). */
  readonly created: { entry: LedgerEntry; after: number }[];
  /** Keys (`interface:kind:id`) of the resources the chain itself deleted. */
  readonly removed: Set<string>;
}

const current = new AsyncLocalStorage<Chain>();

export function newChain(owner: object): Chain {
  return { owner, exchanges: [], created: [], removed: new Set() };
}

/** Runs `fn` with `chain` as the current chain of its owner. */
export function inChain<T>(chain: Chain, fn: () => Promise<T>): Promise<T> {
  return current.run(chain, fn);
}

/** The chain `owner` is running in at this point of the async context, if any. */
export function currentChain(owner: object): Chain | undefined {
  const c = current.getStore();
  return c && c.owner === owner ? c : undefined;
}

export function entryKey(e: Pick<LedgerEntry, 'interface' | 'kind' | 'id'>): string {
  return `${e.interface}:${e.kind}:${e.id}`;
}
