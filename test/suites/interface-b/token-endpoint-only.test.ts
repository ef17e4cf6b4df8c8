// A check marked tokenEndpointOnly runs beside the exclusive checks (src/engine/runner.ts), so the mark must
// be true: against the reference platform, each such check of interface B sends at least one request, and
// every request it sends goes to the token endpoint (the URL of the run's own token requests), none to an
// operation of the interface.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { resolveRunConfig } from '../../../src/engine/config.ts';
import { executeRun } from '../../../commands/run/run.ts';
import { TOKEN_LABEL } from '../../../src/auth/recordedFetch.ts';
import { registry } from '../../../suites/interface-b/index.ts';
import { startPlatform } from '../../../reference/interface-b/index.ts';
import type { Exchange } from '../../../src/engine/types.ts';

const marked = registry
  .all()
  .filter((c) => c.tokenEndpointOnly)
  .map((c) => c.id);

describe('checks marked tokenEndpointOnly', () => {
  it('are the token endpoint checks of interface B', () => {
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((id) => id.startsWith('B.token-'))).toBe(true);
  });

  it('send only to the token endpoint, each at least once', async () => {
    const platform = await startPlatform({ port: 0, clients: [{ clientId: 'c', clientSecret: 'token-only-secret', userId: 1 }], rateLimit: false });
    try {
      // Every check the run has, so that the run's own token requests, and requests of other checks beside, are there too.
      const config = resolveRunConfig({ target: platform.url, interface: ['b'], tokenUrl: platform.tokenUrl, clientId: 'c', clientSecret: 'token-only-secret', only: [...marked, 'B3.*'], seed: 1, reporter: [] }, {});
      const sent = new Map<string | undefined, Exchange[]>();
      const report = await executeRun(config, {
        interrupt: new AbortController().signal,
        stream: new Writable({ write: (_c, _e, done) => done() }),
        onExchange: (x, label) => sent.set(label, [...(sent.get(label) ?? []), x]),
      });
      expect(report.summary.failed).toBe(0);
      const tokenUrls = new Set(sent.get(TOKEN_LABEL)?.map((x) => x.request.url));
      expect([...tokenUrls]).toEqual([platform.tokenUrl]);
      // The operations were asked too (B3), by other senders: an exchange is told apart by its URL.
      expect([...sent.keys()].some((label) => label?.startsWith('B3.'))).toBe(true);
      for (const id of marked) {
        const urls = (sent.get(id) ?? []).map((x) => x.request.url);
        expect(urls.length, id).toBeGreaterThan(0);
        expect(new Set(urls), id).toEqual(tokenUrls);
      }
    } finally {
      await platform.close();
    }
  });
});
