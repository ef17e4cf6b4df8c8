// The chain of a check: the exchanges that show a failure and the resources they created, in order. A
// check's whole run is one chain; each case of a property runs in a chain of its own (tracked through the
// async context, so that cases sent at the same time do not mix), and the failing case's chain is the one
// that reproduces the failure.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Exchange } from '../http/exchange.ts';
import { entryKey, type LedgerEntry } from './ledger.ts';

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

/**
 * The chains of shared data a check stood on (a B1 data set), then the check's own, as one: a reproduction
 * must make the data again before it asks about it. An exchange or resource found in both (the check that
 * made the shared data holds its exchanges in its own chain too) is taken once, where it first stands.
 */
export function joinChains(owner: object, chains: readonly Chain[]): Chain {
  const out = newChain(owner);
  const at = new Map<Exchange, number>();
  const createdKeys = new Set<string>();
  for (const c of chains) {
    for (const x of c.exchanges) {
      if (at.has(x)) continue;
      at.set(x, out.exchanges.length);
      out.exchanges.push(x);
    }
    for (const { entry, after } of c.created) {
      const key = entryKey(entry);
      if (createdKeys.has(key)) continue;
      createdKeys.add(key);
      const x = c.exchanges[after];
      out.created.push({ entry, after: x === undefined ? after : (at.get(x) ?? after) });
    }
    for (const key of c.removed) out.removed.add(key);
  }
  return out;
}
