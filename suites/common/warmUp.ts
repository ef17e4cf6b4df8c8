// What the checks of an interface build once at first use, in the order they first need it: the grapheme
// string arbitrary's tables (any check drawing unicode text; 20 to 40 ms in a fresh process), then the
// validator of each response schema of the interface.
import { unicodeText } from '../../generators/unicodeText.ts';
import { prepareValidator, schemaIds, type SchemaId } from '../../schemas/index.ts';
import type { WarmUpTask } from '../../src/engine/warmUp.ts';

/** The schemas an interface's checks validate against: its own and the common ones (the error body). */
export function schemasOf(iface: 'a' | 'b'): SchemaId[] {
  return schemaIds.filter((id) => id.startsWith('common/') || id.startsWith(`interface-${iface}/`));
}

export function warmUpTasks(iface: 'a' | 'b'): WarmUpTask[] {
  return [() => void unicodeText(), ...schemasOf(iface).map((id) => () => prepareValidator(id))];
}
