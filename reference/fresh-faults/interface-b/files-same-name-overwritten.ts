// Part 2.2: "files | array of objects or null | no | item fields: filename, folder, description, base64file":
// each file sent is stored. A platform whose file storage key leaves out the folder, so that two files of
// one name overwrite each other.
import type { ActionInput } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

type FileInput = NonNullable<ActionInput['files']>[number];

export const fault: FreshFault = {
  name: 'files-same-name-overwritten',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    'Files are uploaded to blob storage under actions/<action id>/<filename>, the folder being kept as blob metadata only, and the action\'s files are read back by listing that prefix, so two files of one action with the same filename, photo.jpg in the folder before and photo.jpg in the folder after, are written to one blob: the second overwrites the first and the action reads back with a single file (the last one sent); files of distinct names are all kept.',
  spec: 'part 2.2: "files | array of objects or null | no | item fields: filename (string), folder (string), description (string), base64file (string, Base64 contents)"; "files | array of File"',
  options: {
    mutation: {
      beforeStore: (input) => {
        if (input.files === undefined) return input;
        const at = new Map<string, number>();
        const files: FileInput[] = [];
        for (const file of input.files) {
          const slot = file.filename === undefined ? undefined : at.get(file.filename);
          if (slot !== undefined) files[slot] = file;
          else {
            if (file.filename !== undefined) at.set(file.filename, files.length);
            files.push(file);
          }
        }
        return { ...input, files };
      },
    },
  },
};
