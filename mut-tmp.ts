import { startDocumentHolder } from './reference/interface-a/index.ts';
import { mutants } from './test/mutants/interface-a/index.ts';
import { main } from './src/cli/main.ts';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
const only = process.argv[2];
for (const m of mutants.filter((m) => !only || m.name === only)) {
  const h = await startDocumentHolder({ apiKey: 'kkkkkkkkkkkkkkk', mutation: m.mutation, operations: m.operations });
  const dir = `/tmp/mut/${m.name}`; mkdirSync(dir, { recursive: true });
  const args = ['run', '--target', h.url, '--interface', 'a', '--api-key', 'kkkkkkkkkkkkkkk', '--reporter', 'json', '--output-dir', dir, '--runs', '25', '--seed', '20240611'];
  if (m.operations) { writeFileSync(`${dir}/p.json`, JSON.stringify({ a: { operations: m.operations } })); args.push('--config', `${dir}/p.json`); }
  const t0 = performance.now();
  const code = await main(args);
  const r = JSON.parse(readFileSync(`${dir}/conformance-report.json`, 'utf8'));
  console.log(m.name, code, Math.round(performance.now() - t0), 'ms; failed:', r.checks.filter((c: any) => c.status !== 'passed' && c.status !== 'skipped').map((c: any) => `${c.id}(${c.status},${c.durationMs}ms,${c.requests}req)`).join(' '));
  await h.close();
}
