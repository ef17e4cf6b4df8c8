// Part 4.2 B4: a patch carries "only the fields to be changed", so it changes those and no other. A
// platform that loads the entity, applies the patch to it and saves the whole entity back, with no version
// check or lock: of two patches of different fields in flight at once, the later save writes back the
// other's field as it was loaded, and that change is lost.
import { meetingPoint } from './meetingPoint.ts';
import type { MutantB } from './mutant.ts';
import type { StoredFields } from '../../interface-b/index.ts';

/** Where the load and the save lie apart: each patch waits there until another overlapping one arrives. */
const betweenLoadAndSave = meetingPoint();
/** The entity as the patch being saved loaded it: the base of the save that follows at once. */
let loadedBase: Partial<StoredFields> | undefined;

export const mutant: MutantB = {
  name: 'patch-lost-update',
  fault: 'PATCH loads the entity, merges the body into it and saves every column back (no version column, no row lock), so of two overlapping patches of different fields the later save reverts the other.',
  breaks: 'B4.overlapping-patches-keep-each-other',
  options: {
    mutation: {
      storePatch: async (input, _sentOrder, write, loaded) => {
        await betweenLoadAndSave();
        loadedBase = loaded;
        write(input);
      },
      // Runs inside write, at once: the save starts from the entity as loaded, not as stored now.
      mergePatch: (current, patch) => {
        const base = loadedBase ?? current;
        loadedBase = undefined;
        return { ...base, ...patch };
      },
    },
  },
};
