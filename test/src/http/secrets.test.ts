// Redaction of secrets hidden in Base64: the tool finds a hiding run by the Base64 text every such run must
// hold (base64Cores) instead of decoding each run. Checked here against the plain definition (decode the
// run, look for the secret's bytes) over generated secrets, surroundings, offsets and alphabets.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, Secrets, base64Cores } from '../../../src/http/secrets.ts';

/** The definition: the run decodes (either alphabet) to text holding the secret's UTF-8 or Latin-1 bytes. */
function decodesToSecret(run: string, secret: string): boolean {
  const decoded = Buffer.from(run.replace(/=+$/, ''), /[-_]/.test(run) ? 'base64url' : 'base64');
  const forms = [Buffer.from(secret), ...(/^[\u0000-\u00ff]*$/.test(secret) ? [Buffer.from(secret, 'latin1')] : [])];
  return forms.some((f) => decoded.includes(f));
}

const secretArb = fc.string({ minLength: 4, maxLength: 40, unit: fc.oneof(fc.constantFrom(...'abcXYZ019+/=-_.~!: '), fc.constantFrom('é', 'ß', '€', '日', '😀')) });
const around = fc.uint8Array({ maxLength: 40 }).map((a) => Buffer.from(a));

describe('Secrets.redact and Base64', () => {
  it('redacts every Base64 run whose decoding holds a secret, at any offset, in either alphabet', () => {
    fc.assert(
      fc.property(secretArb, around, around, fc.boolean(), (secret, before, after, url) => {
        const secrets = new Secrets();
        secrets.add(secret);
        const run = Buffer.concat([before, Buffer.from(secret), after]).toString(url ? 'base64url' : 'base64');
        // Only a run as the pattern of runs sees it: eight letters or more.
        fc.pre(run.length >= 8 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(run));
        expect(decodesToSecret(run, secret)).toBe(true);
        const out = secrets.redact(`x ${run} y`);
        // Redacted whole, or its plain Base64 form first, leaving edges that hide nothing.
        expect(out).toContain(REDACTED);
        for (const rest of out.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) expect(decodesToSecret(rest, secret)).toBe(false);
      }),
      { seed: 20261126, numRuns: 500 },
    );
  });

  it('leaves a Base64 run that hides no secret as it was, nearly always', () => {
    // A run can hold a secret's Base64 text at an offset that does not decode to it (over-redaction, never
    // a leak): with secrets of 12 characters and more the chance is far below one in 500.
    fc.assert(
      fc.property(secretArb.filter((s) => s.length >= 12), around, (secret, bytes) => {
        const secrets = new Secrets();
        secrets.add(secret);
        const run = bytes.toString('base64');
        fc.pre(run.length >= 8 && !decodesToSecret(run, secret));
        expect(secrets.redact(run)).toBe(run);
      }),
      { seed: 20261126, numRuns: 500 },
    );
  });

  it('finds the core for each of the three offsets a secret can start at', () => {
    const secret = Buffer.from('hunter22');
    const cores = base64Cores(secret);
    for (let k = 0; k < 3; k++) {
      const run = Buffer.concat([Buffer.alloc(k, 0x41), secret, Buffer.from('!!!')]).toString('base64');
      expect(cores.some((c) => run.includes(c))).toBe(true);
    }
    // Without the secret, no core is there.
    expect(cores.some((c) => Buffer.from('hunter2 and more text').toString('base64').includes(c))).toBe(false);
  });

  it('redacts a secret registered after an earlier redaction (the pattern is rebuilt)', () => {
    const secrets = new Secrets();
    secrets.add('first-secret');
    const hidden = Buffer.from('Bearer second-secret').toString('base64');
    expect(secrets.redact(hidden)).toBe(hidden);
    secrets.add('second-secret');
    expect(secrets.redact(hidden)).toBe(REDACTED);
  });

  it('redacts the whole stretch overlapping secrets cover, not just the first of them', () => {
    const secrets = new Secrets();
    secrets.add('abcd1');
    secrets.add('d1xyz');
    expect(secrets.redact('[abcd1xyz]')).toBe(`[${REDACTED}]`);
  });

  it('redacts every secret however registrations and redactions interleave (patterns built in between or not)', () => {
    const token = fc.string({ unit: fc.constantFrom(...'abcdefgh0123'), minLength: 6, maxLength: 14 });
    fc.assert(
      fc.property(fc.array(fc.tuple(token, fc.boolean()), { minLength: 1, maxLength: 40 }), (steps) => {
        const secrets = new Secrets();
        for (const [secret, redactNow] of steps) {
          secrets.add(secret);
          if (redactNow) secrets.redact(`warm ${secret}`);
        }
        const text = steps.map(([secret], i) => (i % 2 ? Buffer.from(`Bearer ${secret}`).toString('base64') : `<${secret}>`)).join(' ');
        const out = secrets.redact(text);
        for (const [secret] of steps) {
          expect(out).not.toContain(secret);
          for (const run of out.match(/[A-Za-z0-9+/_-]{8,}={0,2}/g) ?? []) expect(decodesToSecret(run, secret)).toBe(false);
        }
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
