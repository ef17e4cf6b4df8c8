// The options of a fresh fault of interface B (reference/fresh-faults/), for a mutant that proves a check
// catches that fault: the same breakage, started the same way.
import type { FreshFault } from '../../fresh-faults/fault.ts';
import type { PlatformOptions } from '../../interface-b/index.ts';

export function freshOptions(fault: FreshFault): PlatformOptions {
  if (fault.interface !== 'b') throw new Error(`${fault.name} is a fault of interface ${fault.interface}, not B`);
  return fault.options;
}
