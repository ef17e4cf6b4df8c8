// A mistyped flag, command or profile key is exit 2 with one line naming the nearest known name; a word that
// is close to nothing keeps the plain message.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/nearest.ts';
import { runCli } from '../e2e/cli.ts';

describe('did you mean', () => {
  it.each([
    [['run', '--taget', 'http://127.0.0.1:1'], 'conformance: unknown option --taget: did you mean --target?'],
    [['run', '--taget=http://127.0.0.1:1'], 'conformance: unknown option --taget: did you mean --target?'],
    [['run', '--apikey', 'x'], 'conformance: unknown option --apikey: did you mean --api-key?'],
    [['run', '--reportr', 'json'], 'conformance: unknown option --reportr: did you mean --reporter?'],
    [['run', '--insecrue'], 'conformance: unknown option --insecrue: did you mean --insecure?'],
    [['run', '--crt', 'c.pem'], 'conformance: unknown option --crt: did you mean --cert?'],
    [['serve', '--prot', '1'], 'conformance: unknown option --prot: did you mean --port?'],
    [['checks', '--formt', 'json'], 'conformance: unknown option --formt: did you mean --format?'],
    [['rnu'], 'conformance: unknown command rnu: did you mean run?'],
    [['chekcs'], 'conformance: unknown command chekcs: did you mean checks?'],
    [['simulat', '--interface', 'a'], 'conformance: unknown command simulat: did you mean simulate?'],
  ])('%j', async (args, line) => {
    const res = await runCli(args);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(`${line}\n`);
  });

  it.each([
    [['run', '--frobnicate'], 'conformance: Unknown argument: frobnicate'],
    [['frobnicate'], 'conformance: Unknown argument: frobnicate'],
    [['run', '-x'], 'conformance: Unknown argument: x'],
  ])('nothing close to %j: the plain line', async (args, line) => {
    const res = await runCli(args);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`${line}\n`);
  });

  it('edit distance counts a swap of neighbours as one edit; suggestions stay close', () => {
    expect(editDistance('rnu', 'run')).toBe(1);
    expect(editDistance('taget', 'target')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closest('taget', ['target', 'tag'])).toBe('target');
    expect(closest('clientid', ['clientId', 'clientSecret'])).toBe('clientId');
    expect(closest('x', ['h'])).toBeUndefined();
    expect(closest('abcdef', ['uvwxyz'])).toBeUndefined();
  });
});

describe('did you mean, for profile keys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-dym-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['{ "a": { "apiKeyHeadr": "x" } }', 'field a: unknown field "apiKeyHeadr": did you mean "apiKeyHeader"?'],
    ['{ "b": { "oauth": { "clientid": "x" } } }', 'field b.oauth: unknown field "clientid": did you mean "clientId"?'],
    ['{ "lod": {} }', 'field (top level): unknown field "lod": did you mean "load"?'],
    ['{ "a": { "header": {} } }', 'field a: unknown field "header": did you mean "headers"?'],
    ['{ "b": { "tls": { "crt": "c.pem" } } }', 'field b.tls: unknown field "crt": did you mean "cert"?'],
    ['{ "a": { "nothingLikeIt": 1 } }', 'field a: unknown field "nothingLikeIt"'],
  ])('%s', async (json, reason) => {
    const file = join(dir, 'profile.json');
    await writeFile(file, json);
    const res = await runCli(['run', '--config', file]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`conformance: profile ${file}: ${reason}\n`);
  });
});
