// File names with unicode base names but without the characters common file systems refuse
// (path separators, reserved punctuation, control characters) and without leading or trailing dots or
// spaces (a server may trim them, which the specification neither asks nor forbids).
import fc from 'fast-check';
import { unicodeText } from './unicodeText.ts';

const EXTENSIONS = ['pdf', 'txt', 'docx', 'xlsx', 'csv', 'png', 'jpg', 'json', 'zip', 'step'];
const REFUSED = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export interface FileNameOptions {
  /** Graphemes of the base name. */
  maxLength?: number;
}

export function fileName(options: FileNameOptions = {}): fc.Arbitrary<string> {
  return fc
    .tuple(unicodeText({ minLength: 1, maxLength: options.maxLength ?? 40 }), fc.constantFrom(...EXTENSIONS))
    .map(([base, ext]) => `${cleanBaseName(base)}.${ext}`);
}

/** The base name a file name is built from: refused characters replaced, edges without dots or spaces. */
export function cleanBaseName(base: string): string {
  const clean = base.replace(REFUSED, '_').replace(/\s+/g, ' ').replace(/^[.\s]+|[.\s]+$/g, '');
  return clean === '' ? 'file' : clean;
}
