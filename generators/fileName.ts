// File names with unicode base names but without the characters common file systems refuse
// (path separators, reserved punctuation, control characters) and without leading or trailing dots.
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
    .map(([base, ext]) => {
      const clean = base.replace(REFUSED, '_').replace(/\s+/g, ' ').trim().replace(/^\.+|\.+$/g, '');
      return `${clean === '' ? 'file' : clean}.${ext}`;
    });
}
