// Part 3 and part 4.2 B5: the action of the id asked for is deleted, and only it. A platform that resolves
// the id to the record's natural key and deletes the newest record of that key: of two actions of one author
// with the same title, deleting the older one deletes the newer, and the one asked for stays. Every
// single-scenario B5 check deletes an action whose title no other action has; the sequences compared with
// the model of interface B create namesakes.
import type { ActionStore } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

function removeNewestNamesake(store: ActionStore, id: bigint): void {
  const asked = store.record(id);
  const namesakes = asked ? store.records().filter((r) => r.authorUserId === asked.authorUserId && r.fields.title === asked.fields.title) : [];
  store.remove(namesakes.at(-1)?.id ?? id);
}

export const mutant: MutantB = {
  name: 'delete-removes-namesake',
  fault: 'B5 loads the record, then deletes through a repository method keyed by (author, title), the lookup B3 offers besides the id, which takes the newest match: of two actions of one author with the same title, deleting the older one deletes the newer, and the one asked for stays.',
  breaks: 'B.model-sequences',
  options: { mutation: { removeAction: removeNewestNamesake } },
};
