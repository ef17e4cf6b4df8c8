// A well-behaved integration client of interface B (the platform), in plain Node 20 with fetch.
// It keeps the client rules of part 7: no unchanged resend after a 4xx, a 429 honoured for its
// Retry-After by every request, retries after a 5xx with exponential backoff and a bound; and it
// fetches a token once and reuses it until it expires or is refused.
//
//   npx conformance judge-client --interface b -- node examples/client-b.mjs
//
// Configuration comes from the environment that `judge-client` sets:
// CONFORMANCE_TARGET, CONFORMANCE_TOKEN_URL, CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET.

const target = required('CONFORMANCE_TARGET');
const tokenUrl = required('CONFORMANCE_TOKEN_URL');
const clientId = required('CONFORMANCE_CLIENT_ID');
const clientSecret = required('CONFORMANCE_CLIENT_SECRET');

const MAX_5XX_RETRIES = 4;
const BACKOFF_BASE_MS = 200;
const MAX_429_RETRIES = 5;

function required(name) {
  const v = process.env[name];
  if (!v) {
    console.error(`${name} is not set`);
    process.exit(2);
  }
  return v;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds a Retry-After asks for: delta-seconds or an HTTP-date. */
function retryAfterMs(value) {
  if (value === null) return 1000;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now());
}

// A 429 is about this client, not one request: every request waits until the latest one has passed.
let pausedUntil = 0;
async function waitForThrottle() {
  while (Date.now() < pausedUntil) await sleep(pausedUntil - Date.now());
}

/** Sends one request with the part 7 rules; returns the final Response (a 4xx is returned, never resent). */
async function send(url, init) {
  let serverErrors = 0;
  let throttles = 0;
  for (;;) {
    await waitForThrottle(); // a 429 holds back every request of the client
    const res = await fetch(url, typeof init === 'function' ? await init() : init);
    if (res.status === 429 && throttles < MAX_429_RETRIES) {
      throttles++;
      pausedUntil = Math.max(pausedUntil, Date.now() + retryAfterMs(res.headers.get('retry-after')));
      await res.body?.cancel();
      continue;
    }
    if (res.status >= 500 && serverErrors < MAX_5XX_RETRIES) {
      await res.body?.cancel();
      // Exponential backoff with a little jitter on top: the waits grow.
      await sleep(BACKOFF_BASE_MS * 2 ** serverErrors++ + Math.floor(Math.random() * 50));
      continue;
    }
    return res; // a 4xx is returned, never resent unchanged
  }
}

// The token is fetched once and kept until shortly before it expires, or until the platform refuses it.
let token;
async function accessToken() {
  if (token && Date.now() < token.expiresAt) return token.value;
  const res = await send(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = await res.json();
  token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 60) - 10) * 1000 };
  return token.value;
}

/** One API call; a 401 with the token we held means it expired: a fresh token is a changed request. */
async function api(method, path, body) {
  const init = async () => ({
    method,
    headers: { authorization: `Bearer ${await accessToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  let res = await send(target + path, init);
  if (res.status === 401) {
    await res.body?.cancel();
    token = undefined;
    res = await send(target + path, init);
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function expect(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const PATH = '/v2/development-actions';
const created = [];
try {
  expect(await api('GET', `${PATH}?limit=10`), 200, 'list');
  for (let i = 1; i <= 3; i++) {
    const action = expect(
      await api('POST', PATH, {
        status: 'Draft',
        title: `Reduce scrap on line ${i}`,
        categoryId: 1,
        allowTaskEditingForPartners: false,
        description: 'Example action of the well-behaved client',
        benefits: { targetBenefitsDescription: 'less scrap', targetBenefitsSavings: 1000 * i, targetBenefitsSavingsCurrency: 'EUR' },
        tags: ['example'],
      }),
      201,
      'create',
    );
    created.push(action.id);
  }
  for (const id of created) {
    expect(await api('GET', `${PATH}/${id}`), 200, 'read');
    expect(await api('PATCH', `${PATH}/${id}`, { title: `Reduce scrap (reviewed ${id})` }), 200, 'patch');
  }
  expect(await api('GET', `${PATH}?limit=2&offset=1&sortingColumn=createdTime&sortingDirection=desc`), 200, 'list a page');
  for (const id of created.splice(0)) expect(await api('DELETE', `${PATH}/${id}`), 200, 'delete');
  console.log('client-b: done');
} catch (err) {
  console.error(`client-b: ${err.message}`);
  process.exitCode = 1;
} finally {
  for (const id of created) await api('DELETE', `${PATH}/${id}`).catch(() => undefined);
}
