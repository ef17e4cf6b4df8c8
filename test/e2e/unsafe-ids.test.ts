// Ids are data: a platform whose create answers with an id that is no single path segment (`.`, `..`, an
// encoded separator, an empty or a very long id) never gets a request built on it. What the platform saw
// is the proof: no PATCH, DELETE or read outside one member of the collection, none at the collection
// itself; the run fails the checks that met the id, naming it, and the simulator lists it as left behind.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATIONS_B } from '../../src/defaults.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, runAgainst, startTestPlatform, type TestPlatform } from './interface-b-run.ts';

const COLLECTION = DEFAULT_OPERATIONS_B.getAction.split(' ')[1].replace('/{id}', '');
const UNSAFE_IDS = ['.', '..', '%2e%2E', '..%2Fx', 'a%252Fb', '', 'x'.repeat(300)];

/** A platform answering every create with `id` (the action itself is stored under its real id). */
async function platformAnswering(id: string): Promise<{ platform: TestPlatform; seen: { method: string; url: string }[] }> {
  const platform = await startTestPlatform({ mutation: { createdBody: (rendered) => ({ ...(rendered as object), id }) } });
  const seen: { method: string; url: string }[] = [];
  platform.p.server.prependListener('request', (req) => void seen.push({ method: req.method ?? '', url: req.url ?? '' }));
  return { platform, seen };
}

/** Requests (the token requests aside) that reached anything but the collection (a list or a create) or one member of it. */
function outside(seen: { method: string; url: string }[]): string[] {
  return seen
    .filter((r) => !(r.method === 'POST' && !r.url.startsWith(COLLECTION)))
    .filter(({ method, url }) => {
      const path = url.split('?')[0];
      if (path === COLLECTION) return !(method === 'GET' || method === 'POST');
      const rest = path.slice(COLLECTION.length + 1);
      const decoded = decodeURIComponent(decodeURIComponent(rest));
      return !path.startsWith(`${COLLECTION}/`) || rest === '' || /[/\\]/.test(decoded) || decoded === '.' || decoded === '..';
    })
    .map((r) => `${r.method} ${r.url}`);
}

describe('a platform whose create answers an id that is no path segment', () => {
  describe.concurrent.each(UNSAFE_IDS.map((id) => [id.length > 20 ? `${id.slice(0, 8)}… (${id.length} characters)` : JSON.stringify(id), id]))('%s', (_label, id) => {
    it('gets no request built on it; the checks that met it fail naming it', async () => {
      const { platform, seen } = await platformAnswering(id);
      try {
        const { res, report } = await runAgainst(platform, ['--only', 'B4.patch-applies-sent-fields', '--only', 'B5.deleted-action-gone', '--runs', '3', '--seed', '31']);
        expect(res.stderr).toBe('');
        expect(outside(seen)).toEqual([]);
        // Every write went to a member of the collection: none to the id the platform answered.
        const writes = seen.filter((r) => r.method === 'PATCH' || r.method === 'DELETE');
        expect(writes).toEqual([]);
        expect(res.code).toBe(1);
        for (const check of report.checks) {
          expect(check.status, check.id).toBe('failed');
          expect(check.message).toContain(`B2 gave the id ${JSON.stringify(id.length > 60 ? `${id.slice(0, 60)}…` : id)}, which `);
          expect(check.evidence?.request?.method).toBe('POST');
        }
      } finally {
        await platform.close();
      }
    });
  });

  it('the simulator sends nothing built on it either, and lists it as left behind', async () => {
    const { platform, seen } = await platformAnswering('..');
    const dir = await mkdtemp(join(tmpdir(), 'conformance-unsafe-sim-'));
    try {
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
      const res = await runCli(['simulate', '--interface', 'b', '--config', profile, '--rate', '40', '--duration', '2', '--seed', '5', '--reporter', 'json', '--output-dir', dir]);
      expect(outside(seen)).toEqual([]);
      expect(seen.filter((r) => r.method === 'POST' && r.url.startsWith(COLLECTION)).length).toBeGreaterThan(0);
      const text = await readFile(join(dir, 'simulation-report.json'), 'utf8');
      expect(text).toContain('the create gave the id \\"..\\", which reads as \\"..\\"');
      expect(res.stderr).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await platform.close();
    }
  });
});
