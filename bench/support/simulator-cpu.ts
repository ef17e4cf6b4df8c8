// The simulator's client CPU per request at a fixed arrival rate: the bench's fixed B1 list request against
// the reference platform (in a process of its own), a few rounds on one warm client, user + system CPU of
// this process over the requests done. On a machine shared with other work the highest sustained rate moves
// from run to run; this figure much less (it still grows when the client falls behind).
//   node --import tsx bench/support/simulator-cpu.ts [rate=8000] [seconds=3] [rounds=3]
import { sleep } from '../../src/http/sleep.ts';
import { Secrets } from '../../src/http/secrets.ts';
import { workerClient } from '../../load/simulate/client.ts';
import { seededRandom } from '../../load/simulate/mix.ts';
import { simulate, startServer } from '../simulate.ts';

const [rate, seconds, rounds] = [Number(process.argv[2] ?? 8000), Number(process.argv[3] ?? 3), Number(process.argv[4] ?? 3)];
const server = await startServer('reference-b');
const http = workerClient({ secrets: new Secrets(), connections: 32, random: seededRandom(1) }, { now: () => performance.now(), sleep });
try {
  // Warm: connections open, the code optimised.
  await simulate(server.served, 200, 1, { fixed: true, http });
  await simulate(server.served, Math.round(rate / 2), 2, { fixed: true, http });
  const perRequest: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage();
    const r = await simulate(server.served, rate, seconds, { fixed: true, http });
    const used = process.cpuUsage(before);
    const us = (used.user + used.system) / r.total.count;
    perRequest.push(us);
    console.log(
      `round ${i + 1}: ${r.total.count} of ${r.summary.due} done (${r.summary.dropped} dropped) in ${r.summary.elapsedSeconds} s, ${us.toFixed(1)} µs of CPU per request, schema ${r.total.schema.checked} checked, ${r.total.schema.broken} broken`,
    );
  }
  perRequest.sort((a, b) => a - b);
  console.log(`median ${perRequest[Math.floor(perRequest.length / 2)].toFixed(1)} µs of client CPU per request at ${rate}/s`);
} finally {
  await http.destroy();
  await server.stop();
}
