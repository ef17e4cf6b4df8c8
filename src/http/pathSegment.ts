// Ids are data. An id a server answered (or a value the profile or the user gives for a path parameter)
// goes into the path of later requests: PATCH and DELETE among them. Before it does, it must be one path
// segment that stays inside its collection after whatever normalisation the server applies: the HTTP
// client resolves `.` and `..` (WHATWG URL), and servers and proxies decode %2F, %5C and %2E, some of them
// twice. A value that fails is refused here and never becomes a request; one that passes is
// percent-encoded (encodeURIComponent), so that no reserved character reads as a delimiter.
import { DEFAULTS } from '../defaults.ts';

/** A value refused as a path segment, with why; `source` says where it came from (an operation's answer). */
export class UnsafePathSegment extends Error {
  constructor(
    readonly value: string,
    readonly why: string,
    source?: string,
  ) {
    super(`${source ? `${source} gave` : 'the run refused'} the id ${preview(value)}, which ${why}: no request was sent with it`);
    this.name = 'UnsafePathSegment';
  }
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SEPARATOR = /[/\\]/;
const ENCODED = /%[0-9a-f]{2}/i;
/** Decodings tried: a value encoded three times over is no id, and is refused by the last form's `%`. */
const DECODINGS = 3;

/**
 * Why `value` may not be a path segment, or undefined when it may. `loose`: only what no request may ever
 * carry, whoever made the value (empty, `.` or `..` in any decoding: the collection itself or above it); a
 * check's own probes (hostile text in a parameter) may hold anything else, encoded into one segment.
 */
export function unsafeSegment(value: string, options: { loose?: boolean; maxChars?: number } = {}): string | undefined {
  const { loose = false, maxChars = DEFAULTS.maxPathSegmentChars } = options;
  if (value === '') return 'is empty (the request would address the collection itself)';
  if (!loose && value.length > maxChars) return `is ${value.length} characters long (at most ${maxChars})`;
  let form = value;
  for (let round = 0; ; round++) {
    const as = round === 0 ? '' : ' once percent-decoded';
    if (form === '.' || form === '..') return `reads as "${form}"${as} (the request would address the collection ${form === '.' ? 'itself' : 'above it'})`;
    if (!loose && SEPARATOR.test(form)) return `holds a path separator${as}`;
    if (!loose && CONTROL.test(form)) return `holds a control character${as}`;
    if (!ENCODED.test(form)) return undefined;
    if (round === DECODINGS) return loose ? undefined : 'is percent-encoded more than three times over';
    form = decodeOnce(form);
  }
}

/** `value` encoded as one path segment; throws UnsafePathSegment when it cannot be one (see unsafeSegment). */
export function pathSegment(value: string, options: { loose?: boolean; source?: string } = {}): string {
  const why = unsafeSegment(value, options);
  if (why) throw new UnsafePathSegment(value, why, options.source);
  return encodeURIComponent(value);
}

function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // Not valid UTF-8 once decoded: decode the ASCII escapes alone, which is what matters for separators and dots.
    return s.replace(/%([0-7][0-9a-f])/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
}

function preview(value: string): string {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return JSON.stringify(shown);
}
