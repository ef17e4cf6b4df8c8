// The README's API example is the test file test/api/example.test.ts, character for character: what the
// README shows is what runs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('the README shows test/api/example.test.ts as it is', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const example = readFileSync(new URL('./example.test.ts', import.meta.url), 'utf8');
  const marker = '<!-- example: test/api/example.test.ts -->\n```ts\n';
  const start = readme.indexOf(marker);
  expect(start, 'the README marks the example').toBeGreaterThan(-1);
  const body = readme.slice(start + marker.length, readme.indexOf('\n```\n', start + marker.length) + 1);
  expect(body).toBe(example);
});
