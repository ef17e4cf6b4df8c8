// The text of A3 answers, kept until the stored documents change. An A3 answer is a function of the stored
// documents and of the material and revision asked for, as long as the rules that shape it are the
// default ones; a mutant or personality that overrides any of them gets every answer made afresh.
import type { DocumentStore } from './store.ts';

/** Answers kept at most; all are dropped when full (materials asked for are chosen by clients). */
const MAX_ANSWERS = 1000;

export class AnswerCache {
  private readonly texts = new Map<string, string>();
  private version: number;

  constructor(
    private readonly store: DocumentStore,
    /** false: nothing is kept, every answer is made afresh. */
    readonly enabled: boolean,
  ) {
    this.version = store.version;
  }

  /** The kept text for `key`, or `make()`'s, kept for the next request unless the store changes. */
  text(key: string, make: () => string): string {
    if (!this.enabled) return make();
    if (this.version !== this.store.version) {
      this.texts.clear();
      this.version = this.store.version;
    }
    let text = this.texts.get(key);
    if (text === undefined) {
      text = make();
      if (this.texts.size >= MAX_ANSWERS) this.texts.clear();
      this.texts.set(key, text);
    }
    return text;
  }
}
