// Plain-fetch helpers for the tests of the reference platform.
import { startPlatform, type PlatformOptions, type StartedPlatform } from '../../../reference/interface-b/index.ts';
import type { ClientCredentials } from '../../../reference/interface-b/index.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function basic(id: string, secret: string): string {
  return 'Basic ' + Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64');
}

export async function tokenFor(p: StartedPlatform, client: ClientCredentials = p.clients[0]): Promise<string> {
  const a = await send(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(client.clientId, client.clientSecret) },
    body: 'grant_type=client_credentials',
  });
  if (a.status !== 200) throw new Error(`token request failed: ${a.status} ${a.text}`);
  return a.json.access_token as string;
}

export type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/** Calls the API with a token; an object body is sent as JSON, a string body as it is. */
export function apiFor(p: StartedPlatform, token: string | undefined): Api {
  return (method, path, body, headers = {}) => {
    const h: Record<string, string> = { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) };
    const init: RequestInit = { method, headers: h };
    if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    Object.assign(h, headers);
    return send(p.url + path, init);
  };
}

export interface Session {
  p: StartedPlatform;
  token: string;
  api: Api;
}

/** Starts a platform, fetches a token for its first client, runs `fn` and always closes the platform. */
export async function withSession(options: PlatformOptions, fn: (s: Session) => Promise<void>): Promise<void> {
  const p = await startPlatform(options);
  try {
    const token = await tokenFor(p);
    await fn({ p, token, api: apiFor(p, token) });
  } finally {
    await p.close();
  }
}

export const PATH = '/v2/development-actions';

/** A minimal valid creation body: the five required fields. */
export function validBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'Draft',
    title: 'Reduce scrap on line 3',
    categoryId: 1,
    allowTaskEditingForPartners: false,
    benefits: { targetBenefitsSavings: 1000, targetBenefitsSavingsCurrency: 'EUR' },
    ...extra,
  };
}

/** A controllable clock for the `now` option. */
export function manualClock(start = Date.parse('2024-05-01T10:00:00.000Z')): { now: () => number; advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
