// Before any check: can the target be reached at all? A refused connection, an unknown host or a refused
// certificate means the run cannot be made (exit 2); everything after the connection is the checks' business.
import net from 'node:net';
import tls from 'node:tls';
import { UsageError } from './errors.ts';

export async function assertReachable(base: string, timeoutMs: number, insecure: boolean): Promise<void> {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  await new Promise<void>((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: !insecure })
      : net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new UsageError(`target ${base} cannot be reached: no connection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.end();
      socket.destroy();
      resolve();
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      const why =
        err.code === 'ECONNREFUSED'
          ? 'connection refused'
          : err.code === 'ENOTFOUND'
            ? 'unknown host'
            : /certificate|self.signed|CERT|UNABLE_TO_VERIFY/i.test(`${err.code} ${err.message}`)
              ? `its TLS certificate is not trusted (${err.code ?? err.message}); pass --insecure to accept it`
              : `${err.code ?? ''} ${err.message}`.trim();
      reject(new UsageError(`target ${base} cannot be reached: ${why}`));
    });
  });
}
