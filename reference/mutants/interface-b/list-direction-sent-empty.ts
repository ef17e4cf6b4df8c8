// Breaks one B1 rule: direction=sent returns nothing (what sent means is a SHOULD).
import type { MutantB } from './mutant.ts';
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';

export const listDirectionSentEmpty: MutantB = {
  name: 'list-direction-sent-empty',
  fault: "direction=sent compares the author's company with the caller's user id (a mixed-up column), so sent never matches any action.",
  breaks: 'B1.direction',
  expect: 'warning',
  options: { mutation: { matchDirection: (a, caller, direction) => direction !== 'sent' && DEFAULT_BEHAVIOUR.matchDirection(a, caller, direction) } },
};
