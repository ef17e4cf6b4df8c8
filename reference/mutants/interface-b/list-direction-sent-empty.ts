// Breaks one B1 rule: direction=sent returns nothing (what sent means is a SHOULD).
import type { MutantB } from './mutant.ts';
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';

export const listDirectionSentEmpty: MutantB = {
  name: 'list-direction-sent-empty',
  breaks: 'B1.direction',
  expect: 'warning',
  options: { mutation: { matchDirection: (a, caller, direction) => direction !== 'sent' && DEFAULT_BEHAVIOUR.matchDirection(a, caller, direction) } },
};
