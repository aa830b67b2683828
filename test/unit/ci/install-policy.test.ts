import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Install hygiene from a fresh clone. npm 11.16+ reads `allowScripts` from package.json
 * and warns about every dependency install script it does not cover; a stricter npm
 * (`strict-allow-scripts`, or npm 12's default) skips uncovered scripts — which would
 * leave better-sqlite3 unbuilt and fail only when the first matter opens. And `npm ci`
 * refuses a lock file that lacks any optional platform package a locked package names.
 */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean>; dependencies: Record<string, string>; devDependencies: Record<string, string> };
type LockEntry = { version?: string; hasInstallScript?: boolean; optionalDependencies?: Record<string, string>; dependencies?: Record<string, string>; inBundle?: boolean };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };

const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** An allowScripts key is a name or name@version (a scoped name starts with @). */
const keyName = (key: string) => key.replace(/(?<=.)@[^@/]*$/, '');

describe('install policy', () => {
  const policy = pkg.allowScripts ?? {};

  it('every dependency with an install script is explicitly allowed or denied', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, e]) => path !== '' && e.hasInstallScript)
      .map(([path]) => nameOf(path));
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = new Set(Object.keys(policy).map(keyName));
    expect(withScripts.filter((n) => !decided.has(n))).toEqual([]);
  });

  it('better-sqlite3 and esbuild must build; the two banner/Windows-only scripts are denied', () => {
    const allowed = (name: string) => Object.entries(policy).find(([k]) => keyName(k) === name)?.[1];
    // better-sqlite3: prebuild-install || node-gyp rebuild (the native addon every matter needs).
    expect(allowed('better-sqlite3')).toBe(true);
    // esbuild: installs its platform binary (the Electron shell and verifier bundles, tsx).
    expect(allowed('esbuild')).toBe(true);
    // electron-winstaller: copies 7-Zip for Squirrel.Windows installers; we package Windows with NSIS.
    expect(allowed('electron-winstaller')).toBe(false);
    // tesseract.js: an opencollective donation banner; OCR works without it.
    expect(allowed('tesseract.js')).toBe(false);
    // No entry for a package that is not in the lock (a stale policy hides nothing, but misleads).
    const locked = new Set(Object.keys(lock.packages).map(nameOf));
    expect(Object.keys(policy).map(keyName).filter((n) => !locked.has(n))).toEqual([]);
  });

  it('the lock file names every optional platform package its packages ask for (npm ci accepts it)', () => {
    const missing: string[] = [];
    for (const [path, e] of Object.entries(lock.packages)) {
      if (e.inBundle) continue;
      for (const dep of Object.keys(e.optionalDependencies ?? {})) {
        // Node's resolution: the nearest node_modules up from the package holding the edge.
        let dir = path;
        let found = false;
        for (;;) {
          if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) {
            found = true;
            break;
          }
          const up = dir.lastIndexOf('/node_modules/');
          if (dir === '') break;
          dir = up < 0 ? '' : dir.slice(0, up);
        }
        if (!found) missing.push(`${nameOf(path) || 'pincite'} -> ${dep}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('direct dependencies are pinned to exact versions, and the lock holds those versions', () => {
    for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(range, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(range);
    }
  });
});
