// Credentials that are almost the valid one: characters added or removed, letters' case changed, cut
// short or extended. Each differs from the valid credential in what a server sees: never only whitespace
// around it (RFC 9110 §5.5 strips it from header values, so `key ` is the same key and accepting it is
// right), and never only the case of a scheme word (the generator sees the credential alone, not `Bearer`).
// The value knows how to print itself without the credential: its description, and a POSIX shell
// expression that rebuilds it from the variable holding the real one (for reproduction scripts).
import fc from 'fast-check';

/** One run of the valid credential, [from, to), with its letters' case flipped or not; or literal text. */
export type NearMissPiece = { from: number; to: number; flipCase?: boolean } | { text: string };

export interface NearMiss {
  /** What was done to the credential, in words (never the credential). */
  how: string;
  /** The near miss itself: a secret as much as the credential it was made from. */
  value: string;
  /** The pieces it is made of, for the shell expression. */
  pieces: readonly NearMissPiece[];
  /** A POSIX shell expression (for inside double quotes) that rebuilds the value from `$variable`. */
  shell(variable: string): string;
}

/** Characters added: letters and digits only, so that no addition is whitespace or needs quoting in a shell. */
const ADDED = fc.string({ unit: fc.constantFrom(...'abcXYZ0189'.split('')), minLength: 1, maxLength: 3 });

/**
 * Case is no part of a hexadecimal value (a UUID or a hex digest: RFC 9562 reads its digits either way):
 * for such a credential a case change names the same value, so it is not offered.
 */
function caseMatters(credential: string): boolean {
  return /[g-zG-Z]/.test(credential);
}

const flip = (s: string) => s.replace(/[a-zA-Z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

function make(credential: string, how: string, parts: NearMissPiece[]): NearMiss {
  // An empty run (a flip at the first letter has nothing before it) is left out: `cut -c1-0` is an error.
  const pieces = parts.filter((p) => ('text' in p ? p.text !== '' : p.to > p.from));
  const value = pieces.map((p) => ('text' in p ? p.text : p.flipCase ? flip(credential.slice(p.from, p.to)) : credential.slice(p.from, p.to))).join('');
  const near: NearMiss = {
    how,
    value,
    pieces,
    shell: (variable) =>
      pieces
        .map((p) => {
          if ('text' in p) return p.text;
          const whole = p.from === 0 && p.to === credential.length;
          const cut = whole ? '' : ` | cut -c${p.from + 1}-${p.to}`;
          return `$(printf %s "$${variable}"${cut}${p.flipCase ? ' | tr a-zA-Z A-Za-z' : ''})`;
        })
        .join(''),
  };
  // Printed (a counterexample, a log line) as its description only: the value is as secret as the credential.
  Object.defineProperty(near, fc.toStringMethod, { value: () => `near miss: ${how}`, enumerable: false });
  Object.defineProperty(near, 'toJSON', { value: () => `near miss: ${how}`, enumerable: false });
  return near;
}

/**
 * A near miss of `valid` (trimmed first: surrounding whitespace is no part of a header value). Cuts keep
 * at least half of it, so that a near miss is never a few characters a report would have to hide everywhere.
 */
export function credentialNearMiss(valid: string): fc.Arbitrary<NearMiss> {
  const c = valid.trim();
  if (c.length === 0) throw new Error('credentialNearMiss needs a non-empty credential');
  // Base64 padding stays as it is, after every change: a lenient decoder reads `…A=` like `…A==` and
  // ignores what follows the padding, so a change there alone could name the same bytes.
  const padded = /^(.*?[^=])(=+)$/s.exec(c);
  const n = padded ? padded[1].length : c.length;
  const pad: NearMissPiece[] = padded ? [{ from: n, to: c.length }] : [];
  const build = (how: string, pieces: NearMissPiece[]) => make(c, how, [...pieces, ...pad]);
  const maxCut = Math.max(0, Math.min(3, Math.floor(n / 2)));
  const whole = { from: 0, to: n };
  const options: fc.Arbitrary<NearMiss>[] = [
    ADDED.map((text) => build(`${text.length} character(s) appended`, [whole, { text }])),
    ADDED.map((text) => build(`${text.length} character(s) prepended`, [{ text }, whole])),
    fc.tuple(fc.integer({ min: 1, max: Math.max(1, n - 1) }), ADDED).map(([at, text]) =>
      build(`${text.length} character(s) inserted after character ${at}`, [{ from: 0, to: at }, { text }, { from: at, to: n }]),
    ),
  ];
  if (maxCut >= 1) {
    options.push(
      fc.integer({ min: 1, max: maxCut }).map((k) => build(`last ${k} character(s) removed`, [{ from: 0, to: n - k }])),
      fc.integer({ min: 1, max: maxCut }).map((k) => build(`first ${k} character(s) removed`, [{ from: k, to: n }])),
      fc.integer({ min: Math.ceil(n / 2), max: n - 1 }).map((keep) => build(`truncated to its first ${keep} of ${n} characters`, [{ from: 0, to: keep }])),
    );
  }
  if (n >= 3) {
    options.push(
      fc.integer({ min: 1, max: n - 2 }).map((at) => build(`character ${at + 1} removed`, [{ from: 0, to: at }, { from: at + 1, to: n }])),
    );
  }
  if (caseMatters(c)) {
    const letters = [...c.slice(0, n)].flatMap((ch, i) => (/[a-zA-Z]/.test(ch) ? [i] : []));
    options.push(
      fc.constant(build('case of every letter flipped', [{ ...whole, flipCase: true }])),
      fc.constantFrom(...letters).map((i) =>
        build(`case of letter ${i + 1} flipped`, [{ from: 0, to: i }, { from: i, to: i + 1, flipCase: true }, { from: i + 1, to: n }]),
      ),
    );
  }
  return fc.oneof(...options);
}
