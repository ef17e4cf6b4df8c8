// `conformance verify <dir|tar.gz>`: exit 0 valid, 1 invalid or tampered (one line per problem), 2 unusable input.
import { readFileSync } from 'node:fs';
import { UsageError } from '../../src/errors.ts';
import { UnusableBundle, loadBundle, verifyBundle } from '../certify/verify.ts';

export async function verifyCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const path = String(args.bundle);
  let publicKey: string | undefined;
  if (args['public-key'] !== undefined) {
    try {
      publicKey = readFileSync(String(args['public-key']), 'utf8');
    } catch {
      throw new UsageError(`--public-key ${String(args['public-key'])}: cannot read the file`);
    }
  }
  let files;
  try {
    files = loadBundle(path);
  } catch (err) {
    if (err instanceof UnusableBundle) throw new UsageError(err.message);
    throw err;
  }
  const result = verifyBundle(files, publicKey);
  const out = (line: string) => io.stdout.write(`${line}\n`);
  out(`product: ${result.product ?? '(not given)'}`);
  out(`verdict of the run: ${result.verdict ?? '(unknown)'}`);
  for (const n of result.notes) out(n);
  for (const p of result.problems) out(`INVALID: ${p}`);
  out(result.problems.length ? `bundle INVALID: ${result.problems.length} problem(s)` : 'bundle valid');
  return result.problems.length ? 1 : 0;
}
