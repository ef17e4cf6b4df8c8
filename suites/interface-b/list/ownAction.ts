// What the B1 data set's model records of each action it created: the bodies (./dataset-bodies.ts) fill it
// in, the data set (./dataset.ts) adds the id and the times the target reported.
import type { Exchange } from '../../../src/http/exchange.ts';

export interface OwnAction {
  id: string;
  title: string;
  status: string;
  categoryId: string;
  responsibleUserIds: string[];
  /** As sent; absent on some actions. */
  deadline?: string;
  shareTo: string[];
  tasks: number;
  files: number;
  /** As the target reported them; undefined when it did not. */
  createdMicros?: number;
  editedMicros?: number;
  /** The answer of the data set's patch of this action, when it patched it and the target took the patch. */
  edit?: Exchange;
}
