// conformance.test.ts: one vitest test per check of interface B, from a single run.
import { beforeAll, expect, it } from 'vitest';
import { checks, run, type RunReport } from 'conformance';

const catalogue = (await checks({ interfaces: ['b'] })).filter((c) => c.phase === 'main');
let report: RunReport;

beforeAll(async () => {
  report = await run({
    interfaces: ['b'],
    // Your platform; omitted, the embedded reference platform starts and is tested.
    target: process.env.PLATFORM_URL,
    // Credentials from CONFORMANCE_CLIENT_ID and CONFORMANCE_CLIENT_SECRET (token endpoint: <target>/oauth/token),
    // or inline as in a profile: b: { oauth: { tokenUrl, clientId, clientSecret } }.
    signal: AbortSignal.timeout(120_000),
  });
}, 150_000);

it.for(catalogue)('$id ($level, $specRef)', ({ id }, { skip }) => {
  const result = report.checks.find((c) => c.id === id);
  if (!result || result.status === 'skipped') return skip(result?.message ?? 'not run');
  // A SHOULD not met is a warning: reported, never a failure.
  expect(result.status === 'failed' ? `${result.message}\n${result.reproduce ?? ''}` : 'conforms').toBe('conforms');
});
