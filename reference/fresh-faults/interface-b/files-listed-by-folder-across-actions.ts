// Part 4.2 B3: "one development action with all data, including ... files": the files of that action. A
// platform that lists an action's files by their folder in blob storage, whose keys lack the action's id.
import type { OperationNameB } from '../../interface-b/model.ts';
import type { ActionStore, Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

type File = Record<string, unknown> & { id: bigint; folder: unknown };

// What the blob container holds, per platform: the behaviour object a platform is built with is its own,
// and its parts are called as its methods. Each action's files as last written, by action id.
const containers = new WeakMap<object, Map<string, File[]>>();
function containerOf(platform: object): Map<string, File[]> {
  let c = containers.get(platform);
  if (!c) containers.set(platform, (c = new Map()));
  return c;
}

export const fault: FreshFault = {
  name: 'files-listed-by-folder-across-actions',
  interface: 'b',
  requirement: 'R-B3-returns-action',
  level: 'MUST',
  fault:
    "Files are uploaded to a blob container under the key <folder>/<filename>, and an action's files are read back by listing the prefixes of its folders, so when another action has files in a folder of the same name (both file their reports under \"Reports\"), each action's detail (and its list item with expand=files) shows the other action's files as its own.",
  spec: 'part 4.2 B3: "Response 200 body: one development action with all data, including tasks, sharing information, files and comments."; part 2.2: "files | array of File | ... always returned by single read"',
  options: {
    mutation: {
      actionView(this: object, view: Rendered, operation: OperationNameB): unknown {
        if (!Array.isArray(view.files)) return view;
        const container = containerOf(this);
        const own = view.files as File[];
        if (operation === 'createAction' || operation === 'updateAction') {
          container.set(String(view.id), own);
          return view;
        }
        const folders = new Set<unknown>(own.map((f) => f.folder).filter((f) => typeof f === 'string'));
        const others = [...container.entries()].filter(([id]) => id !== String(view.id)).flatMap(([, files]) => files.filter((f) => folders.has(f.folder)));
        return others.length === 0 ? view : { ...view, files: [...own, ...others] };
      },
      removeAction(this: object, store: ActionStore, id: bigint): void {
        containerOf(this).delete(id.toString());
        store.remove(id);
      },
    },
  },
};
