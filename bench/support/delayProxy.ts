// A TCP proxy on loopback that holds every chunk for half a round trip in each direction: a server "far away"
// in the same process tree. Chunks keep their order (timers of equal delay fire in the order they were set).
import net from 'node:net';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

export async function startDelayProxy(upstream: string, roundTripMs: number): Promise<DelayProxy> {
  const target = new URL(upstream);
  const oneWay = roundTripMs / 2;
  const sockets = new Set<net.Socket>();
  const pipeDelayed = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, oneWay);
    });
    from.on('end', () => setTimeout(() => to.end(), oneWay));
    from.on('error', () => to.destroy());
    from.on('close', () => setTimeout(() => to.destroy(), oneWay));
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
