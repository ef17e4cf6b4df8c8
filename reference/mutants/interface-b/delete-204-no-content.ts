// Part 4.2 B5: the deletion answers 200 with a message object. A platform that answers 204 without a body.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-204-no-content',
  fault: 'B5 answers 204 No Content, the REST default for DELETE, without the message object.',
  breaks: 'B5.delete-answers-message',
  options: { mutation: { deleteStatus: 204, deleteAnswer: () => undefined } },
};
