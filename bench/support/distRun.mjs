// What coldRun.mjs and timelineRun.mjs share: the built package (dist/), loaded as a user's `npx conformance
// run` loads it (plain node, no TypeScript loader), and a whole run of it that prints nothing.
import { Writable } from 'node:stream';

const dist = new URL('../../dist/', import.meta.url);
export const { HttpClient } = await import(new URL('src/http/client.js', dist).href);
const { resolveRunConfig } = await import(new URL('src/engine/config.js', dist).href);
const { executeRun } = await import(new URL('commands/run/run.js', dist).href);

/**
 * The run's configuration from `flags` as the command line gives them. Only the credentials come from the
 * environment (CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET, as a user's run takes
 * them): a profile or target named there is not the bench's.
 */
export function benchConfig(flags) {
  const { CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET } = process.env;
  return resolveRunConfig(flags, { CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET });
}

/** Runs `config` to its end; resolves with its report and how long it took (ms). */
export async function quietRun(config) {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const started = performance.now();
  const report = await executeRun(config, { interrupt: new AbortController().signal, stream: sink });
  return { report, runMs: performance.now() - started };
}
