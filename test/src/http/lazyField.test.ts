// Evidence made on first read: the value is computed once, seen by JSON and spreads like a plain field,
// replaced by a write; and an exchange nobody reads costs no redaction, while one read later is redacted of
// a secret registered after it went.
import { afterEach, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lazyField } from '../../../src/http/lazyField.ts';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('lazyField', () => {
  it('computes on the first read only, and shows in JSON and spreads as a plain field', () => {
    const compute = vi.fn(() => 'made');
    const o = { a: 1 } as { a: number; b: string };
    lazyField(o, 'b', compute);
    expect(compute).not.toHaveBeenCalled();
    expect(JSON.stringify(o)).toBe('{"a":1,"b":"made"}');
    expect({ ...o }).toEqual({ a: 1, b: 'made' });
    expect(o.b).toBe('made');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(Object.getOwnPropertyDescriptor(o, 'b')).toMatchObject({ value: 'made', writable: true, enumerable: true });
  });

  it('takes a write before any read, without computing', () => {
    const compute = vi.fn(() => 'made');
    const o = {} as { b: string };
    lazyField(o, 'b', compute);
    o.b = 'written';
    expect(o.b).toBe('written');
    expect(compute).not.toHaveBeenCalled();
  });
});

describe('HttpClient evidence', () => {
  it('is redacted only when read, and then of every secret known by then', async () => {
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ echoed: req.headers['x-key'] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise<void>((r) => server.close(() => r())));
    const secrets = new Secrets();
    secrets.add('first-secret');
    const redact = vi.spyOn(secrets, 'redact');
    const client = new HttpClient({ secrets, requestTimeoutMs: 5000 });
    closers.unshift(() => client.destroy());

    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x?k=late-secret`;
    const result = await client.send({ method: 'GET', url, headers: { 'x-key': 'late-secret' } });
    expect(result.status).toBe(200);
    expect(redact).not.toHaveBeenCalled();

    secrets.add('late-secret');
    const { exchange } = result;
    expect(exchange.request.url).not.toContain('late-secret');
    expect(exchange.reproduce).not.toContain('late-secret');
    expect(exchange.response?.body).not.toContain('late-secret');
    expect(exchange.response?.body).toContain('<redacted>');
    expect(JSON.stringify(exchange)).not.toContain('late-secret');
    expect(redact).toHaveBeenCalled();
  });
});
