// What the certification tests share: a bundle copied to a scratch directory, files edited in it, and
// SHA256SUMS recomputed so that only the consistency checks can catch an edit.
import { generateKeyPairSync } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { loadBundle } from '../../../commands/certify/verify.ts';
import { sumsText } from '../../../commands/certify/bundle.ts';

export async function scratch(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `conformance-certify-${prefix}-`));
}

/** A copy of the bundle at `dir`, unsigned (a forger without the key drops the signature); removed when the test ends. */
export async function forgeableCopy(dir: string): Promise<string> {
  const parent = await scratch('forged');
  onTestFinished(() => rm(parent, { recursive: true, force: true }));
  const copy = join(parent, 'bundle');
  await cp(dir, copy, { recursive: true });
  await rm(join(copy, 'SHA256SUMS.sig'), { force: true });
  await rm(join(copy, 'public-key.pem'), { force: true });
  return copy;
}

/** Rewrites SHA256SUMS over the bundle as it now is. */
export async function resum(dir: string): Promise<void> {
  const files = loadBundle(dir);
  await writeFile(join(dir, 'SHA256SUMS'), sumsText(files));
}

export async function editJson(file: string, edit: (v: any) => void): Promise<void> {
  const v = JSON.parse(await readFile(file, 'utf8'));
  edit(v);
  await writeFile(file, `${JSON.stringify(v, null, 2)}\n`);
}

export function keyPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string };
}
