// `conformance init` for interface B's authorization server: the issuer or the token endpoint, the client
// authentication method and what it needs (a key file and kid, a client certificate), asked on a terminal
// or taken from flags, written where the profile schema and the run read them; never a secret.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { main } from '../../../commands/cli/main.ts';
import { resolveRunConfig } from '../../../src/engine/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'cf-init-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const keyFile = join(dir, 'keys', 'client.pem');
mkdirSync(join(dir, 'keys'));
writeFileSync(keyFile, PEM);
execFileSync('/usr/bin/openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'tls.key', '-out', 'tls.pem', '-subj', '/CN=client', '-days', '1'], {
  cwd: join(dir, 'keys'),
  stdio: 'ignore',
});

function sink() {
  let text = '';
  return {
    stream: new Writable({
      write(chunk, _e, cb) {
        text += String(chunk);
        cb();
      },
    }),
    text: () => text,
  };
}

let n = 0;
/** `init` with flags (stdin no terminal) or with answers typed on a terminal; the profile written. */
async function init(args: string[], answers?: string[]) {
  const file = join(dir, 'out', `p${++n}.json`);
  mkdirSync(join(dir, 'out'), { recursive: true });
  const out = sink();
  const err = sink();
  const stdin = Object.assign(new PassThrough(), { isTTY: answers !== undefined });
  stdin.end(answers ? answers.join('\n') : '');
  const code = await main(['init', '--output', file, ...args], { stdout: out.stream, stderr: err.stream, stdin });
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // not written
  }
  return { code, stdout: out.text(), stderr: err.text(), file, text, profile: text ? (JSON.parse(text) as { b: { oauth: Record<string, unknown>; tls?: Record<string, unknown> } }) : undefined };
}

describe('conformance init: the authorization server of interface B', () => {
  it('from flags: an issuer and private_key_jwt with the key file (as a path from the profile) and its kid', async () => {
    const r = await init(['--interface', 'b', '--target-b', 'https://platform.example.com', '--issuer', 'https://login.example.com/realms/p', '--client-id', 'my-client', '--auth-method', 'private_key_jwt', '--client-key', keyFile, '--client-key-id', 'kid-1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.profile!.b.oauth).toMatchObject({ issuer: 'https://login.example.com/realms/p', clientId: 'my-client', authMethod: 'private_key_jwt', privateKeyFile: '../keys/client.pem', keyId: 'kid-1' });
    expect(r.profile!.b.oauth.tokenUrl).toBeUndefined();
    // The key stays in its file; nothing more is needed from the environment.
    for (const line of PEM.split('\n').filter((l) => l.length > 20 && !l.startsWith('-----'))) expect(r.text).not.toContain(line);
    expect(r.stdout).not.toContain('CONFORMANCE_CLIENT_SECRET');
    // The run reads the profile as written: the key from the path, relative to the profile.
    const config = resolveRunConfig({ interface: ['b'], config: r.file }, {});
    expect(config.b.oauth).toMatchObject({ issuer: 'https://login.example.com/realms/p', authMethod: 'private_key_jwt', keyId: 'kid-1', privateKey: { path: keyFile } });
  });

  it('from flags: tls_client_auth with --cert/--key written as b.tls, the token endpoint given', async () => {
    const cert = join(dir, 'keys', 'tls.pem');
    const key = join(dir, 'keys', 'tls.key');
    const r = await init(['--interface', 'b', '--target-b', 'https://platform.example.com', '--token-url', 'https://login.example.com/token', '--client-id', 'c', '--auth-method', 'tls_client_auth', '--cert', cert, '--key', key]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.profile!.b.oauth).toMatchObject({ tokenUrl: 'https://login.example.com/token', authMethod: 'tls_client_auth' });
    expect(r.profile!.b.tls).toMatchObject({ cert: '../keys/tls.pem', key: '../keys/tls.key' });
    const config = resolveRunConfig({ interface: ['b'], config: r.file }, {});
    expect(config.b.oauth?.authMethod).toBe('tls_client_auth');
    expect(config.b.tlsFiles).toEqual({ cert, key });
    expect(r.text).not.toContain('PRIVATE KEY');
  });

  it('from flags: a secret method is written, the secret never (it comes from the environment)', async () => {
    const r = await init(['--interface', 'b', '--target-b', 'https://platform.example.com', '--client-id', 'c', '--auth-method', 'client_secret_post']);
    expect(r.code).toBe(0);
    expect(r.profile!.b.oauth).toMatchObject({ tokenUrl: 'https://platform.example.com/oauth/token', authMethod: 'client_secret_post' });
    expect(r.profile!.b.oauth.clientSecret).toBeUndefined();
    expect(r.stdout).toContain('CONFORMANCE_CLIENT_SECRET=…');
    // No method given: left out, so that the run starts with Basic and tries post once.
    const plain = await init(['--interface', 'b', '--target-b', 'https://platform.example.com']);
    expect(plain.profile!.b.oauth.authMethod).toBeUndefined();
    // A client secret is no flag of init.
    const refused = await init(['--interface', 'b', '--client-secret', 'nope-Secret-4']);
    expect(refused.code).toBe(2);
    expect(refused.text).toBe('');
  });

  it('from flags: mistakes are one line and exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--auth-method', 'client_secret_jwt'], /--auth-method must be one of client_secret_basic, .*got "client_secret_jwt"/],
      [['--issuer', 'login.example.com'], /--issuer "login\.example\.com" must start with http/],
      [['--auth-method', 'client_secret_post', '--client-key', keyFile], /--client-key and --client-key-id are for --auth-method private_key_jwt/],
      [['--auth-method', 'tls_client_auth', '--cert', keyFile], /--cert is given without its private key/],
      [['--cert', keyFile, '--key', keyFile], /--cert and --key are for --auth-method tls_client_auth/],
      [['--interface', 'a', '--issuer', 'https://login.example.com'], /--issuer is a setting of interface B/],
    ];
    for (const [args, message] of cases) {
      const r = await init(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('from flags: a key without a method is private_key_jwt, as for run; without a key file, the environment is named', async () => {
    const r = await init(['--interface', 'b', '--client-key', keyFile]);
    expect(r.profile!.b.oauth).toMatchObject({ authMethod: 'private_key_jwt', privateKeyFile: '../keys/client.pem' });
    const bare = await init(['--interface', 'b', '--auth-method', 'private_key_jwt']);
    expect(bare.profile!.b.oauth['// privateKeyFile']).toMatch(/CONFORMANCE_CLIENT_KEY/);
    expect(bare.stdout).toContain('CONFORMANCE_CLIENT_KEY=…');
  });

  it('on a terminal: asks for the issuer and the method, then what the method needs', async () => {
    const jwt = await init([], ['b', 'https://platform.example.com', 'https://login.example.com', 'my-client', 'private_key_jwt', keyFile, 'kid-9']);
    expect(jwt.code, jwt.stdout).toBe(0);
    expect(jwt.stdout).toContain('interface B: OAuth 2.0 issuer');
    expect(jwt.stdout).toContain('interface B: client authentication (client_secret_basic, client_secret_post, private_key_jwt, tls_client_auth, self_signed_tls_client_auth) [client_secret_basic]: ');
    // With an issuer, no token endpoint is asked.
    expect(jwt.stdout).not.toContain('OAuth 2.0 token endpoint');
    expect(jwt.profile!.b.oauth).toMatchObject({ issuer: 'https://login.example.com', clientId: 'my-client', authMethod: 'private_key_jwt', privateKeyFile: '../keys/client.pem', keyId: 'kid-9' });

    const cert = join(dir, 'keys', 'tls.pem');
    const key = join(dir, 'keys', 'tls.key');
    // No issuer: the token endpoint (its default); a wrong method asked again.
    const tls = await init([], ['b', 'https://platform.example.com', '', '', 'c', 'mtls', 'self_signed_tls_client_auth', cert, key]);
    expect(tls.code, tls.stdout).toBe(0);
    expect(tls.stdout).toContain('"mtls" is not one of');
    expect(tls.profile!.b.oauth).toMatchObject({ tokenUrl: 'https://platform.example.com/oauth/token', authMethod: 'self_signed_tls_client_auth' });
    expect(tls.profile!.b.tls).toMatchObject({ cert: '../keys/tls.pem', key: '../keys/tls.key' });

    // The default method, taken by an empty answer: left out of the profile.
    const basic = await init([], ['b', 'https://platform.example.com', '', '', 'c', '']);
    expect(basic.code).toBe(0);
    expect(basic.profile!.b.oauth.authMethod).toBeUndefined();
    expect(basic.stdout).toContain('CONFORMANCE_CLIENT_SECRET=…');
  });
});
