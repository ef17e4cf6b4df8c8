// A minimal ustar writer and reader (regular files only, names under 100 bytes) with node:zlib: a bundle
// holds a handful of small files, which does not call for a dependency. `verify` reads back what this writes
// and what `tar czf` writes for such files.
import { gzipSync, gunzipSync } from 'node:zlib';

const BLOCK = 512;

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  h.write(name, 0, 'utf8');
  h.write('0000644\0', 100, 'ascii');
  h.write('0000000\0', 108, 'ascii');
  h.write('0000000\0', 116, 'ascii');
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  h.write(`${Math.floor(mtime).toString(8).padStart(11, '0')}\0`, 136, 'ascii');
  h.write('        ', 148, 'ascii'); // checksum computed with this field as spaces
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** A gzipped tar of `files` (relative path → content) under the directory `root`. */
export function tarGz(root: string, files: ReadonlyMap<string, Buffer>, mtimeSeconds: number): Buffer {
  const parts: Buffer[] = [];
  for (const [name, data] of files) {
    parts.push(header(`${root}/${name}`, data.length, mtimeSeconds), data);
    const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

/** The regular files of a gzipped tar (path → content); throws when it is not one. */
export function untarGz(gz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(gz);
  const files = new Map<string, Buffer>();
  let off = 0;
  let longName: string | undefined;
  while (off + BLOCK <= tar.length) {
    const h = tar.subarray(off, off + BLOCK);
    if (h.every((b) => b === 0)) break;
    const field = (a: number, n: number) => h.subarray(a, a + n).toString('utf8').replace(/\0.*$/s, '');
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (parseInt(field(148, 8).trim(), 8) !== sum) throw new Error('not a tar archive (header checksum)');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    const data = tar.subarray(off + BLOCK, off + BLOCK + size);
    if (type === 'L') longName = data.toString('utf8').replace(/\0.*$/s, '');
    else if (type === '0' || type === '7') files.set(name, Buffer.from(data));
    off += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
