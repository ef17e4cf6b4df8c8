// One regular expression that finds any of many literal strings, written as a trie: `ab(?:c|d)` rather than
// `abc|abd`. An alternation of hundreds of strings is tried string by string at every position of a text;
// the trie follows only the branch the text takes, so the cost stays near one pass whatever the count.
// (The run's secrets grow to hundreds: every near-miss of a real token is one, in each of its encodings.)

interface Node {
  next: Map<string, Node>;
  end: boolean;
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Matches any of `strings`, the longest at a position first (as an alternation sorted longest first would). */
export function literalsPattern(strings: Iterable<string>, flags = ''): RegExp {
  const root: Node = { next: new Map(), end: false };
  let any = false;
  for (const s of strings) {
    if (s === '') continue;
    any = true;
    let node = root;
    // By code point, so that a surrogate pair is never split between two branches.
    for (const c of s) {
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  // Nothing to find: a pattern that never matches.
  if (!any) return new RegExp('(?!)', flags);
  return new RegExp(source(root), flags);
}

function source(node: Node): string {
  const branches = [...node.next].map(([c, child]) => escape(c) + source(child));
  if (branches.length === 0) return '';
  const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
  // A string ends here and longer ones go on: try the longer first (greedy), then end here.
  return node.end ? `(?:${body})?` : body;
}
