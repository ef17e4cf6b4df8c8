// An explicit registry per interface: checks are listed by hand in each suite's index, and an id can be
// registered once only, since reports and certifications cite it. Every check names the requirements of
// the catalogue it enforces; the registry is given the catalogue's ids (it knows no interface itself).
import type { CheckDefinition, InterfaceId } from './types.ts';

const ID = /^(A[1-3]?|B[1-5]?)\.[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class Registry {
  private readonly checks = new Map<string, CheckDefinition>();

  /** `requirementIds`: every id of the requirement catalogue; a check must name at least one of them, and no other. */
  constructor(
    readonly iface: InterfaceId,
    private readonly requirementIds: ReadonlySet<string>,
  ) {}

  register(...defs: CheckDefinition[]): this {
    for (const def of defs) {
      if (this.checks.has(def.id)) throw new Error(`duplicate check id ${def.id}`);
      if (!ID.test(def.id)) throw new Error(`check id ${def.id} is not <operation>.<rule-in-kebab-case>`);
      if (def.interface !== this.iface) throw new Error(`check ${def.id} belongs to interface ${def.interface}, not ${this.iface}`);
      if (!def.specRef.startsWith('part ')) throw new Error(`check ${def.id} cites "${def.specRef}", not a part of the specification`);
      if (!def.requirements?.length) throw new Error(`check ${def.id} names no requirement it enforces`);
      const unknown = def.requirements.filter((r) => !this.requirementIds.has(r));
      if (unknown.length) throw new Error(`check ${def.id} names unknown requirement(s) ${unknown.join(', ')}`);
      this.checks.set(def.id, def);
    }
    return this;
  }

  all(): CheckDefinition[] {
    return [...this.checks.values()];
  }
}

/** The operation a check belongs to: the part of its id before the first dot. */
export function operationOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}

/** `--only` patterns: globs over check ids (`*` any run of characters, `?` one), comma-separated or repeated. */
export function matchesOnly(id: string, patterns: string[] | undefined): boolean {
  if (!patterns || patterns.length === 0) return true;
  return patterns
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean)
    .some((p) => globToRegExp(p).test(id));
}

/** `--exclude` patterns: the same globs as `--only`; no pattern excludes nothing. */
export function matchesExclude(id: string, patterns: string[] | undefined): boolean {
  if (!patterns || patterns.length === 0) return false;
  return matchesOnly(id, patterns);
}

function globToRegExp(glob: string): RegExp {
  const re = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${re}$`);
}
