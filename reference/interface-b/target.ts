// The path and query of a request target, as `new URL(target, base)` reads them. Parsing a URL costs about
// as much as the rest of a small answer, and clients repeat the same few targets (a list page, a token
// request), so the parts of recent targets are kept. The query is shared between requests with the same
// target: it is read, never changed.

export interface Target {
  pathname: string;
  searchParams: URLSearchParams;
}

/** Targets remembered at most; the memory is dropped as a whole when full (a simple, bounded scheme). */
const MAX_TARGETS = 512;
/** Longer targets are parsed every time, so that memory stays small whatever clients send. */
const MAX_TARGET_LENGTH = 512;

export class TargetParser {
  private readonly known = new Map<string, Target>();

  parse(target: string): Target {
    let parts = this.known.get(target);
    if (parts) return parts;
    const url = new URL(target, 'http://platform.invalid');
    parts = { pathname: url.pathname, searchParams: url.searchParams };
    if (target.length <= MAX_TARGET_LENGTH) {
      if (this.known.size >= MAX_TARGETS) this.known.clear();
      this.known.set(target, parts);
    }
    return parts;
  }
}
