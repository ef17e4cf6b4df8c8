// The setup probe of one interface: the suite's probe requests through the run's client and credentials,
// anything a lenient target created from them deleted at once, and the verdict (a setup mistake, or none).
import { DEFAULTS } from '../../src/defaults.ts';
import { loadSuite } from '../../suites/load.ts';
import { ApiClient, type InterfaceTarget } from '../../src/engine/api.ts';
import { Ledger } from '../../src/engine/ledger.ts';
import { judgeSetupProbe, runSetupProbe, type CredentialsText, type ProbeAnswer } from '../../src/engine/preflight.ts';
import type { HttpClient } from '../../src/http/client.ts';
import type { RunConfig } from '../../src/engine/config.ts';

export interface ProbeOutcome {
  answers: ProbeAnswer[];
  /** The one line of exit 2, when the probe shows a setup mistake. */
  problem?: string;
  /** What the probe created and could not delete (ids), normally nothing. */
  leftBehind: string[];
  /** Ids a probe create answered with that read back as records the run did not make: left untouched. */
  notOurs: string[];
}

export async function probeInterface(target: InterfaceTarget, http: HttpClient, config: RunConfig, signal: AbortSignal): Promise<ProbeOutcome> {
  const suite = await loadSuite(target.iface);
  const ledger = new Ledger();
  const api = new ApiClient(target, http, ledger, signal, { label: 'probe' });
  const answers = await runSetupProbe(api, suite.setupProbe ?? []);
  let leftBehind: string[] = [];
  let notOurs: string[] = [];
  if (ledger.size > 0) {
    const cleanupSignal = AbortSignal.timeout(DEFAULTS.cleanupTimeoutMs);
    const summary = await ledger.cleanup((entry) => {
      const remove = suite.removers?.[entry.kind];
      if (!remove) return undefined;
      const cleanupApi = new ApiClient(target, http, ledger, cleanupSignal, { label: 'probe' });
      return () => remove(cleanupApi, entry.id);
    }, DEFAULTS.cleanupTimeoutMs, undefined, undefined, (entry) => {
      const prove = suite.provers?.[entry.kind];
      if (!prove) return undefined;
      const cleanupApi = new ApiClient(target, http, ledger, cleanupSignal, { label: 'probe' });
      return () => prove(cleanupApi, entry);
    });
    leftBehind = summary.leftBehind.map((e) => e.id);
    notOurs = (summary.notOurs ?? []).map((e) => e.id);
  }
  return { answers, problem: judgeSetupProbe(target.iface, answers, credentialsText(target.iface, config), config.requestTimeoutMs), leftBehind, notOurs };
}

/** How the interface's requests carry credentials, and where to fix them, in words (never the values). */
export function credentialsText(iface: 'a' | 'b', config: RunConfig): CredentialsText {
  if (iface === 'a') {
    return { what: `the key in ${config.a.apiKeyHeader}`, fix: 'check CONFORMANCE_API_KEY (or --api-key, a.apiKey) and --api-key-header (or a.apiKeyHeader)' };
  }
  if (config.b.bearerToken) {
    return { what: 'the bearer token given', fix: 'check CONFORMANCE_BEARER_TOKEN (or --bearer-token, b.bearerToken): is it valid for this platform and unexpired?' };
  }
  return {
    what: `the token from ${config.b.oauth?.tokenUrl ?? 'the token endpoint'}`,
    fix: config.b.oauth?.issuer
      ? 'check that --issuer (or b.oauth.issuer) issues tokens this platform accepts, that the client may call it (--client-id, --scope), and the audience the platform expects (b.oauth.params: audience or resource)'
      : 'check that --token-url (or b.oauth.tokenUrl) is this platform\'s, that the client may call it (--client-id, --scope), and the audience the platform expects (b.oauth.params: audience or resource)',
  };
}
