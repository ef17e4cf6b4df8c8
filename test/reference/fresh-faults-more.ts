// Probes of further fresh faults (fresh-faults.test.ts runs them with every other; fresh-faults-serve.test.ts
// serves a correct client with these faults): for each fault, the same plain HTTP requests to the unmutated
// reference and to the mutated one, and whether the rule the fault breaks held.
import type { StartedPlatform } from '../../reference/interface-b/index.ts';
import { linked } from './interface-a/harness.ts';
import { fileNames, same, type ProbeA, type ProbeB } from './fresh-faults-probe.ts';
import { PATH, apiFor, basic, manualClock, send, validBody } from './interface-b/helpers.ts';

const isErrorItem = (item: unknown): boolean =>
  item !== null && typeof item === 'object' && ['type', 'message', 'source'].every((f) => typeof (item as Record<string, unknown>)[f] === 'string');

export const PROBES_A: Record<string, ProbeA> = {
  'base64-url-alphabet-only': async (h) => {
    // Bytes whose standard Base64 is "++//": values 62 and 63 only.
    const contents = Buffer.from([0xfb, 0xef, 0xff]).toString('base64');
    const created = await h.create('S', { fileName: 'scan.bin', base64EncodedContents: contents, metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: contents === '++//' && created.status === 201 && same(names, ['scan.bin']), seen: { status: created.status, names } };
  },
  'request-body-read-as-latin1': async (h) => {
    // The harness sends Content-Type: application/json, without a charset parameter (RFC 8259 11 defines none).
    await h.create('S', { fileName: 'Prüfbericht.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['Prüfbericht.pdf']), seen: names };
  },
  'replace-keeps-material-link': async (h) => {
    await h.create('S', { fileName: 'drawing.pdf', metaData: linked('M1', '1') });
    const replaced = await h.replace('S', { fileName: 'drawing.pdf', metaData: linked('M2', '1') });
    const seen = { replaced: replaced.status, m1: fileNames(await h.query('M1')), m2: fileNames(await h.query('M2')) };
    return { holds: same(seen, { replaced: 200, m1: [], m2: ['drawing.pdf'] }), seen };
  },
  'material-matched-case-insensitively': async (h) => {
    await h.create('S', { fileName: 'lower.pdf', metaData: linked('pn-100a', '1') });
    await h.create('S', { fileName: 'upper.pdf', metaData: linked('PN-100A', '1') });
    const names = fileNames(await h.query('PN-100A'));
    return { holds: same(names, ['upper.pdf']), seen: names };
  },
  'query-lists-storage-key': async (h) => {
    await h.create('S-17', { fileName: 'report.pdf', metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: same(names, ['report.pdf']), seen: names };
  },
  'unauthorized-item-source-null': async (h) => {
    const missing = await h.send('GET', '/materials/M/documents', { key: null });
    const wrong = await h.send('GET', '/materials/M/documents', { key: 'wrong-key-0000' });
    const items = [missing, wrong].flatMap((a) => (Array.isArray(a.json?.errors) ? a.json.errors : [null]));
    return {
      holds: missing.status === 401 && wrong.status === 401 && items.length >= 2 && items.every(isErrorItem),
      seen: { statuses: [missing.status, wrong.status], items },
    };
  },
};

/** A token for the platform's first client; a 2xx answer with a token is taken (token-answered-201 answers 201). */
export async function tokenOf(p: StartedPlatform): Promise<string> {
  const a = await tokenAnswer(p, 'grant_type=client_credentials');
  if (a.status < 200 || a.status > 299 || typeof a.json?.access_token !== 'string') throw new Error(`token request failed: ${a.status} ${a.text}`);
  return a.json.access_token as string;
}

/** A token answer for the platform's first client with the given form body. */
export async function tokenAnswer(p: StartedPlatform, form: string) {
  return send(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(p.clients[0].clientId, p.clients[0].clientSecret) },
    body: form,
  });
}

/** Creates an action and returns its id as the answer gives it (a number, or a string under action-id-written-as-string). */
export async function createAction(p: StartedPlatform, token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await apiFor(p, token)('POST', PATH, validBody(extra));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  return created.json.id as number;
}

export const ids = (a: { json: any }): number[] => (a.json?.data ?? []).map((d: { id: number }) => d.id);

export const PROBES_B: Record<string, ProbeB> = {
  'list-edit-time-sorted-by-created-time': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const token = await tokenOf(p);
    const older = await createAction(p, token, { title: 'Older' });
    clock.advance(60_000);
    const newer = await createAction(p, token, { title: 'Newer' });
    clock.advance(60_000);
    await apiFor(p, token)('PATCH', `${PATH}/${older}`, { title: 'Older, edited last' });
    const listed = ids(await apiFor(p, token)('GET', `${PATH}?sortingColumn=editTime&sortingDirection=asc`));
    return { holds: same(listed, [newer, older]), seen: listed };
  },
  'list-created-bound-offset-refused': async (start) => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.000Z'));
    const p = await start({ now: clock.now });
    const token = await tokenOf(p);
    const id = await createAction(p, token);
    // 11:30+02:00 is 09:30Z, half an hour before the action was created.
    const a = await apiFor(p, token)('GET', `${PATH}?created_at_from=${encodeURIComponent('2024-05-01T11:30:00+02:00')}`);
    return { holds: a.status === 200 && same(ids(a), [id]), seen: { status: a.status, ids: ids(a), errors: a.json?.errors } };
  },
  'status-written-as-enum-name': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, { status: 'In Progress' });
    const status = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.status;
    return { holds: status === 'In Progress', seen: status };
  },
  'shared-to-lists-owner-company': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, { shareTo: [{ companyId: 2 }] });
    const sharedTo = ((await apiFor(p, token)('GET', `${PATH}/${id}`)).json.sharedTo ?? []).map((c: { id: number }) => c.id);
    return { holds: same(sharedTo, [2]), seen: sharedTo };
  },
  'action-id-written-as-string': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token);
    const read = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.id;
    return { holds: typeof read === 'number' && Number.isInteger(read), seen: read };
  },
  'patch-empty-list-ignored': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, { tags: ['ISO-9001', 'scrap'] });
    const patched = await apiFor(p, token)('PATCH', `${PATH}/${id}`, { tags: [] });
    const tags = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json.tags;
    return { holds: patched.status === 200 && same(tags, []), seen: { status: patched.status, tags } };
  },
  'delete-applied-after-answer': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token);
    const deleted = await apiFor(p, token)('DELETE', `${PATH}/${id}`);
    const read = await apiFor(p, token)('GET', `${PATH}/${id}`);
    return { holds: deleted.status === 200 && read.status === 404, seen: { deleted: deleted.status, read: read.status } };
  },
  'token-answered-201': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=client_credentials');
    return { holds: a.status === 200 && typeof a.json?.access_token === 'string', seen: a.status };
  },
  'anonymous-reads-see-nothing': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token);
    const list = await send(p.url + PATH);
    const read = await send(`${p.url}${PATH}/${id}`);
    return { holds: list.status === 401 && read.status === 401, seen: { list: list.status, read: read.status } };
  },
  'validation-errors-keyed-by-field': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const { title: _title, ...withoutTitle } = validBody();
    const a = await apiFor(p, token)('POST', PATH, withoutTitle);
    const errors = a.json?.errors;
    const holds =
      a.status === 400 &&
      typeof a.json?.message === 'string' &&
      Array.isArray(errors) &&
      errors.every(isErrorItem) &&
      errors.some((e: { type: string; source: string }) => e.type === 'MISSING_REQUIRED_PARAMETER' && e.source === 'title');
    return { holds, seen: { status: a.status, errors } };
  },
};

