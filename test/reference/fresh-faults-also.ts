// Probes of further fresh faults (fresh-faults.test.ts runs them with every other; fresh-faults-serve.test.ts
// serves a correct client with these faults): for each fault, the same plain HTTP requests to the unmutated
// reference and to the mutated one, and whether the rule the fault breaks held.
import { PATH, apiFor, manualClock } from './interface-b/helpers.ts';
import { linked } from './interface-a/harness.ts';
import { createAction, ids, tokenAnswer, tokenOf } from './fresh-faults-more.ts';
import { fileNames, same, type ProbeA, type ProbeB } from './fresh-faults-probe.ts';

/** JSON text as an ensure_ascii writer (Python's json.dumps by default) sends it: every non-ASCII UTF-16 unit escaped. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export const PROBES_A: Record<string, ProbeA> = {
  'empty-contents-refused': async (h) => {
    // A zero-byte file: its Base64 is the empty string (RFC 4648 10).
    const created = await h.create('S', { fileName: 'placeholder.txt', base64EncodedContents: '', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: created.status === 201 && same(names, ['placeholder.txt']), seen: { status: created.status, names } };
  },
  'replace-without-contents-ignored': async (h) => {
    await h.create('S', { fileName: 'spec.pdf', base64EncodedContents: 'QUJD', metaData: linked('M', '1', { description: 'draft' }) });
    const replaced = await h.replace('S', { fileName: 'spec.pdf', metaData: linked('M', '1', { description: 'released' }) });
    const descriptions = ((await h.query('M')).json?.data ?? []).map((d: { description: string }) => d.description);
    return { holds: replaced.status === 200 && same(descriptions, ['released']), seen: { status: replaced.status, descriptions } };
  },
  'surrogate-escapes-mangled': async (h) => {
    const name = '\u{1F4C4} spec.pdf';
    const text = asciiJson({ fileName: name, metaData: linked('M', '1') });
    const created = await h.send('POST', '/suppliers/S/documents', { body: text });
    const names = fileNames(await h.query('M'));
    return { holds: text.includes('\\ud83d\\udcc4') && created.status === 201 && same(names, [name]), seen: { status: created.status, names } };
  },
  'authorization-header-shadows-api-key': async (h) => {
    // The right key in X-API-KEY, and a bearer token for another service beside it.
    const headers = { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.for-the-platform.sig' };
    const created = await h.send('POST', '/suppliers/S/documents', { headers, body: { fileName: 'a.pdf', metaData: linked('M', '1') } });
    const queried = await h.send('GET', '/materials/M/documents', { headers });
    return {
      holds: created.status === 201 && queried.status === 200 && same(fileNames(queried), ['a.pdf']),
      seen: { created: created.status, queried: queried.status, names: fileNames(queried) },
    };
  },
  'material-id-cut-at-last-dot': async (h) => {
    await h.create('S', { fileName: 'variant-a.pdf', metaData: linked('PN-4711.A', '1') });
    await h.create('S', { fileName: 'base-part.pdf', metaData: linked('PN-4711', '1') });
    const names = fileNames(await h.query('PN-4711.A'));
    return { holds: same(names, ['variant-a.pdf']), seen: names };
  },
};

const FILE = { folder: 'photos', base64file: 'QUJD' };

export const PROBES_B: Record<string, ProbeB> = {
  'list-expand-cartesian-product': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    await createAction(p, token, {
      tasks: [{ description: 'Order gauges' }, { description: 'Train operators' }],
      files: [{ filename: 'before.jpg', ...FILE }, { filename: 'after.jpg', ...FILE }],
    });
    const item = (await apiFor(p, token)('GET', `${PATH}?expand=tasks,files`)).json?.data?.[0];
    const seen = {
      tasks: (item?.tasks ?? []).map((t: { description: string }) => t.description),
      files: (item?.files ?? []).map((f: { filename: string }) => f.filename),
    };
    return { holds: same(seen, { tasks: ['Order gauges', 'Train operators'], files: ['before.jpg', 'after.jpg'] }), seen };
  },
  'list-author-filter-matches-responsible': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    // Both written by the client's user (1); user 2 is responsible for the first only.
    const first = await createAction(p, token, { responsibleUserIds: [2] });
    const second = await createAction(p, token);
    const api = apiFor(p, token);
    const seen = { author2: ids(await api('GET', `${PATH}?author_ids=2`)), author1: ids(await api('GET', `${PATH}?author_ids=1`)) };
    return { holds: same(seen, { author2: [], author1: [first, second] }), seen };
  },
  'responsible-users-scoped-to-author-company': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    // User 1 works for the client's company, user 3 for a partner.
    const id = await createAction(p, token, { responsibleUserIds: [1, 3] });
    const users = ((await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.responsibleUsers ?? []).map((u: { id: number }) => u.id);
    return { holds: same(users, [1, 3]), seen: users };
  },
  'deadline-stored-as-date': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const sent = '2024-06-30T15:30:00Z';
    const id = await createAction(p, token, { deadline: sent });
    const deadline = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.deadline;
    return { holds: typeof deadline === 'string' && Date.parse(deadline) === Date.parse(sent), seen: deadline };
  },
  'detail-hides-completed-tasks': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, {
      tasks: [
        { description: 'Order gauges', status: 'Completed' },
        { description: 'Train operators', status: 'Open' },
      ],
    });
    const tasks = ((await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.tasks ?? []).map((t: { description: string }) => t.description);
    return { holds: same(tasks, ['Order gauges', 'Train operators']), seen: tasks };
  },
  'patch-resets-task-editing-flag': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const id = await createAction(p, token, { allowTaskEditingForPartners: true });
    const patched = await api('PATCH', `${PATH}/${id}`, { title: 'Reduce scrap on lines 3 and 4' });
    const read = (await api('GET', `${PATH}/${id}`)).json;
    const seen = { status: patched.status, title: read?.title, allowTaskEditingForPartners: read?.allowTaskEditingForPartners };
    return { holds: same(seen, { status: 200, title: 'Reduce scrap on lines 3 and 4', allowTaskEditingForPartners: true }), seen };
  },
  'delete-blocked-by-task-rows': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const id = await createAction(p, token, { tasks: [{ description: 'Order gauges' }] });
    const deleted = await api('DELETE', `${PATH}/${id}`);
    const read = await api('GET', `${PATH}/${id}`);
    return { holds: deleted.status === 200 && read.status === 404, seen: { deleted: deleted.status, read: read.status } };
  },
  'token-dies-before-expires-in': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const answer = await tokenAnswer(p, 'grant_type=client_credentials');
    const expiresIn = answer.json?.expires_in;
    // Ten seconds later: well within the lifetime announced.
    clock.advance(10_000);
    const listed = await apiFor(p, answer.json?.access_token)('GET', PATH);
    return { holds: typeof expiresIn === 'number' && expiresIn > 10 && listed.status === 200, seen: { expiresIn, status: listed.status } };
  },
  'list-query-error-source-method-path': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const a = await apiFor(p, token)('GET', `${PATH}?limit=0`);
    const sources = (a.json?.errors ?? []).map((e: { source: unknown }) => e.source);
    return { holds: a.status === 400 && sources.includes('limit'), seen: { status: a.status, sources } };
  },
};
