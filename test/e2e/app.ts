import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ApiInput, ApiResult, Method } from '../../shared/api.js';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { startHost, type Host } from '../../electron/host/server.js';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const RENDERER_DIST = join(ROOT, 'dist', 'renderer');
const BUILD_INPUTS = [join(ROOT, 'renderer'), join(ROOT, 'shared'), join(ROOT, 'vite.config.ts'), join(ROOT, 'package.json')];

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds the renderer when dist/renderer is missing or older than its sources. Test
 * files run in parallel processes, so the build holds a directory lock and the others
 * wait for it rather than building over each other.
 */
export function ensureRendererBuilt(): void {
  const index = join(RENDERER_DIST, 'index.html');
  const fresh = () => existsSync(index) && statSync(index).mtimeMs >= Math.max(...BUILD_INPUTS.map(newestMtime));
  if (fresh()) return;
  const lock = join(ROOT, 'dist', '.renderer-build.lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another renderer build (lock ${lock}); remove it if no build is running.`);
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      sleep(250);
    }
  }
  try {
    if (!fresh()) execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(ROOT, 'vite.config.ts'), '--logLevel', 'warn'], {
        cwd: ROOT,
        stdio: 'inherit',
        // vitest sets NODE_ENV=test, which would give a development React build: build what users run.
        env: { ...process.env, NODE_ENV: 'production' },
      });
  } finally {
    rmdirSync(lock);
  }
}

export type RunningApp = { host: Host; session: Session; dir: string; url: string; close: () => Promise<void> };

/** The real core and loopback host over a fresh matter in a temporary folder: what `pincite serve` runs. */
export async function startApp(): Promise<RunningApp> {
  ensureRendererBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'pincite-e2e-'));
  const session = await openSession({ matterDir: join(dir, 'e2e-matter') });
  const host = await startHost({ handlers: session.handlers, staticDir: RENDERER_DIST });
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
  const env = await dispatch(app.session.handlers, method, input, () => undefined);
  if (!env.ok) throw new Error(`${method} failed: ${env.error.code} ${env.error.message}`);
  return env.result as ApiResult<M>;
}

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** Screenshots are the user's first impression: every e2e run leaves them for a human to look at. */
export async function screenshot(target: { screenshot(o: { path: string }): Promise<unknown> }, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await target.screenshot({ path });
  return path;
}
