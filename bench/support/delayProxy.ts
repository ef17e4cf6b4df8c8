// A TCP proxy on loopback that holds every chunk for half a round trip in each direction: a server "far away"
// in the same process tree. Chunks keep their order (one queue and one timer per direction).
import net from 'node:net';

/** How early a chunk may leave: the timers of the loop fire up to about this much late. */
const EARLY_MS = 1;

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

export async function startDelayProxy(upstream: string, roundTripMs: number): Promise<DelayProxy> {
  const target = new URL(upstream);
  const oneWay = roundTripMs / 2;
  const sockets = new Set<net.Socket>();
  const pipeDelayed = (from: net.Socket, to: net.Socket) => {
    // Each chunk is due half a round trip after it arrived; chunks leave in order. A plain setTimeout of half
    // the round trip fires 1 to 2 ms late on a busy loop (it waits for its turn in the loop, in whole
    // milliseconds), which made a "20 ms" round trip 23 ms at the median: the timer is armed a millisecond
    // early instead, and every chunk due within the next millisecond leaves when it fires, so a chunk is
    // off by less than a millisecond either way and on time on average.
    const queue: { due: number; chunk?: Buffer; end?: boolean }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      const now = performance.now();
      while (queue.length > 0 && queue[0].due <= now + EARLY_MS) {
        const { chunk, end } = queue.shift()!;
        if (to.destroyed) continue;
        if (end) to.end();
        else to.write(chunk!);
      }
      arm();
    };
    const arm = () => {
      if (timer || queue.length === 0) return;
      timer = setTimeout(flush, Math.max(0, queue[0].due - performance.now() - EARLY_MS));
    };
    from.on('data', (chunk: Buffer) => {
      queue.push({ due: performance.now() + oneWay, chunk });
      arm();
    });
    from.on('end', () => {
      queue.push({ due: performance.now() + oneWay, end: true });
      arm();
    });
    from.on('error', () => to.destroy());
    from.on('close', () => setTimeout(() => to.destroy(), oneWay + EARLY_MS));
  };
  // No Nagle on either side: a small chunk held for the acknowledgement of the one before (which the peer
  // may delay by 40 ms) would add a wait that no round trip of the network has.
  const server = net.createServer({ noDelay: true }, (client) => {
    const server = net.connect({ port: Number(target.port), host: target.hostname, noDelay: true });
    for (const s of [client, server]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    pipeDelayed(client, server);
    pipeDelayed(server, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname === '/' ? '' : target.pathname}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
