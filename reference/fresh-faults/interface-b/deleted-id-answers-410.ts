// Part 7: "404 | Not found, requested resource does not exist": a deleted action does not exist. A platform
// that keeps tombstones of deleted actions and answers their ids 410 Gone.
import type { ActionStore, ErrorAnswer } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

// Tombstones per platform: the behaviour object a platform is built with is its own, and its parts are
// called as its methods (ctx.behaviour.removeAction, responder's behaviour.shapeError).
const tombstones = new WeakMap<object, Set<string>>();
function tombstonesOf(platform: object): Set<string> {
  let set = tombstones.get(platform);
  if (!set) tombstones.set(platform, (set = new Set()));
  return set;
}

/** The id text a not-found answer names (the reference writes it as JSON text in its error item). */
function namedId(answer: ErrorAnswer): string | undefined {
  const m = /with id (".*")$/.exec(answer.errors[0]?.message ?? '');
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]) as string;
  } catch {
    return undefined;
  }
}

export const fault: FreshFault = {
  name: 'deleted-id-answers-410',
  interface: 'b',
  requirement: 'R-B-not-found-404',
  level: 'MUST',
  fault:
    'Deletion leaves a tombstone row (deleted_at set) and the lookup tells a tombstone from an id that never existed, answering 410 Gone for the former, so a read, patch or repeated delete of a deleted action gets 410 where the specification gives 404 for a resource that does not exist; a client that treats 404 as "already gone" sees an unexpected error.',
  spec: 'part 7: "404 | Not found, requested resource does not exist | A, B" (the status table has no 410); part 3: "Deletion of a development action is permanent and cannot be undone."',
  options: {
    mutation: {
      removeAction(this: object, store: ActionStore, id: bigint): void {
        tombstonesOf(this).add(id.toString());
        store.remove(id);
      },
      shapeError(this: object, answer: ErrorAnswer): ErrorAnswer {
        if (answer.kind !== 'not-found') return answer;
        const id = namedId(answer);
        if (id === undefined || !/^\d+$/.test(id) || !tombstonesOf(this).has(BigInt(id).toString())) return answer;
        return { ...answer, status: 410, message: 'Development action has been deleted', errors: answer.errors.map((e) => ({ ...e, type: 'GONE' })) };
      },
    },
  },
};
