// Part 4.2 B5: the deletion answers an object with `message`. A platform answering { "deleted": true }.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-without-message',
  fault: 'The DELETE handler returns a generic acknowledgement such as {"deleted": true} or {"success": true} instead of an object with message.',
  breaks: 'B5.delete-answers-message',
  options: { mutation: { deleteAnswer: () => ({ deleted: true }) } },
};
