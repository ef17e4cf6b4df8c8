// Part 5: all requests to both interfaces must be authenticated. A credential that expired or was
// withdrawn while the client held it is not the client's fault; none at all, a wrong key or a token this
// server never issued is.
import type { ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { plural } from './support.ts';

export function judgeAuthenticated(valid: (credential: string | undefined) => boolean) {
  return (traffic: Traffic): Verdict => {
    const api = traffic.requests.filter((r) => r.kind !== 'token');
    if (api.length === 0) return { status: 'not-shown', reason: 'the client sent no request to the API' };
    const bad: ReceivedRequest[] = api.filter((r) => !valid(r.credential));
    if (bad.length > 0) {
      const first = bad[0];
      return {
        status: 'broken',
        message: `${plural(bad.length, 'request')} without a valid credential; the first, #${first.seq}, carried ${first.credential ?? 'no credential'}`,
        involved: bad.slice(0, 5),
      };
    }
    return { status: 'held', note: `${plural(api.length, 'request')}, all authenticated` };
  };
}
