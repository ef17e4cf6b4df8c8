// The Chromium the browser tests drive: the system's when there is one (Debian's package at
// /usr/bin/chromium), else the one `npm ci` brought inside the devDependency @sparticuz/chromium (a
// headless build shipped compressed in the package, unpacked into the temporary folder on first use), so
// that `npm ci && npm test` is all the set-up a machine needs. Nothing is downloaded at install time.
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a headless browser on a machine without a network: without the background-networking ones
 * Chromium keeps trying to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface FoundChromium {
  executablePath: string;
  /** Where it came from, for the test's title and its failure messages. */
  source: 'system' | '@sparticuz/chromium';
}

/** The system's Chromium, else the packaged one; an Error that says what to do when neither can be had. */
export async function findChromium(): Promise<FoundChromium> {
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: 'system' };
  let packaged: { executablePath(): Promise<string> };
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch (err) {
    throw new Error(`no Chromium at ${SYSTEM_CHROMIUM} and the devDependency @sparticuz/chromium is missing (run npm ci): ${(err as Error).message}`);
  }
  // The build it ships is for x86-64 Linux.
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`no Chromium at ${SYSTEM_CHROMIUM}, and @sparticuz/chromium ships one for x86-64 Linux only (this is ${process.platform}/${process.arch}): install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium)`);
  }
  return { executablePath: await packaged.executablePath(), source: '@sparticuz/chromium' };
}
