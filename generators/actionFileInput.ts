// A file of a creation body (part 2.2): name, folder, description and Base64 contents.
import fc from 'fast-check';
import { base64Contents } from './base64Contents.ts';
import { cleanBaseName, fileName } from './fileName.ts';
import { unicodeText } from './unicodeText.ts';

export interface ActionFileInput {
  filename: string;
  folder: string;
  description: string;
  base64file: string;
}

export interface ActionFileInputOptions {
  /** Decoded size of the contents; default 4 KiB. */
  maxBytes?: number;
}

export function actionFileInput(options: ActionFileInputOptions = {}): fc.Arbitrary<ActionFileInput> {
  return fc.record(
    {
      filename: fileName(),
      // Folder names: "folder (string)", the allowed set not shown: short names in any script, without the
      // characters file systems refuse (a path separator would make it two folders).
      folder: unicodeText({ minLength: 1, maxLength: 30 }).map(cleanBaseName),
      description: unicodeText({ maxLength: 300 }),
      base64file: base64Contents({ maxBytes: options.maxBytes }).map((c) => c.base64),
    },
    { noNullPrototype: true },
  );
}
