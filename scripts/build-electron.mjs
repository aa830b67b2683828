// Bundles the Electron shell into dist-electron/: main.js (ESM, the shell only), core.js
// (ESM, the core: started by main.js as Electron's utility process), the extraction
// worker beside it (the pool loads ./worker.js and ./worker-entry.mjs from
// its own folder), and preload.cjs — CommonJS and self-contained, because a sandboxed
// preload may not require anything but a few Electron modules. npm packages stay
// external: they are installed (and better-sqlite3 rebuilt for Electron) by the packager.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'dist-electron');
const INPUTS = ['electron', 'shared', 'package.json', 'scripts/build-electron.mjs'].map((p) => join(ROOT, p));

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

export function electronBuildIsFresh() {
  const outputs = ['main.js', 'core.js', 'preload.cjs', 'worker.js', 'crops-worker.js', 'worker-entry.mjs', 'verify.mjs'].map((f) => join(OUT, f));
  if (!outputs.every(existsSync)) return false;
  return Math.min(...outputs.map((f) => statSync(f).mtimeMs)) >= Math.max(...INPUTS.map(newest));
}

export async function buildElectron({ force = false } = {}) {
  if (!force && electronBuildIsFresh()) return false;
  mkdirSync(OUT, { recursive: true });
  const common = { bundle: true, platform: 'node', target: 'node22', sourcemap: true, logLevel: 'warning', absWorkingDir: ROOT };
  await Promise.all([
    build({
      ...common,
      entryPoints: { main: 'electron/main.ts', core: 'electron/api/transport/core-entry.ts', worker: 'electron/pipeline/ingest/extract/worker.ts', 'crops-worker': 'electron/audit/bundle/crops-worker.ts' },
      outdir: OUT,
      format: 'esm',
      packages: 'external',
      external: ['electron'],
      // ESM output has no require(); a few dependencies still call it.
      banner: { js: "import { createRequire as __pinciteCreateRequire } from 'node:module'; const require = __pinciteCreateRequire(import.meta.url);" },
    }),
    build({ ...common, entryPoints: { preload: 'electron/preload.ts' }, outExtension: { '.js': '.cjs' }, outdir: OUT, format: 'cjs', external: ['electron'] }),
  ]);
  copyFileSync(join(ROOT, 'electron/pipeline/ingest/extract/worker-entry.mjs'), join(OUT, 'worker-entry.mjs'));
  // Every audit bundle carries the verifier; the export reads it from beside its own module (core.js).
  copyFileSync(join(ROOT, 'electron/audit/bundle/verify.mjs'), join(OUT, 'verify.mjs'));
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = await buildElectron({ force: process.argv.includes('--force') });
  process.stderr.write(built ? `Electron shell bundled into ${OUT}\n` : 'Electron shell bundle is up to date.\n');
}
