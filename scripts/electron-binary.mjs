// Finds Electron's binary the way node_modules/electron/index.js would — but without
// ever calling it: require('electron') under plain Node starts a download when the
// binary is missing, which here (no network, ELECTRON_SKIP_BINARY_DOWNLOAD=1) hangs or fails.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @param {{ root: string, env?: NodeJS.ProcessEnv }} o
 * @returns {{ ok: true, path: string } | { ok: false, why: string }}
 */
export function findElectronBinary({ root, env = process.env }) {
  let pkgDir;
  try {
    pkgDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { ok: false, why: 'the electron package is not installed (run npm install)' };
  }
  const pathFile = join(pkgDir, 'path.txt');
  const rel = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron');
    return existsSync(p) ? { ok: true, path: p } : { ok: false, why: `ELECTRON_OVERRIDE_DIST_PATH is set but ${p} does not exist` };
  }
  if (!rel) {
    const skipped = env.ELECTRON_SKIP_BINARY_DOWNLOAD ? ' (ELECTRON_SKIP_BINARY_DOWNLOAD is set)' : '';
    return {
      ok: false,
      why: `Electron's binary was never downloaded${skipped}: ${pathFile} is missing. npm installs the electron package without it when ELECTRON_SKIP_BINARY_DOWNLOAD=1 is set or there is no network; run "npx install-electron" where there is network to get it`,
    };
  }
  const bin = join(pkgDir, 'dist', rel);
  if (!existsSync(bin)) return { ok: false, why: `Electron's binary ${bin} is missing (the download did not finish); run "npx install-electron" where there is network` };
  return { ok: true, path: bin };
}

/** Chromium to show browser mode in app mode: Debian's package first, then whatever is on PATH. */
export function findChromium(env = process.env) {
  if (env.PINCITE_CHROMIUM && existsSync(env.PINCITE_CHROMIUM)) return env.PINCITE_CHROMIUM;
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (env.PATH ?? '').split(process.platform === 'win32' ? ';' : ':')) {
    for (const name of names) {
      const p = join(dir, name);
      if (dir && existsSync(p)) return p;
    }
  }
  return null;
}
