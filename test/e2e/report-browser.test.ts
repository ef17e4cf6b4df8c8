// The HTML report as a reviewer sees it, in a real browser (Chromium driven by playwright-core: the
// system's, else the one @sparticuz/chromium brings with npm ci, see ./browser.ts), for two runs of a
// reference platform:
// - a failing one, with two single-rule breakages: a patch the platform ignores (a MUST rule: a failure
//   whose chain writes and reads back the action) and task states stored in upper case (a SHOULD rule: a
//   warning). The verdict comes first, the failure open with its whole chain and the fields read back
//   with another value than sent, the warning open too, the filter works, the requirements view matches
//   the JSON report, and no request leaves the file.
// - a passing one, with the SHOULD breakage only: the verdict says passed, and the warning is open right
//   under it, with its evidence, without a click.
// Each report's first screen is taken as a screenshot in every run: its size and the colour of the
// verdict band (red, green) are checked by sampling its pixels, never against a golden image, which would
// differ from one machine's fonts to another's.
//
// CONFORMANCE_REPORT_SCREENSHOT also writes those screenshots: set to a `.png` path, the failing report's
// goes there and the passing one's beside it with `-passing` added; set to anything else, they go to
// docs/report.png and docs/report-passing.png (the README's pictures are made so).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { mutant as mustMutant } from '../../reference/mutants/interface-b/patch-ignored.ts';
import { mutant as shouldMutant } from '../../reference/mutants/interface-b/task-status-uppercased.ts';
import type { PlatformOptions } from '../../reference/interface-b/index.ts';
import { clean } from '../../src/output/text.ts';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { ROOT, runCli, type CliResult } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from './interface-b-run.ts';
import type { RunReport } from '../../src/engine/types.ts';

const SEED = '20261124';
// A browser window of a laptop: what fits in it is what the reviewer sees without scrolling.
const VIEWPORT = { width: 1280, height: 800 };

// ---------------------------------------------------------------------------------------------------
// PNG, as much as the screenshots need: decoding Chromium's (8-bit RGB or RGBA, not interlaced) to sample
// the verdict's colour, and writing the pictures of docs/ with a 256-colour palette (docs/ ships in the
// package: a third of the size, and no difference a reader can see in a page of text).

interface Png {
  width: number;
  height: number;
  channels: number;
  pixels: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function decodePng(file: Buffer): Png {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header) throw new Error('PNG without a header');
  const [width, height, depth, colour, interlace] = [header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9], header[12]];
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: not a screenshot`);
  const channels = colour === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[row + x - channels] : 0;
      const b = y > 0 ? pixels[row - stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[row - stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const [pa, pb, pc] = [Math.abs(b - c), Math.abs(a - c), Math.abs(a + b - 2 * c)];
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[row + x] = (raw[src + x] + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The picture with the 256 most frequent colours, every other colour drawn as its nearest among them. */
function palettePng({ width, height, channels, pixels }: Png): Buffer {
  const rgb = (i: number) => (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += channels) counts.set(rgb(i), (counts.get(rgb(i)) ?? 0) + 1);
  const palette = [...counts.entries()].sort((x, y) => y[1] - x[1]).slice(0, 256).map(([c]) => c);
  const nearest = new Map<number, number>();
  const indexOf = (c: number): number => {
    let best = nearest.get(c);
    if (best !== undefined) return best;
    let bestDistance = Infinity;
    palette.forEach((p, k) => {
      const d = ((p >> 16) - (c >> 16)) ** 2 + (((p >> 8) & 0xff) - ((c >> 8) & 0xff)) ** 2 + ((p & 0xff) - (c & 0xff)) ** 2;
      if (d < bestDistance) [best, bestDistance] = [k, d];
    });
    nearest.set(c, best!);
    return best!;
  };
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = indexOf(rgb((y * width + x) * channels));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.from(palette.flatMap((c) => [c >> 16, (c >> 8) & 0xff, c & 0xff]));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('PLTE', plte), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

type ColourName = 'red' | 'green' | 'white' | 'other';

function colourName(r: number, g: number, b: number): ColourName {
  if (r > 140 && g < 90 && b < 90) return 'red';
  if (g > 90 && g > r + 40 && g > b + 30) return 'green';
  if (r > 230 && g > 230 && b > 230) return 'white';
  return 'other';
}

/** The colour most of a box's pixels have (sampled on a grid, its edges left out). */
function dominantColour(png: Png, box: { x: number; y: number; width: number; height: number }): { colour: ColourName; share: number } {
  const tally = new Map<ColourName, number>();
  let samples = 0;
  for (let y = Math.ceil(box.y) + 2; y < box.y + box.height - 2; y += 3) {
    for (let x = Math.ceil(box.x) + 2; x < box.x + box.width - 2; x += 5) {
      const i = (y * png.width + x) * png.channels;
      const name = colourName(png.pixels[i], png.pixels[i + 1], png.pixels[i + 2]);
      tally.set(name, (tally.get(name) ?? 0) + 1);
      samples++;
    }
  }
  const [colour, n] = [...tally.entries()].sort((x, y) => y[1] - x[1])[0];
  return { colour, share: n / samples };
}

/** Where CONFORMANCE_REPORT_SCREENSHOT asks the two pictures to go (see the top of the file). */
function screenshotFiles(value: string | undefined): { failing: string; passing: string } | undefined {
  if (!value) return undefined;
  if (value.endsWith('.png')) return { failing: resolve(value), passing: resolve(value.replace(/\.png$/, '-passing.png')) };
  return { failing: join(ROOT, 'docs', 'report.png'), passing: join(ROOT, 'docs', 'report-passing.png') };
}

// ---------------------------------------------------------------------------------------------------

// Found before the tests are collected: a machine where no Chromium can be had gets one failing test that
// says why (never a silent pass), not a crash of the file.
const found = await findChromium().catch((err: Error) => err);

interface OpenedReport {
  platform: TestPlatform;
  work: string;
  run: CliResult;
  report: RunReport;
  fileUrl: string;
  page: Page;
  /** Every request the page made, and anything it complained of (a refused script or style shows as a console error). */
  requests: string[];
  problems: string[];
  /** The first screen, as the reviewer sees it on opening the file. */
  shot: Buffer;
}

/** A run of a reference platform with these breakages, its HTML report opened in a page of `context`. */
async function openReport(context: BrowserContext, mutation: PlatformOptions['mutation'], screenshotFile?: string): Promise<OpenedReport> {
  const platform = await startTestPlatform({ mutation });
  const work = await mkdtemp(join(tmpdir(), 'conformance-report-browser-'));
  const profile = join(work, 'profile.json');
  await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
  const out = join(work, 'reports');
  const run = await runCli(['run', '--interface', 'b', '--config', profile, '--reporter', 'html', '--reporter', 'json', '--output-dir', out, '--seed', SEED, '--runs', '20']);
  const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
  const fileUrl = pathToFileURL(join(out, 'conformance-report.html')).href;
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(fileUrl, { waitUntil: 'load' });
  const shot = await page.screenshot();
  if (screenshotFile) await writeFile(screenshotFile, palettePng(decodePng(shot)));
  return { platform, work, run, report, fileUrl, page, requests, problems, shot };
}

async function closeReport(r: OpenedReport | undefined): Promise<void> {
  await r?.page.close();
  await r?.platform.close();
  if (r?.work) await rm(r.work, { recursive: true, force: true });
}

/** The checks a page shows (not hidden by the filter), by id. */
const shownChecks = (page: Page) => page.locator('details.check:visible > summary code').allTextContents();

/** The first element of the page with a box: nothing visible may come before the verdict. */
const firstVisible = (page: Page) =>
  // (A string: the page's code runs in the browser, where the project's Node types do not apply.)
  page.evaluate<string | undefined>(`[...document.body.querySelectorAll('*')].find((e) => { const r = e.getBoundingClientRect(); return r.height > 0 && r.width > 0; })?.id`);

/** The screenshot is the first screen, and its verdict band is mostly of the verdict's colour. */
async function expectVerdictColour(r: OpenedReport, colour: ColourName): Promise<void> {
  // The screenshot was taken on opening; the verdict's box is measured from the same place.
  await r.page.evaluate('window.scrollTo(0, 0)');
  expect(r.shot.length).toBeGreaterThan(10_000);
  const png = decodePng(r.shot);
  expect([png.width, png.height]).toEqual([VIEWPORT.width, VIEWPORT.height]);
  const box = (await r.page.locator('#verdict').boundingBox())!;
  // At the top of the screen, across it.
  expect(box.y).toBeLessThan(60);
  expect(box.width).toBeGreaterThan(VIEWPORT.width / 2);
  const dominant = dominantColour(png, box);
  expect(dominant.colour).toBe(colour);
  expect(dominant.share).toBeGreaterThan(0.6);
  // Below the band the page is white: the colour is the verdict's, not the whole screen's.
  expect(dominantColour(png, { x: 0, y: box.y + box.height + 4, width: VIEWPORT.width, height: 40 }).colour).toBe('white');
}

/** What a finding shows without a click: its message, its chain (numbered, one exchange marked), its reproduction. */
async function expectFindingOpen(page: Page, report: RunReport, id: string, mark: string): Promise<void> {
  const check = report.checks.find((c) => c.id === id)!;
  const item = page.locator('details.check', { has: page.locator(`summary code:text-is("${id}")`) });
  expect(await item.getAttribute('open')).not.toBeNull();
  expect(await item.locator('pre.message').isVisible()).toBe(true);
  // As the report shows any text from the target: bidi controls and the like as visible escapes (clean).
  expect(await item.locator('pre.message').innerText()).toContain(`message: ${clean(check.message.split('\n')[0])}`);
  // The whole chain, numbered in order, every exchange visible.
  const chain = check.evidence!.chain!;
  expect(chain.length).toBeGreaterThan(1);
  const exchanges = item.locator('li.exchange');
  expect(await exchanges.count()).toBe(chain.length);
  const heads = await item.locator('li.exchange p.xh').allInnerTexts();
  expect(heads.map((h) => h.split(' ')[0])).toEqual(chain.map((_, k) => `#${k + 1}`));
  for (const [k, x] of chain.entries()) {
    expect(heads[k]).toContain(`${x.request.method} ${new URL(x.request.url).pathname}`);
    expect(await exchanges.nth(k).locator('pre').isVisible()).toBe(true);
    const text = await exchanges.nth(k).locator('pre').innerText();
    expect(text).toContain(`request: ${x.request.method} ${x.request.url}`);
    expect(text).toContain('Authorization: <redacted>');
    if (x.response) expect(text).toMatch(new RegExp(`response: ${x.response.status} in \\d+ms`));
  }
  // One exchange is marked, a GET: the read that showed the broken rule, after the write that caused it.
  const marked = item.locator('li.exchange.failing');
  expect(await marked.count()).toBe(1);
  expect(await marked.locator('p.xh').innerText()).toMatch(new RegExp(`^#\\d+ GET .* ← ${mark}$`));
  // Bodies laid out: an indented field line in the marked read's answer.
  expect(await marked.locator('pre').innerText()).toMatch(/\n {6}"title": /);
  const reproduce = await item.locator('pre.reproduce').innerText();
  expect(reproduce).toMatch(new RegExp(`reproduce: (sh \\S+reproduce/${id.replace(/\./g, '\\.')}\\.sh|curl )`));
  expect(reproduce).toContain(`replay: npx conformance run --seed ${SEED} --only ${id} --interface b`);
}

/** The table of fields read back with another value than sent, visible without a click; its rows as [field, sent, read back]. */
async function readBackRows(page: Page, id: string): Promise<string[][]> {
  const item = page.locator('details.check', { has: page.locator(`summary code:text-is("${id}")`) });
  const table = item.locator('.readback table.diff').first();
  expect(await table.isVisible()).toBe(true);
  const rows: string[][] = [];
  for (const tr of await table.locator('tr').all()) rows.push(await tr.locator('th, td').allInnerTexts());
  expect(rows[0]).toEqual(['field', 'sent', 'read back']);
  return rows.slice(1);
}

if (found instanceof Error) {
  describe('the HTML report in a browser', () => {
    it('needs Chromium', () => {
      throw found;
    });
  });
} else {
  let context: BrowserContext;
  let userDataDir: string | undefined;
  const shots = screenshotFiles(process.env.CONFORMANCE_REPORT_SCREENSHOT);

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    // A fresh, empty profile: nothing of an earlier run (or of a person's browsing) can play a part.
    userDataDir = await mkdtemp(join(tmpdir(), 'conformance-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: found.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: VIEWPORT,
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
  });

  describe(`the HTML report of a failing run in Chromium (${found.source})`, () => {
    let r: OpenedReport;
    beforeAll(async () => {
      r = await openReport(context, { ...mustMutant.options.mutation, ...shouldMutant.options.mutation }, shots?.failing);
    }, 120_000);
    afterAll(() => closeReport(r));

    it('comes from a run that failed a MUST check and warned of a SHOULD', () => {
      expect(r.run.stderr).toBe('');
      expect(r.run.code).toBe(1);
      expect(r.report.checks.find((c) => c.id === mustMutant.breaks)?.status).toBe('failed');
      expect(r.report.checks.find((c) => c.id === shouldMutant.breaks)?.status).toBe('warning');
      expect(r.report.summary.passed).toBeGreaterThan(10);
    });

    it('shows the verdict and the counts first, in the first screen', async () => {
      const { page, report } = r;
      const s = report.summary;
      const must = report.checks.filter((c) => c.status === 'failed' && c.level === 'MUST').length;
      const verdict = page.locator('#verdict');
      await expect.poll(() => verdict.textContent()).toBe(`FAILED: ${must} MUST failure${must === 1 ? '' : 's'}`);
      expect(await firstVisible(page)).toBe('verdict');
      const box = (await verdict.boundingBox())!;
      const countsBox = (await page.locator('.counts').first().boundingBox())!;
      expect(box.y).toBeLessThan(countsBox.y);
      expect(countsBox.y + countsBox.height).toBeLessThanOrEqual(VIEWPORT.height);
      const text = (await page.locator('#counts').textContent())!.replace(/\s+/g, ' ');
      for (const part of [`${s.passed} passed`, `${s.failed} failed`, `${s.warnings} warning`, `${s.skipped} skipped`]) expect(text).toContain(part);
      // The verdict is above every check and the filter.
      for (const below of ['details.check >> nth=0', '.filter']) expect((await page.locator(below).boundingBox())!.y).toBeGreaterThan(box.y + box.height);
    });

    it('shows every failure open with its whole chain, the failing read marked, without a click', async () => {
      const { page, report } = r;
      const failed = report.checks.filter((c) => c.status === 'failed');
      const open = page.locator('#failures details.check.failed');
      expect(await open.count()).toBe(failed.length);
      for (const one of await open.all()) expect(await one.getAttribute('open')).not.toBeNull();
      await expectFindingOpen(page, report, mustMutant.breaks, 'failed here');
      // The failure begins in the first screen.
      expect((await open.first().boundingBox())!.y).toBeLessThan(VIEWPORT.height);
    });

    it('shows what the patch sent against what the read returned, field by field, in the first screen', async () => {
      const { page, report } = r;
      const rows = await readBackRows(page, mustMutant.breaks);
      const check = report.checks.find((c) => c.id === mustMutant.breaks)!;
      // Every field the check's message names as not read back as patched is a row, with the values it names.
      const named = [...check.message.matchAll(/([\w.[\]]+): sent (.+?), read back (.+?)(?=; |$| \(counterexample)/g)];
      expect(named.length).toBeGreaterThan(0);
      for (const [, field, sent, readBack] of named) expect(rows).toContainEqual([field, sent, readBack]);
      // Between the write and the read that the chain numbers.
      const item = page.locator('details.check', { has: page.locator(`summary code:text-is("${mustMutant.breaks}")`) });
      expect(await item.locator('.readback .rb-title').first().innerText()).toMatch(/^Sent in exchange \d+ \(PATCH \/v2\/development-actions\/\d+\), read back in exchange \d+ \(GET \/v2\/development-actions\/\d+\): \d+ fields? read back with another value$/);
      // The first failure's comparison is in the first screen (another B4 check may come before this one: the
      // checks of an operation are listed by id).
      expect((await page.locator('#failures details.check').first().locator('.readback').first().boundingBox())!.y).toBeLessThan(VIEWPORT.height);
    });

    it('shows the warning open too, with its chain and the field read back otherwise, without a click', async () => {
      const { page, report } = r;
      const warnings = page.locator('#warnings details.check.warning');
      expect(await warnings.count()).toBe(report.checks.filter((c) => c.status === 'warning').length);
      await expectFindingOpen(page, report, shouldMutant.breaks, 'warned here');
      expect(await readBackRows(page, shouldMutant.breaks)).toEqual([['tasks[0].status', '"Open"', '"OPEN"']]);
      // After the failures.
      expect((await page.locator('#warnings').boundingBox())!.y).toBeGreaterThan((await page.locator('#failures').boundingBox())!.y);
    });

    it('filters the checks by status and by text', async () => {
      const { page, report } = r;
      const all = report.checks.map((c) => c.id).sort();
      expect((await shownChecks(page)).sort()).toEqual(all);
      const status = (s: string) => page.locator(`.filter input[type=checkbox][value="${s}"]`);
      // Passed checks hidden: the rest stays.
      await status('passed').uncheck();
      expect((await shownChecks(page)).sort()).toEqual(report.checks.filter((c) => c.status !== 'passed').map((c) => c.id).sort());
      // Only failures.
      for (const s of ['warning', 'skipped']) await status(s).uncheck();
      const failed = report.checks.filter((c) => c.status === 'failed').map((c) => c.id);
      expect(failed).toContain(mustMutant.breaks);
      expect((await shownChecks(page)).sort()).toEqual(failed.sort());
      // A section with nothing left to show is hidden with its heading.
      expect(await page.locator('section.group:visible h2').allTextContents()).toEqual([`Failures (${failed.length})`]);
      for (const s of ['passed', 'warning', 'skipped']) await status(s).check();
      expect((await shownChecks(page)).sort()).toEqual(all);
      // Text: an id, part of a title, any case.
      const q = page.locator('#q');
      await q.fill('B3.');
      expect((await shownChecks(page)).sort()).toEqual(all.filter((id) => id.startsWith('B3.')));
      await q.fill('TASK-STATUS');
      expect(await shownChecks(page)).toContain(shouldMutant.breaks);
      const matches = (id: string) => {
        const c = report.checks.find((x) => x.id === id)!;
        return [c.id, c.title, c.message ?? ''].some((t) => t.toLowerCase().includes('task-status'));
      };
      expect((await shownChecks(page)).every(matches)).toBe(true);
      // Text and status together.
      await q.fill('B3.');
      await status('passed').uncheck();
      expect((await shownChecks(page)).sort()).toEqual(report.checks.filter((c) => c.id.startsWith('B3.') && c.status !== 'passed').map((c) => c.id).sort());
      await q.fill('no check has this text');
      expect(await shownChecks(page)).toEqual([]);
      await q.fill('');
      await status('passed').check();
      expect((await shownChecks(page)).sort()).toEqual(all);
    });

    it('lists the requirements with the verdicts of their checks, as the JSON report does', async () => {
      const { page, report } = r;
      const list = report.requirements!;
      expect(list.length).toBeGreaterThan(50);
      const rows = page.locator('#requirements tr.req');
      expect(await rows.count()).toBe(list.length);
      expect(await rows.locator('.rid').allTextContents()).toEqual(list.map((q) => q.id));
      // The requirement the failed check covers is failed, the one the warned check covers warned.
      for (const [id, verdict] of [[mustMutant.breaks, '✗ failed'], [shouldMutant.breaks, '! warned']] as const) {
        const covered = list.filter((q) => q.checks.some((c) => c.id === id));
        expect(covered.length).toBeGreaterThan(0);
        for (const q of covered) {
          const row = page.locator('#requirements tr.req', { has: page.locator(`.rid:text-is("${q.id}")`) });
          await row.scrollIntoViewIfNeeded();
          expect(await row.locator('.rv').innerText()).toBe(verdict);
          expect(await row.innerText()).toContain(`${id} ${report.checks.find((c) => c.id === id)!.status}`);
        }
      }
      const counts = (await page.locator('#requirement-counts').innerText()).replace(/\s+/g, ' ');
      for (const [status, word] of [['failed', 'failed'], ['warned', 'warned'], ['passed', 'passed'], ['not-covered', 'not covered in this run']]) {
        expect(counts).toContain(`${list.filter((q) => q.status === status).length} ${word}`);
      }
      await page.evaluate('window.scrollTo(0, 0)');
    });

    it('has a first screen whose verdict band is red', async () => {
      await expectVerdictColour(r, 'red');
    });

    it('loads nothing but itself: no request leaves the file, nothing refused, no external reference', async () => {
      expect(r.requests).toEqual([r.fileUrl]);
      expect(r.problems).toEqual([]);
      const external = await r.page.evaluate<string[]>(
        `[...document.querySelectorAll('[src],[href],link,iframe,object,embed,img,video,audio')].map((e) => e.outerHTML.slice(0, 120))`,
      );
      expect(external).toEqual([]);
    });
  });

  describe(`the HTML report of a passing run with a warning in Chromium (${found.source})`, () => {
    let r: OpenedReport;
    beforeAll(async () => {
      r = await openReport(context, shouldMutant.options.mutation, shots?.passing);
    }, 120_000);
    afterAll(() => closeReport(r));

    it('comes from a run that passed with a warning', () => {
      expect(r.run.stderr).toBe('');
      expect(r.run.code).toBe(0);
      expect(r.report.checks.filter((c) => c.status === 'failed')).toEqual([]);
      expect(r.report.checks.find((c) => c.id === shouldMutant.breaks)?.status).toBe('warning');
    });

    it('says PASSED first, then the warnings, open, before any other check', async () => {
      const { page, report } = r;
      await expect.poll(() => page.locator('#verdict').textContent()).toBe('PASSED: no MUST failure');
      expect(await firstVisible(page)).toBe('verdict');
      expect(await page.locator('#failures').count()).toBe(0);
      // The first section of checks is the warnings', its heading in the first screen.
      expect(await page.locator('section.group').first().getAttribute('id')).toBe('warnings');
      const heading = page.locator('#warnings h2');
      expect(await heading.innerText()).toBe(`Warnings (${report.summary.warnings})`);
      expect((await heading.boundingBox())!.y + 20).toBeLessThan(VIEWPORT.height);
      // Every warning open; the passed checks below stay closed.
      for (const one of await page.locator('#warnings details.check').all()) expect(await one.getAttribute('open')).not.toBeNull();
      for (const one of await page.locator('details.check.passed').all()) expect(await one.getAttribute('open')).toBeNull();
      expect((await page.locator('details.check.passed').first().boundingBox())!.y).toBeGreaterThan((await heading.boundingBox())!.y);
    });

    it('shows the warning\'s evidence without a click: chain, the warned read marked, the field read back otherwise', async () => {
      const { page, report } = r;
      await expectFindingOpen(page, report, shouldMutant.breaks, 'warned here');
      expect(await readBackRows(page, shouldMutant.breaks)).toEqual([['tasks[0].status', '"Open"', '"OPEN"']]);
      const item = page.locator('details.check', { has: page.locator(`summary code:text-is("${shouldMutant.breaks}")`) });
      expect((await item.locator('pre.message').boundingBox())!.y).toBeLessThan(VIEWPORT.height);
    });

    it('has a first screen whose verdict band is green', async () => {
      await expectVerdictColour(r, 'green');
    });

    it('loads nothing but itself', async () => {
      expect(r.requests).toEqual([r.fileUrl]);
      expect(r.problems).toEqual([]);
    });
  });
}
