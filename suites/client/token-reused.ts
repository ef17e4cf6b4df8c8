// Part 5 (OAuth 2.0) with the token's announced lifetime: a token is meant to be used until it expires.
// A SHOULD: a new token fetched while an earlier one was still valid (not expired, never refused, and
// already used by the client before the fetch) is a token fetched for nothing. A token renewed shortly
// before it expires is not: a client that waits for the 401 of an expired token makes one request fail.
import type { ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { plural } from './support.ts';

/**
 * How long before its expiry a token may be renewed: its last minute, or its last half when it lives under
 * two minutes (the tool's own client renews 30 s or a tenth of the lifetime before, whichever is shorter).
 */
export function renewalWindowMs(lifetimeSeconds: number): number {
  return Math.min(60_000, (lifetimeSeconds * 1000) / 2);
}

export function judgeTokenReused(traffic: Traffic): Verdict {
  const fetches = traffic.requests.filter((r) => r.kind === 'token');
  if (fetches.length === 0) return { status: 'not-shown', reason: 'the client fetched no token' };
  const issued = fetches.filter((r) => r.issued !== undefined && r.answeredAt !== undefined);
  const refusedAt = new Map<string, number>();
  for (const r of traffic.requests) {
    if (r.status === 401 && r.credential !== undefined && !refusedAt.has(r.credential)) refusedAt.set(r.credential, r.answeredAt ?? r.arrivedAt);
  }
  const needless: { fetch: ReceivedRequest; held: ReceivedRequest }[] = [];
  for (const f of fetches) {
    const held = issued.find((t) => {
      const label = t.issued!.label;
      const life = t.issued!.expiresInSeconds;
      const refused = refusedAt.get(label);
      // Held for sure: a request carrying it reached the server before this fetch did (no timing margin
      // needed, so a fetch already on its way when the earlier token came back is never held against it).
      const used = traffic.requests.some((r) => r.credential === label && r.seq < f.seq && r.arrivedAt <= f.arrivedAt);
      return (
        t.seq < f.seq &&
        used &&
        (life === undefined || t.answeredAt! + life * 1000 - renewalWindowMs(life) > f.arrivedAt) &&
        (refused === undefined || refused > f.arrivedAt)
      );
    });
    if (held) needless.push({ fetch: f, held });
  }
  if (needless.length > 0) {
    const { fetch, held } = needless[0];
    return {
      status: 'broken',
      message: `${plural(needless.length, 'token')} fetched while an earlier one was still valid; #${fetch.seq} while ${held.issued!.label} (from #${held.seq}) was valid and never refused`,
      involved: [held, ...needless.slice(0, 4).map((n) => n.fetch)],
    };
  }
  return { status: 'held', note: `${plural(fetches.length, 'token request')}, each when no valid token was held or shortly before it expired` };
}
