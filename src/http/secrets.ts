// Every secret the run knows (API key, client secret, access tokens) is registered here, and every
// string that leaves the process as a report, a log line or a curl line passes through `redact`.
// Servers may echo a secret back in a body or a header, encoded in any of the ways it travelled: evidence
// is redacted on the way in, in each of those forms, and inside any Base64 run that decodes to one.

export const REDACTED = '<redacted>';

/** Header names whose values are credentials whatever they contain. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Shorter values are not treated as secrets: redacting every `ab` would mangle reports. */
export const MIN_SECRET_LENGTH = 4;

/** A run of the Base64 or base64url alphabet long enough to hide a secret. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{8,}={0,2}/g;

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

export class Secrets {
  /** Each secret with the decoded forms a Base64 run may hide (computed once, searched on every redaction). */
  private readonly raw = new Map<string, string[]>();
  private readonly values = new Set<string>();
  private readonly headerNames = new Set(CREDENTIAL_HEADERS);
  private pattern: RegExp | null = null;
  private maxLength = 0;

  /** Registers a secret and the encodings in which it could travel. */
  add(secret: string | undefined): void {
    if (!secret || secret.length < MIN_SECRET_LENGTH) return;
    if (!this.raw.has(secret)) this.raw.set(secret, [...new Set([secret, Buffer.from(secret).toString('latin1'), formUrlEncodeStrict(secret)])]);
    let changed = false;
    for (const v of encodedForms(secret)) {
      if (v.length >= MIN_SECRET_LENGTH && !this.values.has(v)) {
        this.values.add(v);
        this.maxLength = Math.max(this.maxLength, v.length);
        changed = true;
      }
    }
    if (changed) this.pattern = null;
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

  redact(text: string): string {
    if (this.values.size === 0 || !text) return text;
    if (!this.pattern) {
      const sorted = [...this.values].sort((a, b) => b.length - a.length);
      this.pattern = new RegExp(sorted.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    }
    const plain = text.replace(this.pattern, REDACTED);
    // A secret inside a larger Base64 run (e.g. `Bearer <token>` encoded whole) survives the literal pass.
    return plain.replace(BASE64_RUN, (run) => (this.hidesSecret(run) ? REDACTED : run));
  }

  private hidesSecret(run: string): boolean {
    const decoded = Buffer.from(run.replace(/=+$/, ''), /[-_]/.test(run) ? 'base64url' : 'base64').toString('latin1');
    if (decoded.length < MIN_SECRET_LENGTH) return false;
    for (const forms of this.raw.values()) {
      if (forms.some((f) => decoded.includes(f))) return true;
    }
    return false;
  }

  redactHeaders(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      out[k] = this.isCredentialHeader(k) ? REDACTED : this.redact(v);
    }
    return out;
  }
}
