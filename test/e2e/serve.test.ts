// `conformance serve` says how to use what it started: under each interface, the `run` and `simulate` lines
// to paste, with every flag they need (the client id among them) and the generated secret as the
// environment gives it. Pasted into a shell in the clone, both work against the served reference.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, pasteInShell as paste, ROOT } from './cli.ts';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGTERM');
});

/** `conformance serve <args>` in the background; resolves with what it printed once it listens. */
function serve(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes('Ctrl-C to stop')) resolve(out);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`serve ended (exit ${code}) before it listened:\n${out}${err}`)));
  });
}

describe('conformance serve', () => {
  it('prints run and simulate lines for interface B that work as pasted, client id included', async () => {
    const printed = await serve(['--interface', 'b', '--port', '0', '--client-id', 'pasted-client']);
    const runLine = /^ {2}run: {6}(.*)$/m.exec(printed)?.[1];
    const simulateLine = /^ {2}simulate: (.*)$/m.exec(printed)?.[1];
    expect(runLine, printed).toMatch(/^CONFORMANCE_CLIENT_SECRET=\S+ npx conformance run --interface b --target http:\/\/127\.0\.0\.1:\d+ --client-id pasted-client$/);
    expect(simulateLine, printed).toMatch(/ --client-id pasted-client --rate 20 --duration 10$/);

    const ran = await paste(`${runLine} --only 'B3.*' --runs 5`);
    expect(ran.code, ran.out).toBe(0);
    expect(ran.out).toMatch(/\d+ passed, 0 failed/);
    // The simulation as printed, only shorter.
    const simulated = await paste(simulateLine!.replace('--duration 10', '--duration 1'));
    expect(simulated.code, simulated.out).toBe(0);
    expect(simulated.out).toMatch(/cleanup: \d+ created, \d+ deleted, 0 left behind/);
  }, 180_000);
});
