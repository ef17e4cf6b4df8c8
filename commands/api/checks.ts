// `checks()` of the programmatic API: the catalogue, from the registries themselves (as `conformance checks`).
// Asynchronous so that importing the package loads no suite until one is asked for.
import type { CheckInfo } from './types.ts';

export async function checks(options: { interfaces?: ('a' | 'b')[] } = {}): Promise<CheckInfo[]> {
  const { suites } = await import('../../suites/index.ts');
  const ifaces = options.interfaces?.length ? options.interfaces : (['a', 'b'] as const);
  return ifaces.flatMap((i) =>
    suites[i].registry.all().map((c) => ({
      id: c.id,
      interface: c.interface,
      level: c.level,
      specRef: c.specRef,
      title: c.title,
      phase: c.phase ?? 'main',
      requirements: [...(c.requirements ?? [])],
    })),
  );
}
