// Answers kept as text until the data they were made from changes: a read asked for again (a list page, a
// query) is written from memory instead of being searched, shaped and serialized again. A server keeps
// answers only while the rules that shape them are its defaults: a mutant or personality that overrides
// any of them gets every answer made afresh, whatever its rules depend on.

/** Answers kept at most; all are dropped when full (what is asked for is chosen by clients). */
const MAX_ANSWERS = 1000;

export class KeptAnswers {
  private readonly texts = new Map<string, string>();
  private version: number;

  constructor(
    /** The data's change count: an answer kept at another count is stale. */
    private readonly dataVersion: () => number,
    /** false: nothing is kept. */
    readonly enabled: boolean,
  ) {
    this.version = dataVersion();
  }

  /** The text kept for `key`, if the data has not changed since. */
  get(key: string): string | undefined {
    if (!this.enabled) return undefined;
    if (this.version !== this.dataVersion()) {
      this.texts.clear();
      this.version = this.dataVersion();
    }
    return this.texts.get(key);
  }

  /** Keeps `text` for `key` until the data changes. */
  set(key: string, text: string): void {
    if (!this.enabled) return;
    if (this.version !== this.dataVersion()) {
      this.texts.clear();
      this.version = this.dataVersion();
    }
    if (this.texts.size >= MAX_ANSWERS) this.texts.clear();
    this.texts.set(key, text);
  }
}
