// Probes of further fresh faults (fresh-faults.test.ts runs them with every other; fresh-faults-serve.test.ts
// serves a correct client with these faults): for each fault, the same plain HTTP requests to the unmutated
// reference and to the mutated one, and whether the rule the fault breaks held.
import { parseDateTime } from '../../reference/interface-b/datetime.ts';
import { linked } from './interface-a/harness.ts';
import { PATH, apiFor, manualClock } from './interface-b/helpers.ts';
import { createAction, ids, tokenOf } from './fresh-faults-more.ts';
import { fileNames, same, type ProbeA, type ProbeB } from './fresh-faults-probe.ts';

const isDateTime = (v: unknown): boolean => typeof v === 'string' && parseDateTime(v) !== undefined;

export const PROBES_A: Record<string, ProbeA> = {
  'error-type-written-as-ordinal': async (h) => {
    const badName = await h.create('S', { fileName: 123, metaData: linked('M', '1') });
    const noMaterial = await h.send('GET', '/materials//documents');
    const types = [badName, noMaterial].map((a) => (Array.isArray(a.json?.errors) ? a.json.errors.map((e: { type: unknown }) => e.type) : null));
    const seen = { statuses: [badName.status, noMaterial.status], types };
    return {
      holds:
        badName.status === 400 &&
        noMaterial.status === 400 &&
        types.every((t) => Array.isArray(t) && t.length > 0 && t.every((x: unknown) => typeof x === 'string')) &&
        (types[1] ?? []).includes('MISSING_REQUIRED_PARAMETER'),
      seen,
    };
  },
  'unnamed-document-file-name-null': async (h) => {
    const unnamed = await h.create('S', { base64EncodedContents: 'QUJD', metaData: linked('M', '1', { description: 'scan without a name' }) });
    const named = await h.create('S', { fileName: 'named.pdf', metaData: linked('M', '1') });
    const items = ((await h.query('M')).json?.data ?? []) as { fileName: unknown; description: unknown }[];
    const seen = { statuses: [unnamed.status, named.status], items: items.map((i) => ({ fileName: i.fileName === null ? null : typeof i.fileName, description: i.description })) };
    return {
      holds: unnamed.status === 201 && named.status === 201 && items.length === 2 && items.every((i) => typeof i.fileName === 'string' && i.fileName !== ''),
      seen,
    };
  },
  'answers-cut-at-character-count': async (h) => {
    const created = await h.create('S', { fileName: 'Prüfbericht Maß 2–3.pdf', metaData: linked('M', '1') });
    const q = await h.query('M');
    const seen = { created: created.status, status: q.status, parsed: q.json !== undefined, names: fileNames(q), length: q.text.length };
    return { holds: created.status === 201 && q.status === 200 && same(fileNames(q), ['Prüfbericht Maß 2–3.pdf']), seen };
  },
  'forwarded-for-internal-skips-api-key': async (h) => {
    const created = await h.send('POST', '/suppliers/S/documents', {
      key: null,
      headers: { 'x-forwarded-for': '10.0.0.7' },
      body: { fileName: 'planted.pdf', metaData: linked('M', '1') },
    });
    const wrongKey = await h.send('GET', '/materials/M/documents', { key: 'wrong-key-0000', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } });
    const seen = { created: created.status, wrongKey: wrongKey.status, listed: fileNames(await h.query('M')) };
    return { holds: same(seen, { created: 401, wrongKey: 401, listed: [] }), seen };
  },
};

export const PROBES_B: Record<string, ProbeB> = {
  'list-time-bound-offset-sign-inverted': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const token = await tokenOf(p);
    const id = await createAction(p, token);
    const api = apiFor(p, token);
    const list = async (query: string) => ids(await api('GET', `${PATH}?${query}`));
    const seen = {
      // 11:30+02:00 is 09:30Z, half an hour before the action was created; 09:30-02:00 is 11:30Z, after it.
      createdFrom: await list(`created_at_from=${encodeURIComponent('2024-05-01T11:30:00+02:00')}`),
      createdTo: await list(`created_at_to=${encodeURIComponent('2024-05-01T11:30:00+02:00')}`),
      editedTo: await list(`edited_at_to=${encodeURIComponent('2024-05-01T09:30:00-02:00')}`),
      utcFrom: await list(`created_at_from=${encodeURIComponent('2024-05-01T09:30:00Z')}`),
    };
    return { holds: same(seen, { createdFrom: [id], createdTo: [], editedTo: [id], utcFrom: [id] }), seen };
  },
  'category-name-by-array-position': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const names: unknown[] = [];
    for (const categoryId of [1, 2, 3]) {
      const id = await createAction(p, token, { categoryId });
      names.push((await api('GET', `${PATH}/${id}`)).json?.categoryName);
    }
    return { holds: same(names, ['Cost reduction', 'Quality improvement', 'Sustainability']), seen: names };
  },
  'list-responsible-filter-primary-user-only': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const both = await createAction(p, token, { title: 'Owned by Alice and Carol', responsibleUserIds: [1, 3] });
    const carol = await createAction(p, token, { title: 'Owned by Carol', responsibleUserIds: [3] });
    const alice = await createAction(p, token, { title: 'Owned by Alice', responsibleUserIds: [1] });
    const api = apiFor(p, token);
    const seen = {
      user3: ids(await api('GET', `${PATH}?responsible_user_ids=3`)),
      user1: ids(await api('GET', `${PATH}?responsible_user_ids=1`)),
      read: ((await api('GET', `${PATH}/${both}`)).json?.responsibleUsers ?? []).map((u: { id: number }) => u.id),
    };
    return { holds: same(seen, { user3: [both, carol], user1: [both, alice], read: [1, 3] }), seen };
  },
  'deadline-midnight-hour-written-as-24': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const sent = ['2024-06-30T00:30:00+02:00', '2024-06-30T12:00:00Z'];
    const created = [await createAction(p, token, { deadline: sent[0] }), await createAction(p, token, { deadline: sent[1] })];
    const read: unknown[] = [];
    for (const id of created) read.push((await api('GET', `${PATH}/${id}`)).json?.deadline);
    const listed = ((await api('GET', PATH)).json?.data ?? []).map((d: { deadline: unknown }) => d.deadline);
    const seen = { read, listed };
    return { holds: same(read, sent) && same(listed, sent) && read.every(isDateTime), seen };
  },
  'task-deadline-beyond-2038-lost': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const tasks = [
      { description: 'Switch to green steel', deadline: '2040-12-31T12:00:00Z' },
      { description: 'Audit the furnace', deadline: '2030-06-30T12:00:00Z' },
    ];
    const id = await createAction(p, token, { deadline: '2045-12-31T12:00:00Z', tasks });
    const read = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json;
    const seen = { deadline: read?.deadline, tasks: (read?.tasks ?? []).map((t: { description: string; deadline: unknown }) => [t.description, t.deadline]) };
    return { holds: same(seen, { deadline: '2045-12-31T12:00:00Z', tasks: tasks.map((t) => [t.description, t.deadline]) }), seen };
  },
  'edit-time-null-until-first-edit': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const created = await api('POST', PATH, { status: 'Draft', title: 'Reduce scrap on line 3', categoryId: 1, allowTaskEditingForPartners: false, benefits: {} });
    const id = created.json?.id;
    const read = (await api('GET', `${PATH}/${id}`)).json;
    const listed = (await api('GET', PATH)).json?.data?.[0];
    const patched = (await api('PATCH', `${PATH}/${id}`, { title: 'Reduce scrap on line 4' })).json;
    const seen = { created: created.json?.editTime ?? null, read: read?.editTime ?? null, listed: listed?.editTime ?? null, patched: patched?.editTime ?? null };
    return { holds: created.status === 201 && Object.values(seen).every(isDateTime), seen };
  },
};
