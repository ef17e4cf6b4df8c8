// Every secret the run knows (API key, client secret, access tokens) is registered here, and every
// string that leaves the process as a report, a log line or a curl line passes through `redact`.
// Servers may echo a secret back in a body or a header, encoded in any of the ways it travelled: evidence
// is redacted on the way in, in each of those forms, and inside any Base64 run that decodes to one.
import { literalsPattern } from './literals.ts';

export const REDACTED = '<redacted>';

/** Header names whose values are credentials whatever they contain. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Shorter values are not treated as secrets: redacting every `ab` would mangle reports. */
export const MIN_SECRET_LENGTH = 4;

/** A run of the Base64 or base64url alphabet long enough to hide a secret. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{8,}={0,2}/g;
/** `text` with each stretch that spans cover replaced by one REDACTED (overlapping and touching spans merged). */
function cut(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((x, y) => x[0] - y[0]);
  let out = '';
  let at = 0;
  let [from, to] = spans[0];
  for (const [a, b] of spans.slice(1)) {
    if (a <= to) to = Math.max(to, b);
    else {
      out += text.slice(at, from) + REDACTED;
      at = to;
      [from, to] = [a, b];
    }
  }
  return out + text.slice(at, from) + REDACTED + text.slice(to);
}

/** The letters of base64url that standard Base64 writes `+` and `/`. */
const URL_SAFE = /[-_]/;

/** base64url's `-` and `_` as standard Base64's `+` and `/` (base64Cores are written in the standard alphabet). */
function standardAlphabet(text: string): string {
  return URL_SAFE.test(text) ? text.replace(/-/g, '+').replace(/_/g, '/') : text;
}

/** application/x-www-form-urlencoded as RFC 6749 2.3.1 applies it to Basic credentials (and oauth4webapi does). */
function formUrlEncodeStrict(s: string): string {
  return encodeURIComponent(s).replace(/[-_.!~*'()]|%20/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}

/** The forms in which a value can travel: as is, URL- and form-encoded, Base64 and base64url. */
export function encodedForms(secret: string): string[] {
  const forms = new Set<string>([secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), formUrlEncodeStrict(secret)]);
  for (const f of [...forms]) forms.add(f.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  const b64 = Buffer.from(secret).toString('base64');
  forms.add(b64);
  forms.add(b64.replace(/=+$/, ''));
  forms.add(Buffer.from(secret).toString('base64url'));
  return [...forms];
}

/**
 * What Base64 text must hold wherever `bytes` sit inside what it encodes: for each of the three offsets the
 * bytes can start at within a 3-byte group, the characters whose six bits all come from them (standard
 * alphabet). A Base64 run (its `-` and `_` read as `+` and `/`) decodes to text holding the bytes only if
 * it holds one of these.
 */
export function base64Cores(bytes: Buffer): string[] {
  const cores = new Set<string>();
  for (let k = 0; k < 3; k++) {
    const shifted = Buffer.concat([Buffer.alloc(k), bytes]);
    // Characters 6i..6i+6 bits wholly inside the bytes' bits 8k..8(k+n).
    const from = Math.ceil((8 * k) / 6);
    const to = Math.floor((8 * (k + bytes.length)) / 6);
    if (to <= from) continue;
    cores.add(shifted.toString('base64').slice(from, to));
  }
  return [...cores];
}

/**
 * Secrets registered since the patterns were last built are looked for one by one, until there are this
 * many of their forms: a run registers a secret per near-miss credential it sends, and building the
 * patterns again for each (a trie of every form, compiled anew) cost more than the requests themselves.
 */
const PENDING_FORMS = 64;

export class Secrets {
  /** Each secret with the byte strings a Base64 run may hide (its UTF-8, its Latin-1, its form encoding). */
  private readonly raw = new Map<string, Buffer[]>();
  private readonly values = new Set<string>();
  private readonly headerNames = new Set(CREDENTIAL_HEADERS);
  /**
   * Every form of the secrets registered when it was built, as one pattern, and the Base64 text of their
   * bytes at any offset (base64Cores): found in a Base64 run, the run may hide one.
   */
  private built: { literal: RegExp; hidden: RegExp } | null = null;
  /** Registered after `built`: their forms, and the Base64 text of their bytes. */
  private pending: string[] = [];
  private pendingCores: string[] = [];
  private maxLength = 0;

  /** Registers a secret and the encodings in which it could travel. */
  add(secret: string | undefined): void {
    if (!secret || secret.length < MIN_SECRET_LENGTH) return;
    if (!this.raw.has(secret)) {
      // Latin-1 only holds the secret when every character fits in a byte.
      const latin1 = /^[\u0000-\u00ff]*$/.test(secret) ? [Buffer.from(secret, 'latin1')] : [];
      const bytes = [Buffer.from(secret), ...latin1, Buffer.from(formUrlEncodeStrict(secret))];
      this.raw.set(secret, bytes);
      if (this.built) for (const b of bytes) this.pendingCores.push(...base64Cores(b));
    }
    for (const v of encodedForms(secret)) {
      if (v.length >= MIN_SECRET_LENGTH && !this.values.has(v)) {
        this.values.add(v);
        this.maxLength = Math.max(this.maxLength, v.length);
        if (this.built) this.pending.push(v);
      }
    }
  }

  /** A Basic credential `id:secret` is registered as a whole too (both as sent raw and form-encoded), since its Base64 hides the secret. */
  addBasic(id: string, secret: string): void {
    this.add(secret);
    this.add(Buffer.from(`${id}:${secret}`).toString('base64'));
    this.add(Buffer.from(`${formUrlEncodeStrict(id)}:${formUrlEncodeStrict(secret)}`).toString('base64'));
  }

  addHeaderName(name: string): void {
    this.headerNames.add(name.toLowerCase());
  }

  isCredentialHeader(name: string): boolean {
    return this.headerNames.has(name.toLowerCase());
  }

  /** Length of the longest registered form: a text cut anywhere must keep this much beyond the cut to be redacted safely. */
  get longest(): number {
    return this.maxLength;
  }

  /**
   * The text with every form of every secret replaced by REDACTED (where forms overlap, the whole stretch
   * they cover), then every Base64 run that may hide one.
   */
  redact(text: string): string {
    if (this.values.size === 0 || !text) return text;
    if (!this.built || this.pending.length > PENDING_FORMS) this.build();
    const { literal, hidden } = this.built!;
    const plain = cut(text, this.spans(text, literal));
    // A secret inside a larger Base64 run (e.g. `Bearer <token>` encoded whole) survives the literal pass.
    // Which runs hide one is told by the Base64 text every hiding run must hold (base64Cores), so no run is
    // decoded, and a text that holds none of it anywhere (nearly every body) is not split into runs at
    // all: decoding each run of eight letters or more, most words of a JSON body, cost more than the rest
    // of recording an exchange.
    const mayHide = (t: string) => {
      const std = standardAlphabet(t);
      return hidden.test(std) || this.pendingCores.some((c) => std.includes(c));
    };
    if (!mayHide(plain)) return plain;
    return plain.replace(BASE64_RUN, (run) => (mayHide(run) ? REDACTED : run));
  }

  private build(): void {
    const cores = new Set<string>();
    for (const forms of this.raw.values()) for (const f of forms) for (const c of base64Cores(f)) cores.add(c);
    this.built = { literal: literalsPattern(this.values, 'g'), hidden: literalsPattern(cores) };
    this.pending = [];
    this.pendingCores = [];
  }

  /** Where the forms occur in `text`: the built pattern's matches and every occurrence of a pending form. */
  private spans(text: string, literal: RegExp): [number, number][] {
    const spans: [number, number][] = [];
    literal.lastIndex = 0;
    // From the character after each match's start, so that a form overlapping it is found too.
    for (let m = literal.exec(text); m; m = literal.exec(text)) {
      spans.push([m.index, m.index + m[0].length]);
      literal.lastIndex = m.index + 1;
    }
    for (const f of this.pending) for (let i = text.indexOf(f); i >= 0; i = text.indexOf(f, i + 1)) spans.push([i, i + f.length]);
    return spans;
  }

  redactHeaders(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      out[k] = this.isCredentialHeader(k) ? REDACTED : this.redact(v);
    }
    return out;
  }
}
