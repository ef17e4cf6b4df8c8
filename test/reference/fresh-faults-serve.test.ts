// Each fresh fault probed in fresh-faults-more, -also, -further and -extra.ts (fresh-faults.test.ts runs those
// probes with every other: each fault answers differently from the reference) still serves a correct client's
// ordinary requests: one single-rule fault, everything else as the reference does it. A step whose answer is
// the fault's own rule is left out for that fault, by name, below.
import { describe, expect, it } from 'vitest';
import { FRESH_FAULTS, type FreshFaultA, type FreshFaultB } from '../../reference/fresh-faults/index.ts';
import { linked, withHolder } from './interface-a/harness.ts';
import { PATH, apiFor, send, validBody } from './interface-b/helpers.ts';
import { PROBES_A as MORE_A, PROBES_B as MORE_B, createAction, ids, tokenOf } from './fresh-faults-more.ts';
import { fileNames, probeB } from './fresh-faults-probe.ts';
import { PROBES_A as ALSO_A, PROBES_B as ALSO_B } from './fresh-faults-also.ts';
import { PROBES_A as FURTHER_A, PROBES_B as FURTHER_B } from './fresh-faults-further.ts';
import { PROBES_A as EXTRA_A, PROBES_B as EXTRA_B } from './fresh-faults-extra.ts';

const probedA = (name: string) => [MORE_A, ALSO_A, FURTHER_A, EXTRA_A].some((p) => Object.hasOwn(p, name));
const probedB = (name: string) => [MORE_B, ALSO_B, FURTHER_B, EXTRA_B].some((p) => Object.hasOwn(p, name));
const faultsA = FRESH_FAULTS.filter((f): f is FreshFaultA => f.interface === 'a' && probedA(f.name));
const faultsB = FRESH_FAULTS.filter((f): f is FreshFaultB => f.interface === 'b' && probedB(f.name));

/** Steps of the correct client that are a fault's own rule: not asked of that fault. */
const OWN_RULE: Record<string, 'listed-name' | 'replace-with-wrong-key' | 'read-after-delete' | 'read-without-token'> = {
  'query-lists-storage-key': 'listed-name',
  'replace-skips-api-key': 'replace-with-wrong-key',
  'delete-applied-after-answer': 'read-after-delete',
  'anonymous-reads-see-nothing': 'read-without-token',
};

describe('each further fresh fault still serves a correct client', () => {
  it('of one of the probe files, each', () => {
    expect(faultsA.length + faultsB.length).toBe([MORE_A, ALSO_A, FURTHER_A, EXTRA_A, MORE_B, ALSO_B, FURTHER_B, EXTRA_B].reduce((n, p) => n + Object.keys(p).length, 0));
  });

  it.each(faultsA.map((f) => [f.name, f] as const))('A: %s', async (name, fault) => {
    await withHolder(fault.options, async (h) => {
      expect((await h.create('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJD', metaData: linked('M', '1') })).status).toBe(201);
      expect((await h.replace('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJDREU=', metaData: linked('M', '1') })).status).toBe(200);
      const q = await h.query('M');
      expect(q.status).toBe(200);
      if (OWN_RULE[name] === 'listed-name') expect(fileNames(q)).toHaveLength(1);
      else expect(fileNames(q)).toEqual(['plain.pdf']);
      if (OWN_RULE[name] !== 'listed-name') expect(fileNames(await h.query('M', '1'))).toEqual(['plain.pdf']);
      expect((await h.create('S', { fileName: 'x.pdf', base64EncodedContents: 'not base64!' })).status).toBe(400);
      expect((await h.send('GET', '/materials/M/documents', { key: null })).status).toBe(401);
      expect((await h.send('POST', '/suppliers/S/documents', { key: null, body: { fileName: 'x.pdf' } })).status).toBe(401);
      if (OWN_RULE[name] !== 'replace-with-wrong-key') {
        expect((await h.send('PUT', '/suppliers/S/documents', { key: 'wrong-key-0000', body: { fileName: 'plain.pdf' } })).status).toBe(401);
      }
    });
  });

  it.each(faultsB.map((f) => [f.name, f] as const))('B: %s', async (name, fault) => {
    await probeB(fault, async (start) => {
      const p = await start();
      // A token answer with any 2xx status is taken here: its status is a rule of its own (token-answered-201).
      const token = await tokenOf(p);
      const api = apiFor(p, token);
      const id = await createAction(p, token, { description: 'plain', tags: ['a'] });
      expect((await api('GET', `${PATH}/${id}`)).status).toBe(200);
      expect(ids(await api('GET', PATH))).toEqual([id]);
      expect((await api('PATCH', `${PATH}/${id}`, { title: 'Renamed' })).json.title).toBe('Renamed');
      expect((await api('POST', PATH, { title: 'No status' })).status).toBe(400);
      expect((await api('DELETE', `${PATH}/${id}`)).status).toBe(200);
      if (OWN_RULE[name] !== 'read-after-delete') expect((await api('GET', `${PATH}/${id}`)).status).toBe(404);
      expect((await api('GET', `${PATH}/${id}0`)).status).toBe(404);
      if (OWN_RULE[name] !== 'read-without-token') expect((await send(p.url + PATH)).status).toBe(401);
      expect((await send(p.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validBody()) })).status).toBe(401);
      return { holds: true, seen: null };
    });
  });
});
