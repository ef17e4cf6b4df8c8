// The client splits a URL into origin and path without the URL parser when the parser would change nothing:
// whatever the URL, the split must be the parser's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitUrl, UnderWay, Attempt } from '../../../src/http/attempt.ts';

const ORIGINS = ['http://127.0.0.1:8080', 'http://127.0.0.1:80', 'HTTP://LocalHost:9', 'https://[::1]:8443', 'http://user:pw@127.0.0.1:1', 'https://example.test', 'http://a.test:0080'];
const PIECES = ['/', 'a', '.', '..', '/./', '/../', '%2e', '%2E', '%41', '%', '#', '?', 'x=1&y', ' ', 'é', '\\', '~', '{', '}', '|', '^', '`', "'", '"', '<', '>', '[', ']', ':', '@', '!', '*', '+', '$', ';', ',', '=', '(', ')', '\t', '\n'];
const url = fc
  .tuple(fc.constantFrom(...ORIGINS), fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }))
  .map(([origin, parts]) => `${origin}/${parts.join('')}`);

function parsed(u: string): { origin: string; path: string } {
  const p = new URL(u);
  return { origin: p.origin, path: `${p.pathname}${p.search}` };
}

describe('splitUrl', () => {
  it('gives the origin and path the URL parser gives, for any sequence of URLs', () => {
    fc.assert(
      fc.property(fc.array(url, { minLength: 1, maxLength: 6 }), (urls) => {
        for (const u of urls) expect(splitUrl(u)).toEqual(parsed(u));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('UnderWay', () => {
  it('holds what was added and not yet removed, in any order of removal', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), fc.nat(), (ops, pick) => {
        const list = new UnderWay();
        const model: Attempt[] = [];
        for (const add of ops) {
          if (add || model.length === 0) {
            const a = new Attempt(1, 0, 1);
            list.add(a);
            model.push(a);
          } else {
            const [a] = model.splice(pick % model.length, 1);
            list.delete(a);
            list.delete(a);
          }
          expect(list.size).toBe(model.length);
          expect(new Set(list.all())).toEqual(new Set(model));
        }
      }),
    );
  });
});
