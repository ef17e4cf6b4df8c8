import { describe, expect, it } from 'vitest';
import { startPlatform } from '../../../reference/interface-b/index.ts';
import { apiFor, basic, manualClock, PATH, send, tokenFor } from './helpers.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const client = { clientId: 'tool', clientSecret: 's3cr:t %+/é', userId: 1 };

describe('interface B token endpoint', () => {
  it('issues a bearer token to a client authenticated with client_secret_basic', async () => {
    const p = await startPlatform({ clients: [client] });
    try {
      const a = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, authorization: basic(client.clientId, client.clientSecret) }, body: 'grant_type=client_credentials' });
      expect(a.status).toBe(200);
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(a.json.token_type).toBe('Bearer');
      expect(a.json.expires_in).toBe(3600);
      expect(typeof a.json.access_token).toBe('string');
      expect(a.json.access_token.length).toBeGreaterThan(20);
      const list = await apiFor(p, a.json.access_token)('GET', PATH);
      expect(list.status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('issues a token to a client authenticated with client_secret_post and echoes the scope', async () => {
    const p = await startPlatform({ clients: [client], tokenLifetimeSeconds: 120 });
    try {
      const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'actions' });
      const a = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: body.toString() });
      expect(a.status).toBe(200);
      expect(a.json).toMatchObject({ token_type: 'Bearer', expires_in: 120, scope: 'actions' });
      expect((await apiFor(p, a.json.access_token)('GET', PATH)).status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('answers 401 invalid_client to a wrong secret, an unknown client and missing credentials', async () => {
    const p = await startPlatform({ clients: [client] });
    try {
      const wrongBasic = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, authorization: basic(client.clientId, 'nope') }, body: 'grant_type=client_credentials' });
      expect(wrongBasic.status).toBe(401);
      expect(wrongBasic.json.error).toBe('invalid_client');
      expect(wrongBasic.headers.get('www-authenticate')).toMatch(/^Basic/);
      const unknown = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: 'grant_type=client_credentials&client_id=other&client_secret=x' });
      expect(unknown.status).toBe(401);
      expect(unknown.json.error).toBe('invalid_client');
      const none = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: 'grant_type=client_credentials' });
      expect(none.status).toBe(401);
      expect(none.json.error).toBe('invalid_client');
    } finally {
      await p.close();
    }
  });

  it('answers 400 to an unsupported or missing grant, a non-form body and two authentication methods', async () => {
    const p = await startPlatform({ clients: [client] });
    try {
      const auth = { authorization: basic(client.clientId, client.clientSecret) };
      const password = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...auth }, body: 'grant_type=password&username=a&password=b' });
      expect(password.status).toBe(400);
      expect(password.json.error).toBe('unsupported_grant_type');
      const missing = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...auth }, body: '' });
      expect(missing.status).toBe(400);
      expect(missing.json.error).toBe('invalid_request');
      const json = await send(p.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: '{"grant_type":"client_credentials"}' });
      expect(json.status).toBe(400);
      expect(json.json.error).toBe('invalid_request');
      const both = await send(p.tokenUrl, {
        method: 'POST',
        headers: { ...FORM, ...auth },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: client.clientSecret }).toString(),
      });
      expect(both.status).toBe(400);
      expect(both.json.error).toBe('invalid_request');
      const get = await send(p.tokenUrl);
      expect(get.status).toBe(405);
    } finally {
      await p.close();
    }
  });

  it('serves the token endpoint at a configured path and makes up a client when none is given', async () => {
    const p = await startPlatform({ tokenPath: '/auth/realms/x/token' });
    try {
      expect(p.tokenUrl).toBe(`${p.url}/auth/realms/x/token`);
      expect(p.clients).toHaveLength(1);
      expect(p.clients[0].clientSecret.length).toBeGreaterThan(10);
      const token = await tokenFor(p);
      expect((await apiFor(p, token)('GET', PATH)).status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('takes the default client id and secret from the options', async () => {
    const p = await startPlatform({ clientId: 'given-id', clientSecret: 'given-secret' });
    try {
      expect(p.clients[0]).toMatchObject({ clientId: 'given-id', clientSecret: 'given-secret', userId: 1n });
      const a = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: 'grant_type=client_credentials&client_id=given-id&client_secret=given-secret' });
      expect(a.status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('refuses a token once it has expired', async () => {
    const clock = manualClock();
    const p = await startPlatform({ clients: [client], tokenLifetimeSeconds: 60, now: clock.now });
    try {
      const api = apiFor(p, await tokenFor(p));
      clock.advance(59_000);
      expect((await api('GET', PATH)).status).toBe(200);
      clock.advance(1_000);
      const expired = await api('GET', PATH);
      expect(expired.status).toBe(401);
      expect(expired.json.errors[0].type).toBe('UNAUTHORIZED');
    } finally {
      await p.close();
    }
  });
});
