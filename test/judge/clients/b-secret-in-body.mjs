// Authenticates with client_secret_post (the secret in the body) and fetches two tokens, so that the
// token requests end up in the evidence; writes the secret to the file named by its argument, for the
// test to look for it in everything the judgement wrote.
import { writeFileSync } from 'node:fs';
import { ACTIONS, callB, env } from './lib.mjs';

writeFileSync(process.argv[2], env('CONFORMANCE_CLIENT_SECRET'));
for (const offset of [0, 10]) {
  const res = await fetch(env('CONFORMANCE_TOKEN_URL'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: env('CONFORMANCE_CLIENT_ID'), client_secret: env('CONFORMANCE_CLIENT_SECRET') }).toString(),
  });
  const { access_token: token } = await res.json();
  await callB(token, 'GET', `${ACTIONS}?limit=10&offset=${offset}&token=${token}`);
}
