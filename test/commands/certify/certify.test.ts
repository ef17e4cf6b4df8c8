// A certified run of the reference servers (started here with known credentials, so that the test knows
// every secret of the run): the bundle verifies, and every kind of tampering is caught with its reason.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../../reference/interface-a/index.ts';
import { runCli, type CliResult } from '../../e2e/cli.ts';
import { CLIENT_SECRET, startTestPlatform, type TestPlatform } from '../../e2e/interface-b-run.ts';
import { loadBundle, verifyBundle } from '../../../commands/certify/verify.ts';
import { catalogueChecks } from '../../../commands/certify/digests.ts';
import { editJson, forgeableCopy, keyPair, resum, scratch } from './bundle.ts';
import type { RunReport } from '../../../src/engine/types.ts';

const API_KEY = 'cert-key-Zr8pQ2vN5wLx7Ty';
const SEED = '20261124';

let holder: Awaited<ReturnType<typeof startDocumentHolder>>;
let platform: TestPlatform;
let work: string;
let bundle: string;
let run: CliResult;
const vendor = keyPair();
const stranger = keyPair();

beforeAll(async () => {
  holder = await startDocumentHolder({ port: 0, apiKey: API_KEY });
  platform = await startTestPlatform();
  work = await scratch('run');
  bundle = join(work, 'out');
  const profile = join(work, 'profile.json');
  await writeFile(
    profile,
    JSON.stringify({
      a: { target: holder.url, apiKey: API_KEY },
      b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: 'e2e-client', clientSecret: CLIENT_SECRET } },
    }),
  );
  await writeFile(join(work, 'vendor.pem'), vendor.privatePem);
  await writeFile(join(work, 'vendor.pub.pem'), vendor.publicPem);
  await writeFile(join(work, 'stranger.pub.pem'), stranger.publicPem);
  run = await runCli(['run', '--certify', bundle, '--product', 'Reference 1.0', '--config', profile, '--seed', SEED, '--sign-key', join(work, 'vendor.pem')]);
}, 120_000);

afterAll(async () => {
  await holder?.close();
  await platform?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('run --certify', () => {
  it('writes a complete bundle that verifies, as a directory and as .tar.gz', async () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((await readdir(bundle)).sort()).toEqual(
      ['README.md', 'SHA256SUMS', 'SHA256SUMS.sig', 'console.log', 'exchanges.har', 'junit.xml', 'manifest.json', 'public-key.pem', 'report.html', 'report.json'].sort(),
    );
    const manifest = JSON.parse(await readFile(join(bundle, 'manifest.json'), 'utf8'));
    expect(manifest.product).toBe('Reference 1.0');
    expect(manifest.seed).toBe(Number(SEED));
    expect(manifest.runs).toBe(100);
    expect(manifest.verdict).toBe('passed');
    expect(manifest.interfaces).toEqual(['a', 'b']);
    expect(manifest.skipped.every((s: { reason: string }) => s.reason.length > 0)).toBe(true);
    const consoleLog = await readFile(join(bundle, 'console.log'), 'utf8');
    expect(consoleLog).not.toContain('\x1b[');
    expect(consoleLog).toContain(`report: ${join(bundle, 'report.json')}`);
    // The terminal names the reports as the bundle holds them too, every one of them there.
    const printed = [...run.stdout.matchAll(/^report: (.+)$/gm)].map((m) => m[1]!);
    expect(printed.sort()).toEqual(['report.html', 'report.json', 'junit.xml'].map((f) => join(bundle, f)).sort());
    expect(run.stdout).not.toContain('conformance-report');
    expect(consoleLog).not.toContain('conformance-report');
    expect(consoleLog).toMatch(/\d+ passed, 0 failed/);
    expect(await readFile(join(bundle, 'README.md'), 'utf8')).toContain(`--seed ${SEED} --runs 100`);

    for (const target of [bundle, `${bundle}.tar.gz`]) {
      const v = await runCli(['verify', target, '--public-key', join(work, 'vendor.pub.pem')]);
      expect(v.stdout).toContain('bundle valid');
      expect(v.stdout).toContain('product: Reference 1.0');
      expect(v.stdout).toContain('verdict of the run: passed');
      expect(v.stdout).toContain('signature: valid against the key given with --public-key');
      expect(v.code).toBe(0);
    }
    const bundled = await runCli(['verify', bundle]);
    expect(bundled.stdout).toContain('signature: valid against the key in the bundle');
    expect(bundled.code).toBe(0);
  });

  it('catches a changed byte in any file, naming the file', async () => {
    const files = loadBundle(bundle);
    expect(verifyBundle(files).problems).toEqual([]);
    for (const [name, data] of files) {
      const changed = new Map(files);
      const copy = Buffer.from(data);
      copy[Math.floor(copy.length / 2)]! ^= 0x01;
      changed.set(name, copy);
      const { problems } = verifyBundle(changed);
      expect(problems.length, name).toBeGreaterThan(0);
      expect(problems.some((p) => p.includes(name)), `${name}: ${problems.join(' | ')}`).toBe(true);
    }
    // And through the command line: exit 1, the file named.
    const copy = await forgeableCopy(bundle);
    const html = join(copy, 'report.html');
    const text = await readFile(html);
    text[100]! ^= 0x01;
    await writeFile(html, text);
    const v = await runCli(['verify', copy]);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('INVALID: report.html: checksum mismatch');
  });

  it('catches a check removed from the report even with SHA256SUMS recomputed', async () => {
    const copy = await forgeableCopy(bundle);
    const report = JSON.parse(await readFile(join(copy, 'report.json'), 'utf8')) as RunReport;
    const removed = report.checks.find((c) => c.status === 'passed')!.id;
    await editJson(join(copy, 'report.json'), (r) => {
      r.checks = r.checks.filter((c: { id: string }) => c.id !== removed);
      r.summary.passed--;
    });
    await resum(copy);
    const v = await runCli(['verify', copy]);
    expect(v.code).toBe(1);
    expect(v.stdout).not.toContain('checksum mismatch');
    expect(v.stdout).toMatch(new RegExp(`INVALID: report.json: 1 check\\(s\\) of the catalogue missing: ${removed.replace(/\./g, '\\.')}`));
    expect(v.stdout).toContain('manifest.json and report.json disagree on the checks');
  });

  it('catches a HAR whose entries were moved from one check to another (same total)', async () => {
    const copy = await forgeableCopy(bundle);
    const report = JSON.parse(await readFile(join(copy, 'report.json'), 'utf8')) as RunReport;
    const [from, to] = report.checks.filter((c) => c.requests > 0);
    await editJson(join(copy, 'exchanges.har'), (h) => {
      h.log.entries.find((e: { _checkId: string }) => e._checkId === from!.id)._checkId = to!.id;
    });
    await resum(copy);
    const v = await runCli(['verify', copy]);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`INVALID: ${from!.id}: report.json counts ${from!.requests} requests, exchanges.har holds ${from!.requests - 1}`);
    expect(v.stdout).toContain(`INVALID: ${to!.id}: report.json counts ${to!.requests} requests, exchanges.har holds ${to!.requests + 1}`);
  });

  it('refuses a signature under a key other than the vendor\'s', async () => {
    const v = await runCli(['verify', bundle, '--public-key', join(work, 'stranger.pub.pem')]);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('INVALID: SHA256SUMS.sig: the signature does not match SHA256SUMS under the key given with --public-key');
  });

  it('leaves no secret of the run anywhere in the bundle, in any encoding', async () => {
    const secrets = [API_KEY, CLIENT_SECRET, ...platform.issuedTokens];
    expect(platform.issuedTokens.size).toBeGreaterThan(0);
    const forms = (s: string) => [
      s,
      encodeURIComponent(s),
      new URLSearchParams({ s }).toString().slice(2),
      Buffer.from(s).toString('base64').replace(/=+$/, ''),
      Buffer.from(s).toString('base64url'),
      Buffer.from(`e2e-client:${s}`).toString('base64').replace(/=+$/, ''),
    ];
    const blobs = [...loadBundle(bundle)].map(([n, d]) => [n, d.toString('latin1')] as const);
    blobs.push(['out.tar (unpacked)', gunzipSync(await readFile(`${bundle}.tar.gz`)).toString('latin1')]);
    for (const secret of secrets) {
      for (const form of forms(secret)) {
        for (const [name, text] of blobs) expect(text.includes(form), `${name} holds a form of a secret`).toBe(false);
      }
    }
    // A secret planted in the HAR is found by verify's own patterns.
    const files = loadBundle(bundle);
    const har = files.get('exchanges.har')!.toString('utf8').replace(/("name": "Authorization",\s*"value": )"<redacted>"/, `$1"Bearer ${[...platform.issuedTokens][0]}"`);
    files.set('exchanges.har', Buffer.from(har));
    files.set('console.log', Buffer.concat([files.get('console.log')!, Buffer.from(`grant_type=client_credentials&client_secret=${CLIENT_SECRET}\n`)]));
    const problems = verifyBundle(files).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^exchanges\.har: an Authorization value is not redacted/));
    expect(problems).toContainEqual(expect.stringMatching(/^console\.log: a client_secret value is not redacted/));
  });

  it('records the OAuth token requests in the HAR, every one the token endpoint received, secrets redacted', async () => {
    const har = JSON.parse(await readFile(join(bundle, 'exchanges.har'), 'utf8'));
    const manifest = JSON.parse(await readFile(join(bundle, 'manifest.json'), 'utf8'));
    type Entry = { _checkId: string; request: { method: string; url: string; headers: { name: string; value: string }[]; postData?: { text: string } }; response: { status: number; content: { text?: string } } };
    const toEndpoint: Entry[] = har.log.entries.filter((e: Entry) => e.request.url === platform.p.tokenUrl);
    // Those of the run's OAuth client and those some checks send of their own (a wrong secret, ...).
    expect(toEndpoint.length).toBe(platform.tokenRequests);
    const token = har.log.entries.filter((e: Entry) => e._checkId === 'token') as Entry[];
    expect(token.length).toBeGreaterThan(0);
    expect(manifest.requests.token).toBe(token.length);
    for (const e of token) {
      expect(e.request.method).toBe('POST');
      expect(e.request.url).toBe(platform.p.tokenUrl);
      expect(e.request.headers.find((h) => h.name.toLowerCase() === 'authorization')?.value).toBe('<redacted>');
      expect(e.request.postData?.text).toContain('grant_type=client_credentials');
      expect(e.response.status).toBe(200);
      const answer = JSON.parse(e.response.content.text!);
      expect(answer.access_token).toBe('<redacted>');
      expect(answer.token_type).toMatch(/^bearer$/i);
    }
    // verify still finds every count in agreement and no secret (the test above searches every byte too).
    const v = verifyBundle(loadBundle(bundle));
    expect(v.problems).toEqual([]);
  });

  it('records every request of the run in a HAR 1.2 log, one entry per request counted, each with its check id', async () => {
    const har = JSON.parse(await readFile(join(bundle, 'exchanges.har'), 'utf8'));
    const report = JSON.parse(await readFile(join(bundle, 'report.json'), 'utf8')) as RunReport;
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator.name).toBe('conformance');
    // The OAuth token requests are recorded beside the requests the run counts.
    expect(har.log.entries.filter((e: { _checkId: string }) => e._checkId !== 'token').length).toBe(report.summary.requests);
    const ids = new Set([...report.checks.map((c) => c.id), 'probe', 'cleanup', 'token']);
    for (const e of har.log.entries) {
      expect(Number.isNaN(Date.parse(e.startedDateTime))).toBe(false);
      expect(typeof e.time).toBe('number');
      expect(e.request).toMatchObject({ method: expect.any(String), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:/), httpVersion: expect.any(String), cookies: [], headers: expect.any(Array), queryString: expect.any(Array), headersSize: -1 });
      expect(e.response).toMatchObject({ status: expect.any(Number), statusText: expect.any(String), httpVersion: expect.any(String), cookies: [], headers: expect.any(Array), content: { size: expect.any(Number), mimeType: expect.any(String) }, redirectURL: expect.any(String) });
      expect(e.cache).toEqual({});
      expect(e.timings).toMatchObject({ send: expect.any(Number), wait: expect.any(Number), receive: expect.any(Number) });
      expect(ids.has(e._checkId)).toBe(true);
      expect((e.response.content.text ?? '').length).toBeLessThanOrEqual(8 * 1024 + 40);
    }
    // Each check's own request count is the number of its entries.
    const perCheck = new Map<string, number>();
    for (const e of har.log.entries) perCheck.set(e._checkId, (perCheck.get(e._checkId) ?? 0) + 1);
    for (const c of report.checks) expect(perCheck.get(c.id) ?? 0, c.id).toBe(c.requests);
    // Every check of the catalogue ran and is in the report.
    expect(catalogueChecks(['a', 'b'], false).every((id) => report.checks.some((c) => c.id === id))).toBe(true);
  });
});
