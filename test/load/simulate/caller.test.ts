// The simulator's caller: operations placed as the profile says, credentials added, one new token after a
// 401, and no evidence kept (a simulation may send millions of requests).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SimCaller } from '../../../load/simulate/caller.ts';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { parseOperation } from '../../../src/profile/operations.ts';
import type { AuthProvider } from '../../../src/auth/provider.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function server(answer: (req: { method?: string; url?: string; auth?: string; body: string }) => number) {
  const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];
  const s = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = { method: req.method, url: req.url, auth: req.headers.authorization, body };
      seen.push(r);
      res.writeHead(answer(r), { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise<void>((r) => (s.close(() => r()), s.closeAllConnections())));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/api`, seen };
}

function tokens(): AuthProvider & { issued: number } {
  const p = {
    header: 'Authorization',
    envHeaders: { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' },
    issued: 1,
    async headers() {
      return { Authorization: `Bearer t${p.issued}` };
    },
    async refresh() {
      p.issued++;
      return true;
    },
  };
  return p;
}

describe('SimCaller', () => {
  it('places parameters and body as the operation says, with credentials, and keeps no evidence', async () => {
    const { url, seen } = await server(() => 200);
    const http = new HttpClient({ secrets: new Secrets(), evidence: false });
    closers.push(() => http.destroy());
    const caller = new SimCaller({ baseUrl: url, operations: { updateAction: parseOperation('PATCH /things/{id}') }, auth: tokens() }, http);
    const out = await caller.call('updateAction', { params: { id: 'a b', limit: 3 }, body: { n: 10n ** 20n } });
    expect(out).toMatchObject({ status: 200, attempts: [200], retryAfterHonoured: 0, backoffRetries: 0, suppressed: false });
    expect(seen).toEqual([{ method: 'PATCH', url: '/api/things/a%20b?limit=3', auth: 'Bearer t1', body: '{"n":100000000000000000000}' }]);
    const direct = await http.send({ method: 'GET', url, headers: { authorization: 'Bearer t1' } });
    expect(direct.exchange.reproduce).toBe('');
    expect(direct.exchange.request.headers).toEqual({});
  });

  it('fetches one new token after a 401 and sends again with it', async () => {
    const { url, seen } = await server((r) => (r.auth === 'Bearer t1' ? 401 : 200));
    const http = new HttpClient({ secrets: new Secrets(), evidence: false });
    closers.push(() => http.destroy());
    const caller = new SimCaller({ baseUrl: url, operations: { listActions: parseOperation('GET /things') }, auth: tokens() }, http);
    const out = await caller.call('listActions', {});
    expect(out.status).toBe(200);
    expect(out.attempts).toEqual([401, 200]);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer t1', 'Bearer t2']);
  });
});
