// Part 4.2 B4: "Response 200 body: the development action". A platform that applies the patch and answers
// with a confirmation message instead of the action.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-answers-message',
  fault: 'The PATCH handler returns the same {"message": "updated"} acknowledgement as the delete handler, instead of the updated action.',
  breaks: 'B4.answers-200-with-action',
  options: { mutation: { actionView: (view, operation) => (operation === 'updateAction' ? { message: `Development action ${String(view.id)} updated` } : view) } },
};
