// What a failed (or warned) check's result carries to reproduce it: the flags that replay it, every
// exchange of its chain, a reproduction script (written to a file when reports are written) and, with
// --keep-failed, its resources marked to stay on the target.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULTS } from '../defaults.ts';
import { toCurl } from '../http/curl.ts';
import { ApiClient } from './api.ts';
import { joinChains, type Chain } from './chain.ts';
import { entryKey } from './ledger.ts';
import { chainEvidence } from './evidence.ts';
import { largeBodyOf } from './largeBodies.ts';
import { connectionFlags, needsScript, reproductionScript } from './reproduce.ts';
import type { HttpClient, OutgoingRequest } from '../http/client.ts';
import type { ContextEnvironment, RunningCheck } from './context.ts';
import type { CheckDefinition, CheckResult } from './types.ts';

/** An HTTP client that sends nothing: it answers 204 and keeps the curl line, to learn how a remover deletes. */
function recorder(redact: (s: string) => string): Pick<HttpClient, 'send' | 'countSentElsewhere'> {
  return {
    countSentElsewhere: () => undefined,
    async send(req: OutgoingRequest) {
      const body = req.body === undefined ? undefined : req.body.toString();
      const reproduce = redact(toCurl({ method: req.method, url: req.url, headers: req.headers, body, envHeaders: req.envHeaders }));
      const exchange = { request: { method: req.method, url: redact(req.url), headers: {} }, reproduce };
      return { status: 204, headers: {}, body: Buffer.alloc(0), timeMs: 0, exchange };
    },
  };
}

/** Curl lines that delete what the chain created and did not delete itself, by entry key. */
async function deleteLines(chain: Chain, t: RunningCheck, env: ContextEnvironment): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const redact = (s: string) => env.http.secrets.redact(s);
  for (const { entry } of chain.created) {
    const key = entryKey(entry);
    if (chain.removed.has(key) || out.has(key)) continue;
    // A record the create answered with but that is someone else's: the script must not delete it either.
    if (env.ledger.ownership(entry.interface, entry.kind, entry.id) === 'not-ours') continue;
    const remove = env.evidence?.remover(entry);
    if (!remove) continue;
    const api = new ApiClient(t.api.target, recorder(redact), env.ledger, AbortSignal.timeout(DEFAULTS.requestTimeoutMs));
    try {
      await remove(api, entry.id);
      if (api.last) out.set(key, api.last.reproduce);
    } catch {
      // No delete line: the script says it cannot delete that resource.
    }
  }
  return out;
}

/**
 * Writes the bodies of the chain too large for a curl line beside the script (`<check-id>.body-<step>.json`),
 * except a body holding a secret (nothing secret is stored); returns the file of each step written.
 */
async function writeLargeBodies(def: CheckDefinition, chain: Chain, dir: string, env: ContextEnvironment): Promise<Map<number, string>> {
  const files = new Map<number, string>();
  const steps = chain.exchanges.slice(0, DEFAULTS.scriptMaxRequests);
  for (const [i, x] of steps.entries()) {
    const body = largeBodyOf(x);
    if (body === undefined) continue;
    const text = body.toString();
    if (env.http.secrets.redact(text) !== text) continue;
    const name = `${def.id}.body-${i + 1}.json`;
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), body);
      files.set(i, name);
    } catch {
      // The script says where the body is not: see the report.
    }
  }
  return files;
}

export async function failureEvidence(def: CheckDefinition, t: RunningCheck, result: CheckResult, env: ContextEnvironment): Promise<void> {
  const settings = env.evidence;
  if (settings) result.replay = settings.replay(def);
  // The shared data the check stood on first (made again by the script, kept with --keep-failed), then its own chain.
  const chain = joinChains(t.api, [...t.sharedChains, t.failingChain ?? t.api.whole]);
  if (chain.exchanges.length === 0) return;
  const { chain: exchanges, chainCut } = chainEvidence(chain.exchanges, DEFAULTS.chainMaxExchanges, DEFAULTS.chainBodyChars);
  result.evidence = { ...result.evidence, chain: exchanges, ...(chainCut ? { chainCut } : {}) };

  const auth = settings?.auth[def.interface];
  const connection = settings?.connection?.[def.interface];
  if (!needsScript(chain, auth)) {
    if (result.reproduce) result.reproduce = connectionFlags(connection)(result.reproduce);
  } else {
    const bodyFiles = settings?.scriptDir ? await writeLargeBodies(def, chain, settings.scriptDir, env) : undefined;
    const script = reproductionScript({
      bodyFiles,
      check: def,
      message: result.message,
      replay: result.replay,
      chain,
      auth,
      connection,
      deletes: await deleteLines(chain, t, env),
      maxRequests: DEFAULTS.scriptMaxRequests,
    });
    result.reproduce = env.http.secrets.redact(script);
    if (settings?.scriptDir) {
      const file = join(settings.scriptDir, `${def.id}.sh`);
      try {
        await mkdir(settings.scriptDir, { recursive: true });
        await writeFile(file, result.reproduce, { mode: 0o755 });
        result.reproduceFile = file;
      } catch {
        // The script stays inline in the result; the report is still written.
      }
    }
  }

  if (settings?.keepFailed && result.status === 'failed') {
    for (const { entry } of chain.created) if (!chain.removed.has(entryKey(entry))) env.ledger.keep(entry, def.id);
  }
}
