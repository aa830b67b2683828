import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ApiInput, ApiResult, Method } from '../../shared/api.js';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { ensureRendererBuilt, RENDERER_DIST, REPO_ROOT } from '../../electron/host/renderer-build.js';
import { startHost, type Host } from '../../electron/host/server.js';
import type { KeyStore } from '../../electron/settings/key-store.js';

export { RENDERER_DIST };
export const ROOT = REPO_ROOT;

export type RunningApp = { host: Host; session: Session; dir: string; url: string; close: () => Promise<void> };

/** The real core and loopback host over a fresh matter in a temporary folder: what `pincite serve` runs. */
export async function startApp(opts: { keys?: (dir: string) => KeyStore } = {}): Promise<RunningApp> {
  ensureRendererBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'pincite-e2e-'));
  const session = await openSession({ matterDir: join(dir, 'e2e-matter'), ...(opts.keys ? { keys: opts.keys(dir) } : {}) });
  const host = await startHost({ handlers: createHandlers(session), staticDir: RENDERER_DIST });
  return {
    host,
    session,
    dir,
    url: host.url,
    async close() {
      await host.close();
      await session.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Calls the core as the renderer would (input validated by the contract), for test setup and expectations. */
export async function callApi<M extends Method>(app: RunningApp, method: M, input: ApiInput<M>): Promise<ApiResult<M>> {
  const env = await dispatch(createHandlers(app.session), method, input, () => undefined);
  if (!env.ok) throw new Error(`${method} failed: ${env.error.code} ${env.error.message}`);
  return env.result as ApiResult<M>;
}

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/**
 * Asks `question` in the app's composer and waits for the answer to settle as `outcome` says (an answer, or a refusal):
 * the steps many e2e tests begin with.
 */
export async function askInApp(page: Page, question: string, outcome: 'answered' | 'insufficient' = 'answered'): Promise<void> {
  await page.getByTestId('ask-input').fill(question);
  await page.getByTestId('ask-submit').click();
  await (outcome === 'answered' ? page.locator('[data-testid="answer"][data-status="answered"]') : page.getByTestId('outcome-insufficient')).waitFor();
}

/** The response the answer on screen shows, read back from its trace (the answer's data-trace). */
export async function shownResponse(app: RunningApp, page: Page): Promise<ApiResult<'traces:get'>['response']> {
  const id = (await page.getByTestId('answer').getAttribute('data-trace'))!;
  return (await callApi(app, 'traces:get', { id })).response;
}

/** Screenshots are the user's first impression: every e2e run leaves them for a human to look at. */
export async function screenshot(target: { screenshot(o: { path: string }): Promise<unknown> }, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await target.screenshot({ path });
  return path;
}

/** `name`-light, -dark and -1024x700 (dark) of the page as it is, then back to light at 1440×900. */
export async function screenshotVariants(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.setViewportSize({ width: 1024, height: 700 });
  await screenshot(page, `${name}-1024x700`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
