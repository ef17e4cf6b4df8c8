// Part 2.1: fileName is the name of the file to be created, and A3 items carry a fileName. A name in any
// script coming back altered (normalised, transliterated, cut) is a warning: part 8 shows no text limits
// and nothing says the name is kept byte for byte, but a platform shows these names to people.
// Besides the sample, one name on every run: Latin letters in both normal forms and longer than 100
// characters (yet under the 255 bytes a file system allows), so that a store that normalises names or cuts
// them to a VARCHAR(100) shows whatever the seed.
import { fileName } from '../../generators/fileName.ts';
import { SCRIPT_FRAGMENTS } from '../../generators/scriptText.ts';
import { createDocument, fileNames, freshId, heavyRuns, materialLinkItems, plainDocument, queryItems } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

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
      await createDocument(t, supplierId, plainDocument(name, materialLinkItems(t, materialId, '1')));
      const names = fileNames(await queryItems(t, materialId));
      if (!names.includes(name)) t.fail(`created as ${JSON.stringify(name)}, A3 lists ${JSON.stringify(names)}`);
    };
    await kept(LONG_MIXED_FORM_NAME);
    await t.property(fileName(), kept, { runs: heavyRuns(t) });
  },
};
