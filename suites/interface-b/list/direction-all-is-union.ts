// Part 4.2 B1: direction takes sent, received or all. "all" beside "sent" and "received" names both
// directions together, so direction=all holds every action of sent and every action of received, and
// nothing else: judged on every action the caller sees (algebraScope), received ones of other companies
// included. The words imply it without stating it (what each direction means is not shown): a SHOULD.
// Whether sent and received are disjoint is not judged: an action one business unit sends to another
// unit of the same company may well be both.
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { algebraScope } from './algebra-scope.ts';
import { confirmed, type Outcome } from './confirm.ts';
import { dataset } from './dataset.ts';
import { describeQuery, type Params } from './query.ts';
import { sameSelection, select, union } from './relations.ts';

async function allIsUnion(t: CheckContext, scope: Params): Promise<Outcome> {
  const all = await select(t, { ...scope, direction: 'all' });
  const sent = await select(t, { ...scope, direction: 'sent' });
  const received = await select(t, { ...scope, direction: 'received' });
  return sameSelection(all, union([sent.ids, received.ids]), `(${describeQuery(sent.params)}) ∪ (${describeQuery(received.params)})`);
}

export const directionAllIsUnionCheck: CheckDefinition = {
  id: 'B1.direction-all-is-union',
  title: 'direction=all holds exactly what direction=sent and direction=received hold together, over every visible action',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-direction-all-is-union'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    const scope = await algebraScope(t, ds);
    await confirmed(t, 'B1 direction=all', () => allIsUnion(t, scope));
  },
};
