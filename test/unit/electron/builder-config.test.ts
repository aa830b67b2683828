import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const require = createRequire(join(ROOT, 'package.json'));

/** The parts of electron-builder's Configuration this test reads (loaded untyped from app-builder-lib). */
type Config = {
  linux: { target: string[] };
  mac: { target: Array<{ target: string }>; hardenedRuntime: boolean; entitlements: string; entitlementsInherit: string };
  win: { target: Array<{ target: string }> };
  npmRebuild: boolean;
  asar: boolean;
  asarUnpack: string[];
  extraMetadata: { main: string };
  files: Array<{ filter: string[] } | string>;
};
type ConfigApi = { getConfig(dir: string, path: string | null, from: null): Promise<Config>; validateConfiguration(c: Config, log: unknown): Promise<void> };

/**
 * electron-builder.yml, checked with electron-builder's own loader and schema validator
 * (app-builder-lib, offline), plus what the schema cannot know: that the files it ships
 * are the ones our build produces and that every package the bundle imports ships too.
 * Packaging itself (`electron-builder --linux dir`) needs network to fetch Electron.
 */
describe('electron-builder.yml', () => {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as ConfigApi;
  const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  let config: Config;

  beforeAll(async () => {
    config = await getConfig(ROOT, null, null);
  });

  it("passes electron-builder's schema validation, which does refuse a broken config", async () => {
    await validateConfiguration(config, new DebugLogger(false));
    await expect(validateConfiguration({ ...config, mac: { ...config.mac, hardenedRuntime: 'yes' as unknown as boolean } }, new DebugLogger(false))).rejects.toThrow(/hardenedRuntime/);
  });

  it('targets Linux (AppImage, deb), macOS (dmg, hardened runtime, entitlements) and Windows (NSIS)', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg']);
    expect(config.mac.hardenedRuntime).toBe(true);
    const plist = readFileSync(join(ROOT, config.mac.entitlements), 'utf8');
    expect(plist).toContain('com.apple.security.cs.allow-jit');
    expect(plist).not.toContain('disable-library-validation');
    expect(config.mac.entitlementsInherit).toBe(config.mac.entitlements);
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
  });

  it('rebuilds native modules for Electron and keeps what is loaded by path out of the asar', () => {
    expect(config.npmRebuild).toBe(true);
    expect(config.asar).toBe(true);
    for (const p of ['**/*.node', 'node_modules/better-sqlite3/**', 'node_modules/@tesseract.js-data/eng/**', 'node_modules/pdfjs-dist/legacy/build/**', 'dist-electron/worker.js', 'dist-electron/worker-entry.mjs']) {
      expect(config.asarUnpack).toContain(p);
    }
  });

  it('starts the bundled main process and ships the renderer build and the samples', () => {
    expect(config.extraMetadata.main).toBe('dist-electron/main.js');
    expect(pkg.main).toBe(config.extraMetadata.main);
    const files = config.files.flatMap((f) => (typeof f === 'string' ? [f] : f.filter));
    for (const f of ['dist-electron/**', 'dist/renderer/**', 'assets/samples/**', 'package.json']) expect(files).toContain(f);
    expect(existsSync(join(ROOT, 'assets', 'samples', 'samples.json'))).toBe(true);
  });

  it('every package the Electron bundle imports is a production dependency (electron-builder ships only those)', async () => {
    // @ts-expect-error — plain ESM script without type declarations
    const { buildElectron, OUT } = (await import('../../../scripts/build-electron.mjs')) as { buildElectron: () => Promise<boolean>; OUT: string };
    await buildElectron();
    const imported = new Set<string>();
    for (const f of ['main.js', 'core.js', 'worker.js', 'worker-entry.mjs']) {
      const code = readFileSync(join(OUT, f), 'utf8');
      for (const m of code.matchAll(/(?:from\s*|import\(\s*)["']([^"'.][^"']*)["']/g)) {
        const spec = m[1]!;
        // Only what can be a package name: `from ", "` inside a bundled string is not an import.
        if (spec.startsWith('node:') || spec === 'electron' || !/^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/.test(spec)) continue;
        imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(pkg.dependencies, `${name} is imported by dist-electron but not in dependencies`).toHaveProperty([name]);
    expect(pkg.devDependencies).toHaveProperty(['electron']);
  });
});
