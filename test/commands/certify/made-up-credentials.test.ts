// A credential the run made up to be refused (a wrong key, a token never issued) is shown as sent in a
// bundle's scripts and reports: verify tells it from a leaked secret by its documented beginning.
import { describe, expect, it } from 'vitest';
import { secretProblems } from '../../../commands/certify/verify.ts';
import { MADE_UP_CREDENTIAL_PREFIXES } from '../../../src/defaults.ts';

const script = (key: string, token: string) =>
  Buffer.from(`curl -H 'X-API-KEY: ${key}' http://h/a\ncurl -H 'Authorization: Bearer ${token}' http://h/b\n`);

describe('verify and made-up credentials', () => {
  it('lets a made-up wrong key and an unknown token through', () => {
    const files = new Map([['reproduce/x.sh', script(`${MADE_UP_CREDENTIAL_PREFIXES.apiKey}0a1b2c`, `${MADE_UP_CREDENTIAL_PREFIXES.token}Zm9vYmFy`)]]);
    expect(secretProblems(files, 'X-API-KEY')).toEqual([]);
  });

  it('still reports any other key or token in clear', () => {
    expect(secretProblems(new Map([['reproduce/x.sh', script('live-key-0a1b2c', `${MADE_UP_CREDENTIAL_PREFIXES.token}x`)]]), 'X-API-KEY')).toEqual([
      'reproduce/x.sh: a X-API-KEY value is not redacted (at byte 9)',
    ]);
    expect(secretProblems(new Map([['reproduce/x.sh', script(`${MADE_UP_CREDENTIAL_PREFIXES.apiKey}1`, 'eyJhbGciOi.real')]]), 'X-API-KEY')).toEqual([
      expect.stringMatching(/^reproduce\/x\.sh: an Authorization value is not redacted/),
    ]);
  });
});
