// Two reads of the same action compared field by field: the returned fields part 2.2 lists, except those
// a change may legitimately move (editTime, history). Lists are compared as collections: nothing says
// their order is kept from one read to the next.
import { describe } from '../../src/http/json.ts';
import { canonical } from '../common/stateDiff.ts';

export { canonical };

type Obj = Record<string, unknown>;

/** Returned fields of part 2.2 that a change of other fields leaves as they were. */
export const STABLE_RETURNED_FIELDS: readonly string[] = [
  'id',
  'createdTime',
  'status',
  'title',
  'categoryName',
  'categoryId',
  'allowTaskEditingForPartners',
  'deadline',
  'description',
  'benefits',
  'qualityBenefits',
  'authorUser',
  'authorCompany',
  'responsibleUsers',
  'sharedTo',
  'tasks',
  'tags',
  'files',
  'comments',
];

/** The returned fields a creation field (as sent in a body) may change. */
const RETURNED_OF: Record<string, readonly string[]> = {
  categoryId: ['categoryId', 'categoryName'],
  responsibleUserIds: ['responsibleUsers'],
  shareTo: ['sharedTo'],
};

/** Differences between two reads in the stable fields not touched by `changed` (creation field names). */
export function untouchedChanges(before: Obj, after: Obj, changed: readonly string[]): string[] {
  const touched = new Set(changed.flatMap((f) => RETURNED_OF[f] ?? [f]));
  const out: string[] = [];
  for (const field of STABLE_RETURNED_FIELDS) {
    if (touched.has(field) || !Object.hasOwn(before, field)) continue;
    if (canonical(before[field]) !== canonical(after[field])) {
      out.push(`${field}: ${describe(before[field], 300)} just before, ${after[field] === undefined ? '(absent)' : describe(after[field], 300)} after`);
    }
  }
  return out;
}
