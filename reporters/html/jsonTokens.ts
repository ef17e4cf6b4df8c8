// JSON text as tokens, each kept exactly as it was written (escapes and number spelling untouched). The
// report re-lays bodies out from these tokens and compares them without ever decoding one back into
// text: a secret a server echoed in an escaped form (`\u0073ecret`) stays in that form, as redaction
// left it. Tolerant of a cut body (the last token may be incomplete): the report cuts long bodies.

export interface Token {
  kind: 'punct' | 'string' | 'literal';
  /** The token's text as written (a string with its quotes). */
  text: string;
  /** False for a string without its closing quote or a literal the cut may have shortened (the last token). */
  complete: boolean;
}

const LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null)$/;
const LITERAL_RUN = /[-+0-9.eEa-z]+/y;
const SPACE = new Set([' ', '\t', '\n', '\r']);

/** The tokens of a JSON text, or undefined when it holds something JSON does not (it is not JSON). */
export function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (SPACE.has(ch)) {
      i++;
    } else if ('{}[],:'.includes(ch)) {
      tokens.push({ kind: 'punct', text: ch, complete: true });
      i++;
    } else if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const complete = j < text.length;
      tokens.push({ kind: 'string', text: text.slice(i, complete ? j + 1 : text.length), complete });
      i = complete ? j + 1 : text.length;
    } else {
      LITERAL_RUN.lastIndex = i;
      const run = LITERAL_RUN.exec(text)?.[0];
      if (!run) return undefined;
      const valid = LITERAL.test(run);
      // Only the last token may be a cut one.
      if (!valid && i + run.length < text.length) return undefined;
      tokens.push({ kind: 'literal', text: run, complete: valid });
      i += run.length;
    }
  }
  return tokens;
}
