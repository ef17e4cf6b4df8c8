// The fresh faults (reference/fresh-faults) are real and reachable: for each, the unmutated reference and
// the mutated one are started on port 0 and asked the same plain HTTP requests, and only the unmutated one
// keeps the rule the fault breaks. Each mutated server still serves a correct client's ordinary requests.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { PROBES_A as MORE_A, PROBES_B as MORE_B } from './fresh-faults-more.ts';
import { fileNames, probeA, probeB, same, type ProbeA, type ProbeB } from './fresh-faults-probe.ts';
import { PROBES_A as ALSO_A, PROBES_B as ALSO_B } from './fresh-faults-also.ts';
import { PROBES_A as FURTHER_A, PROBES_B as FURTHER_B } from './fresh-faults-further.ts';
import { PROBES_A as EXTRA_A, PROBES_B as EXTRA_B } from './fresh-faults-extra.ts';
import { FRESH_FAULTS, type FreshFault, type FreshFaultA, type FreshFaultB } from '../../reference/fresh-faults/index.ts';
import type { StartedPlatform } from '../../reference/interface-b/index.ts';
import { requirement } from '../../requirements/index.ts';
import { KEY, linked, withHolder, type Holder } from './interface-a/harness.ts';
import { PATH, apiFor, basic, manualClock, send, tokenFor, validBody } from './interface-b/helpers.ts';

async function twoRevisions(h: Holder, material = 'M'): Promise<void> {
  await h.create('S', { fileName: 'r1.pdf', metaData: linked(material, '1') });
  await h.create('S', { fileName: 'r2.pdf', metaData: linked(material, '2') });
}

const PROBES_A: Record<string, ProbeA> = {
  'replace-overwrites-case-variant': async (h) => {
    await h.create('S', { fileName: 'Report.pdf', metaData: linked('M', '1', { description: 'upper' }) });
    await h.create('S', { fileName: 'report.pdf', metaData: linked('M', '1', { description: 'lower' }) });
    const replaced = await h.replace('S', { fileName: 'report.pdf', metaData: linked('M', '1', { description: 'new' }) });
    const items = ((await h.query('M')).json?.data ?? []).map((d: { fileName: string; description: string }) => `${d.fileName}=${d.description}`).sort();
    return { holds: replaced.status === 200 && same(items, ['Report.pdf=upper', 'report.pdf=new']), seen: items };
  },
  'replace-reaches-other-suppliers': async (h) => {
    await h.create('S1', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'of S1' }) });
    await h.create('S2', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'of S2' }) });
    const replaced = await h.replace('S2', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'S2 replaced' }) });
    const descriptions = ((await h.query('M')).json?.data ?? []).map((d: { description: string }) => d.description).sort();
    return { holds: replaced.status === 200 && same(descriptions, ['S2 replaced', 'of S1']), seen: descriptions };
  },
  'create-takes-over-other-suppliers-file': async (h) => {
    await h.create('S1', { fileName: 'invoice.pdf', metaData: linked('M', '1', { description: 'of S1' }) });
    const second = await h.create('S2', { fileName: 'invoice.pdf', metaData: linked('M', '1', { description: 'of S2' }) });
    const descriptions = ((await h.query('M')).json?.data ?? []).map((d: { description: string }) => d.description).sort();
    const replaceByFirst = await h.replace('S1', { fileName: 'invoice.pdf', metaData: linked('M', '1', { description: 'of S1' }) });
    return {
      holds: second.status === 201 && same(descriptions, ['of S1', 'of S2']) && replaceByFirst.status === 200,
      seen: { descriptions, replaceByFirst: replaceByFirst.status },
    };
  },
  'replace-appends-metadata': async (h) => {
    await h.create('S', { fileName: 'drawing.pdf', metaData: linked('M', '1', { description: 'old' }) });
    await h.replace('S', { fileName: 'drawing.pdf', metaData: linked('M', '2', { description: 'new' }) });
    const second = await h.query('M', '2');
    const latest = await h.query('M');
    const seen = { revision2: fileNames(second), latestDescription: latest.json?.data?.[0]?.description };
    return { holds: same(seen, { revision2: ['drawing.pdf'], latestDescription: 'new' }), seen };
  },
  'latest-revision-of-any-material': async (h) => {
    await twoRevisions(h, 'M1');
    await h.create('S', { fileName: 'other.pdf', metaData: linked('M2', '3') });
    const names = fileNames(await h.query('M1'));
    return { holds: same(names, ['r2.pdf']), seen: names };
  },
  'latest-revision-nulls-first': async (h) => {
    await twoRevisions(h);
    await h.create('S', { fileName: 'notes.txt', metaData: linked('M') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['r2.pdf']), seen: names };
  },
  'revision-compared-as-integer': async (h) => {
    await h.create('S', { fileName: 'r2.pdf', metaData: linked('M', '2') });
    await h.create('S', { fileName: 'r2-1.pdf', metaData: linked('M', '2.1') });
    const names = fileNames(await h.query('M', '2'));
    return { holds: same(names, ['r2.pdf']), seen: names };
  },
  'unknown-revision-falls-back-to-latest': async (h) => {
    await twoRevisions(h);
    const answer = await h.query('M', '7');
    return { holds: answer.status === 200 && same(fileNames(answer), []), seen: { status: answer.status, names: fileNames(answer) } };
  },
  'query-first-document-only': async (h) => {
    await h.create('S1', { fileName: 'a.pdf', metaData: linked('M', '1') });
    await h.create('S2', { fileName: 'b.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['a.pdf', 'b.pdf']), seen: names };
  },
  'query-row-per-description': async (h) => {
    await h.create('S', { fileName: 'doc.pdf', metaData: [...linked('M', '1'), { key: 'description', value: 'x' }, { key: 'description', value: 'y' }] });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['doc.pdf']), seen: names };
  },
  'query-cache-ignores-revision': async (h) => {
    await twoRevisions(h);
    const first = fileNames(await h.query('M', '1'));
    const second = fileNames(await h.query('M', '2'));
    return { holds: same(first, ['r1.pdf']) && same(second, ['r2.pdf']), seen: { first, second } };
  },
  'material-id-decoded-twice': async (h) => {
    await h.create('S', { fileName: 'part.pdf', metaData: linked('PN-100+A', '1') });
    const names = fileNames(await h.query('PN-100+A'));
    return { holds: same(names, ['part.pdf']), seen: names };
  },
  'base64-double-padding-refused': async (h) => {
    const created = await h.create('S', { fileName: 'one-byte.bin', base64EncodedContents: Buffer.from('A').toString('base64'), metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: created.status === 201 && same(names, ['one-byte.bin']), seen: { status: created.status, names } };
  },
  'answers-latin1-encoded': async (h) => {
    await h.create('S', { fileName: 'Prüfbericht.pdf', metaData: linked('M', '1') });
    const res = await fetch(`${h.started.url}/materials/M/documents`, { headers: { [h.started.apiKeyHeader]: KEY } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    let text: string | undefined;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    return { holds: text !== undefined && text.includes('Prüfbericht.pdf'), seen: Buffer.from(bytes).toString('hex') };
  },
  'answers-xssi-prefixed': async (h) => {
    await h.create('S', { fileName: 'a.pdf', metaData: linked('M', '1') });
    const answer = await h.query('M');
    return { holds: answer.status === 200 && same(fileNames(answer), ['a.pdf']), seen: answer.text };
  },
  'chunked-body-read-as-empty': async (h) => {
    const body = JSON.stringify({ fileName: 'streamed.pdf', metaData: linked('M', '1') });
    // An iterable body has no length undici knows beforehand: it goes out with Transfer-Encoding: chunked.
    const res = await fetch(`${h.started.url}/suppliers/S/documents`, {
      method: 'POST',
      headers: { [h.started.apiKeyHeader]: KEY, 'content-type': 'application/json' },
      body: (async function* () {
        yield Buffer.from(body);
      })(),
      duplex: 'half',
    });
    await res.arrayBuffer();
    const names = fileNames(await h.query('M'));
    return { holds: res.status === 201 && same(names, ['streamed.pdf']), seen: { status: res.status, names } };
  },
  'create-renames-on-name-conflict': async (h) => {
    await h.create('S', { fileName: 'report.pdf', metaData: linked('M', '1') });
    const second = await h.create('S', { fileName: 'report.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: second.status === 201 && same(names, ['report.pdf', 'report.pdf']), seen: names };
  },
  'file-name-path-stripped': async (h) => {
    await h.create('S', { fileName: '2024/Q1 audit.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['2024/Q1 audit.pdf']), seen: names };
  },
  'file-name-url-encoded': async (h) => {
    await h.create('S', { fileName: 'Test report Q1.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['Test report Q1.pdf']), seen: names };
  },
  'latest-revision-memoised': async (h) => {
    await h.create('S', { fileName: 'r1.pdf', metaData: linked('M', '1') });
    const before = fileNames(await h.query('M'));
    await h.create('S', { fileName: 'r2.pdf', metaData: linked('M', '2') });
    const after = fileNames(await h.query('M'));
    return { holds: same(before, ['r1.pdf']) && same(after, ['r2.pdf']), seen: { before, after } };
  },
  'latest-revision-per-supplier': async (h) => {
    await h.create('S1', { fileName: 'old.pdf', metaData: linked('M', '1') });
    await h.create('S2', { fileName: 'new.pdf', metaData: linked('M', '2') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['new.pdf']), seen: names };
  },
  'material-id-decoded-as-latin1': async (h) => {
    await h.create('S', { fileName: 'part.pdf', metaData: linked('Müller-7', '1') });
    const names = fileNames(await h.query('Müller-7'));
    return { holds: same(names, ['part.pdf']), seen: names };
  },
  'material-trailing-spaces-ignored': async (h) => {
    await h.create('S', { fileName: 'plain.pdf', metaData: linked('PN-7', '1') });
    await h.create('S', { fileName: 'padded.pdf', metaData: linked('PN-7 ', '1') });
    const names = fileNames(await h.query('PN-7'));
    return { holds: same(names, ['plain.pdf']), seen: names };
  },
  'metadata-blank-value-refused': async (h) => {
    const created = await h.create('S', { fileName: 'draft.pdf', metaData: linked('M', '1', { description: '' }) });
    const names = fileNames(await h.query('M'));
    return { holds: created.status === 201 && same(names, ['draft.pdf']), seen: { status: created.status, names } };
  },
  'query-capped-at-ten': async (h) => {
    const created: string[] = [];
    for (let i = 1; i <= 11; i++) {
      created.push(`doc-${i}.pdf`);
      await h.create('S', { fileName: `doc-${i}.pdf`, metaData: linked('M', '1') });
    }
    const names = fileNames(await h.query('M'));
    return { holds: same(names, created), seen: names };
  },
  'query-deduplicated-by-file-name': async (h) => {
    await h.create('S1', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'of S1' }) });
    await h.create('S2', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'of S2' }) });
    const descriptions = ((await h.query('M')).json?.data ?? []).map((d: { description: string }) => d.description).sort();
    return { holds: same(descriptions, ['of S1', 'of S2']), seen: descriptions };
  },
  'query-items-reuse-one-object': async (h) => {
    await h.create('S', { fileName: 'a.pdf', metaData: linked('M', '1') });
    await h.create('S', { fileName: 'b.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['a.pdf', 'b.pdf']), seen: names };
  },
};

/** A token answer for the platform's first client with the given form body. */
async function tokenAnswer(p: StartedPlatform, form: string, secret = p.clients[0].clientSecret) {
  return send(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(p.clients[0].clientId, secret) },
    body: form,
  });
}

async function createAction(p: StartedPlatform, token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await apiFor(p, token)('POST', PATH, validBody(extra));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  return created.json.id as number;
}

const ids = (a: { json: any }): number[] => (a.json?.data ?? []).map((d: { id: number }) => d.id);

const PROBES_B: Record<string, ProbeB> = {
  'token-grant-type-ignored': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=password&username=alice&password=secret');
    return { holds: a.status === 400 && a.json?.error === 'unsupported_grant_type' && a.json?.access_token === undefined, seen: { status: a.status, body: a.json } };
  },
  'token-bad-secret-unauthorized-client': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=client_credentials', 'not-the-secret');
    return { holds: (a.status === 400 || a.status === 401) && a.json?.error === 'invalid_client', seen: { status: a.status, body: a.json } };
  },
  'token-answer-cacheable': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=client_credentials');
    const cacheControl = a.headers.get('cache-control');
    return { holds: a.status === 200 && /\bno-store\b/i.test(cacheControl ?? ''), seen: { status: a.status, cacheControl } };
  },
  'token-reissued-with-full-lifetime': async (start) => {
    const clock = manualClock();
    const p = await start({ now: clock.now });
    await tokenFor(p);
    clock.advance(3000_000);
    const second = await tokenAnswer(p, 'grant_type=client_credentials');
    const lifetime = second.json.expires_in as number;
    // Well within the lifetime the second answer announced.
    clock.advance(1000_000);
    const list = await apiFor(p, second.json.access_token)('GET', PATH);
    return { holds: lifetime * 1000 > 1000_000 && list.status === 200, seen: { expiresIn: lifetime, listStatus: list.status } };
  },
  'bearer-scheme-case-sensitive': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const a = await send(p.url + PATH, { headers: { authorization: `bearer ${token}` } });
    return { holds: a.status === 200, seen: a.status };
  },
  'token-basic-credentials-not-form-decoded': async (start) => {
    const p = await start({ clients: [{ clientId: 'partner app', clientSecret: 'p+ss/w:rd %', userId: 1 }] });
    const a = await send(p.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('partner app', 'p+ss/w:rd %') },
      body: 'grant_type=client_credentials',
    });
    return { holds: a.status === 200 && typeof a.json?.access_token === 'string', seen: { status: a.status, body: a.json } };
  },
  'unauthorized-without-www-authenticate': async (start) => {
    const p = await start();
    const missing = await send(p.url + PATH);
    const invalid = await send(p.url + PATH, { headers: { authorization: 'Bearer never-issued-token' } });
    const challenges = [missing.headers.get('www-authenticate'), invalid.headers.get('www-authenticate')];
    return { holds: missing.status === 401 && invalid.status === 401 && challenges.every((c) => /^Bearer\b/i.test(c ?? '')), seen: challenges };
  },
  'list-edited-filter-on-created-time': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const token = await tokenFor(p);
    const id = await createAction(p, token);
    clock.advance(60_000);
    await apiFor(p, token)('PATCH', `${PATH}/${id}`, { title: 'Edited a minute later' });
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?edited_at_from=${encodeURIComponent('2024-05-01T10:00:30Z')}`));
    return { holds: same(listed, [id]), seen: listed };
  },
  'list-created-bound-truncated-to-second': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.200Z'));
    const p = await start({ now: clock.now });
    const token = await tokenFor(p);
    await createAction(p, token);
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?created_at_from=${encodeURIComponent('2024-05-01T10:00:00.500Z')}`));
    return { holds: same(listed, []), seen: listed };
  },
  'list-offset-past-end-clamped': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    for (let i = 0; i < 3; i++) await createAction(p, token);
    const a = await apiFor(p, token)('GET', `${PATH}?limit=2&offset=10`);
    return { holds: a.status === 200 && same(ids(a), []), seen: ids(a) };
  },
  'list-offset-rounded-to-page': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const created: number[] = [];
    for (let i = 0; i < 3; i++) created.push(await createAction(p, token));
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?limit=2&offset=1`));
    return { holds: same(listed, created.slice(1)), seen: listed };
  },
  'list-limit-1000-refused': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const a = await apiFor(p, token)('GET', `${PATH}?limit=1000`);
    return { holds: a.status === 200, seen: a.status };
  },
  'list-responsible-join-duplicates': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { responsibleUserIds: [1, 2] });
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?responsible_user_ids=1,2`));
    return { holds: same(listed, [id]), seen: listed };
  },
  'list-cache-key-ignores-expand': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    await createAction(p, token, { tasks: [{ description: 'Measure scrap', status: 'Open' }] });
    await apiFor(p, token)('GET', PATH);
    const expanded = await apiFor(p, token)('GET', `${PATH}?expand=tasks`);
    const tasks = expanded.json?.data?.[0]?.tasks;
    return { holds: Array.isArray(tasks) && tasks.length === 1, seen: tasks };
  },
  'patch-moves-created-time': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const token = await tokenFor(p);
    const id = await createAction(p, token);
    const before = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.createdTime;
    clock.advance(60_000);
    await apiFor(p, token)('PATCH', `${PATH}/${id}`, { title: 'Renamed' });
    const after = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.createdTime;
    return { holds: before === after, seen: { before, after } };
  },
  'create-zero-benefit-dropped': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { benefits: { annualSpend: 0, annualSpendCurrency: 'EUR', targetBenefitsSavings: 5 } });
    const benefits = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.benefits;
    return { holds: benefits?.annualSpend === 0 && benefits?.targetBenefitsSavings === 5, seen: benefits };
  },
  'create-empty-description-as-null': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { description: '' });
    const description = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.description;
    return { holds: description === '', seen: description };
  },
  'id-numeric-prefix-matches': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token);
    const a = await apiFor(p, token)('GET', `${PATH}/${id}abc`);
    return { holds: a.status === 404, seen: { status: a.status, id: a.json?.id } };
  },
  'current-page-from-default-limit': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const a = await apiFor(p, token)('GET', `${PATH}?limit=10&offset=10`);
    const currentPage = a.json?.meta?.paging?.currentPage;
    return { holds: a.status === 200 && currentPage === 2, seen: currentPage };
  },
  'deadline-leap-day-refused': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const a = await apiFor(p, token)('POST', PATH, validBody({ deadline: '2028-02-29T12:00:00Z' }));
    return { holds: a.status === 201 && a.json?.deadline === '2028-02-29T12:00:00Z', seen: { status: a.status, deadline: a.json?.deadline } };
  },
  'deleted-id-answers-410': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token);
    await apiFor(p, token)('DELETE', `${PATH}/${id}`);
    const a = await apiFor(p, token)('GET', `${PATH}/${id}`);
    return { holds: a.status === 404, seen: a.status };
  },
  'description-html-escaped': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { description: 'scrap < 2% & rework' });
    const description = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.description;
    return { holds: description === 'scrap < 2% & rework', seen: description };
  },
  'exponent-number-refused': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    // JSON.stringify writes 1e-7 in exponent form.
    const a = await apiFor(p, token)('POST', PATH, validBody({ benefits: { targetBenefitsSavings: 1e-7, targetBenefitsSavingsCurrency: 'EUR' } }));
    return { holds: a.status === 201, seen: { status: a.status, errors: a.json?.errors } };
  },
  'files-listed-by-folder-across-actions': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const first = await createAction(p, token, { files: [{ filename: 'first.pdf', folder: 'Reports' }] });
    await createAction(p, token, { files: [{ filename: 'second.pdf', folder: 'Reports' }] });
    const files = ((await apiFor(p, token)('GET', `${PATH}/${first}`)).json.files ?? []).map((f: { filename: string }) => f.filename);
    return { holds: same(files, ['first.pdf']), seen: files };
  },
  'list-deadline-sorted-as-text': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const later = await createAction(p, token, { deadline: '2024-06-01T09:00:00-05:00' });
    const earlier = await createAction(p, token, { deadline: '2024-06-01T12:00:00Z' });
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?sortingColumn=deadline&sortingDirection=asc`));
    return { holds: same(listed, [earlier, later]), seen: listed };
  },
  'list-expand-attached-by-position': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    await createAction(p, token, { title: 'A', deadline: '2024-06-01T00:00:00Z', tasks: [{ description: 'task of A' }] });
    await createAction(p, token, { title: 'B', deadline: '2024-07-01T00:00:00Z', tasks: [{ description: 'task of B' }] });
    const listed = await apiFor(p, token)('GET', `${PATH}?expand=tasks&sortingColumn=deadline&sortingDirection=desc`);
    const seen = (listed.json?.data ?? []).map((d: { title: string; tasks?: { description: string }[] }) => [d.title, (d.tasks ?? []).map((t) => t.description)]);
    return { holds: same(seen, [['B', ['task of B']], ['A', ['task of A']]]), seen };
  },
  'list-hides-cancelled-by-default': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { status: 'Cancelled' });
    const listed = ids(await apiFor(p, token)('GET', PATH));
    return { holds: same(listed, [id]), seen: listed };
  },
  'list-limit-applied-before-offset': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const created: number[] = [];
    for (let i = 0; i < 4; i++) created.push(await createAction(p, token));
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?limit=2&offset=2`));
    return { holds: same(listed, created.slice(2)), seen: listed };
  },
  'list-partner-filter-keeps-own-actions': async (start) => {
    // User 3 works for partner company 2 and shares its action with company 1, the caller's.
    const p = await start({ seedActions: [{ authorUserId: 3, body: validBody({ shareTo: [{ companyId: 1 }] }) }] });
    const token = await tokenFor(p);
    const own = await createAction(p, token);
    const partners = ids(await apiFor(p, token)('GET', PATH)).filter((id) => id !== own);
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?partner_company_ids=2`));
    return { holds: partners.length === 1 && same(listed, partners), seen: listed };
  },
  'list-sent-only-own-user': async (start) => {
    // User 2 is a colleague of the caller's user 1 in company 1.
    const p = await start({ seedActions: [{ authorUserId: 2, body: validBody() }] });
    const token = await tokenFor(p);
    const all = ids(await apiFor(p, token)('GET', PATH));
    const sent = ids(await apiFor(p, token)('GET', `${PATH}?direction=sent`));
    return { holds: all.length === 1 && same(sent, all), seen: sent };
  },
  'patch-category-name-stale': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const api = apiFor(p, token);
    const nameOf2 = (await api('POST', PATH, validBody({ categoryId: 2 }))).json.categoryName;
    const id = await createAction(p, token, { categoryId: 1 });
    const patched = (await api('PATCH', `${PATH}/${id}`, { categoryId: 2 })).json.categoryName;
    const read = (await api('GET', `${PATH}/${id}`)).json.categoryName;
    return { holds: typeof nameOf2 === 'string' && patched === nameOf2 && read === nameOf2, seen: { nameOf2, patched, read } };
  },
  'patch-tasks-lose-responsible-user': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token);
    await apiFor(p, token)('PATCH', `${PATH}/${id}`, { tasks: [{ description: 'Check gauges', responsibleUserId: 2 }] });
    const task = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.tasks?.[0];
    return { holds: task?.responsibleUser?.id === 2, seen: task?.responsibleUser ?? null };
  },
  'patch-tasks-shared-default-list': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const first = await createAction(p, token);
    const second = await createAction(p, token);
    await apiFor(p, token)('PATCH', `${PATH}/${first}`, { tasks: [{ description: 'Only for the first' }] });
    const tasks = (await apiFor(p, token)('GET', `${PATH}/${second}`)).json.tasks;
    return { holds: Array.isArray(tasks) && tasks.length === 0, seen: tasks };
  },
  'quality-benefits-split-on-commas': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { qualityBenefits: ['Fewer defects, less rework'] });
    const qualityBenefits = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.qualityBenefits;
    return { holds: same(qualityBenefits, ['Fewer defects, less rework']), seen: qualityBenefits };
  },
  'tags-lowercased': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { tags: ['ISO-9001'] });
    const tags = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.tags;
    return { holds: same(tags, ['ISO-9001']), seen: tags };
  },
  'title-whitespace-trimmed': async (start) => {
    const p = await start();
    const token = await tokenFor(p);
    const id = await createAction(p, token, { title: '  Reduce scrap ' });
    const title = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.title;
    return { holds: title === '  Reduce scrap ', seen: title };
  },
  'token-errors-all-401': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=password&username=alice&password=secret');
    return { holds: a.status === 400 && a.json?.error === 'unsupported_grant_type', seen: { status: a.status, body: a.json } };
  },
  'token-expires-in-as-string': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=client_credentials');
    return { holds: a.status === 200 && typeof a.json?.expires_in === 'number', seen: a.json?.expires_in };
  },
  'token-expires-in-milliseconds': async (start) => {
    const p = await start({ tokenLifetimeSeconds: 3600 });
    const a = await tokenAnswer(p, 'grant_type=client_credentials');
    return { holds: a.status === 200 && a.json?.expires_in === 3600, seen: a.json?.expires_in };
  },
  'token-type-left-out': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=client_credentials');
    return { holds: a.status === 200 && /^bearer$/i.test(a.json?.token_type ?? ''), seen: Object.keys(a.json ?? {}).sort() };
  },
  'unauthorized-basic-challenge': async (start) => {
    const p = await start();
    const a = await send(p.url + PATH);
    const challenge = a.headers.get('www-authenticate');
    return { holds: a.status === 401 && /^Bearer\b/i.test(challenge ?? ''), seen: challenge };
  },
};

/**
 * Faults of interface A whose rule is the JSON of every answer body, so that no client can read any answer
 * of theirs: the correct client is only shown its statuses.
 */
const UNREADABLE_ANSWERS_A = new Set(['answers-xssi-prefixed']);

const allA = FRESH_FAULTS.filter((f): f is FreshFaultA => f.interface === 'a');
const allB = FRESH_FAULTS.filter((f): f is FreshFaultB => f.interface === 'b');
/** The faults probed in this file; fresh-faults-more, -also, -further and -extra.ts probe the others (and fresh-faults-serve.test.ts serves a correct client with those). */
const elsewhere = (probes: Record<string, unknown>[], name: string) => probes.some((p) => Object.hasOwn(p, name));
const faultsA = allA.filter((f) => !elsewhere([MORE_A, ALSO_A, FURTHER_A, EXTRA_A], f.name));
const faultsB = allB.filter((f) => !elsewhere([MORE_B, ALSO_B, FURTHER_B, EXTRA_B], f.name));

describe('the list of fresh faults', () => {
  it('holds every file of reference/fresh-faults once, under its name, at least twelve per interface', () => {
    const dir = (i: string) => fileURLToPath(new URL(`../../reference/fresh-faults/interface-${i}/`, import.meta.url));
    const files = (i: string) => readdirSync(dir(i)).map((f) => f.replace(/\.ts$/, '')).sort();
    expect(allA.map((f) => f.name).sort()).toEqual(files('a'));
    expect(allB.map((f) => f.name).sort()).toEqual(files('b'));
    expect(new Set(FRESH_FAULTS.map((f) => f.name)).size).toBe(FRESH_FAULTS.length);
    expect(allA.length).toBeGreaterThanOrEqual(12);
    expect(allB.length).toBeGreaterThanOrEqual(12);
    for (const f of FRESH_FAULTS) expect(f.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(FRESH_FAULTS.map((f) => [f.name, f] as const))('%s names a requirement of its interface at the level the catalogue gives', (_name, f: FreshFault) => {
    const r = requirement(f.requirement);
    expect(r, f.requirement).toBeDefined();
    expect(r!.interface).toBe(f.interface);
    expect(r!.level).toBe(f.level);
    expect(f.fault.length).toBeGreaterThan(40);
    expect(f.spec).toMatch(/part \d/);
  });

  it('has a probe for every fault, in this file or in fresh-faults-more, -also, -further or -extra.ts, and no other', () => {
    expect([PROBES_A, MORE_A, ALSO_A, FURTHER_A, EXTRA_A].flatMap((p) => Object.keys(p)).sort()).toEqual(allA.map((f) => f.name).sort());
    expect([PROBES_B, MORE_B, ALSO_B, FURTHER_B, EXTRA_B].flatMap((p) => Object.keys(p)).sort()).toEqual(allB.map((f) => f.name).sort());
  });

});

/** Every probe, of this file and of the others: the same proof for every fault. */
const EVERY_PROBE_A: Record<string, ProbeA> = { ...PROBES_A, ...MORE_A, ...ALSO_A, ...FURTHER_A, ...EXTRA_A };
const EVERY_PROBE_B: Record<string, ProbeB> = { ...PROBES_B, ...MORE_B, ...ALSO_B, ...FURTHER_B, ...EXTRA_B };

describe('each fault of interface A answers differently from the reference document holder', () => {
  it.each(allA.map((f) => [f.name, f] as const))('%s', async (name, fault) => {
    const probe = EVERY_PROBE_A[name];
    const reference = await probeA(undefined, probe);
    const mutant = await probeA(fault, probe);
    expect(reference.holds, `reference saw ${JSON.stringify(reference.seen)}`).toBe(true);
    expect(mutant.holds, `mutant saw ${JSON.stringify(mutant.seen)}`).toBe(false);
    expect(mutant.seen).not.toEqual(reference.seen);
  });

  it.each(faultsA.map((f) => [f.name, f] as const))('%s still serves a correct client', async (name, fault) => {
    await withHolder(fault.options, async (h) => {
      expect((await h.create('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJD', metaData: linked('M', '1') })).status).toBe(201);
      expect((await h.replace('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJDREU=', metaData: linked('M', '1') })).status).toBe(200);
      const q = await h.query('M');
      expect(q.status).toBe(200);
      if (!UNREADABLE_ANSWERS_A.has(name)) expect(fileNames(q)).toEqual(['plain.pdf']);
      expect((await h.send('GET', '/materials/M/documents', { key: null })).status).toBe(401);
    });
  });
});

describe('each fault of interface B answers differently from the reference platform', () => {
  it.each(allB.map((f) => [f.name, f] as const))('%s', async (name, fault) => {
    const probe = EVERY_PROBE_B[name];
    const reference = await probeB(undefined, probe);
    const mutant = await probeB(fault, probe);
    expect(reference.holds, `reference saw ${JSON.stringify(reference.seen)}`).toBe(true);
    expect(mutant.holds, `mutant saw ${JSON.stringify(mutant.seen)}`).toBe(false);
    expect(mutant.seen).not.toEqual(reference.seen);
  });

  it.each(faultsB.map((f) => [f.name, f] as const))('%s still serves a correct client', async (_name, fault) => {
    await probeB(fault, async (start) => {
      const p = await start();
      const token = await tokenFor(p);
      const api = apiFor(p, token);
      const id = await createAction(p, token, { description: 'plain', tags: ['a'] });
      expect((await api('GET', `${PATH}/${id}`)).status).toBe(200);
      expect(ids(await api('GET', PATH))).toEqual([id]);
      expect((await api('PATCH', `${PATH}/${id}`, { title: 'Renamed' })).json.title).toBe('Renamed');
      expect((await api('DELETE', `${PATH}/${id}`)).status).toBe(200);
      // Gone from the list; the status a read of a deleted id gets is a rule of its own (deleted-id-answers-410).
      expect(ids(await api('GET', PATH))).toEqual([]);
      expect((await api('GET', `${PATH}/${id}0`)).status).toBe(404);
      expect((await send(p.url + PATH)).status).toBe(401);
      return { holds: true, seen: null };
    });
  });
});
