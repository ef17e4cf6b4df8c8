// An explicit registry of client checks per interface, as for the checks of `run`: an id is registered
// once, since reports cite it.
import type { InterfaceId } from '../engine/types.ts';
import type { ClientCheckDefinition } from './types.ts';

const ID = /^C[AB]\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class ClientRegistry {
  private readonly checks = new Map<string, ClientCheckDefinition>();

  constructor(readonly iface: InterfaceId) {}

  register(...defs: ClientCheckDefinition[]): this {
    for (const def of defs) {
      if (this.checks.has(def.id)) throw new Error(`duplicate client check id ${def.id}`);
      if (!ID.test(def.id) || def.id[1] !== def.interface.toUpperCase()) throw new Error(`client check id ${def.id} is not C${def.interface.toUpperCase()}.<rule-in-kebab-case>`);
      if (!def.specRef.startsWith('part ')) throw new Error(`client check ${def.id} cites "${def.specRef}", not a part of the specification`);
      this.checks.set(def.id, def);
    }
    return this;
  }

  all(): ClientCheckDefinition[] {
    return [...this.checks.values()];
  }
}
