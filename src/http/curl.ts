// A curl line that sends the same request again. Credentials become environment variable references
// (the value never appears), so the line can be pasted into a ticket.

const MAX_BODY_IN_CURL = 64 * 1024;

/** Whether a curl line carries a body of this many bytes itself (a larger one is read from body.json). */
export function curlInlinesBody(bytes: number): boolean {
  return bytes <= MAX_BODY_IN_CURL;
}

export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A shell word: quoted only when it needs to be, so that a printed command line stays readable. */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(s) ? s : shellQuote(s);
}

export interface CurlInput {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Bytes are decoded only when the line carries them. */
  body?: string | Buffer;
  bodyBytes?: number;
  /** Header name (lower case) → shell expression that yields its value, e.g. `Bearer $CONFORMANCE_TOKEN`. */
  envHeaders?: Record<string, string>;
}

export function toCurl(input: CurlInput): string {
  const parts = ['curl', '-sS', '-i', '-X', input.method, shellQuote(input.url)];
  const env = input.envHeaders ?? {};
  for (const [name, value] of Object.entries(input.headers)) {
    const fromEnv = env[name.toLowerCase()];
    // Double quotes so that the shell expands the variable reference.
    parts.push('-H', fromEnv !== undefined ? `"${name}: ${fromEnv}"` : shellQuote(`${name}: ${value}`));
  }
  if (input.body !== undefined) {
    if (!curlInlinesBody(input.bodyBytes ?? input.body.length)) {
      // curl would ask `Expect: 100-continue` for a large body; the run did not, so neither does the line.
      parts.push('-H', "'Expect:'", '--data-binary', '@body.json', `# body of ${input.bodyBytes} bytes not inlined: see the report`);
    } else {
      parts.push('--data-binary', shellQuote(typeof input.body === 'string' ? input.body : input.body.toString('utf8')));
    }
  }
  return parts.join(' ');
}

/** The URL of a curl line made by `toCurl`, and where its shell word ends; undefined for another line. */
export function curlUrl(line: string, method: string): { url: string; start: number; end: number } | undefined {
  const head = `curl -sS -i -X ${method} `;
  if (!line.startsWith(head)) return undefined;
  let i = head.length;
  let url = '';
  // A word of single-quoted runs joined by \' (how shellQuote writes a quote).
  while (line[i] === "'") {
    const close = line.indexOf("'", i + 1);
    if (close < 0) return undefined;
    url += line.slice(i + 1, close);
    i = close + 1;
    if (line.startsWith("\\''", i)) {
      url += "'";
      i += 2;
    }
  }
  return url === '' && line[head.length] !== "'" ? undefined : { url, start: head.length, end: i };
}
