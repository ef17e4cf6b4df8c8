// The proof of the OpenAPI round trip: a profile's description, fed back to `init --from-openapi`, gives a
// profile that runs the whole suite green against the same server; and the vendor-style descriptions of
// fixtures/openapi give profiles that run green against reference servers serving what they describe.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDocumentHolder, type DocumentHolderOptions } from '../../reference/interface-a/index.ts';
import { personalitiesA } from '../../reference/personalities/interface-a.ts';
import { personalitiesB } from '../../reference/personalities/interface-b.ts';
import type { PlatformOptions } from '../../reference/interface-b/index.ts';
import { registry as registryA } from '../../suites/interface-a/index.ts';
import { registry as registryB } from '../../suites/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform } from './interface-b-run.ts';

const RUNS = '10';
const SEED = '20240611';
const API_KEY = 'openapi-key-4be1c7d2';
const FIXTURES = new URL('../../fixtures/openapi/', import.meta.url);

type Json = Record<string, any>;

/** The profile `init --from-openapi` writes from a description (extra flags: --interface, --target-a…). */
async function fromOpenApi(dir: string, source: string, flags: string[]): Promise<Json> {
  const out = join(dir, 'from-openapi.json');
  const res = await runCli(['init', '--from-openapi', source, '--output', out, ...flags]);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return JSON.parse(await readFile(out, 'utf8'));
}

/** The description `conformance openapi` writes for a profile. */
async function described(dir: string, profile: Json, side: 'a' | 'b'): Promise<string> {
  const config = join(dir, 'original.json');
  await writeFile(config, JSON.stringify(profile));
  const out = join(dir, 'openapi.json');
  const res = await runCli(['openapi', '--config', config, '--interface', side, '--output', out]);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return out;
}

/** The whole suite of one side under a profile: exit 0, no failure, no warning, every check run. */
async function runGreen(dir: string, side: 'a' | 'b', profile: Json): Promise<void> {
  const config = join(dir, 'run.json');
  await writeFile(config, JSON.stringify(profile));
  const res = await runCli(['run', '--config', config, '--interface', side, '--reporter', 'json', '--output-dir', dir, '--runs', RUNS, '--seed', SEED]);
  const report = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
  expect(res.stderr).toBe('');
  expect(report.checks.filter((c) => c.status === 'failed' || c.status === 'warning').map((c) => `${c.id}: ${c.status}: ${c.message}`)).toEqual([]);
  expect(res.code).toBe(0);
  const registry = side === 'a' ? registryA : registryB;
  expect(report.checks.map((c) => c.id).sort()).toEqual(registry.all().filter((c) => c.phase !== 'load').map((c) => c.id).sort());
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-e2e-openapi-'));
  try {
    await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A side-A round trip or fixture: the holder, the profile init wrote, the key added. */
async function greenA(options: Omit<DocumentHolderOptions, 'port' | 'apiKey'>, profileOf: (dir: string, url: string) => Promise<Json>): Promise<void> {
  const holder = await startDocumentHolder({ port: 0, apiKey: API_KEY, ...options });
  try {
    await withDir(async (dir) => {
      const profile = await profileOf(dir, holder.url);
      await runGreen(dir, 'a', { ...profile, a: { ...profile.a, apiKey: API_KEY } });
    });
  } finally {
    await holder.close();
  }
}

async function greenB(options: PlatformOptions, profileOf: (dir: string, url: string, tokenUrl: string) => Promise<Json>): Promise<void> {
  const platform = await startTestPlatform(options);
  try {
    await withDir(async (dir) => {
      const profile = await profileOf(dir, platform.p.url, platform.p.tokenUrl);
      expect(profile.b.oauth.tokenUrl).toBe(platform.p.tokenUrl);
      await runGreen(dir, 'b', { ...profile, b: { ...profile.b, oauth: { ...profile.b.oauth, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } });
    });
  } finally {
    await platform.close();
  }
}

const prefixedA = personalitiesA.find((p) => p.name === 'served-under-a-prefix')!;
const prefixedB = personalitiesB.find((p) => p.name === 'served-under-a-prefix')!;

describe.concurrent('profile -> openapi -> init --from-openapi -> run: the whole suite passes', () => {
  it('interface A, the default reference', () =>
    greenA({}, async (dir, url) => fromOpenApi(dir, await described(dir, { a: { target: url } }, 'a'), ['--interface', 'a'])));

  it('interface A, served under a prefix', () =>
    greenA(prefixedA.options, async (dir, url) => fromOpenApi(dir, await described(dir, { a: { target: url, ...prefixedA.profile } }, 'a'), ['--interface', 'a'])));

  it('interface B, the default reference', () =>
    greenB({}, async (dir, url, tokenUrl) => fromOpenApi(dir, await described(dir, { b: { target: url, oauth: { tokenUrl } } }, 'b'), ['--interface', 'b'])));

  it('interface B, served under a prefix (the target a base URL with a path)', () =>
    greenB(prefixedB.options, async (dir, url, tokenUrl) => {
      const profile = await fromOpenApi(dir, await described(dir, { b: { target: url + prefixedB.targetPath, oauth: { tokenUrl } } }, 'b'), ['--interface', 'b']);
      expect(profile.b.target).toBe(url + prefixedB.targetPath);
      return profile;
    }));
});

describe.concurrent('vendor-style descriptions: the profile init writes runs green against a server serving what they describe', () => {
  it('document-holder-paths.json: versioned paths, products, its own parameter names and key header', () =>
    greenA(
      {
        apiKeyHeader: 'X-Docs-Token',
        operations: {
          createDocument: 'POST /v1/suppliers/{supplier-id}/files',
          replaceDocument: 'PUT /v1/suppliers/{supplier-id}/files',
          queryDocuments: 'GET /v1/products/{materialId}/files',
        },
      },
      async (dir, url) => {
        const profile = await fromOpenApi(dir, new URL('document-holder-paths.json', FIXTURES).pathname, ['--interface', 'a', '--target-a', url]);
        expect(profile.a.apiKeyHeader).toBe('X-Docs-Token');
        expect(profile.a.operations.queryDocuments).toBe('GET /v1/products/{materialId}/files');
        return profile;
      },
    ));

  it('document-holder-components.yaml: YAML, $refs across components, the supplier in a header', () =>
    greenA(
      {
        apiKeyHeader: 'X-Holder-Key',
        operations: {
          createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
          replaceDocument: { method: 'PUT', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
          queryDocuments: 'GET /documents/search',
        },
      },
      async (dir, url) => fromOpenApi(dir, new URL('document-holder-components.yaml', FIXTURES).pathname, ['--interface', 'a', '--target-a', url]),
    ));

  it('platform-header-ids.json: the action id in a header, a relative token URL, scopes', () =>
    greenB(
      {
        operations: {
          listActions: 'GET /platform/actions',
          createAction: 'POST /platform/actions',
          getAction: { method: 'GET', path: '/platform/action', headers: { 'X-Action-Id': '{id}' } },
          updateAction: { method: 'PATCH', path: '/platform/action', headers: { 'X-Action-Id': '{id}' } },
          deleteAction: { method: 'DELETE', path: '/platform/action', headers: { 'X-Action-Id': '{id}' } },
        },
      },
      async (dir, url) => {
        const profile = await fromOpenApi(dir, new URL('platform-header-ids.json', FIXTURES).pathname, ['--interface', 'b', '--target-b', url]);
        expect(profile.b.oauth.scope).toBe('actions:read actions:write');
        return profile;
      },
    ));
});
