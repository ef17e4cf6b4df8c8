// Further fresh faults are real and reachable: for each, the unmutated reference and the mutated one are
// started on port 0 and asked the same plain HTTP requests (test/reference/fresh-faults-extra.ts), and only
// the unmutated one keeps the rule the fault breaks. Each mutated server still serves a correct client's
// ordinary requests. (fresh-faults.test.ts holds the list of every fault, and that each has a probe.)
import { describe, expect, it } from 'vitest';
import { FRESH_FAULTS } from '../../reference/fresh-faults/index.ts';
import type { FreshFaultA, FreshFaultB } from '../../reference/fresh-faults/index.ts';
import { linked, withHolder } from './interface-a/harness.ts';
import { PATH, apiFor, send, validBody } from './interface-b/helpers.ts';
import { createAction, fileNames, ids, tokenOf } from './fresh-faults-more.ts';
import { PROBES_A, PROBES_B, probeA, probeB } from './fresh-faults-extra.ts';

const faultsA = FRESH_FAULTS.filter((f): f is FreshFaultA => f.interface === 'a' && Object.hasOwn(PROBES_A, f.name));
const faultsB = FRESH_FAULTS.filter((f): f is FreshFaultB => f.interface === 'b' && Object.hasOwn(PROBES_B, f.name));

describe('the probes of further fresh faults', () => {
  it('each probes a fault of its interface', () => {
    expect(Object.keys(PROBES_A).filter((n) => !faultsA.some((f) => f.name === n))).toEqual([]);
    expect(Object.keys(PROBES_B).filter((n) => !faultsB.some((f) => f.name === n))).toEqual([]);
  });
});

describe('each further fault of interface A answers differently from the reference document holder', () => {
  it.each(faultsA.map((f) => [f.name, f] as const))('%s', async (name, fault) => {
    const probe = PROBES_A[name];
    const reference = await probeA(undefined, probe);
    const mutant = await probeA(fault, probe);
    expect(reference.holds, `reference saw ${JSON.stringify(reference.seen)}`).toBe(true);
    expect(mutant.holds, `mutant saw ${JSON.stringify(mutant.seen)}`).toBe(false);
    expect(mutant.seen).not.toEqual(reference.seen);
  });

  it.each(faultsA.map((f) => [f.name, f] as const))('%s still serves a correct client', async (_name, fault) => {
    await withHolder(fault.options, async (h) => {
      expect((await h.create('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJD', metaData: linked('M', '1') })).status).toBe(201);
      expect((await h.replace('S', { fileName: 'plain.pdf', base64EncodedContents: 'QUJDREU=', metaData: linked('M', '1') })).status).toBe(200);
      const q = await h.query('M');
      expect(q.status).toBe(200);
      expect(fileNames(q)).toEqual(['plain.pdf']);
      expect(fileNames(await h.query('M', '1'))).toEqual(['plain.pdf']);
      expect((await h.create('S', { fileName: 'x.pdf', base64EncodedContents: 'not base64!' })).status).toBe(400);
      expect((await h.send('GET', '/materials/M/documents', { key: null })).status).toBe(401);
      expect((await h.send('POST', '/suppliers/S/documents', { key: null, body: { fileName: 'x.pdf' } })).status).toBe(401);
      expect((await h.send('PUT', '/suppliers/S/documents', { key: 'wrong-key-0000', body: { fileName: 'plain.pdf' } })).status).toBe(401);
    });
  });
});

describe('each further fault of interface B answers differently from the reference platform', () => {
  it.each(faultsB.map((f) => [f.name, f] as const))('%s', async (name, fault) => {
    const probe = PROBES_B[name];
    const reference = await probeB(undefined, probe);
    const mutant = await probeB(fault, probe);
    expect(reference.holds, `reference saw ${JSON.stringify(reference.seen)}`).toBe(true);
    expect(mutant.holds, `mutant saw ${JSON.stringify(mutant.seen)}`).toBe(false);
    expect(mutant.seen).not.toEqual(reference.seen);
  });

  it.each(faultsB.map((f) => [f.name, f] as const))('%s still serves a correct client', async (_name, fault) => {
    await probeB(fault, async (start) => {
      const p = await start();
      const token = await tokenOf(p);
      const api = apiFor(p, token);
      const id = await createAction(p, token, { description: 'plain', tags: ['a'] });
      expect((await api('GET', `${PATH}/${id}`)).status).toBe(200);
      expect(ids(await api('GET', PATH))).toEqual([id]);
      expect((await api('PATCH', `${PATH}/${id}`, { title: 'Renamed' })).json.title).toBe('Renamed');
      expect((await api('POST', PATH, { title: 'No status' })).status).toBe(400);
      expect((await api('DELETE', `${PATH}/${id}`)).status).toBe(200);
      expect((await api('GET', `${PATH}/${id}`)).status).toBe(404);
      expect((await send(p.url + PATH)).status).toBe(401);
      expect((await send(p.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validBody()) })).status).toBe(401);
      return { holds: true, seen: null };
    });
  });
});
