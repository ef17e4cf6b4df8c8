// A reader of the small part of YAML that action.yml and the CI snippets are written in: block mappings and
// block sequences by indentation, plain, single- and double-quoted scalars, `|` literal blocks, comments.
// The package has no YAML parser among its dependencies and needs none at run time; this one refuses what
// it does not know (flow collections, anchors, tags, multi-document files) instead of guessing, so that a
// construct it cannot read fails the test rather than being read wrongly.

export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  no: number;
}

function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") {
      if (i === 0 || /[\s:-]/.test(text[i - 1])) quote = ch;
    } else if (ch === '#' && (i === 0 || /\s/.test(text[i - 1]))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function scalar(raw: string, no: number): string {
  const s = raw.trim();
  if (s.startsWith("'")) {
    if (!s.endsWith("'") || s.length < 2) throw new Error(`line ${no}: unterminated single-quoted scalar`);
    return s.slice(1, -1).replace(/''/g, "'");
  }
  if (s.startsWith('"')) {
    if (!s.endsWith('"') || s.length < 2) throw new Error(`line ${no}: unterminated double-quoted scalar`);
    return JSON.parse(s) as string;
  }
  if (/^[[{&*!|>%@`]/.test(s) && !s.startsWith('${{')) throw new Error(`line ${no}: "${s}" is outside the YAML subset this reader knows`);
  return s;
}

/** `key: value` or `key:`; undefined when the text is no mapping entry. */
function entry(text: string): { key: string; rest: string } | undefined {
  const m = /^([A-Za-z0-9_.-]+|'[^']*'|"[^"]*"):(?:\s+(.*)|$)/.exec(text);
  return m ? { key: scalar(m[1], 0), rest: m[2] ?? '' } : undefined;
}

export function parseYaml(source: string): YamlValue {
  const raw = source.split('\n');
  const lines: Line[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i].includes('\t') && /^\s*\t/.test(raw[i])) throw new Error(`line ${i + 1}: a tab in the indentation`);
    if (/^(---|\.\.\.)\s*$/.test(raw[i])) throw new Error(`line ${i + 1}: one document only`);
    lines.push({ indent: raw[i].length - raw[i].trimStart().length, text: raw[i].trim(), no: i + 1 });
  }
  let pos = 0;
  const meaningful = () => {
    while (pos < lines.length && stripComment(lines[pos].text) === '') pos++;
    return pos < lines.length ? lines[pos] : undefined;
  };

  /** A `|` block: every following line indented more than `parent`, its common indentation removed. */
  function literal(parent: number): string {
    const body: Line[] = [];
    while (pos < lines.length && (lines[pos].text === '' || lines[pos].indent > parent)) body.push(lines[pos++]);
    while (body.length > 0 && body.at(-1)!.text === '') body.pop();
    const indent = Math.min(...body.filter((l) => l.text !== '').map((l) => l.indent));
    return `${body.map((l) => (l.text === '' ? '' : raw[l.no - 1].slice(indent))).join('\n')}\n`;
  }

  /** The value after `key:` or `- `: inline, a literal block, or a nested block on the next lines. */
  function valueAfter(rest: string, parent: number, no: number): YamlValue {
    const inline = stripComment(rest);
    if (inline === '|' || inline === '|-') {
      const text = literal(parent);
      return inline === '|-' ? text.replace(/\n$/, '') : text;
    }
    if (inline !== '') return scalar(inline, no);
    const next = meaningful();
    if (!next || next.indent < parent || (next.indent === parent && !next.text.startsWith('- '))) return '';
    return block(next.indent);
  }

  function block(indent: number): YamlValue {
    const first = meaningful()!;
    if (first.text.startsWith('- ') || first.text === '-') {
      const list: YamlValue[] = [];
      for (let l = meaningful(); l && l.indent === indent && (l.text.startsWith('- ') || l.text === '-'); l = meaningful()) {
        const item = l.text.slice(1).trimStart();
        const e = entry(stripComment(item));
        if (e) {
          // `- key: value` opens a mapping whose keys sit at the column after the dash.
          const column = l.indent + (l.text.length - item.length);
          lines[pos] = { indent: column, text: item, no: l.no };
          list.push(mapping(column));
        } else {
          pos++;
          list.push(valueAfter(item, indent, l.no));
        }
      }
      return list;
    }
    return mapping(indent);
  }

  function mapping(indent: number): { [key: string]: YamlValue } {
    const out: { [key: string]: YamlValue } = {};
    for (let l = meaningful(); l && l.indent === indent && !l.text.startsWith('- '); l = meaningful()) {
      const e = entry(stripComment(l.text));
      if (!e) throw new Error(`line ${l.no}: "${l.text}" is no "key: value"`);
      if (e.key in out) throw new Error(`line ${l.no}: key ${e.key} twice`);
      pos++;
      out[e.key] = valueAfter(e.rest, indent, l.no);
    }
    const l = meaningful();
    if (l && l.indent > indent) throw new Error(`line ${l.no}: unexpected indentation`);
    return out;
  }

  const start = meaningful();
  if (!start) return {};
  if (start.indent !== 0) throw new Error(`line ${start.no}: the document must start at column 0`);
  const doc = block(0);
  const rest = meaningful();
  if (rest) throw new Error(`line ${rest.no}: not read (indentation?)`);
  return doc;
}
