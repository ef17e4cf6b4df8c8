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
  // One name in eight has no extension at all ("Test report Q1"): nothing makes a file name carry one, and a
  // holder that adds the one its contents suggest changes the name.
  const ext = fc.oneof({ arbitrary: fc.constantFrom(...EXTENSIONS), weight: 7 }, { arbitrary: fc.constant(''), weight: 1 });
  return fc
    .tuple(unicodeText({ minLength: 1, maxLength: options.maxLength ?? 40 }), ext)
    .map(([base, e]) => (e === '' ? cleanBaseName(base) : `${cleanBaseName(base)}.${e}`));
}

/** The base name a file name is built from: refused characters replaced, edges without dots or spaces. */
export function cleanBaseName(base: string): string {
  const clean = base.replace(REFUSED, '_').replace(/\s+/g, ' ').replace(/^[.\s]+|[.\s]+$/g, '');
  return clean === '' ? 'file' : clean;
}
