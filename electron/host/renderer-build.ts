import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout this module lives in (electron/host/ → two levels up). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RENDERER_DIST = join(REPO_ROOT, 'dist', 'renderer');
const BUILD_INPUTS = ['renderer', 'shared', 'vite.config.ts', 'package.json'].map((p) => join(REPO_ROOT, p));

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

/** True when dist/renderer exists and is newer than every renderer input. */
export function rendererIsFresh(): boolean {
  const index = join(RENDERER_DIST, 'index.html');
  return existsSync(index) && statSync(index).mtimeMs >= Math.max(...BUILD_INPUTS.filter(existsSync).map(newestMtime));
}

/**
 * Builds the renderer when dist/renderer is missing or older than its sources; the one
 * copy used by `pincite serve`, `npm start` and the end-to-end tests. Parallel callers
 * (test files run in separate processes) take a directory lock, so the others wait for
 * the build rather than writing over it.
 */
export function ensureRendererBuilt(opts: { quiet?: boolean } = {}): void {
  if (rendererIsFresh()) return;
  const lock = join(REPO_ROOT, 'dist', '.renderer-build.lock');
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
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
    if (!rendererIsFresh()) {
      execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(REPO_ROOT, 'vite.config.ts'), '--logLevel', 'warn'], {
        cwd: REPO_ROOT,
        // stdout may carry a --json document: the build's own output goes to stderr.
        stdio: ['ignore', opts.quiet ? 'ignore' : process.stderr, opts.quiet ? 'ignore' : process.stderr],
        // vitest sets NODE_ENV=test, which would give a development React build: build what users run.
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
  } finally {
    rmdirSync(lock);
  }
}
