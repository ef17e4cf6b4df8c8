// Part 1: "Both interfaces carry JSON bodies": every answer of B1..B5 that has a body, success or error,
// is served as JSON, in UTF-8 (RFC 8259 8.1): the patch writes a description beyond ASCII, which B3 and B4
// echo, so that an answer in another encoding shows it. One creation is larger than the 1 MB a proxy in
// front often allows (nginx's client_max_body_size): part 8 shows no maximum, so a platform may take it or
// refuse it (413 is fair), but in JSON, not with the proxy's own HTML page.
import { expectJsonContentType, expectUtf8 } from '../common/expect.ts';
import { discardCreated, minimalBody, sendCreate, unknownActionId } from './probe.ts';
import { createAction, deleteOwnAction, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Characters of the large creation's description: past 1 MiB, the most common default limit of a proxy. */
const LARGE_DESCRIPTION_CHARS = 1024 * 1024 + 64 * 1024;

export const jsonContentType: CheckDefinition = {
  id: 'B.json-content-type',
  title: 'every answer with a body, success or error, is served as application/json',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-bodies'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'content type'));
    const answers: [string, ApiResponse][] = [['B2 create', created.res]];
    try {
      const id = created.id;
      answers.push(['B1 list', await t.api.call('listActions', { params: { limit: 5 } })]);
      answers.push(['B3 read', await t.api.call('getAction', { params: { id } })]);
      answers.push(['B4 patch', await updateOwnAction(t, id, { body: { description: 'content type: Größe — 寸法 ✓' } })]);
      answers.push(['B3 read after the patch', await t.api.call('getAction', { params: { id } })]);
      const invalid = await minimalBody(t, 'content type 400');
      delete invalid.title;
      const rejected = await sendCreate(t, { body: invalid });
      await discardCreated(t, rejected);
      answers.push(['B2 400', rejected]);
      const large = await sendCreate(t, { body: await minimalBody(t, 'content type large', { description: 'large body '.repeat(Math.ceil(LARGE_DESCRIPTION_CHARS / 11)) }) });
      await discardCreated(t, large);
      answers.push([`B2 of a body above 1 MiB (${large.status})`, large]);
      answers.push(['B1 401', await t.api.call('listActions', { params: { limit: 1 }, auth: 'none' })]);
      const unknown = await unknownActionId(t);
      if (unknown.id) answers.push(['B3 404', await t.api.call('getAction', { params: { id: unknown.id } })]);
    } finally {
      const del = await deleteOwnAction(t, created.id).catch(() => undefined);
      if (del) answers.push(['B5 delete', del]);
    }
    for (const [what, res] of answers) {
      expectJsonContentType(t, res, what);
      expectUtf8(t, res, what);
    }
  },
};
