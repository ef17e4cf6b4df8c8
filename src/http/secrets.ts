// Every secret the run knows (API key, client secret, access tokens) is registered here, and every
// string that leaves the process as a report, a log line or a curl line passes through `redact`.
// Servers may echo a secret back in a body or a header: evidence is redacted on the way in, too.

const REDACTED = '<redacted>';

/** Header names whose values are credentials whatever they contain. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export class Secrets {
  private readonly values = new Set<string>();
  private readonly headerNames = new Set(CREDENTIAL_HEADERS);
  private pattern: RegExp | null = null;

  /** Registers a secret and the encodings in which it could travel (URL-encoded, Base64 of basic auth). */
  add(secret: string | undefined): void {
    if (!secret || secret.length < 4) return;
    const variants = [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')];
    let changed = false;
    for (const v of variants) {
      if (!this.values.has(v)) {
        this.values.add(v);
        changed = true;
      }
    }
    if (changed) this.pattern = null;
  }

  /** A Basic credential `id:secret` is registered as a whole too, since its Base64 hides the secret. */
  addBasic(id: string, secret: string): void {
    this.add(secret);
    this.add(Buffer.from(`${id}:${secret}`).toString('base64'));
  }

  addHeaderName(name: string): void {
    this.headerNames.add(name.toLowerCase());
  }

  isCredentialHeader(name: string): boolean {
    return this.headerNames.has(name.toLowerCase());
  }

  redact(text: string): string {
    if (this.values.size === 0 || !text) return text;
    if (!this.pattern) {
      const sorted = [...this.values].sort((a, b) => b.length - a.length);
      this.pattern = new RegExp(sorted.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    }
    return text.replace(this.pattern, REDACTED);
  }

  redactHeaders(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(headers)) {
      out[k] = this.isCredentialHeader(k) ? REDACTED : this.redact(v);
    }
    return out;
  }
}
