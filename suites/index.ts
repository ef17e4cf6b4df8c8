// The suites of both interfaces, by interface id. Each suite's index lists its checks explicitly.
import * as interfaceA from './interface-a/index.ts';
import * as interfaceB from './interface-b/index.ts';
import type { Registry } from '../src/engine/registry.ts';
import type { ApiClient } from '../src/engine/api.ts';
import type { InterfaceId } from '../src/engine/types.ts';
import type { SetupProbe } from '../src/engine/preflight.ts';
import type { LedgerEntry, Proof } from '../src/engine/ledger.ts';

export interface Suite {
  registry: Registry;
  /** How to delete each kind of resource a check records in the ledger (absent: it cannot be deleted). */
  removers?: Record<string, (api: ApiClient, id: string) => Promise<boolean>>;
  /**
   * How to prove each kind of resource the run's own before cleanup deletes it (its read-back carries the
   * entry's mark); a marked resource no check proved and no prover can is never deleted.
   */
  provers?: Record<string, (api: ApiClient, entry: LedgerEntry) => Promise<Proof>>;
  /** Requests that show a setup mistake before any check runs (src/engine/preflight.ts). */
  setupProbe?: readonly SetupProbe[];
}

export const suites: Record<InterfaceId, Suite> = { a: interfaceA, b: interfaceB };
