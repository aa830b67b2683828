import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { callApi, startApp, type RunningApp } from './app.js';
import { launchBrowser, openPage } from './browser.js';
import type { KeyStore } from '../../electron/settings/key-store.js';

export type E2E = { app: RunningApp; browser: Browser; page: Page; errors: string[] };

/**
 * One app (host + fresh matter) and one Chromium per test file. A setup failure — no
 * browser, no corpus, a broken build — fails every test of the file with its message;
 * it never turns into skipped tests that a run could read as green.
 */
export function e2eHarness(opts: { ingest?: string[]; deviceScaleFactor?: number; openPage?: boolean; colorScheme?: 'light' | 'dark'; keys?: (dir: string) => KeyStore } = {}): E2E {
  const ctx = { errors: [] as string[] } as E2E;
  let failure: unknown = null;
  beforeAll(async () => {
    try {
      ctx.app = await startApp(opts.keys ? { keys: opts.keys } : {});
      if (opts.ingest?.length) await callApi(ctx.app, 'documents:ingest', { paths: opts.ingest });
      ctx.browser = await launchBrowser();
      if (opts.openPage !== false) ctx.page = await openPage(ctx.browser, ctx.app.url, ctx.errors, { deviceScaleFactor: opts.deviceScaleFactor ?? 1, colorScheme: opts.colorScheme ?? 'light' });
    } catch (err) {
      failure = err;
    }
  });
  beforeEach(() => {
    if (failure) throw failure;
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
  });
  return ctx;
}
