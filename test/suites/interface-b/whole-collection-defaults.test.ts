// B1.whole-collection-defaults under another client's writes placed in an explicit order between its
// reads (a proxy in front of the reference runs them before it forwards the chosen list request), and
// against a platform whose count alone is wrong with no parameters.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';
import { resolveRunConfig } from '../../../src/engine/config.ts';
import { executeRun } from '../../../commands/run/run.ts';
import { CLIENT } from './list-harness.ts';

const PARTNER = { clientId: 'partner', clientSecret: 'p', userId: 3 };
const LIST = '/v2/development-actions';

type Step = (p: StartedPlatform) => Promise<void>;

/** Forwards everything to the platform; before the check's n-th list read (0-based) runs `before[n]`; `edit` may rewrite a list answer. */
async function proxy(p: StartedPlatform, before: Record<number, Step>, edit?: (query: string, body: string) => string) {
  let lists = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const [path, query = ''] = (req.url ?? '/').split('?');
      const isList = req.method === 'GET' && path === LIST;
      // The check's own reads (its two queries), not the run's setup probe (limit=1).
      if (isList && (query === '' || query.startsWith('direction=all'))) await before[lists++]?.(p);
      const upstream = new URL(p.url);
      const out = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (up) => {
        const body: Buffer[] = [];
        up.on('data', (c: Buffer) => body.push(c));
        up.on('end', () => {
          let text = Buffer.concat(body).toString('utf8');
          if (isList && up.statusCode === 200 && edit) text = edit(query, text);
          const headers = { ...up.headers, 'content-length': String(Buffer.byteLength(text)) };
          res.writeHead(up.statusCode ?? 502, headers).end(text);
        });
      });
      out.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())), lists: () => lists };
}

async function partnerToken(p: StartedPlatform): Promise<string> {
  const res = await fetch(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: PARTNER.clientId, client_secret: PARTNER.clientSecret }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Another client's action, shared with the caller's company so that the caller sees it. */
async function foreignCreate(p: StartedPlatform, title: string): Promise<number> {
  const res = await fetch(`${p.url}${LIST}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await partnerToken(p)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'Draft', title, categoryId: 1, allowTaskEditingForPartners: false, benefits: {}, shareTo: [{ companyId: 1 }] }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function foreignDelete(p: StartedPlatform, id: number): Promise<void> {
  const res = await fetch(`${p.url}${LIST}/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${await partnerToken(p)}` } });
  expect(res.status).toBeLessThan(300);
}

const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const x of open.splice(0).reverse()) await x.close();
});

async function runCheck(before: Record<number, Step>, edit?: (query: string, body: string) => string) {
  const platform = await startPlatform({
    clients: [CLIENT, PARTNER],
    port: 0,
    seedActions: [{ authorUserId: 3, body: { status: 'Draft', title: 'Seeded partner', categoryId: 2, allowTaskEditingForPartners: true, benefits: {}, shareTo: [{ companyId: 1 }] } }],
  });
  open.push(platform);
  const front = await proxy(platform, before, edit);
  open.push(front);
  const outputDir = mkdtempSync(join(tmpdir(), 'b1-defaults-'));
  open.push({ close: async () => rmSync(outputDir, { recursive: true, force: true }) });
  const config = resolveRunConfig(
    {
      target: front.url,
      interface: ['b'],
      tokenUrl: platform.tokenUrl,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      only: ['B1.whole-collection-defaults'],
      seed: 1,
      outputDir,
    },
    {},
  );
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const report = await executeRun(config, { interrupt: new AbortController().signal, stream: sink, color: false });
  return { check: report.checks.find((c) => c.id === 'B1.whole-collection-defaults')!, lists: front.lists() };
}

describe('B1.whole-collection-defaults', () => {
  it('passes when a create and a delete fall between its reads so that each count pair agrees', async () => {
    // explicit n, default n+1, explicit n, default n+1: the counts pair up, yet the records differ.
    let first = 0;
    const { check, lists } = await runCheck({
      1: async (p) => {
        first = await foreignCreate(p, 'Foreign one');
      },
      2: async (p) => foreignDelete(p, first),
      3: async (p) => {
        await foreignCreate(p, 'Foreign two');
      },
    });
    expect(`${check.status} ${check.message ?? ''}`).toBe('passed ');
    // The first round moved; the second, with nothing written, decided.
    expect(lists).toBe(8);
  }, 60_000);

  it('skips, saying why, when every round is moved by another client', async () => {
    const steps: Record<number, Step> = {};
    for (let n = 1; n < 12; n += 2) steps[n] = async (p) => void (await foreignCreate(p, `Foreign ${n}`));
    const { check } = await runCheck(steps);
    expect(check.status).toBe('skipped');
    expect(check.message).toMatch(/other clients changed the list/);
  }, 60_000);

  it('fails when the count with no parameters differs in every round with nothing moving', async () => {
    const plusOne = (query: string, body: string) => {
      if (query !== '') return body;
      const json = JSON.parse(body) as { meta: { paging: { totalCount: number } } };
      json.meta.paging.totalCount += 1;
      return JSON.stringify(json);
    };
    const { check, lists } = await runCheck({}, plusOne);
    expect(check.status).toBe('failed');
    expect(check.message).toMatch(/totalCount is \d+ with no parameters and \d+ with direction=all&limit=100&offset=0, in 3 rounds/);
    expect(lists).toBe(12);
  }, 60_000);
});
