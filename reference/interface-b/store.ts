// In-memory storage of development actions. Identifiers are bigint from the first to the last step,
// so a platform started with idStart beyond 2^53 serves exact ids.
import type { Directory } from './fixtures.ts';
import { serialize } from './json.ts';
import type { ActionRecord } from './model.ts';
import { renderAction, type Rendered } from './render.ts';

/** What tests may see of the platform's data: enough to prove a run left nothing behind. */
export interface PlatformStore {
  /** Every stored action as a single read returns it, in id order (ids as bigint, numbers as sent). */
  list(): Rendered[];
  /** Number of stored actions. */
  count(): number;
  /** Every stored action as lossless JSON text: equal snapshots mean unchanged data. */
  snapshot(): string;
  /** One action as a single read returns it. */
  get(id: bigint | number | string): Rendered | undefined;
}

export class ActionStore implements PlatformStore {
  private readonly actions = new Map<bigint, ActionRecord>();
  /** Counts every change of the stored actions: what was derived from them at another count is stale. */
  version = 0;
  private nextAction: bigint;
  private nextTask: bigint;
  private nextFile: bigint;
  private nextComment: bigint;

  constructor(
    private readonly directory: Directory,
    idStart: bigint,
  ) {
    this.nextAction = idStart;
    this.nextTask = idStart;
    this.nextFile = idStart;
    this.nextComment = idStart;
  }

  newActionId(): bigint {
    return this.nextAction++;
  }

  newTaskId(): bigint {
    return this.nextTask++;
  }

  newFileId(): bigint {
    return this.nextFile++;
  }

  /** Ids of comments and replies (of seeded actions: no operation creates comments). */
  newCommentId(): bigint {
    return this.nextComment++;
  }

  insert(action: ActionRecord): void {
    this.version++;
    this.actions.set(action.id, action);
  }

  /** Tells the store that a stored record was changed in place. */
  changed(): void {
    this.version++;
  }

  record(id: bigint): ActionRecord | undefined {
    return this.actions.get(id);
  }

  remove(id: bigint): boolean {
    this.version++;
    return this.actions.delete(id);
  }

  /** Every record, in id order (ids only grow, so insertion order is id order). */
  records(): ActionRecord[] {
    return [...this.actions.values()];
  }

  list(): Rendered[] {
    return this.records().map((a) => renderAction(this.directory, a));
  }

  count(): number {
    return this.actions.size;
  }

  snapshot(): string {
    return serialize(this.list());
  }

  get(id: bigint | number | string): Rendered | undefined {
    const a = this.actions.get(BigInt(id));
    return a && renderAction(this.directory, a);
  }
}
