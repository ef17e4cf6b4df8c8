// `conformance init`: a starting profile, from flags or from answers on a terminal, that `run --config`
// accepts as written; an existing file is kept unless --force.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../commands/cli/main.ts';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { runCli } from './cli.ts';

const API_KEY = 'init-key-19d0ae';
const CLIENT_SECRET = 'init-secret-6a2f44';
const CLEAN = { CONFORMANCE_API_KEY: undefined, CONFORMANCE_CLIENT_ID: undefined, CONFORMANCE_CLIENT_SECRET: undefined, CONFORMANCE_BEARER_TOKEN: undefined };

let holder: StartedDocumentHolder;
let platform: StartedPlatform;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'conformance-init-'));
  holder = await startDocumentHolder({ port: 0, apiKey: API_KEY });
  platform = await startPlatform({ port: 0, clients: [{ clientId: 'init-client', clientSecret: CLIENT_SECRET, userId: 1 }], rateLimit: false });
});

afterAll(async () => {
  await holder.close();
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

describe('conformance init', () => {
  it('from flags: writes a commented profile with $schema that run --config accepts', async () => {
    const file = join(dir, 'flags.profile.json');
    const res = await runCli(['init', '--interface', 'a', '--interface', 'b', '--target-a', holder.url, '--target-b', platform.url, '--output', file], { env: CLEAN });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`wrote ${file}`);
    const profile = JSON.parse(await readFile(file, 'utf8'));
    expect(profile.$schema).toMatch(/schemas\/profile\.schema\.json$/);
    expect(existsSync(join(dir, profile.$schema))).toBe(true);
    expect(typeof profile['//']).toBe('string');
    expect(profile.a.target).toBe(holder.url);
    expect(profile.b.oauth.tokenUrl).toBe(`${platform.url}/oauth/token`);
    const run = await runCli(['run', '--config', file, '--client-id', 'init-client', '--runs', '2', '--only', 'A1.accepts-valid-document', '--only', 'B3.unknown-id-404'], {
      env: { ...CLEAN, CONFORMANCE_API_KEY: API_KEY, CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/2 passed, 0 failed/);
  });

  it('refuses to overwrite without --force, overwrites with it', async () => {
    const file = join(dir, 'kept.json');
    await writeFile(file, '{"keep":"me"}');
    const refused = await runCli(['init', '--interface', 'a', '--output', file], { env: CLEAN });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`conformance: ${file} exists: give --force to overwrite it, or --output to write another file\n`);
    expect(await readFile(file, 'utf8')).toBe('{"keep":"me"}');
    const forced = await runCli(['init', '--interface', 'a', '--output', file, '--force'], { env: CLEAN });
    expect(forced.code).toBe(0);
    const profile = JSON.parse(await readFile(file, 'utf8'));
    expect(profile.a.apiKeyHeader).toBe('X-API-KEY');
    expect(profile.b).toBeUndefined();
  });

  it('on a terminal: asks, and writes the answers', async () => {
    const file = join(dir, 'asked.json');
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    let shown = '';
    const stdout = new Writable({
      write(chunk, _e, cb) {
        shown += String(chunk);
        cb();
      },
    });
    // Interfaces, A's target, A's key header, B's target, B's issuer (none), B's token endpoint (the
    // default), B's client id, B's client authentication (the default).
    stdin.end(['both', holder.url, 'X-Docs-Key', platform.url, '', '', 'init-client', '', ''].join('\n'));
    const code = await main(['init', '--output', file], { stdout, stderr: stdout, stdin });
    expect(code, shown).toBe(0);
    expect(shown).toContain('interfaces to test (a, b or both) [both]: ');
    expect(shown).toContain('interface A: header that carries the API key [X-API-KEY]: ');
    const profile = JSON.parse(await readFile(file, 'utf8'));
    expect(profile.a).toMatchObject({ target: holder.url, apiKeyHeader: 'X-Docs-Key' });
    expect(profile.b).toMatchObject({ target: platform.url, oauth: { tokenUrl: `${platform.url}/oauth/token`, clientId: 'init-client' } });
    expect(profile.b.oauth.authMethod).toBeUndefined();
  });
});
