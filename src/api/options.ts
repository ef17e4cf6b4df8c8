// Options of the programmatic API to the flags the command line's configuration takes.
import type { RunFlags } from '../engine/config.ts';
import type { Profile } from '../profile/load.ts';
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
