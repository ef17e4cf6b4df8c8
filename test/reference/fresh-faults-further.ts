// Probes of further fresh faults (fresh-faults.test.ts runs them with every other; fresh-faults-serve.test.ts
// serves a correct client with these faults): for each fault, the same plain HTTP requests to the unmutated
// reference and to the mutated one, and whether the rule the fault breaks held.
import type { SeedAction } from '../../reference/interface-b/index.ts';
import { linked } from './interface-a/harness.ts';
import { PATH, apiFor, validBody } from './interface-b/helpers.ts';
import { createAction, ids, tokenAnswer, tokenOf } from './fresh-faults-more.ts';
import { fileNames, same, type ProbeA, type ProbeB } from './fresh-faults-probe.ts';

/** The first bytes of a PDF file, as Base64. */
const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1').toString('base64');

export const PROBES_A: Record<string, ProbeA> = {
  'latest-revision-by-upload-time': async (h) => {
    // Revision 2 is released first; the certificate of revision 1 is delivered late.
    await h.create('S', { fileName: 'drawing-rev2.pdf', metaData: linked('M', '2') });
    await h.create('S', { fileName: 'certificate-rev1.pdf', metaData: linked('M', '1') });
    const seen = { latest: fileNames(await h.query('M')), rev2: fileNames(await h.query('M', '2')) };
    return { holds: same(seen, { latest: ['drawing-rev2.pdf'], rev2: ['drawing-rev2.pdf'] }), seen };
  },
  'validation-message-as-array': async (h) => {
    const a = await h.create('S', { fileName: 123, metaData: linked('M', '1') });
    const seen = { status: a.status, message: a.json?.message, errors: Array.isArray(a.json?.errors) };
    return { holds: a.status === 400 && typeof a.json?.message === 'string' && seen.errors, seen };
  },
  'replace-skips-api-key': async (h) => {
    await h.create('S', { fileName: 'spec.pdf', metaData: linked('M', '1') });
    const replaced = await h.send('PUT', '/suppliers/S/documents', { key: null, body: { fileName: 'spec.pdf', metaData: linked('M', '2') } });
    const wrongKey = await h.send('PUT', '/suppliers/S/documents', { key: 'wrong-key-0000', body: { fileName: 'spec.pdf', metaData: linked('M', '3') } });
    const seen = { replaced: replaced.status, wrongKey: wrongKey.status, latest: fileNames(await h.query('M')), rev1: fileNames(await h.query('M', '1')) };
    return { holds: same(seen, { replaced: 401, wrongKey: 401, latest: ['spec.pdf'], rev1: ['spec.pdf'] }), seen };
  },
  'file-name-extension-from-contents': async (h) => {
    const created = await h.create('S', { fileName: 'Test report Q1', base64EncodedContents: PDF, metaData: linked('M', '1') });
    const names = fileNames(await h.query('M'));
    return { holds: created.status === 201 && same(names, ['Test report Q1']), seen: { status: created.status, names } };
  },
  'metadata-markup-refused': async (h) => {
    const created = await h.create('S', { fileName: 'tolerances.pdf', metaData: linked('M', '1', { description: 'tolerance <0.1 mm, supersedes rev A -> B' }) });
    const names = fileNames(await h.query('M'));
    return { holds: created.status === 201 && same(names, ['tolerances.pdf']), seen: { status: created.status, names } };
  },
  'replace-supplier-id-left-encoded': async (h) => {
    const supplier = 'ACME GmbH & Co';
    const created = await h.create(supplier, { fileName: 'spec.pdf', metaData: linked('M', '1') });
    const replaced = await h.replace(supplier, { fileName: 'spec.pdf', metaData: linked('M', '2') });
    const seen = { created: created.status, replaced: replaced.status, rev2: fileNames(await h.query('M', '2')), rev1: fileNames(await h.query('M', '1')) };
    return { holds: same(seen, { created: 201, replaced: 200, rev2: ['spec.pdf'], rev1: [] }), seen };
  },
};

/** A development action written before the run by user 1 (the first client's user), with a comment and its reply. */
const COMMENTED: SeedAction = {
  authorUserId: 1,
  body: validBody({ title: 'Seeded with comments' }),
  comments: [{ authorUserId: 1, comment: 'Please review the scrap figures', replies: [{ authorUserId: 2, comment: 'Reviewed, figures confirmed' }] }],
};

export const PROBES_B: Record<string, ProbeB> = {
  'list-deadline-desc-ignored': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const july = await createAction(p, token, { deadline: '2024-07-01T12:00:00Z' });
    const may = await createAction(p, token, { deadline: '2024-05-01T12:00:00Z' });
    const september = await createAction(p, token, { deadline: '2024-09-01T12:00:00Z' });
    const api = apiFor(p, token);
    const seen = {
      desc: ids(await api('GET', `${PATH}?sortingColumn=deadline&sortingDirection=desc`)),
      asc: ids(await api('GET', `${PATH}?sortingColumn=deadline&sortingDirection=asc`)),
    };
    return { holds: same(seen, { desc: [september, july, may], asc: [may, july, september] }), seen };
  },
  'list-total-count-zero-past-first-page': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const created = [await createAction(p, token), await createAction(p, token), await createAction(p, token)];
    const api = apiFor(p, token);
    const first = await api('GET', `${PATH}?limit=2&offset=0`);
    const second = await api('GET', `${PATH}?limit=2&offset=2`);
    const seen = {
      first: { ids: ids(first), totalCount: first.json?.meta?.paging?.totalCount },
      second: { ids: ids(second), totalCount: second.json?.meta?.paging?.totalCount },
    };
    return { holds: same(seen, { first: { ids: created.slice(0, 2), totalCount: 3 }, second: { ids: created.slice(2), totalCount: 3 } }), seen };
  },
  'list-comment-replies-as-comments': async (start) => {
    const p = await start({ seedActions: [COMMENTED] });
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const listed = (await api('GET', `${PATH}?expand=comments`)).json?.data?.[0];
    const read = (await api('GET', `${PATH}/${listed?.id}`)).json;
    const shape = (comments: { comment: string; replies: { comment: string }[] }[] | undefined) =>
      (comments ?? []).map((c) => ({ comment: c.comment, replies: (c.replies ?? []).map((r) => r.comment) }));
    const seen = { listed: shape(listed?.comments), read: shape(read?.comments) };
    const expected = [{ comment: 'Please review the scrap figures', replies: ['Reviewed, figures confirmed'] }];
    return { holds: same(seen, { listed: expected, read: expected }), seen };
  },
  'benefit-currency-copied-from-savings': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const benefits = { targetBenefitsSavings: 1000, targetBenefitsSavingsCurrency: 'EUR', personnelCostsAndInvestments: 250, personnelCostsAndInvestmentsCurrency: 'USD' };
    const id = await createAction(p, token, { benefits });
    const read = (await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.benefits;
    return { holds: same(read, benefits), seen: read };
  },
  'share-to-business-unit-dropped': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, { shareTo: [{ companyId: 2, businessUnitId: 20 }, { companyId: 3 }] });
    const sharedTo = ((await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.sharedTo ?? []).map((c: { id: number }) => c.id);
    return { holds: same(sharedTo, [2, 3]), seen: sharedTo };
  },
  'files-same-name-overwritten': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const id = await createAction(p, token, {
      files: [
        { filename: 'photo.jpg', folder: 'before', base64file: 'QUJD' },
        { filename: 'photo.jpg', folder: 'after', base64file: 'REVG' },
        { filename: 'report.pdf', folder: 'after', base64file: 'R0hJ' },
      ],
    });
    const files = ((await apiFor(p, token)('GET', `${PATH}/${id}`)).json?.files ?? []).map((f: { filename: string; folder: string }) => `${f.folder}/${f.filename}`);
    return { holds: same(files, ['before/photo.jpg', 'after/photo.jpg', 'after/report.pdf']), seen: files };
  },
  'search-index-misses-patched-title': async (start) => {
    const p = await start();
    const token = await tokenOf(p);
    const api = apiFor(p, token);
    const id = await createAction(p, token, { title: 'Reduce scrap on line 3' });
    const patched = await api('PATCH', `${PATH}/${id}`, { title: 'Shorten changeover on press 7' });
    const seen = {
      patched: patched.status,
      newWords: ids(await api('GET', `${PATH}?search=changeover`)),
      oldWords: ids(await api('GET', `${PATH}?search=scrap`)),
    };
    return { holds: same(seen, { patched: 200, newWords: [id], oldWords: [] }), seen };
  },
  'token-errors-in-api-error-body': async (start) => {
    const p = await start();
    const a = await tokenAnswer(p, 'grant_type=password&username=buyer&password=secret');
    const seen = { status: a.status, error: a.json?.error };
    return { holds: same(seen, { status: 400, error: 'unsupported_grant_type' }), seen };
  },
};
