// `conformance openapi`: writes the OpenAPI 3.1 description of interface A and/or B as a profile maps them,
// checked by the same parser that `init --from-openapi` reads descriptions with.
import { writeFileSync } from 'node:fs';
import type { Argv } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import type { Profile } from '../../src/profile/load.ts';
import { argReaders, sidesOf } from './args.ts';

export function openapiOptions(y: Argv) {
  return y
    .usage('$0 openapi [--interface a|b] [--config profile.json] [--output file]')
    .option('interface', { type: 'string', array: true, describe: 'interface(s) to describe: a, b (default both, in one document)' })
    .option('config', { type: 'string', describe: 'profile file (JSON): its operations, targets and credentials settings are described (default: those of the embedded reference)' })
    .option('output', { type: 'string', describe: 'file to write (default: standard output)' })
    .option('force', { type: 'boolean', describe: 'overwrite --output if it exists' });
}


export async function openapiCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const { str, list, bool } = argReaders(args);
  const sides = sidesOf(list('interface'));
  const config = str('config');
  const output = str('output');
  // Loaded here, not at the top: `conformance --help` reads this module for its options alone.
  const { loadProfile } = await import('../../src/profile/load.ts');
  const { describeProfile } = await import('../openapi/describe.ts');
  const { loadOpenApi } = await import('../openapi/load.ts');
  const profile: Profile = config ? loadProfile(config) : {};
  const doc = describeProfile(profile, { sides });
  // The same parser that reads vendors' descriptions checks ours: a description it refused would be a bug.
  await loadOpenApi(doc, 'the written description');
  const text = `${JSON.stringify(doc, null, 2)}\n`;
  if (!output) {
    io.stdout.write(text);
    return 0;
  }
  try {
    writeFileSync(output, text, { flag: bool('force') ? 'w' : 'wx' });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new UsageError(`${output} exists: give --force to overwrite it`);
    throw new UsageError(`${output} cannot be written (${code ?? (err as Error).message})`);
  }
  io.stdout.write(`wrote ${output}: OpenAPI 3.1, interface${sides.length > 1 ? 's' : ''} ${sides.map((s) => s.toUpperCase()).join(' and ')}\n`);
  return 0;
}
