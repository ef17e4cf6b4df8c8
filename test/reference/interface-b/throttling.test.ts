import { describe, expect, it } from 'vitest';
import { startPlatform } from '../../../reference/interface-b/index.ts';
import { apiFor, manualClock, PATH, tokenFor } from './helpers.ts';

describe('interface B throttling', () => {
  it('answers 429 with Retry-After in seconds and the error body once the bucket is empty', async () => {
    const clock = manualClock();
    const p = await startPlatform({ now: clock.now, rateLimit: { capacity: 3, refillPerSecond: 0.5 } });
    try {
      const api = apiFor(p, await tokenFor(p));
      for (let i = 0; i < 3; i++) expect((await api('GET', PATH)).status).toBe(200);
      const t = await api('GET', PATH);
      expect(t.status).toBe(429);
      expect(t.headers.get('retry-after')).toBe('2');
      expect(t.headers.get('content-type')).toMatch(/^application\/json/);
      expect(t.json).toEqual({ message: expect.any(String), errors: [{ type: 'TOO_MANY_REQUESTS', message: expect.any(String), source: expect.any(String) }] });
      // Every operation takes from the same bucket; the token endpoint does not.
      expect((await api('POST', PATH, {})).status).toBe(429);
      expect(await tokenFor(p)).toEqual(expect.any(String));
      clock.advance(1000);
      expect((await api('GET', PATH)).status).toBe(429);
      clock.advance(1000);
      expect((await api('GET', PATH)).status).toBe(200);
      expect((await api('GET', PATH)).status).toBe(429);
    } finally {
      await p.close();
    }
  });

  it('gives Retry-After as an HTTP-date when so configured, never earlier than the wait', async () => {
    const clock = manualClock(Date.parse('2024-05-01T10:00:00.400Z'));
    const p = await startPlatform({ now: clock.now, rateLimit: { capacity: 1, refillPerSecond: 0.25 }, retryAfterFormat: 'http-date' });
    try {
      const api = apiFor(p, await tokenFor(p));
      expect((await api('GET', PATH)).status).toBe(200);
      const t = await api('GET', PATH);
      expect(t.status).toBe(429);
      const value = t.headers.get('retry-after')!;
      expect(value).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Date.parse(value)).toBe(Date.parse('2024-05-01T10:00:05.000Z'));
      expect(Date.parse(value)).toBeGreaterThanOrEqual(clock.now() + 4000);
    } finally {
      await p.close();
    }
  });

  it('keeps one bucket per client', async () => {
    const p = await startPlatform({
      rateLimit: { capacity: 2, refillPerSecond: 0.001 },
      clients: [
        { clientId: 'a', clientSecret: 'a', userId: 1 },
        { clientId: 'b', clientSecret: 'b', userId: 2 },
      ],
    });
    try {
      const a = apiFor(p, await tokenFor(p, p.clients[0]));
      const b = apiFor(p, await tokenFor(p, p.clients[1]));
      expect((await a('GET', PATH)).status).toBe(200);
      expect((await a('GET', PATH)).status).toBe(200);
      const throttled = await a('GET', PATH);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(Number(throttled.headers.get('retry-after')))).toBe(true);
      expect((await b('GET', PATH)).status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('throttles only authenticated requests and can be turned off', async () => {
    const p = await startPlatform({ rateLimit: false });
    try {
      const api = apiFor(p, await tokenFor(p));
      for (let i = 0; i < 50; i++) expect((await api('GET', PATH)).status).toBe(200);
    } finally {
      await p.close();
    }
    const q = await startPlatform({ rateLimit: { capacity: 1, refillPerSecond: 0.001 } });
    try {
      const anonymous = apiFor(q, undefined);
      for (let i = 0; i < 3; i++) expect((await anonymous('GET', PATH)).status).toBe(401);
      expect((await apiFor(q, await tokenFor(q))('GET', PATH)).status).toBe(200);
    } finally {
      await q.close();
    }
  });
});
