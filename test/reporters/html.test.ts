import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createHtmlReporter, escapeHtml, HTML_REPORT_FILE, reportToHtml, SCRIPT } from '../../reporters/html.ts';
import { prettyBody, prettyJson } from '../../reporters/html/pretty.ts';
import { readBacks } from '../../reporters/html/readBack.ts';
import { requirementResults } from '../../reporters/html/requirements.ts';
import { createJsonReporter } from '../../reporters/json.ts';
import type { Requirement } from '../../requirements/types.ts';
import type { ChainExchange, CheckResult, RequirementResult, RunReport } from '../../src/engine/types.ts';
import { HOSTILE, sampleReport } from './sampleReport.ts';

/** Where each needle first occurs in the page (failing the test when one is missing). */
function positions(html: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const i = html.indexOf(needle);
    expect(i, needle).toBeGreaterThan(-1);
    return i;
  });
}

const ascending = (xs: number[]) => expect(xs).toEqual([...xs].sort((a, b) => a - b));

/** The `<details>` element of one check. */
function detailsOf(html: string, id: string): string {
  const at = html.indexOf(`<code>${id}</code>`);
  expect(at, id).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<details', at);
  return html.slice(start, html.indexOf('</details>', at) + '</details>'.length);
}

const BASE = 'http://127.0.0.1:8082/v2/development-actions';
const json = { 'content-type': 'application/json' };

function exchange(method: string, url: string, body: string | undefined, status: number, answer: string, extra: Record<string, string> = {}, timeMs = 1): ChainExchange {
  return {
    request: { method, url, headers: { ...json, authorization: '<redacted>' }, ...(body === undefined ? {} : { body, bodyBytes: body.length }) },
    response: { status, headers: { ...json, ...extra }, body: answer, bodyBytes: answer.length, timeMs },
  };
}

/** A create, its read, a patch that the platform ignored, and the read that shows it: a B4 failure's chain. */
function patchChain(): ChainExchange[] {
  const created = '{"id":7,"title":"old","benefits":{"annualSpend":5,"annualSpendCurrency":"EUR"},"tasks":[{"id":1,"status":"Open"}],"tags":["a"]}';
  return [
    exchange('POST', BASE, '{"title":"old","benefits":{"annualSpend":5,"annualSpendCurrency":"EUR"},"tasks":[{"status":"Open","responsibleUserId":1}],"tags":["a"]}', 201, created, { location: '/v2/development-actions/7' }, 11),
    exchange('GET', `${BASE}/7`, undefined, 200, created, {}, 12),
    exchange('PATCH', `${BASE}/7`, '{"title":"new","benefits":{"annualSpend":9,"annualSpendCurrency":"EUR"},"tasks":[{"status":"Done"}],"tags":["a","b"]}', 200, created, {}, 13),
    exchange('GET', `${BASE}/7`, undefined, 200, created, {}, 14),
    exchange('DELETE', `${BASE}/7`, undefined, 200, '{"message":"deleted"}', {}, 15),
  ];
}

function failedCheck(chain: ChainExchange[], at: number, partial: Partial<CheckResult> = {}): CheckResult {
  return {
    id: 'B4.patch-applies-sent-fields',
    interface: 'b',
    operation: 'B4',
    title: 'a patch changes the fields it carries',
    level: 'MUST',
    specRef: 'part 4.2 B4',
    status: 'failed',
    message: 'a patched field does not read back as patched',
    durationMs: 10,
    requests: chain.length,
    retries: 0,
    evidence: { request: chain[at].request, response: chain[at].response, exchanges: chain.length, chain },
    reproduce: '#!/bin/sh\ncurl ...',
    replay: ['--seed', '42', '--only', 'B4.patch-applies-sent-fields'],
    ...partial,
  };
}

describe('html reporter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-html-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a self-contained conformance-report.html', async () => {
    const outputDir = join(dir, 'a', 'b');
    const reporter = createHtmlReporter({ outputDir });
    await reporter.onRunEnd?.(sampleReport());
    expect(reporter.file).toBe(join(outputDir, HTML_REPORT_FILE));
    const html = await readFile(reporter.file, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/\b(src|href)=/);
    expect(html).not.toMatch(/<link\b/);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
  });

  it('escapes what the target sent: the only script is the page\'s own', () => {
    const html = reportToHtml(sampleReport());
    expect(html.match(/<script\b/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u202e]/);
    expect(html).toContain('\\x1b[31mred');
    // The single script and the single style are the ones the security policy admits by hash.
    const hash = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    expect(html).toContain(`script-src ${hash(script)}`);
    expect(html).toContain(`style-src ${hash(style)}`);
  });

  it('shows the summary, every check with a filterable status, and evidence in details', () => {
    const html = reportToHtml(sampleReport());
    expect(html).toContain('<span>4 passed</span><span>1 failed</span><span>1 warning</span><span>1 skipped</span>');
    expect(html).toContain('MUST failures: 1');
    const checks = [...html.matchAll(/<details class="check (\w+)" data-status="(\w+)"/g)];
    expect(checks).toHaveLength(7);
    expect(checks.map((m) => m[2]).sort()).toEqual(['failed', 'passed', 'passed', 'passed', 'passed', 'skipped', 'warning']);
    for (const st of ['failed', 'warning', 'passed', 'skipped']) expect(html).toContain(`<input type="checkbox" value="${st}" checked>`);
    expect(html).toContain('<input id="q" type="search"');
    // The failure is open and carries its evidence: a result with no chain shows its one exchange as #1.
    const failure = detailsOf(html, 'B2.rejects-missing-required-field');
    expect(failure).toMatch(/^<details class="check failed"[^>]*open>/);
    expect(failure).toContain('<li class="exchange failing" data-n="1"><p class="xh"><span class="n">#1</span> POST /v2/development-actions → 500 <strong class="mark-at">← failed here</strong>');
    expect(failure).toContain('request: POST http://127.0.0.1:8082/v2/development-actions');
    expect(failure).toContain('replay: npx conformance run --seed 42 --only B2.rejects-missing-required-field --interface b --runs 20');
    expect(failure).toContain('property: seed 7, failed on run 4, shrunk 4 times');
    expect(html).toContain('12345678901234567890');
  });

  it('reads verdict, failures, warnings, skipped MUST checks, the rest, the requirements, then what the run used; findings open, the rest closed', async () => {
    const reporter = createHtmlReporter({ outputDir: dir });
    await reporter.onRunEnd?.(
      sampleReport({
        profile: { b: { target: 'http://127.0.0.1:8082', oauth: { clientId: 'vendor', clientSecret: '<redacted>' } } },
        operations: { b: [{ operation: 'B3', name: 'getAction', method: 'GET', path: '/v2/development-actions/{id}', params: [{ name: 'id', in: 'path' }] }] },
      }),
    );
    const html = await readFile(reporter.file, 'utf8');
    const [body, verdict, failures, failed, warnings, warning, skipped, reason, rest, passed, requirements, cleanup, profile, operations] = positions(html, [
      '<body>',
      '<h1 class="verdict failed" id="verdict">FAILED: 1 MUST failure</h1>',
      '<section class="group" id="failures"><h2>Failures (1)</h2>',
      '<code>B2.rejects-missing-required-field</code>',
      '<section class="group" id="warnings"><h2>Warnings (1)</h2>',
      '<code>B1.sends-cache-headers</code>',
      '<section class="group" id="skipped-must"><h2>Skipped MUST checks (1)</h2>',
      'reason: the profile names no revision key',
      '<h2 id="other-checks">Other checks</h2>',
      '<code>A.requires-api-key</code>',
      '<section id="requirements">',
      '<h2>Cleanup</h2>',
      '<section id="profile"><h2>Profile used (secrets redacted)</h2>',
      '<section id="operations">',
    ]);
    // Nothing comes between the page's start and the verdict, its heading.
    expect(html.slice(body + '<body>'.length, verdict).trim()).toBe('');
    ascending([verdict, failures, failed, warnings, warning, skipped, reason, rest, passed, requirements, cleanup, profile, operations]);
    // Failures, warnings and skipped MUST checks are open; every other check is closed.
    expect(detailsOf(html, 'B2.rejects-missing-required-field')).toMatch(/^<details class="check failed"[^>]*open>/);
    expect(detailsOf(html, 'B1.sends-cache-headers')).toMatch(/^<details class="check warning"[^>]*open>/);
    expect(detailsOf(html, 'A3.finds-by-revision')).toMatch(/^<details class="check skipped"[^>]*open>/);
    for (const id of ['A.requires-api-key', 'A1.creates-document', 'B1.limit-bounds', 'B.token-rejects-bad-secret']) expect(detailsOf(html, id)).toMatch(/^<details class="check passed"[^>]*"\s*>/);
    // The warning carries its evidence and says where it was found.
    expect(detailsOf(html, 'B1.sends-cache-headers')).toContain('<strong class="mark-at">← warned here</strong>');
    // Each check is shown once.
    for (const id of ['B2.rejects-missing-required-field', 'B1.sends-cache-headers']) expect(html.split(`<code>${id}</code>`)).toHaveLength(2);
    // What the run used: the profile and the operations.
    expect(html).toContain('&#34;clientSecret&#34;: &#34;&#60;redacted&#62;&#34;');
    expect(html).toMatch(/<section id="operations">.*<code>B3<\/code> getAction<\/td><td>GET<\/td><td><code>\/v2\/development-actions\/\{id\}<\/code><\/td><td>id: path<br>any other parameter: query string/);
  });

  it('with a baseline: the verdict is the gate\'s, a failure the baseline holds is listed apart, closed and marked known', () => {
    const id = 'B2.rejects-missing-required-field';
    const gate = { failOn: 'must' as const, baseline: { file: 'conformance-baseline.json', kind: 'baseline' as const, entries: 1 }, new: [], known: [id], fixed: [] };
    const html = reportToHtml(sampleReport({ gate, exitCode: 0 }));
    expect(html).toContain('<h1 class="verdict passed" id="verdict">PASSED: no new failure (1 known failure held by the baseline)</h1>');
    expect(html).not.toContain('id="failures"');
    expect(html).toContain('<section class="group" id="known-failures"><h2>Known failures (held by the baseline) (1)</h2>');
    expect(detailsOf(html, id)).toMatch(/^<details class="check failed" data-status="failed"[^>]*"\s*>/);
    expect(detailsOf(html, id)).toContain('<span class="known">known: in the baseline</span>');
    // A new failure beside it fails the page's verdict, and comes first.
    const failing = reportToHtml(sampleReport({ gate: { ...gate, new: ['A.requires-api-key'] }, checks: sampleReport().checks.map((c) => (c.id === 'A.requires-api-key' ? { ...c, status: 'failed' as const, message: 'no 401' } : c)), exitCode: 1 }));
    expect(failing).toContain('<h1 class="verdict failed" id="verdict">FAILED: 1 new failure (1 known failure held by the baseline)</h1>');
    ascending(positions(failing, ['<section class="group" id="failures"><h2>New failures (1)</h2>', '<code>A.requires-api-key</code>', 'id="known-failures"']));
    expect(detailsOf(failing, 'A.requires-api-key')).not.toContain('class="known"');
    // Without a baseline nothing is known.
    expect(detailsOf(reportToHtml(sampleReport()), id)).not.toContain('class="known"');
  });

  it('in a passing run, puts the warnings open right after the verdict, before every other check', () => {
    const checks = sampleReport().checks.filter((c) => c.status !== 'failed');
    const html = reportToHtml(sampleReport({ checks, exitCode: 0 }));
    expect(html).toContain('<h1 class="verdict passed" id="verdict">PASSED: no MUST failure</h1>');
    expect(html).not.toContain('id="failures"');
    const [verdict, filter, warnings, skipped, rest] = positions(html, ['id="verdict"', '<div class="filter">', '<section class="group" id="warnings">', 'id="skipped-must"', 'id="other-checks"']);
    ascending([verdict, filter, warnings, skipped, rest]);
    // Between the verdict and the warnings: only the counts, the run's facts and the filter, no check.
    expect(html.slice(verdict, warnings)).not.toContain('<details');
    const warning = detailsOf(html, 'B1.sends-cache-headers');
    expect(warning).toMatch(/^<details class="check warning"[^>]*open>/);
    expect(warning).toContain('message: no Cache-Control header');
    expect(warning).toContain('request: GET http://127.0.0.1:8082/v2/development-actions?limit=5');
  });

  it('puts a failure right after the failure that probably caused it, naming it first', () => {
    const cause = failedCheck(patchChain(), 3);
    const caused: CheckResult = { ...failedCheck(patchChain(), 3), id: 'B1.filter-statuses', operation: 'B1', message: 'the filter missed an action', causedBy: { check: cause.id, operation: 'B4' } };
    const html = reportToHtml(sampleReport({ checks: [caused, cause] }));
    // By id B1 would come first; its cause leads.
    ascending(positions(html, [`<code>${cause.id}</code>`, '<code>B1.filter-statuses</code>']));
    const page = detailsOf(html, 'B1.filter-statuses');
    const line = `probable cause: ${cause.id} failed, and this check&#39;s data was written with B4: look at ${cause.id} first`;
    ascending(positions(page, [`<p class="cause">${line}</p>`, '<pre class="message">']));
    expect(page.split('probable cause:')).toHaveLength(2);
  });

  it('says when the run was interrupted', () => {
    expect(reportToHtml(sampleReport({ interrupted: true, planned: 9 }))).toContain('INTERRUPTED: 7 of 9 planned checks finished.');
    expect(reportToHtml(sampleReport())).not.toContain('INTERRUPTED');
  });

  it('has a filter script that parses', () => {
    expect(() => new Function(SCRIPT)).not.toThrow();
  });

  it('escapes the characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('the chain of a finding', () => {
  const chain = patchChain();
  const html = reportToHtml(sampleReport({ checks: [failedCheck(chain, 3)] }));
  const failure = detailsOf(html, 'B4.patch-applies-sent-fields');

  it('shows every exchange, numbered in the order sent, the one the verdict rests on marked', () => {
    const items = [...failure.matchAll(/<li class="exchange( failing)?" data-n="(\d+)"><p class="xh"><span class="n">#(\d+)<\/span> ([^<]*)/g)];
    expect(items.map((m) => [m[3], m[4].trim()])).toEqual([
      ['1', 'POST /v2/development-actions → 201'],
      ['2', 'GET /v2/development-actions/7 → 200'],
      ['3', 'PATCH /v2/development-actions/7 → 200'],
      ['4', 'GET /v2/development-actions/7 → 200'],
      ['5', 'DELETE /v2/development-actions/7 → 200'],
    ]);
    // Only the fourth is marked: the same GET as the second, told apart by its timing.
    expect(items.filter((m) => m[1]).map((m) => m[3])).toEqual(['4']);
    expect(failure.match(/← failed here/g)).toHaveLength(1);
    expect(failure).toContain('Exchanges of the chain (5 exchanges, in the order sent)');
    // Order inside the finding: message, sent against read back, the chain, how to reproduce and replay.
    const [message, diff, exchanges, reproduce] = positions(failure, ['<pre class="message">message: a patched field', '<div class="readback">', '<div class="chain">', '<pre class="reproduce">']);
    ascending([message, diff, exchanges, reproduce]);
    expect(failure.slice(reproduce)).toContain('replay: npx conformance run --seed 42 --only B4.patch-applies-sent-fields');
  });

  it('lays bodies out: JSON indented, each request and response with its headers', () => {
    const patch = /<li class="exchange" data-n="3">[\s\S]*?<\/li>/.exec(failure)![0];
    expect(patch).toContain(
      [
        'request: PATCH http://127.0.0.1:8082/v2/development-actions/7',
        '  content-type: application/json',
        '  authorization: &#60;redacted&#62;',
        '  body (117 bytes):',
        '    {',
        '      &#34;title&#34;: &#34;new&#34;,',
        '      &#34;benefits&#34;: {&#34;annualSpend&#34;: 9, &#34;annualSpendCurrency&#34;: &#34;EUR&#34;},',
        '      &#34;tasks&#34;: [{&#34;status&#34;: &#34;Done&#34;}],',
        '      &#34;tags&#34;: [&#34;a&#34;, &#34;b&#34;]',
        '    }',
        'response: 200 in 13ms',
      ].join('\n'),
    );
  });

  it('numbers a chain cut to its bounds as the check sent it, saying what was left out', () => {
    const cut = failedCheck(chain.slice(0, 4), 3);
    cut.evidence!.chainCut = '50 exchanges, the first 2 and the last 2 kept; 1 bodies cut to 2048 characters';
    const page = detailsOf(reportToHtml(sampleReport({ checks: [cut] })), cut.id);
    expect([...page.matchAll(/<span class="n">#(\d+)<\/span>/g)].map((m) => m[1])).toEqual(['1', '2', '49', '50']);
    expect(page).toContain('<li class="gap">… 46 exchanges left out here</li>');
    expect(page).toContain('Exchanges of the chain (4 exchanges of 50, in the order sent)');
    expect(page).toContain('Cut to its bounds: 50 exchanges, the first 2 and the last 2 kept; 1 bodies cut to 2048 characters.');
    expect(page).toMatch(/<li class="exchange failing" data-n="50">/);
  });

  it('shows the exchange the verdict rests on apart when the chain does not hold it, and an exchange that got no answer', () => {
    const noAnswer: ChainExchange = { request: { method: 'GET', url: `${BASE}/9`, headers: {} }, error: 'no answer within 10000 ms' };
    const check = failedCheck([chain[0], noAnswer], 0);
    check.evidence!.request = { method: 'GET', url: `${BASE}/elsewhere`, headers: {} };
    check.evidence!.response = undefined;
    const page = detailsOf(reportToHtml(sampleReport({ checks: [check] })), check.id);
    expect(page).not.toContain('class="exchange failing"');
    expect(page).toContain('<p class="xh"><span class="n">#2</span> GET /v2/development-actions/9 → no answer</p><pre>request: GET http://127.0.0.1:8082/v2/development-actions/9\ntransport error: no answer within 10000 ms</pre>');
    expect(page).toContain('The exchange the verdict rests on (not in the chain above)</p><pre>request: GET http://127.0.0.1:8082/v2/development-actions/elsewhere\nresponse: none recorded</pre>');
  });
});

describe('bodies laid out', () => {
  it('indents JSON by two spaces, short lists and objects on one line, empty ones as they are', () => {
    expect(prettyJson('{"a":{"b":[1,2],"c":{}},"d":[],"e":[{"f":"a long enough value to break the line","g":"and another one"}]}')).toBe(
      ['{', '  "a": {"b": [1, 2], "c": {}},', '  "d": [],', '  "e": [', '    {', '      "f": "a long enough value to break the line",', '      "g": "and another one"', '    }', '  ]', '}'].join('\n'),
    );
  });

  it('changes nothing but white space: escapes, number spelling and big integers stay as written', () => {
    const body = '{"k":"\\u0073ecret \\"q\\" \\\\","n":12345678901234567890123,"x":1.50e+3,"t":true,"z":null}';
    const pretty = prettyJson(body)!;
    expect(pretty.replace(/\s+/g, '')).toBe(body.replace(/\s+/g, ''));
    expect(pretty).toContain('"k": "\\u0073ecret \\"q\\" \\\\"');
    expect(pretty).toContain('"n": 12345678901234567890123');
    expect(pretty).toContain('"x": 1.50e+3');
    // A secret a server echoed in an escaped form is never decoded into its plain form.
    expect(pretty).not.toContain('secret');
  });

  it('leaves what is not JSON as it is', () => {
    for (const body of ['<html>x</html>', '[INFO] started', 'plain text', '12345678901234567890', '{"a": undefined}']) expect(prettyJson(body)).toBeUndefined();
    expect(prettyBody('<html>x</html>', 100)).toBe('<html>x</html>');
  });

  it('bounds a large body as before, and lays out a cut one as far as it goes', () => {
    const big = JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => `item-${i}`) });
    const shown = prettyBody(big, 200);
    expect(shown).toMatch(/\n… \(\d+ more characters\)$/);
    expect(shown.split('\n').length).toBeGreaterThan(5);
    expect(shown.replace(/\s+/g, '').length).toBeLessThan(260);
    // The chain evidence marks a body it cut with "… (cut)": laid out up to the cut, the mark on its own line.
    expect(prettyBody('{"a":1,"b":"unfinish… (cut)', 1000)).toBe('{\n  "a": 1,\n  "b": "unfinish\n… (cut when the run recorded it)');
  });
});

describe('sent against read back', () => {
  it('lists the fields a write sent that the next read of the same resource shows with another value', () => {
    const found = readBacks(patchChain());
    // The create reads back as sent (its task's responsibleUserId has no field of that name to compare with).
    expect(found.map((r) => [r.write, r.read])).toEqual([[2, 3]]);
    expect(found[0].differences).toEqual([
      { path: 'title', sent: '"new"', readBack: '"old"' },
      { path: 'benefits.annualSpend', sent: '9', readBack: '5' },
      { path: 'tasks[0].status', sent: '"Done"', readBack: '"Open"' },
      { path: 'tags', sent: '["a", "b"]', readBack: '["a"]' },
    ]);
  });

  it('finds what a POST created by its Location, else by the id it answered, and reads a wrapped record', () => {
    const byId = [exchange('POST', BASE, '{"title":"x","n":1}', 201, '{"id":"ab c","title":"x"}'), exchange('GET', `${BASE}/ab%20c`, undefined, 200, '{"data":{"title":"y","n":1}}')];
    expect(readBacks(byId)).toEqual([{ write: 0, read: 1, differences: [{ path: 'title', sent: '"x"', readBack: '"y"' }], more: 0, notCompared: [] }]);
    const missing = [exchange('PUT', `${BASE}/1?x=1`, '{"a":[{"b":1},{"b":2}],"c":"d"}', 200, '{}'), exchange('GET', `${BASE}/1/`, undefined, 200, '{"a":[{"b":1}]}')];
    expect(readBacks(missing)[0]).toMatchObject({ differences: [{ path: 'a[1]', sent: '{"b": 2}', readBack: '(absent)' }], notCompared: ['c'] });
  });

  it('compares values, not spellings: numbers exactly, strings by what they decode to, objects whatever their key order', () => {
    const same = [exchange('PATCH', `${BASE}/1`, '{"a":1.0,"b":"\\u0041","c":{"x":1,"y":2},"big":9007199254740993}', 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '{"a":1,"b":"A","c":{"y":2,"x":1},"big":9007199254740993}')];
    expect(readBacks(same)).toEqual([]);
    const bigger = [same[0], exchange('GET', `${BASE}/1`, undefined, 200, '{"a":1,"b":"A","c":{"y":2,"x":1},"big":9007199254740992}')];
    expect(readBacks(bigger)[0].differences).toEqual([{ path: 'big', sent: '9007199254740993', readBack: '9007199254740992' }]);
    // A number read back as a string differs.
    expect(readBacks([exchange('PATCH', `${BASE}/1`, '{"a":1}', 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '{"a":"1"}')])[0].differences).toEqual([{ path: 'a', sent: '1', readBack: '"1"' }]);
  });

  it('compares nothing where the evidence does not allow it', () => {
    const cases: ChainExchange[][] = [
      // Another resource, a refused write, a read that failed, a body that is not JSON or was cut.
      [exchange('PATCH', `${BASE}/1`, '{"a":1}', 200, '{}'), exchange('GET', `${BASE}/2`, undefined, 200, '{"a":2}')],
      [exchange('PATCH', `${BASE}/1`, '{"a":1}', 400, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '{"a":2}')],
      [exchange('PATCH', `${BASE}/1`, '{"a":1}', 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 404, '{"a":2}')],
      [exchange('PATCH', `${BASE}/1`, '{"a":1}', 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '<html>')],
      [exchange('PATCH', `${BASE}/1`, '{"a":1,"b":"xx… (cut)', 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '{"a":2}')],
      // Deleted before it was read; a POST whose answer names nothing.
      [exchange('PATCH', `${BASE}/1`, '{"a":1}', 200, '{}'), exchange('DELETE', `${BASE}/1`, undefined, 200, '{}'), exchange('GET', `${BASE}/1`, undefined, 200, '{"a":2}')],
      [exchange('POST', BASE, '{"a":1}', 201, '{"ok":true}'), exchange('GET', BASE, undefined, 200, '{"a":2}')],
    ];
    for (const c of cases) expect(readBacks(c)).toEqual([]);
  });

  it('shows the table in the finding, escaped, with what it could not compare', () => {
    const hostile = [
      exchange('PATCH', `${BASE}/1`, `{"title":${JSON.stringify(HOSTILE)},"gone":1}`, 200, '{}'),
      exchange('GET', `${BASE}/1`, undefined, 200, '{"title":"<b>bold</b>"}'),
    ];
    const page = detailsOf(reportToHtml(sampleReport({ checks: [failedCheck(hostile, 1)] })), 'B4.patch-applies-sent-fields');
    const table = /<div class="readback">[\s\S]*?<\/div>/.exec(page)![0];
    expect(table).toContain('Sent in exchange 1 (PATCH /v2/development-actions/1), read back in exchange 2 (GET /v2/development-actions/1): 1 field read back with another value');
    expect(table).toContain('<tr><th>field</th><th>sent</th><th>read back</th></tr><tr><td><code>title</code></td>');
    expect(table).toContain('<td><code>&#34;&#60;b&#62;bold&#60;/b&#62;&#34;</code></td>');
    expect(table).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(table).not.toMatch(/<script|<b>|[\x00-\x08\x0b-\x1f\x7f\u202e]/);
    expect(table).toContain('<p class="note">Not compared (the read-back has no field of that name): gone.</p>');
  });
});

describe('the requirements view', () => {
  const catalogue: Requirement[] = [
    { id: 'R-B4-patch', part: 'part 4.2 B4', interface: 'b', operation: 'B4', level: 'MUST', text: 'a patch changes the fields it carries' },
    { id: 'R-B1-cache', part: 'part 4.2 B1', interface: 'b', level: 'SHOULD', text: `cache headers ${HOSTILE}` },
    { id: 'R-B-token', part: 'part 6', interface: 'b', level: 'MUST', text: 'tokens' },
    { id: 'R-A3-revision', part: 'part 4.1 A3', interface: 'a', level: 'MUST', text: 'revision' },
    { id: 'R-A-size', part: 'part 8', interface: 'both', level: 'OPEN', text: 'sizes: not shown' },
    { id: 'R-A-uncheckable', part: 'part 7', interface: 'a', level: 'MUST', text: '404', uncheckable: 'no operation names a resource' },
    { id: 'R-B-not-run', part: 'part 7', interface: 'b', level: 'MUST', text: 'x' },
  ];
  const coverage = new Map([
    ['R-B4-patch', ['B2.rejects-missing-required-field', 'B1.limit-bounds']],
    ['R-B1-cache', ['B1.sends-cache-headers', 'B1.limit-bounds']],
    ['R-B-token', ['B.token-rejects-bad-secret']],
    ['R-A3-revision', ['A3.finds-by-revision']],
    ['R-B-not-run', ['B9.not-in-this-run']],
  ]);

  it('gives each requirement the verdict of its checks: failed, warned, passed or not covered in this run', () => {
    const results = requirementResults(sampleReport(), catalogue, coverage);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['R-B4-patch', 'failed'],
      ['R-B1-cache', 'warned'],
      ['R-B-token', 'passed'],
      ['R-A3-revision', 'not-covered'],
      ['R-A-size', 'not-covered'],
      ['R-A-uncheckable', 'not-covered'],
      ['R-B-not-run', 'not-covered'],
    ]);
    expect(results[0].checks).toEqual([
      { id: 'B2.rejects-missing-required-field', status: 'failed' },
      { id: 'B1.limit-bounds', status: 'passed' },
    ]);
    expect(results[3].checks).toEqual([{ id: 'A3.finds-by-revision', status: 'skipped' }]);
    expect(results[5]).toMatchObject({ checks: [], uncheckable: 'no operation names a resource' });
    expect(results[6].checks).toEqual([{ id: 'B9.not-in-this-run', status: 'not-run' }]);
    // Only the requirements of the run's interfaces (and those of both).
    expect(requirementResults(sampleReport({ interfaces: ['b'] }), catalogue, coverage).map((r) => r.id)).toEqual(['R-B4-patch', 'R-B1-cache', 'R-B-token', 'R-A-size', 'R-B-not-run']);
  });

  it('shows a table of them, with counts, levels, verdicts and the checks, escaped', () => {
    const requirements: RequirementResult[] = requirementResults(sampleReport(), catalogue, coverage);
    const html = reportToHtml(sampleReport({ requirements }));
    const view = /<section id="requirements">[\s\S]*?<\/section>/.exec(html)![0];
    expect(view).toContain('<h2>Requirements of the specification (7)</h2>');
    expect(view).toContain('<span class="rq-failed">1 failed</span><span class="rq-warned">1 warned</span><span class="rq-passed">1 passed</span><span class="rq-not-covered">4 not covered in this run</span>');
    const rows = [...view.matchAll(/<tr class="req rq-([\w-]+)" data-status="[\w-]+"><td><span class="rid">([^<]+)<\/span>[\s\S]*?<\/tr>/g)];
    expect(rows.map((m) => [m[2], m[1]])).toEqual(requirements.map((r) => [r.id, r.status]));
    const row = (id: string) => rows.find((m) => m[2] === id)![0];
    expect(row('R-B4-patch')).toContain('<td>MUST</td><td class="rv">✗ failed</td><td><span class="cid">B2.rejects-missing-required-field</span> <span class="cst failed">failed</span><br><span class="cid">B1.limit-bounds</span> <span class="cst passed">passed</span></td>');
    expect(row('R-B1-cache')).toContain('<td>SHOULD</td><td class="rv">! warned</td>');
    expect(row('R-A3-revision')).toContain('<td class="rv">- not covered in this run</td><td><span class="cid">A3.finds-by-revision</span> <span class="cst skipped">skipped</span></td>');
    expect(row('R-A-uncheckable')).toContain('no check: no operation names a resource');
    expect(row('R-A-size')).toContain('no check: open');
    expect(row('R-B-not-run')).toContain('<span class="cst not-run">not-run</span>');
    // The catalogue's text is escaped like everything else.
    expect(row('R-B1-cache')).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(view).not.toMatch(/<script|[\x00-\x08\x0b-\x1f\x7f\u202e]/);
    // Check ids in the table are not check items: each check is still shown once as one.
    expect(view).not.toContain('<code>B1.limit-bounds</code>');
  });

  it('comes from the catalogue when a report is written, in the HTML and the JSON report alike', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-html-requirements-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const report: RunReport = sampleReport({ interfaces: ['b'] });
    await createHtmlReporter({ outputDir: dir }).onRunEnd?.(report);
    await createJsonReporter({ outputDir: dir }).onRunEnd?.(report);
    const html = await readFile(join(dir, HTML_REPORT_FILE), 'utf8');
    const written = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
    const list = written.requirements!;
    expect(list.length).toBeGreaterThan(50);
    // Interface B's and those of both, none of interface A's alone.
    expect(list.some((r) => r.id.startsWith('R-A1-') || r.id.startsWith('R-A3-'))).toBe(false);
    const limit = list.find((r) => r.id === 'R-B1-limit')!;
    expect(limit).toMatchObject({ level: 'MUST', part: 'part 4.2 B1' });
    expect(limit.checks.map((c) => c.id)).toContain('B1.limit-bounds');
    expect(limit.checks.find((c) => c.id === 'B1.limit-bounds')!.status).toBe('passed');
    expect(limit.status).toBe('passed');
    // The HTML view shows the same rows in the same order.
    const ids = [...html.matchAll(/<tr class="req rq-([\w-]+)" data-status="[\w-]+"><td><span class="rid">([^<]+)<\/span>/g)].map((m) => [m[2], m[1]]);
    expect(ids).toEqual(list.map((r) => [r.id, r.status]));
    // The report handed to the reporters is left as it was.
    expect(report.requirements).toBeUndefined();
  });
});
