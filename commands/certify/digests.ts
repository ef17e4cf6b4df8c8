// What a certification was made against: the specification text the checks were written from, and the
// catalogue of checks of this tool version.
import { createHash } from 'node:crypto';
import { suites } from '../../suites/index.ts';
import type { InterfaceId } from '../../src/engine/types.ts';

/** sha256 of the specification text (`interfaces.md`) the checks of this version were written against. */
export const SPEC_SHA256 = '29641597ecec8e80a26595655a375ae770050b4292d4e2818cf3bae419c375a4';

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The checks a complete run of these interfaces must hold (load-phase checks only with `--load`). */
export function catalogueChecks(interfaces: readonly InterfaceId[], load: boolean): string[] {
  return interfaces.flatMap((i) => suites[i].registry.all()).filter((c) => load || (c.phase ?? 'main') !== 'load').map((c) => c.id);
}

/** A digest of the whole catalogue (ids, levels, spec parts, requirements of both interfaces): its version. */
export function catalogueDigest(): string {
  const all = (['a', 'b'] as const).flatMap((i) => suites[i].registry.all()).map((c) => [c.id, c.level, c.specRef, [...c.requirements], c.phase ?? 'main']);
  return sha256(JSON.stringify(all));
}
