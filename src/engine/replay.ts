// The flags of `conformance run` that replay one check exactly: the run's seed (a property's seed derives
// from it and the check id), the check alone, its interface, and every setting that changes what the check
// sends or how it judges, with the setup flags the run was given (none of them a secret). Credentials are
// not among them: they come from the environment as before.
import { DEFAULTS, LOAD_DEFAULTS } from '../defaults.ts';
import type { RunConfig } from './config.ts';
import type { CheckDefinition } from './types.ts';

export type ReplayConfig = Pick<
  RunConfig,
  'seed' | 'runs' | 'shrink' | 'requestTimeoutMs' | 'concurrency' | 'insecure' | 'loadBounds' | 'profilePath' | 'targetFlag' | 'setupFlags' | 'keepFailed'
>;

export function replayFlags(config: ReplayConfig, def: CheckDefinition): string[] {
  const flags = ['--seed', String(config.seed), '--only', def.id, '--interface', def.interface];
  if (config.targetFlag) flags.push('--target', config.targetFlag);
  if (config.profilePath) flags.push('--config', config.profilePath);
  if (config.setupFlags) flags.push(...config.setupFlags);
  if (config.runs !== DEFAULTS.runs) flags.push('--runs', String(config.runs));
  // Unshrunk, the counterexample is the first failing case: the replay must stop there too to show it.
  if (config.shrink === false) flags.push('--no-shrink');
  if (config.requestTimeoutMs !== DEFAULTS.requestTimeoutMs) flags.push('--request-timeout', String(config.requestTimeoutMs));
  if (config.concurrency !== DEFAULTS.concurrency) flags.push('--concurrency', String(config.concurrency));
  if (config.insecure) flags.push('--insecure');
  if (config.keepFailed) flags.push('--keep-failed');
  if (def.phase === 'load') {
    flags.push('--load');
    if (config.loadBounds.maxRequests !== LOAD_DEFAULTS.maxRequests) flags.push('--load-max-requests', String(config.loadBounds.maxRequests));
    if (config.loadBounds.maxSeconds !== LOAD_DEFAULTS.maxSeconds) flags.push('--load-max-seconds', String(config.loadBounds.maxSeconds));
  }
  return flags;
}
