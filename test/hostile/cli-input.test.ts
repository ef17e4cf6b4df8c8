// Bad input to the tool gets one clear line on stderr and exit 2, before anything is started or sent:
// unknown flags, bad values, broken profiles (file, field and reason), missing credentials, an output
// directory that cannot be written.
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusedPort } from './servers.ts';
import { runInProcess, STACK_TRACE, tempDir, warmUp } from './harness.ts';

let closed = '';
const tmp = tempDir();
beforeAll(async () => {
  await warmUp();
  closed = (await refusedPort()).url;
});
afterAll(() => tmp.remove());

function profile(name: string, content: string): string {
  const file = join(tmp.dir, name);
  writeFileSync(file, content);
  return file;
}

/** `reachesTarget`: the input is good and the run gets as far as the (closed) target, so it does connect. */
async function expectUsageError(argv: string[], reason: RegExp, env: Record<string, string> = {}, reachesTarget = false): Promise<string> {
  // Every outgoing connection of the tool (its reachability probe, undici) opens through net.connect or
  // tls.connect: counting their calls shows whether anything was sent.
  const spies = [vi.spyOn(net, 'connect'), vi.spyOn(tls, 'connect')];
  let run: Awaited<ReturnType<typeof runInProcess>>;
  let connections: number;
  try {
    run = await runInProcess(argv, env);
  } finally {
    connections = spies.reduce((n, s) => n + s.mock.calls.length, 0);
    for (const s of spies) s.mockRestore();
  }
  expect(run.code, `${argv.join(' ')}\n${run.stderr}`).toBe(2);
  expect(run.stdout, 'nothing on stdout').toBe('');
  expect(run.stderr).not.toMatch(STACK_TRACE);
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.slice(0, -1).split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^conformance: \S/);
  expect(lines[0]).not.toMatch(/internal error/);
  expect(lines[0]).toMatch(reason);
  // Bad input is refused before anything is sent: not one connection was opened.
  if (reachesTarget) expect(connections, 'connections opened').toBeGreaterThan(0);
  else expect(connections, 'connections opened').toBe(0);
  return lines[0];
}

const key = () => ['--target', closed, '--interface', 'a', '--api-key', 'some-key'];

describe('flags', () => {
  it.each([
    [['run', '--frobnicate'], /Unknown argument: frobnicate/],
    [['frobnicate'], /Unknown argument: frobnicate/],
    [[], /name a command/],
    [['run', '--load', 'yes', '--target', 'http://127.0.0.1:1'], /Unknown argument: yes/],
    [['checks', '--format', 'xml'], /format.*xml.*text/],
    [['checks', '--interface', 'c'], /interface.*"c"/],
  ])('unknown flag or value %j', async (argv, reason) => {
    await expectUsageError(argv, reason);
  });

  it.each([
    [['--runs', '-1'], /--runs must be a whole number from 1 to 100000, got -1/],
    [['--runs', 'abc'], /--runs must be a number/],
    [['--runs', '1e400'], /--runs .*Infinity/],
    [['--concurrency', '0'], /--concurrency must be a whole number from 1/],
    [['--request-timeout', '-5'], /--request-timeout must be a whole number from 1 to 600000/],
    [['--request-timeout', '0.5'], /--request-timeout/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--load-max-seconds', '99999'], /--load-max-seconds must be above 0 and at most 3600/],
    [['--load-max-requests', '0'], /--load-max-requests must be a whole number from 1/],
    [['--interface', 'c'], /--interface must be a or b, got "c"/],
    [['--reporter', 'xml'], /--reporter xml is unknown \(known: console, json, junit, html, markdown\)/],
    [['--api-key-header', 'bad header'], /--api-key-header "bad header" is not a valid header name/],
    [['--only', 'ZZZ*'], /--only ZZZ\* matches no check/],
    [['--only'], /--only needs a value/],
    [['--runs', '5', '--runs', '6'], /--runs is given more than once/],
    [['--target', 'http://127.0.0.1:2'], /--target is given more than once/],
  ])('run with a bad value %j', async (extra, reason) => {
    await expectUsageError(['run', ...key(), ...extra], reason);
  });

  it('run --interface with no value (it would otherwise mean both)', async () => {
    await expectUsageError(['run', '--target', closed, '--api-key', 'k', '--interface'], /--interface needs a value/);
  });

  it.each([
    ['127.0.0.1:8080', /must start with http:\/\/ or https:\/\/|must use http/],
    ['ftp://example.test', /must use http:\/\/ or https:\/\//],
    ['http://[::1', /is not a URL/],
    ['http://127.0.0.1:99999', /is not a URL/],
    ['', /--target needs a value/],
  ])('run --target %j (a URL without scheme, another scheme, not a URL)', async (target, reason) => {
    await expectUsageError(['run', '--target', target, '--api-key', 'k'], reason);
  });

  it.each([
    [['serve', '--rate-limit', '-1'], /--rate-limit must be 0 \(off\) or a positive number/],
    [['serve', '--burst', '0'], /--burst must be a positive number/],
    [['serve', '--port', '8081'], /--port names the port of a single interface/],
    [['serve', '--interface', 'a', '--port', '70000'], /--port must be a port number from 0 to 65535/],
    [['serve', '--port-b', '-1'], /--port-b must be a port number/],
    [['serve', '--token-lifetime', '-3'], /--token-lifetime must be a whole number of seconds/],
    [['serve', '--api-key', ''], /--api-key needs a value/],
    [['serve', '--interface', 'x'], /--interface must be a or b/],
  ])('serve with a bad value %j: refused before anything listens', async (argv, reason) => {
    await expectUsageError(argv, reason);
  });

  it('simulate with a negative rate', async () => {
    await expectUsageError(['simulate', '--interface', 'b', '--rate', '-1', '--duration', '1', '--target', closed, '--bearer-token', 'some-token'], /--rate/);
  });
});

describe('profiles: file, field and reason', () => {
  it.each([
    ['not-json.json', '{ "a": ', /profile \S+not-json\.json: not valid JSON/],
    ['empty.json', '', /profile \S+empty\.json: not valid JSON/],
    ['array.json', '[1, 2]', /profile \S+array\.json: field \(top level\): must be object/],
    ['target-type.json', '{ "a": { "target": 5 } }', /profile \S+target-type\.json: field a\.target: must be string/],
    ['target-scheme.json', '{ "b": { "target": "ftp://x" } }', /profile \S+target-scheme\.json: field b\.target: must be an http:\/\/ or https:\/\/ URL/],
    ['unknown.json', '{ "a": { "apikey": "x" } }', /profile \S+unknown\.json: field a: unknown field "apikey"/],
    ['bad-op.json', '{ "b": { "operations": { "listActions": "FETCH" } } }', /profile \S+bad-op\.json: field b\.operations\.listActions: must be "METHOD \/path"/],
    ['fixtures.json', '{ "b": { "fixtures": { "userIds": [] } } }', /profile \S+fixtures\.json: field b\.fixtures\.userIds: must NOT have fewer than 1 items/],
    ['deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, /profile \S+deep\.json: (not valid JSON|field \(top level\): must be object)/],
  ])('%s', async (name, content, reason) => {
    await expectUsageError(['run', '--config', profile(name, content)], reason);
  });

  it('a profile that does not exist, a directory, a device, a file too large', async () => {
    await expectUsageError(['run', '--config', join(tmp.dir, 'missing.json')], /profile \S+missing\.json: cannot be read \(no such file\)/);
    const dir = join(tmp.dir, 'a-directory');
    mkdirSync(dir, { recursive: true });
    await expectUsageError(['run', '--config', dir], /profile \S+a-directory: is a directory/);
    await expectUsageError(['run', '--config', '/dev/zero'], /profile \/dev\/zero: not a regular file/);
    await expectUsageError(['run', '--config', profile('huge.json', `{"a":{"apiKey":"${'x'.repeat(2 * 1024 * 1024)}"}}`)], /profile \S+huge\.json: larger than \d+ bytes/);
  });
});

describe('missing credentials', () => {
  it.each([
    [['--interface', 'a'], {}, /interface A: no API key: give --api-key, CONFORMANCE_API_KEY/],
    [['--interface', 'b'], {}, /interface B: no credentials/],
    [['--interface', 'b', '--token-url', 'http://127.0.0.1:1/oauth/token', '--client-id', 'c'], {}, /--client-secret \(or CONFORMANCE_CLIENT_SECRET/],
    [['--interface', 'b', '--client-secret', 'x'], {}, /--client-id \(or CONFORMANCE_CLIENT_ID/],
    [['--interface', 'a'], { CONFORMANCE_API_KEY: '' }, /no API key/],
  ])('run %j %j', async (extra, env, reason) => {
    await expectUsageError(['run', '--target', closed, ...extra], reason, env as Record<string, string>);
  });

  it('each secret flag has an environment twin that is used', async () => {
    // With the twin set, the run gets past the credentials and fails on the closed port instead.
    const reach = /cannot be reached: connection refused/;
    await expectUsageError(['run', '--target', closed, '--interface', 'a'], reach, { CONFORMANCE_API_KEY: 'from-env' }, true);
    await expectUsageError(['run', '--target', closed, '--interface', 'b'], reach, { CONFORMANCE_BEARER_TOKEN: 'from-env' }, true);
    await expectUsageError(['run', '--target', closed, '--interface', 'b', '--token-url', `${closed}/oauth/token`, '--client-id', 'c'], reach, { CONFORMANCE_CLIENT_SECRET: 'from-env' }, true);
    await expectUsageError(['run', '--target', closed, '--interface', 'b', '--token-url', `${closed}/oauth/token`], reach, { CONFORMANCE_CLIENT_ID: 'c', CONFORMANCE_CLIENT_SECRET: 'from-env' }, true);
  });
});

describe('output directory', () => {
  it.each(['/proc/conformance-nope', '/dev/null/reports'])('%s cannot be written: refused before the run, not after it', async (dir) => {
    await expectUsageError(['run', ...key(), '--reporter', 'json', '--output-dir', dir], /--output-dir \S+ cannot be written \((ENOENT|ENOTDIR|EACCES|EROFS)\)/);
  });
});

describe('OpenAPI descriptions (init --from-openapi, openapi)', () => {
  const out = () => join(tmp.dir, `never-${Math.random().toString(36).slice(2)}.json`);
  it.each([
    ['a directory', () => tmp.dir, /: not a regular file$/],
    ['a device', () => '/dev/zero', /: not a regular file$/],
    ['no file', () => join(tmp.dir, 'nothing.yaml'), /: cannot be read \(no such file\)$/],
    ['a file too large', () => profile('huge.yaml', `openapi: 3.1.0\n# ${'x'.repeat(9 * 1024 * 1024)}\n`), /: larger than \d+ bytes$/],
    ['a scalar', () => profile('scalar.yaml', '42\n'), /: not valid OpenAPI: /],
    ['an external $ref to the network in a file', () => profile('net.yaml', `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /x:\n    $ref: '${closed}/item.yaml'\n`), /: not valid OpenAPI: /],
    ['control characters in the document', () => profile('ctl.json', JSON.stringify({ openapi: '3.1.0\u001b[31m', info: { title: 't', version: '1' }, paths: {} })), /: not valid OpenAPI: |not OpenAPI 3/],
  ])('%s: one line, exit 2, nothing sent', async (_name, source, reason) => {
    await expectUsageError(['init', '--from-openapi', source(), '--output', out()], reason);
  });

  it('an unreachable URL: one line, exit 2', async () => {
    await expectUsageError(['init', '--from-openapi', `${closed}/openapi.json`, '--output', out()], /openapi\.json: not valid OpenAPI: /, {}, true);
  });

  it('openapi with a broken profile: the profile\'s line', async () => {
    await expectUsageError(['openapi', '--config', profile('bad-ops.json', '{"a":{"operations":{"createDocument":"POST /x/{nope}"}}}')], /field a\.operations\.createDocument: placeholder \{nope\}/);
  });
});
