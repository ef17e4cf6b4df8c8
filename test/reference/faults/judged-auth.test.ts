// The judged server's token endpoint with what `run` itself sends: the tool's own OAuth client, given what
// judge-client hands a client (CONFORMANCE_CLIENT_KEY, CONFORMANCE_TOKEN_URL, CONFORMANCE_CLIENT_ID), gets
// a token by private_key_jwt, so that a client built like `run` and the judge agree on the assertion.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OAuthClientCredentials } from '../../../src/auth/oauth.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { startJudgedServer } from '../../../reference/faults/judged.ts';

const faults = { random: false, forced: [], tokenExpiry: [], seed: 1, throttling: false };

describe('judged server, private_key_jwt', () => {
  it("gives the tool's own OAuth client a token for the handed-out key, and refuses it one for another client id", async () => {
    const server = await startJudgedServer({ iface: 'b', faults, auth: { method: 'private_key_jwt' } });
    try {
      const env = server.env;
      expect(env.CONFORMANCE_CLIENT_SECRET).toBeUndefined();
      const settings = { tokenUrl: env.CONFORMANCE_TOKEN_URL, clientId: env.CONFORMANCE_CLIENT_ID, authMethod: 'private_key_jwt' as const, privateKey: { text: env.CONFORMANCE_CLIENT_KEY, source: 'CONFORMANCE_CLIENT_KEY' }, keyId: env.CONFORMANCE_CLIENT_KEY_ID, requestTimeoutMs: 5000 };
      const token = await new OAuthClientCredentials(settings, new Secrets()).accessToken();
      expect(token.length).toBeGreaterThan(20);
      expect(server.front.traffic.map((r) => `${r.kind} ${r.status} ${r.issued?.label}`)).toEqual(['token 200 token #1']);
      await expect(new OAuthClientCredentials({ ...settings, clientId: 'someone-else' }, new Secrets()).accessToken()).rejects.toThrow();
      expect(server.front.traffic[1].refusal).toBe('invalid_client: unknown client, or one not registered for private_key_jwt');
    } finally {
      await server.close();
    }
  });

  it('removes the files it handed out when it closes', async () => {
    const server = await startJudgedServer({ iface: 'b', faults, auth: { method: 'tls_client_auth' } });
    const folder = dirname(server.env.CONFORMANCE_CA);
    expect(server.url).toMatch(/^https:/);
    expect(['CONFORMANCE_CA', 'CONFORMANCE_CERT', 'CONFORMANCE_KEY'].every((k) => existsSync(server.env[k]))).toBe(true);
    await server.close();
    expect(existsSync(folder)).toBe(false);
  });
});
