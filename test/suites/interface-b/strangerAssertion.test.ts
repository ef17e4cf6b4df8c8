// The assertion B.token-rejects-wrong-secret sends under private_key_jwt: for every algorithm a run may sign
// with, well formed in every claim the reference verifier checks (it is taken when the signature is not
// checked), and refused for its signature alone when it is.
import type { KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { strangerAssertion, strangerAssertionCommand } from '../../../suites/interface-b/strangerAssertion.ts';
import { SeenAssertions, verifyClientAssertion } from '../../../reference/interface-b/client-assertion.ts';
import { ASSERTION_ALGORITHMS, keyPairFor, type AssertionAlgorithm } from '../../../src/auth/clientKey.ts';

/** The public key of a registered client for each algorithm: never the one the assertion is signed with. */
const registered = (alg: AssertionAlgorithm): KeyObject => keyPairFor(alg).publicKey;

describe('strangerAssertion', () => {
  it.each(ASSERTION_ALGORITHMS)('%s: every claim holds, the signature does not', (alg) => {
    const aud = 'https://as.example/oauth2/token';
    const key = registered(alg);
    const nowMs = Date.parse('2026-11-26T06:00:00Z');
    const assertion = strangerAssertion('tool', { alg, aud, kid: 'key-1', x5t: { x5t: 'abc', 'x5t#S256': 'def' } }, nowMs);
    const header = JSON.parse(Buffer.from(assertion.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
    expect(header).toMatchObject({ alg, kid: 'key-1', x5t: 'abc', 'x5t#S256': 'def' });
    const expectations = { clientId: 'tool', key, audiences: [aud], nowMs, seen: new SeenAssertions() };
    expect(verifyClientAssertion(assertion, expectations)).toEqual({ ok: false, reason: "client assertion signature does not verify with the client's registered key" });
    expect(verifyClientAssertion(assertion, { ...expectations, signature: false })).toMatchObject({ ok: true });
  });

  it.each(ASSERTION_ALGORITHMS)('%s: the reproduction\'s node program makes the same, each time a new one', (alg) => {
    const aud = 'https://as.example/oauth2/token';
    const key = registered(alg);
    const [command, ...args] = strangerAssertionCommand('tool', { alg, aud, kid: 'key-1' });
    const made = () => execFileSync(command === 'node' ? process.execPath : command, args, { encoding: 'utf8' });
    const [first, second] = [made(), made()];
    expect(second).not.toBe(first);
    const header = JSON.parse(Buffer.from(first.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
    expect(header).toEqual({ alg, typ: 'JWT', kid: 'key-1' });
    const expectations = { clientId: 'tool', key, audiences: [aud], nowMs: Date.now(), seen: new SeenAssertions() };
    expect(verifyClientAssertion(first, expectations)).toMatchObject({ ok: false, reason: expect.stringMatching(/signature does not verify/) });
    expect(verifyClientAssertion(first, { ...expectations, signature: false })).toMatchObject({ ok: true });
    expect(verifyClientAssertion(second, { ...expectations, signature: false })).toMatchObject({ ok: true });
  });
});
