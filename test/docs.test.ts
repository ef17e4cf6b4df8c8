// The catalogue in docs/checks.md is generated from the registries; it must not drift from the code.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { checksCommand } from '../commands/cli/checks.ts';
import { requirementsCommand } from '../commands/cli/requirements.ts';

async function markdown(command: typeof checksCommand | typeof requirementsCommand = checksCommand): Promise<string> {
  let out = '';
  const stdout = new Writable({
    write(chunk, _e, cb) {
      out += String(chunk);
      cb();
    },
  });
  await command({ format: 'markdown' }, { stdout });
  return out;
}

describe('docs/checks.md', () => {
  it('is the catalogue the registries give (regenerate: npx conformance checks --format markdown > docs/checks.md)', async () => {
    const file = readFileSync(new URL('../docs/checks.md', import.meta.url), 'utf8');
    expect(file.slice(file.indexOf('| id |'))).toBe(await markdown());
  });
});

describe('docs/requirements.md', () => {
  it('is the catalogue the requirements, registries and mutants give (regenerate: npm run docs:requirements)', async () => {
    const file = readFileSync(new URL('../docs/requirements.md', import.meta.url), 'utf8');
    expect(file.slice(file.indexOf('## Requirements'))).toBe(await markdown(requirementsCommand));
  });
});
