import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's chromium package; never a downloaded browser (ARCHITECTURE §6). */
export const CHROMIUM = process.env.PINCITE_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Launches headless Chromium for the end-to-end tests. A missing browser is an error,
 * not a skip: a green run must mean the renderer was exercised.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM}. The end-to-end tests need a real browser: install Debian's package (sudo apt-get install chromium) or set PINCITE_CHROMIUM to a Chromium binary. Do not use "npx playwright install".`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...extraArgs] });
}

/** A page at a desktop size, failing the test on any uncaught error or CSP violation in the renderer. */
export async function openPage(browser: Browser, url: string, errors: string[] = [], opts: { deviceScaleFactor?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: opts.deviceScaleFactor ?? 1, colorScheme: opts.colorScheme ?? 'light' });
  // tsx (esbuild keepNames) wraps named functions in __name(); functions passed to page.evaluate carry it along.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  await page.getByTestId('matter-name').waitFor();
  return page;
}
