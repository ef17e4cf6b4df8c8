// `conformance checks`: the catalogue, from the registries themselves, so it cannot drift from the code.
import { suites } from '../../suites/index.ts';
import { describeSpecRef } from '../../src/engine/specParts.ts';
import { matchesOnly } from '../../src/engine/registry.ts';
import type { InterfaceId } from '../../src/engine/types.ts';


export async function checksCommand(args: { interface?: string[]; only?: string[]; format?: string }, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const ifaces = (args.interface?.length ? args.interface : ['a', 'b']) as InterfaceId[];
  const checks = ifaces.flatMap((i) => suites[i].registry.all()).filter((c) => matchesOnly(c.id, args.only));
  if (args.format === 'json') {
    io.stdout.write(`${JSON.stringify(checks.map(({ id, interface: i, level, specRef, title, phase }) => ({ id, interface: i, level, specRef, title, phase: phase ?? 'main' })), null, 2)}\n`);
    return 0;
  }
  if (args.format === 'markdown') {
    io.stdout.write('| id | level | spec part | title |\n|---|---|---|---|\n');
    for (const c of checks) io.stdout.write(`| \`${c.id}\` | ${c.level} | ${describeSpecRef(c.specRef)} | ${c.title}${c.phase === 'load' ? ' (with `--load`)' : ''} |\n`);
    return 0;
  }
  const width = Math.max(...checks.map((c) => c.id.length), 2);
  for (const c of checks) io.stdout.write(`${c.id.padEnd(width)}  ${c.level.padEnd(6)}  ${c.specRef.padEnd(12)}  ${c.title}${c.phase === 'load' ? ' (--load)' : ''}\n`);
  io.stdout.write(`${checks.length} checks\n`);
  return 0;
}
