// A secret given as a flag is said once: npm keeps the command line of a failed npx call in its debug log.
import { describe, expect, it } from 'vitest';
import { secretFlagsIn, secretFlagsWarning } from '../../../commands/cli/secretFlags.ts';

describe('secret flags', () => {
  it('are found in either form, once each, up to the -- that starts another program', () => {
    expect(secretFlagsIn(['run', '--api-key', 'k', '--client-secret=s', '--api-key', 'k2'])).toEqual(['api-key', 'client-secret']);
    expect(secretFlagsIn(['run', '--bearer-token=t'])).toEqual(['bearer-token']);
    expect(secretFlagsIn(['judge-client', '--interface', 'b', '--', 'node', 'client.js', '--client-secret', 's'])).toEqual([]);
  });

  it('are not confused with the flags that name no secret', () => {
    expect(secretFlagsIn(['run', '--api-key-header', 'X-Key', '--client-id', 'c', '--client-key', 'key.pem', '--token-url', 'http://h/t'])).toEqual([]);
    expect(secretFlagsWarning(['run', '--client-id', 'c'])).toBeUndefined();
  });

  it('are named with the variables that carry them instead, never with their values', () => {
    const warning = secretFlagsWarning(['run', '--api-key', 'sekrit-1', '--client-secret', 'sekrit-2']);
    expect(warning).toBe(
      'conformance: warning: --api-key, --client-secret on the command line: npm writes the command line of an npx call that fails into its debug log, secret included; set CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_SECRET in the environment or put it in the profile instead',
    );
    expect(warning).not.toContain('sekrit');
  });
});
