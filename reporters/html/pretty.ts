// Bodies laid out for reading: JSON indented by two spaces, a short list or object on one line. Built on
// the tokens as written (./jsonTokens.ts), so nothing of the body changes but the white space between
// tokens; a body that is not JSON is shown as it is.
import { tokenize, type Token } from './jsonTokens.ts';

/** Containers up to this many characters stay on one line (`["a", "b"]`, `{}`). */
const INLINE_WIDTH = 60;

const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);
const isPunct = (t: Token, set: Set<string>) => t.kind === 'punct' && set.has(t.text);

/** The container opened at `start` on one line, when it is short enough (containers in it included); else undefined. */
function inline(tokens: Token[], start: number): { text: string; end: number } | undefined {
  let text = '';
  let depth = 0;
  for (let j = start; j < tokens.length; j++) {
    const t = tokens[j];
    text += t.kind === 'punct' && t.text === ',' ? ', ' : t.kind === 'punct' && t.text === ':' ? ': ' : t.text;
    if (text.length > INLINE_WIDTH) return undefined;
    if (isPunct(t, OPEN)) depth++;
    else if (isPunct(t, CLOSE) && --depth === 0) return { text, end: j };
  }
  return undefined;
}

/** The JSON text indented, or undefined when it is not a JSON object or array. */
export function prettyJson(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  const tokens = tokenize(trimmed);
  if (!tokens) return undefined;
  let out = '';
  let depth = 0;
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (isPunct(t, OPEN)) {
      const one = inline(tokens, i);
      if (one) {
        out += one.text;
        i = one.end;
      } else {
        depth++;
        out += t.text + newline();
      }
    } else if (isPunct(t, CLOSE)) {
      depth = Math.max(0, depth - 1);
      out += newline() + t.text;
    } else if (t.kind === 'punct' && t.text === ',') out += `,${newline()}`;
    else if (t.kind === 'punct' && t.text === ':') out += ': ';
    else out += t.text;
  }
  return out;
}

/** What the chain evidence appends to a body it cut (src/engine/evidence.ts). */
const CUT_MARK = '… (cut)';

/**
 * A body for the report: at most `limit` characters of it (as the reports have always bounded bodies),
 * laid out when it is JSON, with what was left out said on a line of its own.
 */
export function prettyBody(text: string, limit: number): string {
  let body = text;
  const notes: string[] = [];
  if (body.endsWith(CUT_MARK)) {
    body = body.slice(0, -CUT_MARK.length);
    notes.push('… (cut when the run recorded it)');
  }
  if (body.length > limit) {
    notes.unshift(`… (${body.length - limit} more characters)`);
    body = body.slice(0, limit);
  }
  const laidOut = prettyJson(body) ?? body;
  return notes.length ? `${laidOut}\n${notes.join('\n')}` : laidOut;
}
