// Small pieces the sample clients are made of: each sample keeps every client rule but the one it breaks.
export const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const ACTIONS = '/v2/development-actions';

export function validAction(title) {
  return { status: 'Draft', title, categoryId: 1, allowTaskEditingForPartners: false, benefits: { targetBenefitsSavings: 10 } };
}

/** One token from the platform (client_secret_basic). */
export async function fetchToken() {
  const basic = Buffer.from(`${encodeURIComponent(env('CONFORMANCE_CLIENT_ID'))}:${encodeURIComponent(env('CONFORMANCE_CLIENT_SECRET'))}`).toString('base64');
  const res = await fetch(env('CONFORMANCE_TOKEN_URL'), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  return (await res.json()).access_token;
}

/** One interface B request with the token given; the answer's status, Retry-After and body. */
export async function callB(token, method, path, body) {
  const res = await fetch(env('CONFORMANCE_TARGET') + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : undefined };
}

/** One interface A request with the API key. */
export async function callA(method, path, body) {
  const res = await fetch(env('CONFORMANCE_TARGET') + path, {
    method,
    headers: { [env('CONFORMANCE_API_KEY_HEADER')]: env('CONFORMANCE_API_KEY'), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await res.arrayBuffer();
  return { status: res.status };
}

/** Milliseconds a Retry-After asks for (delta-seconds or HTTP-date). */
export function retryAfterMs(value) {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  return Math.max(0, Date.parse(value) - Date.now());
}
