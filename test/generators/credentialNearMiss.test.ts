import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialNearMiss } from '../../generators/credentialNearMiss.ts';

const KEYS = ['mutant-key-3b9f0c7e21d4a8', 'Zq3_x-9PLkRt0aa8FfHw2Q', 'abc', 'ab', 'x', 'Q2xpZW50OnNlY3JldA=='];

describe('credentialNearMiss', () => {
  it('always differs from the credential, and not by whitespace around it only', () => {
    for (const key of KEYS) {
      fc.assert(
        fc.property(credentialNearMiss(key), (near) => {
          expect(near.value.trim()).not.toBe(key);
          expect(near.value).toBe(near.value.trim());
          expect(near.value.length).toBeGreaterThan(0);
        }),
        { numRuns: 300, seed: 20261125 },
      );
    }
  });

  it('keeps Base64 padding at the end and changes what comes before it', () => {
    const key = 'Q2xpZW50OnNlY3JldA==';
    for (const near of fc.sample(credentialNearMiss(key), { numRuns: 200, seed: 13 })) {
      expect(near.value).toMatch(/[^=]==$/);
      expect(near.value.replace(/=+$/, '')).not.toBe('Q2xpZW50OnNlY3JldA');
    }
  });

  it('cuts keep at least half of the credential', () => {
    const key = KEYS[1];
    fc.assert(
      fc.property(credentialNearMiss(key), (near) => {
        expect(near.value.length).toBeGreaterThanOrEqual(Math.ceil(key.length / 2));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('offers every kind: added, removed, truncated, case flipped', () => {
    const hows = fc.sample(credentialNearMiss(KEYS[0]), { numRuns: 400, seed: 3 }).map((n) => n.how);
    for (const word of ['appended', 'prepended', 'inserted', 'last', 'first', 'truncated', 'removed', 'every letter flipped', 'letter']) {
      expect(hows.some((h) => h.includes(word)), word).toBe(true);
    }
  });

  it('changes no case of a hexadecimal credential (a UUID reads the same in either case)', () => {
    const uuid = '3b9f0c7e-21d4-4a8b-9c0d-1e2f3a4b5c6d';
    const hows = fc.sample(credentialNearMiss(uuid), { numRuns: 300, seed: 11 }).map((n) => n.how);
    expect(hows.some((h) => h.includes('case'))).toBe(false);
  });

  it('prints as its description only, never the value', () => {
    for (const near of fc.sample(credentialNearMiss(KEYS[0]), { numRuns: 50, seed: 5 })) {
      expect(fc.stringify(near)).toBe(`near miss: ${near.how}`);
      expect(JSON.stringify({ near })).not.toContain(near.value);
    }
  });

  it('rebuilds the value in a POSIX shell from the variable holding the credential', () => {
    const key = KEYS[1];
    for (const near of fc.sample(credentialNearMiss(key), { numRuns: 15, seed: 9 })) {
      const expr = near.shell('CONFORMANCE_API_KEY');
      expect(expr).not.toContain(key);
      const out = execFileSync('sh', ['-c', `printf %s "${expr}"`], { env: { PATH: process.env.PATH, CONFORMANCE_API_KEY: key } }).toString();
      expect(out, near.how).toBe(near.value);
    }
  });
});
