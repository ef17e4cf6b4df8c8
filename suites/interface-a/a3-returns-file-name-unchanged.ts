// Part 2.1: fileName is the name of the file to be created, and A3 items carry a fileName. A name in any
// script coming back altered (normalised, transliterated, cut) is a warning: part 8 shows no text limits
// and nothing says the name is kept byte for byte, but a platform shows these names to people.
// Besides the sample, two names on every run: Latin letters in both normal forms and longer than 100
// characters (yet under the 255 bytes a file system allows), so that a store that normalises names or cuts
// them to a VARCHAR(100) shows whatever the seed; and a name without an extension. The contents are a PDF's
// first bytes, as a holder's documents are: a store that adds the extension of the type it detects in the
// contents to a name without one changes the name.
import { fileName } from '../../generators/fileName.ts';
import { SCRIPT_FRAGMENTS } from '../../generators/scriptText.ts';
import { createDocument, fileNames, freshId, heavyRuns, materialLinkItems, plainDocument, queryItems } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** A name as people type it, with no extension. */
const NAME_WITHOUT_EXTENSION = 'Prüfbericht Q1 Lieferung 4711';

/** 150 characters (169 bytes of UTF-8) and the extension: decomposed and precomposed letters, then ASCII. */
const LONG_MIXED_FORM_NAME = `${`${[...SCRIPT_FRAGMENTS['latin-nfd'], ...SCRIPT_FRAGMENTS['latin-nfc']].join(' ')} ${'Lieferantenzeichnung-Rev-'.repeat(4)}`.slice(0, 150)}.pdf`;

export const a3ReturnsFileNameUnchanged: CheckDefinition = {
  id: 'A3.returns-file-name-unchanged',
  title: 'A3 returns a document under the fileName it was created with, in any script',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 2.1',
  requirements: ['R-A3-file-name-kept'],
  property: true,
  async run(t) {
    const kept = async (name: string): Promise<void> => {
      const supplierId = await freshId(t, 'a3-name');
      const materialId = await freshId(t, 'a3-name-m');
      const contents = Buffer.from(`%PDF-1.7\n% ${name}\n%%EOF\n`).toString('base64');
      await createDocument(t, supplierId, { ...plainDocument(name, materialLinkItems(t, materialId, '1')), base64EncodedContents: contents });
      const names = fileNames(await queryItems(t, materialId));
      if (!names.includes(name)) t.fail(`created as ${JSON.stringify(name)}, A3 lists ${JSON.stringify(names)}`);
    };
    await kept(LONG_MIXED_FORM_NAME);
    await kept(NAME_WITHOUT_EXTENSION);
    await t.property(fileName(), kept, { runs: heavyRuns(t) });
  },
};
