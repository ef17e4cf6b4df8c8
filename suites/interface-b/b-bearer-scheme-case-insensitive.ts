// Part 5: "Interface B: OAuth 2.0." A bearer token travels as `Authorization: Bearer <token>` (RFC 6750
// 2.1), and the name of an authentication scheme is case-insensitive (RFC 9110 11.1): the run's own valid
// token sent under the scheme written `bearer`, and `BEARER`, authenticates a read (B1, one record) as it does
// under `Bearer` (a platform that knows the two spellings Bearer and bearer refuses the third).
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Spellings of the scheme other than Bearer. */
const SCHEMES = ['bearer', 'BEARER'] as const;

export const bearerSchemeCaseInsensitive: CheckDefinition = {
  id: 'B.bearer-scheme-case-insensitive',
  title: 'the run\'s valid token is taken under the scheme written in lower or upper case (Authorization: bearer <token>, BEARER <token>)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-bearer-scheme-case-insensitive'],
  async run(t) {
    const { auth } = t.api.target;
    const current = async (): Promise<string | undefined> => {
      const own = await auth.headers(t.signal);
      const value = Object.entries(own).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
      return value === undefined ? undefined : /^Bearer +(\S+)$/i.exec(value)?.[1];
    };
    const send = (scheme: string, token: string) =>
      t.api.call('listActions', {
        params: { limit: 1 },
        auth: { header: 'Authorization', value: `${scheme} ${token}`, secret: { env: `${scheme} $CONFORMANCE_BEARER_TOKEN`, text: token } },
      });
    const refused = (status: number) => status === 401 || status === 403;
    if ((await current()) === undefined) return t.skip('the run\'s credentials are no bearer token in the Authorization header');
    for (const scheme of SCHEMES) {
      for (let attempt = 0; ; attempt++) {
        const token = (await current())!;
        const res = await send(scheme, token);
        if (!refused(res.status)) break;
        // The same token under "Bearer", right after: taken there, it was the spelling that was refused.
        // Refused there too, the token lapsed meanwhile (a short-lived one on a busy machine): a fresh one.
        const control = await send('Bearer', token);
        if (!refused(control.status)) {
          t.fail(`B1 with the run's valid token sent as "Authorization: ${scheme} <token>" answered ${res.status}, and ${control.status} right after as "Bearer <token>"; the scheme name is case-insensitive (RFC 9110 11.1, RFC 6750 2.1), so the token authenticates as under "Bearer"`, res.exchange);
        }
        if (attempt === 2 || !auth.refresh) return t.skip(`the run's token was refused under "Bearer" too, ${attempt + 1} time(s) right after "${scheme}": it lapsed between the requests`);
        await auth.refresh(t.signal, { Authorization: `Bearer ${token}` });
      }
    }
  },
};
