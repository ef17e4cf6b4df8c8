import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReporters, emit, ReporterGroup, reporterNames } from '../../reporters/index.ts';
import type { Reporter } from '../../src/engine/types.ts';
import { info, memoryStream, sampleReport } from './sampleReport.ts';

describe('createReporters', () => {
  it('knows console, json, junit, html and markdown', () => {
    expect([...reporterNames]).toEqual(['console', 'json', 'junit', 'html', 'markdown']);
  });

  it('makes one reporter per distinct name, repeated or comma-separated', () => {
    const names = createReporters(['json', 'junit,html', 'json', ' Console '], { outputDir: '/tmp/x' }).map((r) => r.name);
    expect(names).toEqual(['json', 'junit', 'html', 'console']);
  });

  it('rejects an unknown name, listing the known ones', () => {
    expect(() => createReporters(['json', 'xml'], { outputDir: '/tmp/x' })).toThrow(
      'unknown reporter "xml"; known reporters: console, json, junit, html',
    );
  });
});

describe('emit and ReporterGroup', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-reporters-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function recorder(name: string, log: string[], delayMs: number): Reporter {
    return {
      name,
      async onRunStart() {
        await new Promise((r) => setTimeout(r, delayMs));
        log.push(`${name}:start`);
      },
      onRunEnd() {
        log.push(`${name}:end`);
      },
    };
  }

  it('calls a hook on each reporter in turn, awaiting each, skipping reporters without it', async () => {
    const log: string[] = [];
    const group = new ReporterGroup([recorder('slow', log, 30), { name: 'empty' }, recorder('fast', log, 0)]);
    await group.onRunStart(info);
    await group.onCheckResult(sampleReport().checks[0]);
    await group.onRunEnd(sampleReport());
    expect(log).toEqual(['slow:start', 'fast:start', 'slow:end', 'fast:end']);
  });

  it('runs every reporter even when one throws, then throws naming it', async () => {
    const log: string[] = [];
    const broken: Reporter = {
      name: 'broken',
      onRunEnd() {
        throw new Error('disk full');
      },
    };
    await expect(emit([broken, recorder('after', log, 0)], 'onRunEnd', sampleReport())).rejects.toThrow(
      'reporter broken failed in onRunEnd: disk full',
    );
    expect(log).toEqual(['after:end']);
    const both = emit([broken, broken], 'onRunEnd', sampleReport());
    await expect(both).rejects.toBeInstanceOf(AggregateError);
  });

  it('drives all four reporters through a run and lists their files', async () => {
    const { stream, text } = memoryStream();
    const group = ReporterGroup.of(['console', 'json', 'junit', 'html'], { outputDir: dir, stream, color: false });
    const report = sampleReport();
    await group.onRunStart(info);
    for (const c of report.checks) await group.onCheckResult(c);
    await group.onRunEnd(report);
    expect((await readdir(dir)).sort()).toEqual(['conformance-junit.xml', 'conformance-report.html', 'conformance-report.json']);
    expect(group.files.map((f) => f.slice(dir.length + 1)).sort()).toEqual([
      'conformance-junit.xml',
      'conformance-report.html',
      'conformance-report.json',
    ]);
    expect(text()).toContain('4 passed, 1 failed, 1 warning, 1 skipped (MUST failures: 1)');
  });
});
