// The HTML report of a failing run as a reviewer sees it, in a real browser (Chromium driven by
// playwright-core: the system's, else the one @sparticuz/chromium brings with npm ci, see ./browser.ts): the verdict first, the failures open with their evidence, the filter working, and
// no request leaving the file. The run is of a reference platform with two single-rule breakages: one
// breaks a MUST rule (a failure), the other a SHOULD rule (a warning).
//
// CONFORMANCE_REPORT_SCREENSHOT=<file.png> also writes a screenshot of the report's first screen
// (docs/report.png is made so).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { mutant as mustMutant } from '../../reference/mutants/interface-b/get-unknown-id-200.ts';
import { mutant as shouldMutant } from '../../reference/mutants/interface-b/task-status-uppercased.ts';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { runCli, type CliResult } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from './interface-b-run.ts';
import type { RunReport } from '../../src/engine/types.ts';

const SEED = '20261124';
// A browser window of a laptop: what fits in it is what the reviewer sees without scrolling.
const VIEWPORT = { width: 1280, height: 800 };

// Found before the tests are collected: a machine where no Chromium can be had gets one failing test that
// says why (never a silent pass), not a crash of the file.
const found = await findChromium().catch((err: Error) => err);

if (found instanceof Error) {
  describe('the HTML report in a browser', () => {
    it('needs Chromium', () => {
      throw found;
    });
  });
} else {
  let platform: TestPlatform;
  let work: string;
  let run: CliResult;
  let report: RunReport;
  let fileUrl: string;
  let context: BrowserContext;
  let userDataDir: string | undefined;
  let page: Page;
  const requests: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ mutation: { ...mustMutant.options.mutation, ...shouldMutant.options.mutation } });
    work = await mkdtemp(join(tmpdir(), 'conformance-report-browser-'));
    const profile = join(work, 'profile.json');
    await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
    const out = join(work, 'reports');
    run = await runCli(['run', '--interface', 'b', '--config', profile, '--reporter', 'html', '--reporter', 'json', '--output-dir', out, '--seed', SEED, '--runs', '20']);
    report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
    fileUrl = pathToFileURL(join(out, 'conformance-report.html')).href;

    const { chromium } = await import('playwright-core');
    // A fresh, empty profile: nothing of an earlier run (or of a person's browsing) can play a part.
    userDataDir = await mkdtemp(join(tmpdir(), 'conformance-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: found.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: VIEWPORT,
    });
    // Every request any page of the browser makes, and anything the page complains of (a script or style
    // the content security policy refused shows as a console error).
    context.on('request', (r) => requests.push(r.url()));
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(fileUrl, { waitUntil: 'load' });
    const shot = process.env.CONFORMANCE_REPORT_SCREENSHOT;
    if (shot) await page.screenshot({ path: resolve(shot) });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await platform?.close();
    for (const dir of [work, userDataDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The checks the page shows (not hidden by the filter), by id. */
  const shownChecks = () => page.locator('details.check:visible code').allTextContents();

  describe(`the HTML report of a failing run in Chromium (${found.source})`, () => {
    it('comes from a run that failed a MUST check and warned of a SHOULD', () => {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      expect(report.checks.find((c) => c.id === mustMutant.breaks)?.status).toBe('failed');
      expect(report.checks.find((c) => c.id === shouldMutant.breaks)?.status).toBe('warning');
      expect(report.summary.passed).toBeGreaterThan(10);
    });

    it('shows the verdict and the counts first, in the first screen', async () => {
      const s = report.summary;
      const must = report.checks.filter((c) => c.status === 'failed' && c.level === 'MUST').length;
      const verdict = page.locator('#verdict');
      await expect.poll(() => verdict.textContent()).toBe(`FAILED: ${must} MUST failure${must === 1 ? '' : 's'}`);
      // Nothing visible comes before it: it is the first element of the page with a box.
      // (A string: the page's code runs in the browser, where the project's Node types do not apply.)
      const first = await page.evaluate<string | undefined>(
        `[...document.body.querySelectorAll('*')].find((e) => { const r = e.getBoundingClientRect(); return r.height > 0 && r.width > 0; })?.id`,
      );
      expect(first).toBe('verdict');
      const box = (await verdict.boundingBox())!;
      const counts = page.locator('.counts');
      const countsBox = (await counts.boundingBox())!;
      expect(box.y).toBeLessThan(countsBox.y);
      expect(countsBox.y + countsBox.height).toBeLessThanOrEqual(VIEWPORT.height);
      const text = (await counts.textContent())!.replace(/\s+/g, ' ');
      expect(text).toContain(`${s.passed} passed`);
      expect(text).toContain(`${s.failed} failed`);
      expect(text).toContain(`${s.warnings} warning`);
      expect(text).toContain(`${s.skipped} skipped`);
      // The verdict is above every check and the filter.
      for (const below of ['details.check >> nth=0', '.filter']) expect((await page.locator(below).boundingBox())!.y).toBeGreaterThan(box.y + box.height);
    });

    it('shows every failure open, with its exchange and how to reproduce and replay it, without a click', async () => {
      const failed = report.checks.filter((c) => c.status === 'failed');
      const open = page.locator('#failures details.check.failed');
      expect(await open.count()).toBe(failed.length);
      for (const one of await open.all()) {
        expect(await one.getAttribute('open')).not.toBeNull();
        expect(await one.locator('pre').isVisible()).toBe(true);
        const shown = await one.locator('pre').innerText();
        for (const part of ['message: ', 'request: ', 'response: ', 'reproduce: ', 'replay: ']) expect(shown).toContain(part);
      }
      const failure = page.locator('#failures details.check.failed', { has: page.locator(`code:text-is("${mustMutant.breaks}")`) });
      expect(await failure.getAttribute('open')).not.toBeNull();
      const evidence = failure.locator('pre');
      expect(await evidence.isVisible()).toBe(true);
      // The first failure begins in the first screen.
      expect((await open.first().boundingBox())!.y).toBeLessThan(VIEWPORT.height);
      const text = (await evidence.innerText())!;
      const c = report.checks.find((x) => x.id === mustMutant.breaks)!;
      expect(text).toContain(`message: ${c.message!.split('\n')[0]}`);
      expect(text).toMatch(new RegExp(`request: GET ${platform.p.url}/v2/development-actions/\\S+`));
      expect(text).toMatch(/response: 200 in \d+ms/);
      expect(text).toContain('Authorization: <redacted>');
      expect(text).toMatch(/reproduce: (sh \S+reproduce\/B3\.unknown-id-404\.sh|curl )/);
      expect(text).toContain(`replay: npx conformance run --seed ${SEED} --only ${mustMutant.breaks} --interface b`);
      // A warning is listed closed under its operation; its evidence is one click away.
      const warning = page.locator('details.check.warning', { has: page.locator(`code:text-is("${shouldMutant.breaks}")`) });
      expect(await warning.getAttribute('open')).toBeNull();
      expect(await warning.locator('pre').isVisible()).toBe(false);
      await warning.locator('summary').click();
      expect(await warning.locator('pre').isVisible()).toBe(true);
      expect(await warning.locator('pre').innerText()).toContain(`replay: npx conformance run --seed ${SEED} --only ${shouldMutant.breaks}`);
      await warning.locator('summary').click();
    });

    it('filters the checks by status and by text', async () => {
      const all = report.checks.map((c) => c.id).sort();
      expect((await shownChecks()).sort()).toEqual(all);
      const status = (s: string) => page.locator(`.filter input[type=checkbox][value="${s}"]`);
      // Passed checks hidden: the rest stays.
      await status('passed').uncheck();
      expect((await shownChecks()).sort()).toEqual(report.checks.filter((c) => c.status !== 'passed').map((c) => c.id).sort());
      // Only failures.
      for (const s of ['warning', 'skipped']) await status(s).uncheck();
      const failed = report.checks.filter((c) => c.status === 'failed').map((c) => c.id);
      expect(failed).toContain(mustMutant.breaks);
      expect((await shownChecks()).sort()).toEqual(failed.sort());
      // An operation's section with nothing left to show is hidden with its heading.
      const sections = await page.locator('section.group:visible h2').allTextContents();
      expect(sections).toEqual([`Failures (${failed.length})`]);
      for (const s of ['passed', 'warning', 'skipped']) await status(s).check();
      expect((await shownChecks()).sort()).toEqual(all);
      // Text: an id, part of a title, any case.
      const q = page.locator('#q');
      await q.fill('B3.');
      expect((await shownChecks()).sort()).toEqual(all.filter((id) => id.startsWith('B3.')));
      await q.fill('TASK-STATUS');
      expect(await shownChecks()).toContain(shouldMutant.breaks);
      expect((await shownChecks()).every((id) => id.includes('task-status') || report.checks.find((c) => c.id === id)!.title.toLowerCase().includes('task-status') || (report.checks.find((c) => c.id === id)!.message ?? '').toLowerCase().includes('task-status'))).toBe(true);
      // Text and status together.
      await q.fill('B3.');
      await status('passed').uncheck();
      expect((await shownChecks()).sort()).toEqual(report.checks.filter((c) => c.id.startsWith('B3.') && c.status !== 'passed').map((c) => c.id).sort());
      await q.fill('no check has this text');
      expect(await shownChecks()).toEqual([]);
      await q.fill('');
      await status('passed').check();
      expect((await shownChecks()).sort()).toEqual(all);
    });

    it('loads nothing but itself: no request leaves the file, nothing refused, no external reference', async () => {
      expect(requests).toEqual([fileUrl]);
      expect(problems).toEqual([]);
      const external = await page.evaluate<string[]>(
        `[...document.querySelectorAll('[src],[href],link,iframe,object,embed,img,video,audio')].map((e) => e.outerHTML.slice(0, 120))`,
      );
      expect(external).toEqual([]);
    });
  });
}
