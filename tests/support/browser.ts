/**
 * Real Chromium (Debian's package) through playwright-core, with the flags this machine needs:
 * no sandbox as root, and no background networking (the product makes no outside request).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = () => existsSync(CHROMIUM);

export interface TestBrowser {
  context: BrowserContext;
  /** Requests the pages made to any origin other than the app's. */
  foreignRequests: string[];
  close(): Promise<void>;
}

/** How the browser is set up beyond the defaults. */
export interface BrowserOptions {
  /** The browser's time zone (an IANA name: Asia/Singapore, the business's, or UTC); the machine's by default. */
  timezoneId?: string;
}

export async function launchBrowser(appOrigin: string, options: BrowserOptions = {}): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'fsb-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1400, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const foreignRequests: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(appOrigin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  return {
    context,
    foreignRequests,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page in a new browser on the app, with its uncaught script errors collected into `errors`
 * (as `describe` words each one; by default its message), for the suites to assert there were none.
 */
export async function openPage(
  appOrigin: string,
  errors: string[],
  describe: (page: Page, error: Error) => string = (_page, e) => String(e),
  options: BrowserOptions = {},
): Promise<{ browser: TestBrowser; page: Page }> {
  const browser = await launchBrowser(appOrigin, options);
  const page = await browser.context.newPage();
  page.on('pageerror', (e) => errors.push(describe(page, e)));
  return { browser, page };
}

/** Close what a suite opened (browser first, then the servers), skipping what never started. */
export async function closeAll(...opened: Array<{ close(): Promise<void> } | undefined>): Promise<void> {
  for (const thing of opened) await thing?.close();
}
