// Before any check: can the run be made at all? A refused connection, an unknown host, a refused certificate
// or an output directory that cannot be written means it cannot (exit 2, one line); everything after the
// connection is the checks' business.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import tls from 'node:tls';
import { UsageError } from './errors.ts';

/** Reporters that write files to the output directory. */
const FILE_REPORTERS = new Set(['json', 'junit', 'html']);

export async function assertReachable(base: string, timeoutMs: number, insecure: boolean): Promise<void> {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (err?: UsageError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    const socket = secure
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: !insecure, ALPNProtocols: ['http/1.1'] })
      : net.connect({ host, port });
    // The socket stays listened to after the verdict: a late error must not become an uncaught exception.
    socket.on('error', (err: NodeJS.ErrnoException) => settle(new UsageError(`target ${base} cannot be reached: ${why(err)}`)));
    const timer = setTimeout(() => settle(new UsageError(`target ${base} cannot be reached: no connection within ${timeoutMs} ms`)), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => settle());
  });
}

function why(err: NodeJS.ErrnoException): string {
  const text = `${err.code ?? ''} ${err.message}`;
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'unknown host';
  if (err.code === 'ECONNRESET') return 'the connection was reset before it was set up';
  if (/certificate|self.signed|CERT|UNABLE_TO_VERIFY/i.test(text)) return `its TLS certificate is not trusted (${err.code ?? err.message}); pass --insecure to accept it`;
  if (/wrong version number|packet length too long|SSL routines/i.test(text)) return `it does not speak TLS on that port (${err.code ?? err.message}); is it http:// rather than https://?`;
  return text.trim();
}

/**
 * The output directory can be created and written, checked before the run rather than found out after it,
 * when the reports of a whole run would be lost.
 */
export function assertWritableOutput(dir: string, reporters: readonly string[]): void {
  const writesFiles = reporters.flatMap((r) => r.split(',')).some((r) => FILE_REPORTERS.has(r.trim().toLowerCase()));
  if (!writesFiles) return;
  const probe = join(dir, `.conformance-write-test-${process.pid}`);
  try {
    makeDirs(resolve(dir));
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new UsageError(`--output-dir ${dir} cannot be written (${e.code ?? e.message})`);
  }
}

/**
 * mkdir -p one level at a time. Node's own recursive mkdir never returns for some paths (one under /proc,
 * for instance), and the reporters would call it on the same path at the end of the run.
 */
function makeDirs(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    return;
  }
  const parent = dirname(dir);
  if (parent !== dir) makeDirs(parent);
  mkdirSync(dir);
}
