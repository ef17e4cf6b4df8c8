// The README written beside an export: how to run it on one machine and on many, which variables to set,
// and what the figures mean.
import { ARTILLERY_VERSION } from './defaults.ts';

export interface ReadmeInput {
  iface: 'a' | 'b';
  script: string;
  processor: string;
  target: string;
  embedded: boolean;
  rate: number;
  perWorker: number;
  workers: number;
  durationSeconds: number;
  operations: string[];
  ensure: string[];
  tool: string;
}

export function exportReadme(r: ReadmeInput): string {
  const env =
    r.iface === 'b'
      ? [
          '| `CONFORMANCE_CLIENT_SECRET` | the OAuth client secret (required, unless `CONFORMANCE_BEARER_TOKEN` is set or the client uses `private_key_jwt`) |',
          '| `CONFORMANCE_CLIENT_KEY` | with `private_key_jwt` (the method written into the processor): the private key itself, PEM or JWK (required) |',
          '| `CONFORMANCE_CLIENT_ID` | the OAuth client id (default: the one written into the processor) |',
          '| `CONFORMANCE_TOKEN_URL` | the token endpoint (default: the one written, else `/oauth/token` at the target\'s origin) |',
          '| `CONFORMANCE_SCOPE` | the scope asked for (optional) |',
          '| `CONFORMANCE_BEARER_TOKEN` | a static access token instead of the grant (optional) |',
        ]
      : ['| `CONFORMANCE_API_KEY` | the API key (required) |', '| `CONFORMANCE_API_KEY_HEADER` | its header (default: the one written into the processor) |'];
  const serve =
    r.iface === 'b'
      ? `CONFORMANCE_CLIENT_SECRET=s3cret npx conformance serve --interface b --rate-limit 100 &\nCONFORMANCE_CLIENT_SECRET=s3cret ARTILLERY_DISABLE_TELEMETRY=true WORKER_ID=local npx artillery@${ARTILLERY_VERSION} run ${r.script}`
      : `CONFORMANCE_API_KEY=k3y npx conformance serve --interface a &\nCONFORMANCE_API_KEY=k3y ARTILLERY_DISABLE_TELEMETRY=true WORKER_ID=local npx artillery@${ARTILLERY_VERSION} run ${r.script}`;
  const p = (op: string) => `conformance.${op}`;
  return `# Traffic of \`conformance simulate\` on Artillery

Written by ${r.tool} (\`conformance simulate --export artillery\`): interface ${r.iface.toUpperCase()}, ${r.rate} operations
a second for ${r.durationSeconds} s, divided among ${r.workers} machine${r.workers === 1 ? '' : 's'} (${r.perWorker} a second each), operations
${r.operations.join(', ')}. Target: \`${r.target}\`${r.embedded ? ' (what `conformance serve` listens on)' : ''}.

| file | what |
|---|---|
| \`${r.script}\` | the Artillery script: the traffic phase, one weighted scenario per operation, the \`ensure\` checks |
| \`${r.processor}\` | the processor: the scenario of \`conformance simulate\` (seed, operations and where their parameters go, fixtures), no secret |

The processor imports \`conformance/artillery\`: the same operations, body generators, client rules and
cleanup as \`conformance simulate\`, not a copy. Inside a clone of the conformance repository (after
\`npm ci\`) it resolves by itself; anywhere else install the package beside these files first
(\`npm install conformance\`, or the release tarball: \`npm install ./conformance-<version>.tgz\`).

## Run it on one machine

Artillery ${ARTILLERY_VERSION} (the release this export is tested with; later ones need Node 22):

\`\`\`sh
${serve}
\`\`\`

\`--target <url>\` (or \`CONFORMANCE_TARGET\`, which wins) points it elsewhere. \`--output report.json\` keeps the
figures; \`npx artillery@${ARTILLERY_VERSION} report report.json\` draws them. Artillery splits the rate among the
machine's cores (one worker thread per core but one).

## Run it on many machines

\`\`\`sh
npx artillery@${ARTILLERY_VERSION} run-fargate --count ${r.workers} --region eu-west-1 ${r.script}
\`\`\`

\`--count\` multiplies the load: every machine runs the whole script, so the export divided the rate by
\`--workers ${r.workers}\`; export again with another \`--workers\` to change the count. Give the variables below to
the workers (\`--env-file\`, or \`--secret\` with AWS Parameter Store), and install the \`conformance\`
package beside the script (a \`package.json\` naming it: Artillery installs its dependencies on every worker).

## Variables

Credentials are read from the environment when the test runs; none is written into these files.

| variable | meaning |
|---|---|
| \`CONFORMANCE_TARGET\` | base URL of the target; overrides \`config.target\` |
${env.join('\n')}
| \`ARTILLERY_DISABLE_TELEMETRY\`, \`WORKER_ID\` | set both (\`true\`, \`local\`): with telemetry disabled Artillery ${ARTILLERY_VERSION} still sends an anonymised event of each run to its analytics service unless \`WORKER_ID\` is set (it then takes itself for a worker of its cloud, which changes nothing else without \`ARTILLERY_CLOUD_API_KEY\`) |

## What the client does

Each worker (an Artillery worker thread on each machine) fetches one OAuth token and reuses it until
shortly before it expires, or after a 401 once more. Every virtual user runs one operation, chosen by the
scenario weights; its choices (filters, pages, which of the worker's own actions it reads, patches or
deletes) come from a generator seeded by the seed and its number. An action is patched or deleted only once
a read of it carried the worker's marker (a create may answer with someone else's record). The client keeps the rules of part 7:
a 429 is retried only once its Retry-After (seconds or an HTTP-date) has passed; a 5xx to an idempotent
request is retried after an exponential backoff with jitter, a few times at most; a request answered with
another 4xx is never sent again unchanged. The first virtual user of each worker stays until the traffic
phase is over and the operations under way have ended, then deletes every action the worker created and
still holds${r.iface === 'a' ? ' (interface A has no delete: documents stay, and `conformance.cleanup.undeletable` counts them)' : ''}. So its session is as long as the phase: \`vusers.session_length\` is not the latency
of anything. If you change the phases, change \`trafficSeconds\` in the processor to their total duration.

## What the figures mean

Artillery's own \`http.*\` metrics stay empty: requests go through the conformance client. Its figures are
counters and summaries under \`conformance.\`, merged across workers and machines (latency summaries are
mergeable sketches, so percentiles over many machines are right):

| metric | meaning |
|---|---|
| \`${p('<operation>')}.completed\` | operations of that kind completed (answered, failed, or not resent) |
| \`${p('<operation>')}.errors\` | of those, how many did not end in a 2xx or 3xx |
| \`${p('<operation>')}.latency\` | milliseconds from the virtual user's arrival to the final answer, retries and waits included (min, max, mean, p50 … p999) |
| \`${p('<operation>')}.status.<code>\` | every attempt's status (\`transport\`: no answer) |
| \`${p('<operation>')}.retry_after_waited\` | 429 answers waited out before asking again |
| \`${p('<operation>')}.backoff_retries\` | 5xx answers followed by a backoff and a new attempt |
| \`${p('<operation>')}.suppressed_resends\` | repeats of a request already answered with a 4xx, not sent |
| \`${p('<operation>')}.schema_checked\`, \`.schema_broken\` | responses checked against their schema (one in N), and those that broke it |
| \`conformance.completed\`, \`conformance.errors\`, \`conformance.latency\` | the same for all operations together |
| \`conformance.cleanup.created\`, \`.deleted\`, \`.left_behind\` | per worker at the end: created, deleted, and left (\`left_behind\` should be 0) |
| \`conformance.cleanup.read_backs\` | reads the cleanup sent to prove an action the worker's own before deleting it (those the traffic never read) |
| \`conformance.cleanup.not_ours\` | ids a create answered with that read back as records the worker did not create (without its marker): never patched or deleted |

A failed operation also fails its virtual user (\`vusers.failed\`, \`errors.<operation> answered <status>\`),
which is what \`maxErrorRate\` counts. ${r.ensure.length ? `The checks (\`ensure\`, exit 1 when one fails):\n\n${r.ensure.map((e) => `- \`${e}\``).join('\n')}` : 'No `--threshold` was given: no `ensure` check.'}
`;
}
