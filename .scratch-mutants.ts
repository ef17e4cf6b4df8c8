import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { startPlatform } from './reference/interface-b/index.ts';
import { main } from './src/cli/main.ts';
import { actionMutants } from './test/mutants/interface-b/index.ts';
const only = process.argv[2];
const sink = () => new Writable({ write(_c, _e, cb) { cb(); } });
for (const m of actionMutants.filter((m) => !only || m.name.includes(only))) {
  const p = await startPlatform({ ...m.options, clients: [{ clientId: 'cid', clientSecret: 'sec', userId: 1 }] });
  const dir = mkdtempSync(join(tmpdir(), 'mut-'));
  const t = performance.now();
  const code = await main(['run', '--target', p.url, '--interface', 'b', '--token-url', p.tokenUrl, '--client-id', 'cid', '--client-secret', 'sec', '--only', m.breaks, '--seed', '7', '--runs', process.env.RUNS ?? '100', '--reporter', 'json', '--output-dir', dir], { stdout: sink(), stderr: sink() });
  const r = JSON.parse(readFileSync(join(dir, 'conformance-report.json'), 'utf8'));
  const c = r.checks.find((c: any) => c.id === m.breaks);
  console.log(code, c?.status, Math.round(performance.now() - t), 'ms', m.name, '->', m.breaks, '|', (c?.message ?? '').slice(0, 230), '| left', p.store.count());
  await p.close();
}
