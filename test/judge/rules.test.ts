// The client rules judged on made-up traffic: the fairness the judgement promises (what counts as
// unchanged, requests in flight at a 429, an HTTP-date taken as the date itself) without any clock.
import { describe, expect, it } from 'vitest';
import type { ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic } from '../../src/judge/types.ts';
import { judgeNoResendAfter4xx } from '../../suites/client/no-resend-after-4xx.ts';
import { judgeRetryAfter429 } from '../../suites/client/retry-after-429.ts';
import { judgeThrottleHonouredByAll } from '../../suites/client/throttle-honoured-by-all.ts';
import { judgeBackoffAfter5xx } from '../../suites/client/backoff-after-5xx.ts';
import { judgeTokenReused } from '../../suites/client/token-reused.ts';
import { judgeListLimits } from '../../suites/client/list-limits.ts';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

function req(seq: number, at: number, fields: Partial<ReceivedRequest> = {}): ReceivedRequest {
  return {
    seq,
    kind: 'listActions',
    nthOfKind: seq,
    method: 'GET',
    url: '/v2/development-actions?limit=10',
    headers: {},
    credential: 'token #1',
    bodyBytes: 0,
    bodyDigest: 'empty',
    arrivedAt: T0 + at,
    status: 200,
    answeredAt: T0 + at + 5,
    ...fields,
  };
}

function traffic(...requests: ReceivedRequest[]): Traffic {
  return { requests, t0: T0, settings: { retryAfterToleranceMs: 20, inFlightGraceMs: 100, minBackoffMs: 100, maxRetries5xx: 5 } };
}

describe('no resend after a 4xx', () => {
  const refused = req(1, 0, { status: 401 });
  it('a resend with a fresh token after a 401 is a change', () => {
    expect(judgeNoResendAfter4xx(traffic(refused, req(2, 50, { credential: 'token #2' }))).status).toBe('held');
  });
  it('the same method, URL, body and credential again is a resend', () => {
    expect(judgeNoResendAfter4xx(traffic(refused, req(2, 50))).status).toBe('broken');
  });
  it('a copy already on its way when the 4xx was answered is not a resend', () => {
    expect(judgeNoResendAfter4xx(traffic(refused, req(2, 2))).status).toBe('held');
  });
  it('another body is another request', () => {
    const post = { method: 'POST', url: '/v2/development-actions', status: 400 };
    expect(judgeNoResendAfter4xx(traffic(req(1, 0, { ...post, bodyDigest: 'a' }), req(2, 50, { ...post, bodyDigest: 'b' }))).status).toBe('held');
  });
  it('no 4xx: not shown', () => {
    expect(judgeNoResendAfter4xx(traffic(req(1, 0))).status).toBe('not-shown');
  });
});

describe('retry after a 429', () => {
  // Answered at +0.405 s; the HTTP-date says 12:00:02, which is all the client can know: 1.595 s later.
  const dated = req(1, 400, { status: 429, retryAfter: new Date(T0 + 2000).toUTCString() });
  it('an HTTP-date is measured against the date itself, not the seconds it seemed to promise', () => {
    expect(judgeRetryAfter429(traffic(dated, req(2, 2000))).status).toBe('held');
    expect(judgeRetryAfter429(traffic(dated, req(2, 1900))).status).toBe('broken');
  });
  it('delta-seconds count from the answer', () => {
    const delta = req(1, 400, { status: 429, retryAfter: '2' });
    expect(judgeRetryAfter429(traffic(delta, req(2, 2405))).status).toBe('held');
    const early = judgeRetryAfter429(traffic(delta, req(2, 500)));
    expect(early.status).toBe('broken');
    expect(early.status === 'broken' && early.involved.map((r) => r.seq)).toEqual([1, 2]);
  });
  it('a copy that arrived before the 429 was answered is not a retry', () => {
    const delta = req(1, 400, { status: 429, retryAfter: '2' });
    expect(judgeRetryAfter429(traffic(delta, req(2, 402))).status).toBe('held');
  });
  it('no 429: not shown', () => {
    expect(judgeRetryAfter429(traffic(req(1, 0))).status).toBe('not-shown');
  });
});

describe("a 429 honoured by the client's other requests", () => {
  const throttled = req(1, 0, { status: 429, retryAfter: '2' });
  const other = (seq: number, at: number) => req(seq, at, { url: `/v2/development-actions?offset=${seq}` });
  it('requests on their way when the 429 was answered are not held against the client', () => {
    expect(judgeThrottleHonouredByAll(traffic(throttled, other(2, 60), other(3, 2100))).status).toBe('held');
  });
  it('a request sent well after the 429, before its Retry-After, is', () => {
    expect(judgeThrottleHonouredByAll(traffic(throttled, other(2, 400))).status).toBe('broken');
  });
});

describe('backoff after a 5xx', () => {
  const failing = (seq: number, at: number) => req(seq, at, { status: 503 });
  it('growing waits hold', () => {
    expect(judgeBackoffAfter5xx(traffic(failing(1, 0), failing(2, 205), req(3, 610))).status).toBe('held');
  });
  it('an immediate retry breaks it', () => {
    expect(judgeBackoffAfter5xx(traffic(failing(1, 0), req(2, 10))).status).toBe('broken');
  });
  it('a shrinking wait breaks it', () => {
    expect(judgeBackoffAfter5xx(traffic(failing(1, 0), failing(2, 405), req(3, 560))).status).toBe('broken');
  });
});

describe('token reuse', () => {
  const token = (seq: number, at: number, label: string, expiresInSeconds = 3600) =>
    req(seq, at, { kind: 'token', method: 'POST', url: '/oauth/token', credential: undefined, issued: { label, expiresInSeconds } });
  it('a new token after the held one was refused is needed', () => {
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1'), req(2, 200, { status: 401 }), token(3, 300, 'token #2'))).status).toBe('held');
  });
  it('a new token while the held one is valid is not', () => {
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1'), req(2, 200), token(3, 300, 'token #2'))).status).toBe('broken');
  });
  it('a token renewed shortly before the held one expires is correct (its last minute, or last half when short-lived)', () => {
    // An hour's token renewed 30 s before it expires.
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1'), req(2, 200, { credential: 'token #1' }), token(3, 3_570_000, 'token #2'))).status).toBe('held');
    // A 10 s token renewed 1 s before it expires (the tool's own client).
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1', 10), req(2, 200, { credential: 'token #1' }), token(3, 9_000, 'token #2'))).status).toBe('held');
  });
  it('a token renewed long before the held one expires is not', () => {
    // An hour's token renewed after 50 minutes, ten before it expires.
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1'), req(2, 200, { credential: 'token #1' }), token(3, 3_000_000, 'token #2'))).status).toBe('broken');
    // A 10 s token renewed after 3 s.
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1', 10), req(2, 200, { credential: 'token #1' }), token(3, 3_000, 'token #2'))).status).toBe('broken');
  });
  it('tokens fetched at once at start-up, before any was issued, are not held against the client', () => {
    expect(judgeTokenReused(traffic(token(1, 0, 'token #1'), token(2, 1, 'token #2'))).status).toBe('held');
  });
});

describe('list limits', () => {
  const judge = judgeListLimits('listActions');
  it.each(['limit=1', 'limit=1000', 'offset=0', 'limit=50&offset=7'])('%s is within part 8', (q) => {
    expect(judge(traffic(req(1, 0, { url: `/v2/development-actions?${q}` }))).status).toBe('held');
  });
  it.each(['limit=0', 'limit=1001', 'limit=ten', 'offset=-1', 'limit=2.5'])('%s is not', (q) => {
    expect(judge(traffic(req(1, 0, { url: `/v2/development-actions?${q}` }))).status).toBe('broken');
  });
});
