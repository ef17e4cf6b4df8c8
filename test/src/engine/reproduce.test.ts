// The reproduction script of a chain, built from recorded exchanges: ids carried where they stand for the
// created resource and nowhere else, what the script needs named, nothing secret.
import { describe, expect, it } from 'vitest';
import { curlUrl, toCurl } from '../../../src/http/curl.ts';
import { newChain } from '../../../src/engine/chain.ts';
import { needsScript, reproductionScript, type ScriptAuth } from '../../../src/engine/reproduce.ts';
import type { Exchange } from '../../../src/engine/types.ts';

const BASE = 'http://127.0.0.1:9/v2/development-actions';
const ENV = { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' };

function exchange(method: string, url: string, status: number, answer?: string, body?: string): Exchange {
  return {
    request: { method, url, headers: {} },
    response: { status, headers: {}, body: answer, bodyBytes: answer?.length ?? 0, timeMs: 1 },
    reproduce: toCurl({ method, url, headers: { Authorization: 'Bearer secret-token-value' }, body, envHeaders: ENV }),
  };
}

const OAUTH: ScriptAuth = { kind: 'oauth', tokenUrl: 'http://127.0.0.1:9/oauth/token', clientId: 'my-client', authMethod: 'client_secret_post' };

function script(exchanges: Exchange[], created: { id: string; after: number }[], removed: string[] = [], auth: ScriptAuth = OAUTH) {
  const chain = newChain({});
  chain.exchanges.push(...exchanges);
  for (const c of created) chain.created.push({ entry: { interface: 'b', kind: 'action', id: c.id }, after: c.after });
  for (const r of removed) chain.removed.add(`b:action:${r}`);
  const deletes = new Map(created.map((c) => [`b:action:${c.id}`, toCurl({ method: 'DELETE', url: `${BASE}/${c.id}`, headers: {}, envHeaders: ENV })]));
  return reproductionScript({ check: { id: 'B4.x', title: 't', level: 'MUST', specRef: 'part 4.2 B4' }, message: 'm', chain, auth, deletes, maxRequests: 200 });
}

describe('reproduction script', () => {
  it('reads the URL back from a curl line, quotes included', () => {
    const url = `${BASE}/it's?q=a b`;
    const line = toCurl({ method: 'GET', url, headers: {} });
    const at = curlUrl(line, 'GET')!;
    expect(at.url).toBe(url);
    expect(line.slice(at.end)).toBe('');
  });

  it('carries a created id into later path segments and id-named query parameters, not into other values', () => {
    const s = script(
      [
        exchange('POST', BASE, 201, '{"id":5,"title":"x"}', '{"title":"x"}'),
        exchange('GET', `${BASE}/5?limit=5&action_id=5`, 200, '{"id":5}'),
      ],
      [{ id: '5', after: 0 }],
    );
    expect(s).toContain(`ID_1=$(field "$out/1" '["id"]')`);
    expect(s).toContain(`'${BASE}/'"$ID_1"'?limit=5&action_id='"$ID_1"`);
    // Not deleted by the chain: the script deletes it at the end, by its own id.
    expect(s).toContain(`curl -sS -i -X DELETE '${BASE}/'"$ID_1"`);
  });

  it('finds an id nested in the answer and keeps ids beyond 2^53 as text', () => {
    const big = '1152921504606846977';
    const s = script([exchange('POST', BASE, 201, `{"data":{"id":${big}}}`), exchange('DELETE', `${BASE}/${big}`, 200, '{}')], [{ id: big, after: 0 }], [big]);
    expect(s).toContain(`field "$out/1" '["data","id"]'`);
    expect(s).toContain(`'${BASE}/'"$ID_1"`);
    expect(s).not.toContain('# Cleanup');
  });

  it('gets a token by the configured grant, never writes a secret, and needs no script for one tokenless request', () => {
    const s = script([exchange('GET', `${BASE}/1`, 404, '{}')], []);
    expect(s).not.toContain('secret-token-value');
    expect(s).toContain('--data-urlencode "client_secret=$CONFORMANCE_CLIENT_SECRET"');
    expect(s).toContain("CONFORMANCE_CLIENT_ID=${CONFORMANCE_CLIENT_ID:-'my-client'}");
    const basic = script([exchange('GET', `${BASE}/1`, 404, '{}')], [], [], { ...OAUTH, authMethod: 'client_secret_basic' });
    expect(basic).toContain('-H "Authorization: Basic $basic"');
    const chain = newChain({});
    chain.exchanges.push({ request: { method: 'GET', url: BASE, headers: {} }, reproduce: `curl -sS -i -X GET '${BASE}'` });
    expect(needsScript(chain, OAUTH)).toBe(false);
    expect(needsScript(chain, { kind: 'apiKey', header: 'X-API-KEY' })).toBe(false);
    chain.exchanges[0] = exchange('GET', BASE, 200, '{}');
    expect(needsScript(chain, OAUTH)).toBe(true);
    expect(needsScript(chain, { kind: 'bearer' })).toBe(false);
  });
});
