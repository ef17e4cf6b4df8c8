// Other spellings of one JSON text (RFC 8259): the members of every object in reverse order (§4: member
// order carries nothing to implementations that are interoperable), or insignificant whitespace (§2:
// space, tab, line feed and carriage return) around every structural character. It works on the text, so
// that every number and string keeps its exact bytes: only what the grammar makes meaningless changes.

type Node = { scalar: string } | { items: Node[] } | { members: [key: string, value: Node][] };

export interface Spelling {
  /** The members of every object, at every depth, in reverse order. */
  reverseMembers?: boolean;
  /** Tabs, line breaks (CR LF and LF) and spaces before and after every structural character. */
  whitespace?: boolean;
  /**
   * Every number with a fraction written with an exponent (§6: `[ minus ] int [ frac ] [ exp ]`), the same
   * decimal value digit for digit: 374375081.76 as 3.7437508176E8, 0.04 as 4e-2. Integers stay as they are
   * (an id written 1E0 is the same number, but what a reader of integers makes of it is another question).
   */
  exponentNumbers?: boolean;
  /**
   * Every character of every string beyond printable ASCII, and every solidus, written as an escape (§7:
   * `\uXXXX`, a character beyond the Basic Multilingual Plane as its UTF-16 surrogate pair, `\/`): the
   * same strings, as a JSON library that writes ASCII only (Python's json.dumps by default) sends them.
   */
  escapedText?: boolean;
}

/** A JSON string token written with escapes for all but printable ASCII (and `/` as `\/`): the same string. */
export function withEscapes(token: string): string {
  const value = JSON.parse(token) as string;
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    const code = value.charCodeAt(i);
    if (c === '"' || c === '\\') out += `\\${c}`;
    else if (c === '/') out += '\\/';
    else if (code >= 0x20 && code < 0x7f) out += c;
    // charCodeAt walks UTF-16 code units: a character beyond the BMP comes as its two surrogates.
    else out += `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** A number with a fraction, as JSON writes it, with an exponent: the same digits, the point moved. */
export function withExponent(number: string): string {
  const m = /^(-?)(\d+)\.(\d+)$/.exec(number);
  if (!m) return number;
  const [, sign, int, frac] = m;
  const whole = int.replace(/^0+/, '');
  // The power of ten of the first significant digit: from the integer part's length, else from the zeros
  // that open the fraction.
  const zeros = /^0*/.exec(frac)![0].length;
  if (whole === '' && zeros === frac.length) return number;
  const exponent = whole !== '' ? whole.length - 1 : -(zeros + 1);
  const significant = (whole + frac).replace(/^0+/, '').replace(/0+$/, '');
  const mantissa = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
  return `${sign}${mantissa}${exponent < 0 ? 'e' : 'E'}${exponent}`;
}

const WS = /[ \t\n\r]/;

class Reader {
  i = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (this.i < this.text.length && WS.test(this.text[this.i])) this.i++;
  }

  value(): Node {
    this.skip();
    const c = this.text[this.i];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return { scalar: this.string() };
    const start = this.i;
    while (this.i < this.text.length && !/[,\]}\s]/.test(this.text[this.i])) this.i++;
    if (this.i === start) throw new SyntaxError(`no JSON value at ${start}`);
    return { scalar: this.text.slice(start, this.i) };
  }

  string(): string {
    const start = this.i++;
    while (this.text[this.i] !== '"') {
      if (this.i >= this.text.length) throw new SyntaxError('unterminated string');
      this.i += this.text[this.i] === '\\' ? 2 : 1;
    }
    return this.text.slice(start, ++this.i);
  }

  expect(c: string): void {
    this.skip();
    if (this.text[this.i] !== c) throw new SyntaxError(`expected ${c} at ${this.i}`);
    this.i++;
  }

  /** After an opening bracket: true at its closing one (consumed). */
  closes(c: string): boolean {
    this.skip();
    if (this.text[this.i] !== c) return false;
    this.i++;
    return true;
  }

  object(): Node {
    this.i++;
    const members: [string, Node][] = [];
    if (this.closes('}')) return { members };
    do {
      this.skip();
      const key = this.string();
      this.expect(':');
      members.push([key, this.value()]);
    } while (!this.closes('}') && (this.expect(','), true));
    return { members };
  }

  array(): Node {
    this.i++;
    const items: Node[] = [];
    if (this.closes(']')) return { items };
    do items.push(this.value());
    while (!this.closes(']') && (this.expect(','), true));
    return { items };
  }
}

function write(node: Node, how: Spelling, depth: number): string {
  // Every kind of whitespace the grammar allows, so that a reader that skips only some of it shows.
  const nl = (d: number) => (how.whitespace ? `${d % 2 === 0 ? '\r\n' : '\n'}${'\t'.repeat(d)} ` : '');
  const colon = how.whitespace ? ' \t: ' : ':';
  if ('scalar' in node) {
    if (how.escapedText && node.scalar.startsWith('"')) return withEscapes(node.scalar);
    return how.exponentNumbers ? withExponent(node.scalar) : node.scalar;
  }
  if ('items' in node) {
    if (node.items.length === 0) return how.whitespace ? '[ \t]' : '[]';
    return `[${node.items.map((n) => nl(depth + 1) + write(n, how, depth + 1)).join(' ,')}${nl(depth)}]`;
  }
  const members = how.reverseMembers ? [...node.members].reverse() : node.members;
  if (members.length === 0) return how.whitespace ? '{\n}' : '{}';
  const key = (k: string) => (how.escapedText ? withEscapes(k) : k);
  return `{${members.map(([k, v]) => `${nl(depth + 1)}${key(k)}${colon}${write(v, how, depth + 1)}`).join(how.whitespace ? '\t,' : ',')}${nl(depth)}}`;
}

/** The same JSON text spelt another way; throws on a text that is no JSON. */
export function respell(text: string, how: Spelling): string {
  const reader = new Reader(text);
  const node = reader.value();
  reader.skip();
  if (reader.i !== text.length) throw new SyntaxError(`text after the JSON value at ${reader.i}`);
  const body = write(node, how, 0);
  return how.whitespace ? `\r\n\t${body}\n ` : body;
}

/** How a spelling is named in messages. */
export function spellingName(how: Spelling): string {
  return [
    how.reverseMembers ? 'its members in reverse order' : '',
    how.whitespace ? 'tabs, line breaks and spaces between its tokens' : '',
    how.exponentNumbers ? 'its decimal numbers written with an exponent' : '',
    how.escapedText ? 'every character beyond printable ASCII written as a \\u escape' : '',
  ]
    .filter(Boolean)
    .join(' and ');
}
