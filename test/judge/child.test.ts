// The client under judgement is stopped at the bound with its whole process tree; a command that does
// not exist is told apart from one that ran.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runClient } from '../../src/judge/child.ts';

const discard = () => new Writable({ write: (_c, _e, done) => done() });

/** Running, and not a zombie waiting to be reaped. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('runClient', () => {
  it('stops a client that outlives the bound', async () => {
    const end = await runClient({ command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], env: {}, durationMs: 200, output: discard() });
    expect(end).toEqual({ kind: 'timed-out' });
  });

  it('stops what the client started too', async () => {
    // The client starts a grandchild that would run for ever and tells its pid.
    const script = `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('grandchild ' + c.pid); setInterval(() => {}, 1000);`;
    const controller = new AbortController();
    let text = '';
    const output = new Writable({
      write: (c: Buffer, _e, done) => {
        text += String(c);
        // Stopped once the grandchild runs: the same stop as at the bound, made to happen now.
        if (/grandchild \d+\n/.test(text)) controller.abort();
        done();
      },
    });
    const end = await runClient({ command: process.execPath, args: ['-e', script], env: {}, durationMs: 60_000, output, signal: controller.signal });
    expect(end).toEqual({ kind: 'interrupted' });
    const pid = Number(/grandchild (\d+)/.exec(text)![1]);
    // Signals are delivered at once, but the kernel takes a moment to end a process: bounded polling.
    for (let i = 0; i < 60 && running(pid); i++) await sleep(50);
    expect(running(pid)).toBe(false);
  });

  it('tells a command that does not exist', async () => {
    const end = await runClient({ command: 'no-such-client-command-x', args: [], env: {}, durationMs: 5000, output: discard() });
    expect(end).toEqual({ kind: 'not-found', message: 'command not found: no-such-client-command-x' });
  });

  it('passes the environment and reports the exit status', async () => {
    let text = '';
    const output = new Writable({
      write: (c: Buffer, _e, done) => {
        text += String(c);
        done();
      },
    });
    const end = await runClient({ command: process.execPath, args: ['-e', 'console.log(process.env.CONFORMANCE_TARGET); process.exit(3)'], env: { CONFORMANCE_TARGET: 'http://127.0.0.1:1' }, durationMs: 30_000, output });
    expect(end).toEqual({ kind: 'exited', code: 3, signal: null });
    expect(text).toBe('http://127.0.0.1:1\n');
  });
});
