// The suite of one interface, loaded when a run needs it. A run of interface A does not load interface B's
// checks (about 140 modules: a third of a second of a cold start on a small runner), nor a run of B A's.
// Commands that list the whole catalogue (checks, requirements, certify) import suites/index.ts instead.
import type { Suite } from './index.ts';
import type { InterfaceId } from '../src/engine/types.ts';

export function loadSuite(iface: InterfaceId): Promise<Suite> {
  return iface === 'a' ? import('./interface-a/index.ts') : import('./interface-b/index.ts');
}

/** The suites of the interfaces given, loaded at once. */
export async function loadSuites(interfaces: readonly InterfaceId[]): Promise<Partial<Record<InterfaceId, Suite>>> {
  const loaded = await Promise.all(interfaces.map(async (i) => [i, await loadSuite(i)] as const));
  return Object.fromEntries(loaded);
}
