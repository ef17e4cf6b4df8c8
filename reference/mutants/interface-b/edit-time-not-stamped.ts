// Part 4.2 B1: edited_at filters by the time of the last edit. A platform whose patch leaves editTime.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'edit-time-not-stamped',
  fault: "editTime is not touched by a bulk UPDATE (the ORM's update-timestamp hook does not fire), so the filter misses patched actions.",
  breaks: 'B1.filter-edited-at',
  options: { mutation: { stampEdit: () => undefined } },
};
