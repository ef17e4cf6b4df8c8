// Part 4.1 A3 returns the documents of a material, each under its fileName. A holder that lists them
// without their extension, so that a created document cannot be found under its name.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-drops-extension',
  fault: "The query lists the stored file's base name (path.parse(name).name, or a display-name column) instead of the fileName that was sent, so the extension is lost.",
  breaks: 'A3.finds-created-document',
  mutation: { queryItem: (item) => ({ ...item, fileName: item.fileName.replace(/\.[^.]*$/, '') }) },
};
