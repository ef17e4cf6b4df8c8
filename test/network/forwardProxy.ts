// A forward proxy on loopback for the tests: absolute-URI requests forwarded as they are, CONNECT tunnels
// spliced to the target; it records what it carried.
import { createServer, request, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface ForwardProxy {
  url: string;
  /** `CONNECT host:port` and absolute-URI requests it carried, in order. */
  seen: string[];
  close(): Promise<void>;
}

export async function forwardProxy(): Promise<ForwardProxy> {
  const seen: string[] = [];
  const sockets = new Set<net.Socket>();
  const server: Server = createServer((req, res) => {
    // An absolute-URI request (`GET http://host:port/path`): forwarded as it is.
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url!);
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: `${target.pathname}${target.search}`, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: net.Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    const [host, port] = req.url!.split(/:(?=\d+$)/);
    const upstream = net.connect({ host: host!.replace(/^\[|\]$/g, ''), port: Number(port) }, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [upstream, client]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every proxy variable unset but those given: the machine's own settings must not leak into a test. */
export function proxyEnv(vars: Record<string, string>): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy']) env[k] = undefined;
  return { ...env, ...vars };
}
