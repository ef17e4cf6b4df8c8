// The other half of `marker` in validActionBody: where a marked body carries the run's mark, read back.
// The suites and the simulator both prove an id their own with it before they write to or delete it, so the
// rule lives once, next to the bodies that put the mark there.

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/**
 * Whether a read-back action carries the mark: in its title (a marked body's, kept by a patch), its
 * description (the trace of a refused write stamps it there) or as a tag (bodies that test a missing or
 * broken title).
 */
export function carriesMark(action: unknown, mark: string): boolean {
  if (!isObj(action)) return false;
  if (typeof action.title === 'string' && action.title.includes(mark)) return true;
  if (typeof action.description === 'string' && action.description.includes(mark)) return true;
  return Array.isArray(action.tags) && action.tags.includes(mark);
}
