// Options of the programmatic API to the flags the command line's configuration takes.
import type { RunFlags } from '../../src/engine/config.ts';
import { UsageError } from '../../src/errors.ts';
import { closest } from '../../src/nearest.ts';
import type { Profile } from '../../src/profile/load.ts';
import type { TargetOptions } from './types.ts';

/** The inline profile (`a`, `b`) when one is given: checked against the profile schema like a file. */
export function profileOf(options: TargetOptions): Profile | undefined {
  const profile: Profile = {};
  if (options.a !== undefined) profile.a = options.a;
  if (options.b !== undefined) profile.b = options.b;
  return Object.keys(profile).length ? profile : undefined;
}

export function targetFlagsOf(options: TargetOptions): RunFlags {
  return {
    target: options.target,
    config: options.config,
    profile: profileOf(options),
    requestTimeout: options.requestTimeout,
    insecure: options.insecure,
    outputDir: options.outputDir,
  };
}

/** The keys of TargetOptions, shared by every call that talks to a target. */
export const TARGET_OPTION_KEYS = ['a', 'b', 'target', 'config', 'requestTimeout', 'insecure', 'outputDir', 'env', 'signal', 'stream'] as const satisfies readonly (keyof TargetOptions)[];

/** Refuses options that are not an object, and any key the call does not take, naming the nearest known one. */
export function checkOptionKeys(call: string, options: unknown, known: readonly string[]): void {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new UsageError(`${call}(): the options must be an object, got ${options === null ? 'null' : Array.isArray(options) ? 'an array' : typeof options}`);
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const near = closest(key, known);
    throw new UsageError(`${call}(): unknown option "${key}"${near ? `: did you mean "${near}"?` : ''} (known: ${[...known].sort().join(', ')})`);
  }
}
