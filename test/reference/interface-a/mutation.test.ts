// Each single-rule breakage the suite's mutants need is one override of the behaviour object. Every case
// holds a probe of the rule: it must hold on the default server and fail on the mutated one.
import { describe, expect, it } from 'vitest';
import { compareRevisions } from '../../../reference/interface-a/index.ts';
import type { DocumentHolderBehaviour } from '../../../reference/interface-a/index.ts';
import { KEY, linked, withHolder } from './harness.ts';
import type { Answer, Holder } from './harness.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const isErrorBody = (a: Answer): boolean => typeof a.json?.message === 'string' && Array.isArray(a.json?.errors);
const names = (a: Answer): string[] => (a.json?.data ?? []).map((d: { fileName: string }) => d.fileName);

async function twoRevisions(h: Holder): Promise<void> {
  await h.create('S', { fileName: 'r1.pdf', metaData: linked('M', '1') });
  await h.create('S', { fileName: 'r2.pdf', metaData: linked('M', '2') });
}

interface Case {
  rule: string;
  mutation: Partial<DocumentHolderBehaviour>;
  options?: { apiKeyHeader?: string };
  /** True when the rule holds. */
  holds(h: Holder): Promise<boolean>;
}

const cases: Case[] = [
  {
    rule: 'a wrong key is refused',
    mutation: { authenticate: () => true },
    holds: async (h) => (await h.send('GET', '/materials/M/documents', { key: 'wrong' })).status === 401,
  },
  {
    rule: 'a missing key is refused',
    mutation: { authenticate: (presented, expected) => presented === undefined || presented === expected },
    holds: async (h) =>
      (await h.send('GET', '/materials/M/documents', { key: null })).status === 401 &&
      (await h.send('GET', '/materials/M/documents', { key: 'wrong' })).status === 401,
  },
  {
    rule: 'a 401 carries the error body',
    mutation: { errorBody: (status, message, errors) => (status === 401 ? undefined : { message, errors }) },
    holds: async (h) => isErrorBody(await h.send('GET', '/materials/M/documents', { key: null })),
  },
  {
    rule: 'the configured key header is honoured',
    mutation: { apiKeyHeader: () => 'X-API-KEY' },
    options: { apiKeyHeader: 'X-Docs-Key' },
    holds: async (h) => (await h.send('GET', '/materials/M/documents')).status === 200,
  },
  {
    rule: 'A1 answers 201 (202 mutant)',
    mutation: { createStatus: 202 },
    holds: async (h) => (await h.create('S', { fileName: 'a.pdf' })).status === 201,
  },
  {
    rule: 'A1 answers 201 (204 mutant)',
    mutation: { createStatus: 204 },
    holds: async (h) => (await h.create('S', { fileName: 'a.pdf' })).status === 201,
  },
  {
    rule: 'A2 answers 200',
    mutation: { replaceStatus: 201 },
    holds: async (h) => {
      await h.create('S', { fileName: 'a.pdf' });
      return (await h.replace('S', { fileName: 'a.pdf' })).status === 200;
    },
  },
  {
    rule: 'A3 wraps items in data',
    mutation: { queryEnvelope: (items) => items },
    holds: async (h) => Array.isArray((await h.query('M')).json?.data),
  },
  {
    rule: 'A3 items carry type',
    mutation: { guessType: () => undefined },
    holds: async (h) => {
      await h.create('S', { fileName: 'a.pdf', metaData: linked('M') });
      return (await h.query('M')).json.data.every((d: { type?: unknown }) => typeof d.type === 'string');
    },
  },
  {
    rule: 'A3 answers one revision only',
    mutation: { filterByRevision: false },
    holds: async (h) => {
      await twoRevisions(h);
      return names(await h.query('M', '1')).join() === 'r1.pdf' && names(await h.query('M')).join() === 'r2.pdf';
    },
  },
  {
    rule: 'A3 answers the latest revision',
    mutation: { queryLatest: (ascending) => ascending[0] },
    holds: async (h) => {
      await twoRevisions(h);
      return names(await h.query('M')).join() === 'r2.pdf';
    },
  },
  {
    rule: 'A3 orders revisions numerically',
    mutation: { queryLatest: (ascending) => [...ascending].sort().at(-1) },
    holds: async (h) => {
      await h.create('S', { fileName: 'r9.pdf', metaData: linked('M', '9') });
      await h.create('S', { fileName: 'r10.pdf', metaData: linked('M', '10') });
      return names(await h.query('M')).join() === 'r10.pdf';
    },
  },
  {
    rule: 'invalid Base64 is refused',
    mutation: { validateBase64: () => true },
    holds: async (h) => (await h.create('S', { base64EncodedContents: 'ab=c' })).status === 400,
  },
  {
    rule: 'metaData of the wrong shape is refused',
    mutation: { validateMetaData: () => [] },
    holds: async (h) => (await h.create('S', { metaData: [{ key: 1 }, 'x'] })).status === 400,
  },
  {
    rule: 'a body that is not an object is refused',
    mutation: { isDocumentBody: () => true },
    holds: async (h) => (await h.send('POST', '/suppliers/S/documents', { body: '[1,2]' })).status === 400,
  },
  {
    rule: 'malformed JSON is a 400',
    mutation: { malformedJsonStatus: 500 },
    holds: async (h) => (await h.send('POST', '/suppliers/S/documents', { body: '{"a":' })).status === 400,
  },
  {
    rule: 'a 400 carries the errors array',
    mutation: { errorBody: (status, message, errors) => (status === 400 ? { message } : { message, errors }) },
    holds: async (h) => isErrorBody(await h.create('S', { fileName: 7 })),
  },
  {
    rule: 'a missing supplier-id is MISSING_REQUIRED_PARAMETER',
    mutation: { missingParameter: (name) => ({ type: 'BAD_REQUEST', message: `${name} is missing`, source: name }) },
    holds: async (h) => (await h.send('POST', '/suppliers//documents', { body: {} })).json?.errors?.[0]?.type === 'MISSING_REQUIRED_PARAMETER',
  },
  {
    rule: 'a missing supplier-id names its source',
    mutation: { missingParameter: (name) => ({ type: 'MISSING_REQUIRED_PARAMETER', message: `${name} is missing`, source: 'path' }) },
    holds: async (h) => (await h.send('POST', '/suppliers//documents', { body: {} })).json?.errors?.[0]?.source === 'supplier-id',
  },
  {
    rule: 'responses are JSON',
    mutation: { contentType: 'text/plain' },
    holds: async (h) => (await h.query('M')).contentType === JSON_TYPE,
  },
  {
    rule: 'A2 replaces instead of adding',
    mutation: { replaceInPlace: false },
    holds: async (h) => {
      await h.create('S', { fileName: 'a.pdf', metaData: linked('M', '1') });
      await h.replace('S', { fileName: 'a.pdf', metaData: linked('M', '1') });
      return (await h.query('M')).json.data.length === 1;
    },
  },
  {
    rule: 'a unicode fileName is stored',
    mutation: {
      storedFileName: (name) => {
        if (/[^\x00-\x7f]/.test(name)) throw new Error('non-ASCII file name');
        return name;
      },
    },
    holds: async (h) => (await h.create('S', { fileName: 'Prüfbericht.pdf' })).status === 201,
  },
];

describe('behaviour overrides (mutants)', () => {
  it.each(cases)('$rule: holds by default, broken by the override', async ({ mutation, options, holds }) => {
    await withHolder({ ...options }, async (h) => {
      expect(await holds(h)).toBe(true);
    });
    await withHolder({ ...options, mutation }, async (h) => {
      expect(await holds(h)).toBe(false);
    });
  });

  it('leaves every other rule at its default', async () => {
    await withHolder({ mutation: { createStatus: 202 } }, async (h) => {
      expect((await h.send('GET', '/materials/M/documents', { key: null })).status).toBe(401);
      expect((await h.send('GET', '/materials/M/documents', { key: KEY })).status).toBe(200);
      expect((await h.create('S', { base64EncodedContents: 'a' })).status).toBe(400);
    });
  });

  it('exports the revision order it uses', () => {
    expect(['10', '9', '2', '1b', '1a'].sort(compareRevisions)).toEqual(['1a', '1b', '2', '9', '10']);
  });
});
