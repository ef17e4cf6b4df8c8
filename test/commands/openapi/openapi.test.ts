// `conformance openapi` and `conformance init --from-openapi`: the description written for a profile is
// valid OpenAPI 3.1 and names only requirements of the catalogue; fed back to init it gives the same
// operations, for the default reference and for every personality whose operations differ; an invalid
// document ends in one line and exit 2; an ambiguous match is never settled silently.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B } from '../../../src/defaults.ts';
import { parseOperation, type OperationInput } from '../../../src/profile/operations.ts';
import { requirementIds } from '../../../requirements/index.ts';
import { personalitiesA } from '../../../reference/personalities/interface-a.ts';
import { personalitiesB } from '../../../reference/personalities/interface-b.ts';
import { REQUIREMENT_KEY } from '../../../commands/openapi/describe.ts';
import { runCli, spawnCli } from '../../e2e/cli.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-openapi-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Section = Record<string, unknown>;
let n = 0;
const file = (name: string) => join(dir, `${n++}-${name}`);

/** Every operation of a side, as the profile section resolves it (defaults where it says nothing). */
function resolved(side: 'a' | 'b', section: Section | undefined): Record<string, unknown> {
  const defaults: Record<string, string> = side === 'a' ? DEFAULT_OPERATIONS_A : DEFAULT_OPERATIONS_B;
  const ops = (section?.operations ?? {}) as Record<string, OperationInput>;
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, parseOperation(ops[k] ?? defaults[k])]));
}

/** `openapi` for a profile, then `init --from-openapi` on what it wrote: the new profile and both commands' output. */
async function roundTrip(profile: Record<string, unknown>, sides: ('a' | 'b')[]) {
  const config = file('profile.json');
  await writeFile(config, JSON.stringify(profile));
  const described = file('openapi.json');
  const iface = sides.flatMap((s) => ['--interface', s]);
  const out = await runCli(['openapi', '--config', config, '--output', described, ...iface]);
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  const back = file('back.json');
  const init = await runCli(['init', '--from-openapi', described, '--output', back, ...iface]);
  expect(init.code, init.stderr).toBe(0);
  return { doc: JSON.parse(await readFile(described, 'utf8')), init, profile: JSON.parse(await readFile(back, 'utf8')) };
}

const TARGET_A = 'https://docs.example.com/api';
const TARGET_B = 'https://platform.example.com';

const casesA: [string, Section][] = [
  ['the default reference', {}],
  ...personalitiesA.filter((p) => p.profile?.operations).map((p): [string, Section] => [p.name, p.profile!]),
];
const casesB: [string, Section, string][] = [
  ['the default reference', {}, ''],
  ...personalitiesB.filter((p) => p.profile?.operations || p.targetPath).map((p): [string, Section, string] => [p.name, { operations: p.profile?.operations }, p.targetPath ?? '']),
];

describe('the round trip: profile -> openapi -> init --from-openapi', () => {
  it('covers the personalities whose operations differ', () => {
    expect(casesA.map((c) => c[0])).toEqual(['the default reference', 'supplier-id-in-a-header', 'served-under-a-prefix']);
    expect(casesB.map((c) => c[0])).toEqual(['the default reference', 'ids-in-the-query', 'served-under-a-prefix']);
  });

  it.each(casesA)('interface A, %s: the same operations, key header and target, and nothing to settle by hand', async (_name, section) => {
    const { init, profile } = await roundTrip({ a: { target: TARGET_A, ...section } }, ['a']);
    expect(init.stderr).toBe('');
    expect(profile.b).toBeUndefined();
    expect(resolved('a', profile.a)).toEqual(resolved('a', section));
    expect(profile.a.target).toBe(TARGET_A);
    expect(profile.a.apiKeyHeader).toBe(section.apiKeyHeader ?? 'X-API-KEY');
  });

  it.each(casesB)('interface B, %s: the same operations, target, token URL and scope', async (_name, section, targetPath) => {
    const target = TARGET_B + targetPath;
    const oauth = { tokenUrl: `${TARGET_B}/auth/token`, scope: 'actions' };
    const { init, profile } = await roundTrip({ b: { target, oauth, ...(section.operations ? { operations: section.operations } : {}) } }, ['b']);
    expect(init.stderr).toBe('');
    expect(resolved('b', profile.b)).toEqual(resolved('b', section));
    expect(profile.b.target).toBe(target);
    expect(profile.b.oauth).toMatchObject(oauth);
  });

  it('both interfaces in one description, each under its own server', async () => {
    const { doc, init, profile } = await roundTrip({ a: { target: TARGET_A, apiKeyHeader: 'X-Docs-Key' }, b: { target: TARGET_B } }, ['a', 'b']);
    expect(init.stderr).toBe('');
    expect(doc.servers).toBeUndefined();
    expect(profile.a).toMatchObject({ target: TARGET_A, apiKeyHeader: 'X-Docs-Key' });
    expect(profile.b).toMatchObject({ target: TARGET_B, oauth: { tokenUrl: `${TARGET_B}/oauth/token` } });
    expect(resolved('a', profile.a)).toEqual(resolved('a', {}));
    expect(resolved('b', profile.b)).toEqual(resolved('b', {}));
  });
});

describe('conformance openapi', () => {
  it('is listed by --help, and init --help offers --from-openapi', async () => {
    // yargs prints help to the process's own stdout: the built command, as a user runs it.
    expect((await spawnCli(['--help'])).stdout).toMatch(/conformance openapi +write the OpenAPI 3\.1 description/);
    expect((await spawnCli(['init', '--help'])).stdout).toContain('--from-openapi');
  });

  it('names only requirements of the catalogue, and the ones of each operation', async () => {
    const out = await runCli(['openapi']);
    expect(out.code).toBe(0);
    const doc = JSON.parse(out.stdout);
    expect(doc.openapi).toBe('3.1.0');
    const ids: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) k === REQUIREMENT_KEY ? ids.push(...(v as string[])) : walk(v);
    };
    walk(doc);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !requirementIds.has(id))).toEqual([]);
    const a1 = doc.paths['/suppliers/{supplier-id}/documents'].post;
    expect(a1[REQUIREMENT_KEY]).toContain('R-A1-creates-document');
    expect(a1.parameters[0][REQUIREMENT_KEY]).toContain('R-A1-supplier-id-placement');
    const b1 = doc.paths['/v2/development-actions'].get;
    expect(b1.parameters.map((p: { name: string }) => p.name)).toContain('sortingColumn');
    expect(b1.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    expect(doc.components.responses.TooManyRequests.headers['Retry-After'].required).toBe(true);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-KEY' });
    expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe('/oauth/token');
  });

  it('leaves open what the specification leaves open: the response schemas are those of schemas/, no field made required', async () => {
    const doc = JSON.parse((await runCli(['openapi', '--interface', 'b'])).stdout);
    expect(doc.components.schemas.action.required).toEqual(['id']);
    expect(doc.components.schemas.action.properties.status).toEqual({ type: ['string', 'null'] });
    expect(doc.components.schemas.actionList.properties.data.items).toEqual({ $ref: '#/components/schemas/action' });
    // A1's and B2's answers have no body shown: no schema is invented for them.
    expect(doc.paths['/v2/development-actions'].post.responses['2XX'].content).toBeUndefined();
    expect(doc.paths['/suppliers/{supplier-id}/documents']).toBeUndefined();
  });

  it('refuses to overwrite a file without --force', async () => {
    const out = file('kept.json');
    await writeFile(out, 'keep');
    const res = await runCli(['openapi', '--output', out]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`conformance: ${out} exists: give --force to overwrite it\n`);
  });
});

describe('init --from-openapi', () => {
  it('an invalid document: exit 2 and one line naming its first error, no stack trace', async () => {
    const bad = file('bad.json');
    await writeFile(bad, JSON.stringify({ openapi: '3.1.0', info: { title: 'no version' }, paths: {} }));
    const res = await spawnCli(['init', '--from-openapi', bad, '--output', file('never.json')]);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(`conformance: ${bad}: not valid OpenAPI: #/info must have required property 'version'\n`);
  });

  it.each([
    ['not JSON nor YAML', '{ "openapi": ', /not valid OpenAPI/],
    ['Swagger 2.0', JSON.stringify({ swagger: '2.0', info: { title: 't', version: '1' }, paths: {} }), /not OpenAPI 3\.0 or 3\.1 \(swagger "2\.0"\)/],
    ['an unknown field in an operation', JSON.stringify({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/x': { get: { responses: {}, colour: 1 } } } }), /not valid OpenAPI: #\/paths\/~1x\/get/],
  ])('%s: exit 2 and one line', async (_name, text, message) => {
    const bad = file('bad.txt');
    await writeFile(bad, text);
    const res = await runCli(['init', '--from-openapi', bad, '--output', file('never.json')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(message);
    expect(res.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('a missing file: exit 2 and one line', async () => {
    const res = await runCli(['init', '--from-openapi', join(dir, 'nothing.yaml'), '--output', file('never.json')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`conformance: ${join(dir, 'nothing.yaml')}: cannot be read (no such file)\n`);
  });

  it('two operations that fit alike: none is chosen; a comment and one line name both', async () => {
    const body = { content: { 'application/json': { schema: { type: 'object', properties: { fileName: { type: 'string' }, metaData: { type: 'array' } } } } } };
    const post = (operationId: string) => ({ post: { operationId, parameters: [{ name: 'supplier-id', in: 'path', required: true, schema: { type: 'string' } }], requestBody: body, responses: { '201': { description: 'ok' } } } });
    const doc = {
      openapi: '3.1.0',
      info: { title: 'two uploads', version: '1' },
      servers: [{ url: TARGET_A }],
      paths: { '/a/{supplier-id}': post('sendA'), '/b/{supplier-id}': post('sendB') },
      components: { securitySchemes: { k: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
      security: [{ k: [] }],
    };
    const source = file('two.json');
    await writeFile(source, JSON.stringify(doc));
    const out = file('two-profile.json');
    const res = await runCli(['init', '--from-openapi', source, '--output', out, '--interface', 'a']);
    expect(res.code).toBe(0);
    const lines = res.stderr.trimEnd().split('\n');
    const line = lines.find((l) => l.startsWith('conformance: A1 createDocument: ambiguous'));
    expect(line).toBeDefined();
    expect(line).toContain('POST /a/{supplier-id} (sendA)');
    expect(line).toContain('POST /b/{supplier-id} (sendB)');
    const profile = JSON.parse(await readFile(out, 'utf8'));
    expect(profile.a.operations.createDocument).toBeUndefined();
    expect(profile.a.operations['// createDocument']).toMatch(/^ambiguous: POST \/a\/\{supplier-id\} \(sendA\) and POST \/b\/\{supplier-id\} \(sendB\)/);
    // The operations that nothing fits are said too, one line each.
    expect(lines.filter((l) => /A2 replaceDocument: no operation/.test(l))).toHaveLength(1);
    expect(profile.a.apiKeyHeader).toBe('X-Key');
  });

  it('reads a description from a URL given on the command line, with the YAML and $refs of the fixture', async () => {
    const yaml = await readFile(new URL('../../../fixtures/openapi/document-holder-components.yaml', import.meta.url));
    const server: Server = createServer((req, res) => {
      const found = new URL(req.url ?? '/', 'http://x').pathname === '/openapi.yaml';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/yaml' }).end(found ? yaml : '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.yaml`;
      const out = file('from-url.json');
      const res = await runCli(['init', '--from-openapi', url, '--output', out, '--interface', 'a']);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const profile = JSON.parse(await readFile(out, 'utf8'));
      expect(profile.a.operations.createDocument).toEqual({ method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } });
      const missing = await runCli(['init', '--from-openapi', url.replace('openapi.yaml', 'gone.yaml'), '--output', file('never.json')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/gone\.yaml: not valid OpenAPI: .*404/);
      // Credentials in the URL (user info, a query) reach no line and no file.
      const secretUrl = url.replace('http://', 'http://reader:pw-5e1f9a@') + '?token=tk-77c0d2';
      const quiet = file('secret-url.json');
      const withSecret = await runCli(['init', '--from-openapi', secretUrl, '--output', quiet, '--interface', 'a']);
      expect(withSecret.code).toBe(0);
      const gone = await runCli(['init', '--from-openapi', secretUrl.replace('openapi.yaml', 'gone.yaml'), '--output', file('never.json')]);
      expect(gone.code).toBe(2);
      const shown = [withSecret.stdout, withSecret.stderr, gone.stderr, await readFile(quiet, 'utf8')].join('\n');
      expect(shown).toContain('/openapi.yaml?…');
      expect(shown).not.toMatch(/pw-5e1f9a|tk-77c0d2|reader/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('init --from-openapi: choices it states', () => {
  const body = { content: { 'application/json': { schema: { type: 'object', properties: { fileName: { type: 'string' } } } } } };
  const op = (operationId: string, summary: string) => ({ operationId, summary, parameters: [{ name: 'supplierId', in: 'path', required: true, schema: { type: 'string' } }], requestBody: body, responses: { '200': { description: 'ok' } } });

  it('a tie the operationId breaks: chosen, with a comment and a line naming the other', async () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      servers: [{ url: TARGET_A }],
      paths: { '/s/{supplierId}/docs': { post: op('uploadDocument', 'Upload a document') }, '/s/{supplierId}/logo': { post: op('setLogo', 'Set the logo') } },
    };
    const source = file('hint.json');
    await writeFile(source, JSON.stringify(doc));
    const out = file('hint-profile.json');
    const res = await runCli(['init', '--from-openapi', source, '--output', out, '--interface', 'a']);
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('conformance: A1 createDocument: POST /s/{supplierId}/docs (uploadDocument) chosen over POST /s/{supplierId}/logo (setLogo) by its operationId or summary: check it\n');
    const profile = JSON.parse(await readFile(out, 'utf8'));
    expect(profile.a.operations.createDocument).toBe('POST /s/{supplier-id}/docs');
    expect(profile.a.operations['// createDocument']).toMatch(/chosen over/);
    // No apiKey scheme: said, and the default stays.
    expect(res.stderr).toContain('conformance: interface A: the description has no apiKey scheme in a header; the default X-API-KEY applies\n');
  });

  it('a query operation that names no revision: said, since the tool sends it anyway', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      servers: [{ url: TARGET_A }],
      paths: { '/m/{materialId}': { get: { operationId: 'files', parameters: [{ name: 'materialId', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } } } },
    };
    const source = file('norev.json');
    await writeFile(source, JSON.stringify(doc));
    const res = await runCli(['init', '--from-openapi', source, '--output', file('norev-profile.json'), '--interface', 'a']);
    expect(res.code).toBe(0);
    expect(res.stderr).toContain('conformance: A3 queryDocuments: GET /m/{materialId} (files) names no parameter revision: the tool sends it in the query string as revision\n');
  });
});
