import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error — plain ESM script without type declarations
import { findElectronBinary } from '../../scripts/electron-binary.mjs';
import { tempDir } from '../helpers/corpus.js';
import { invoke, spawnServed, stopServed, type Served } from '../helpers/served.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
type Found = { ok: true; path: string } | { ok: false; why: string };
const find = findElectronBinary as (o: { root: string; env?: NodeJS.ProcessEnv }) => Found;

describe('npm start finds Electron without asking it to download itself', () => {
  const tmp = tempDir('pincite-electron-bin-');
  afterAll(() => tmp.cleanup());
  const fakeInstall = (name: string, o: { pathTxt?: string; binary?: boolean }) => {
    const root = join(tmp.dir, name);
    const pkg = join(root, 'node_modules', 'electron');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    writeFileSync(join(root, 'package.json'), '{}');
    // index.js would download on require: make requiring it blow up, to prove it is never loaded.
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1', main: 'index.js' }));
    writeFileSync(join(pkg, 'index.js'), 'throw new Error("required electron: this would start a download")');
    if (o.pathTxt !== undefined) writeFileSync(join(pkg, 'path.txt'), o.pathTxt);
    if (o.binary) writeFileSync(join(pkg, 'dist', o.pathTxt ?? 'electron'), '');
    return root;
  };

  it('installed with ELECTRON_SKIP_BINARY_DOWNLOAD: says so and why', () => {
    const r = find({ root: fakeInstall('skipped', {}), env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD is set');
    expect(!r.ok && r.why).toContain('path.txt is missing');
  });

  it('a download that never finished is named', () => {
    const r = find({ root: fakeInstall('half', { pathTxt: 'electron' }), env: {} });
    expect(!r.ok && r.why).toContain('did not finish');
  });

  it('a complete install is found', () => {
    const root = fakeInstall('full', { pathTxt: 'electron', binary: true });
    expect(find({ root, env: {} })).toEqual({ ok: true, path: join(root, 'node_modules', 'electron', 'dist', 'electron') });
  });

  it('no electron package at all', () => {
    const root = join(tmp.dir, 'bare');
    mkdirSync(root);
    writeFileSync(join(root, 'package.json'), '{}');
    expect(find({ root, env: {} })).toMatchObject({ ok: false, why: expect.stringContaining('not installed') });
  });
});

describe('npm start with an Electron binary', () => {
  const tmp = tempDir('pincite-start-electron-');
  afterAll(() => tmp.cleanup());

  it('builds the renderer and the shell bundle, then launches Electron on the checkout', () => {
    const dist = join(tmp.dir, 'electron-dist');
    mkdirSync(dist);
    const record = join(tmp.dir, 'launched.txt');
    // Stands in for Electron's binary: records how it was started and what it would load.
    writeFileSync(join(dist, 'electron'), `#!/bin/sh\n{ pwd; printf '%s\\n' "$@"; ls dist-electron; ls dist/renderer/index.html; } > '${record}'\nexit 7\n`);
    chmodSync(join(dist, 'electron'), 0o755);
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: dist }, encoding: 'utf8', timeout: 240_000 });
    expect(r.stderr).toContain(`launching ${join(dist, 'electron')}`);
    expect(r.status, 'start.mjs exits with Electron\'s own code').toBe(7);
    const [cwd, arg, ...listing] = readFileSync(record, 'utf8').trim().split('\n');
    expect(cwd).toBe(ROOT);
    expect(arg).toBe('.');
    expect(listing).toEqual(expect.arrayContaining(['main.js', 'preload.cjs', 'worker.js', 'worker-entry.mjs', 'dist/renderer/index.html']));
  });
});

/**
 * The fallback as a user gets it: `node scripts/start.mjs` where Electron cannot run
 * (ELECTRON_OVERRIDE_DIST_PATH points at an empty folder, so this holds on any machine),
 * on a fresh install (PINCITE_HOME in a temporary folder).
 */
describe('npm start falls back to browser mode', () => {
  const tmp = tempDir('pincite-start-');
  let served: Served | undefined;
  afterAll(async () => {
    await stopServed(served);
    tmp.cleanup();
  });

  it('explains why, serves the default matter with the samples, and opens Chromium in app mode', async () => {
    const fakeChromium = join(tmp.dir, 'chromium');
    const argsFile = join(tmp.dir, 'chromium-args.txt');
    writeFileSync(fakeChromium, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\nexec sleep 120\n`);
    chmodSync(fakeChromium, 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, PINCITE_HOME: join(tmp.dir, 'home'), ELECTRON_OVERRIDE_DIST_PATH: join(tmp.dir, 'no-electron-here'), PINCITE_CHROMIUM: fakeChromium };
    delete env.PINCITE_NO_BROWSER;
    served = await spawnServed(process.execPath, ['scripts/start.mjs', '--json'], { cwd: ROOT, env });

    expect(served.stderr()).toContain('not starting the desktop app: ELECTRON_OVERRIDE_DIST_PATH is set');
    expect(served.stderr()).toContain('starting browser mode instead');
    expect(served.url.hostname).toBe('127.0.0.1');

    const docs = await invoke(served, 'documents:list', {});
    expect(docs.status).toBe(200);
    expect((docs.body.result as { documents: unknown[] }).documents).toHaveLength(4);
    expect((await invoke(served, 'documents:list', {}, {})).status).toBe(401);
    expect((await invoke(served, 'matters:current', {})).body.result).toMatchObject({ dir: join(tmp.dir, 'home', 'matters', 'default') });

    for (let i = 0; i < 100 && !existsSync(argsFile); i++) await new Promise((r) => setTimeout(r, 100));
    const chromiumArgs = readFileSync(argsFile, 'utf8').trim().split('\n');
    expect(chromiumArgs).toContain(`--app=${served.url.href}`);
    expect(chromiumArgs).toContain(`--user-data-dir=${join(tmp.dir, 'home', 'chromium-profile')}`);

    expect(await stopServed(served)).toEqual({ code: 0, signal: null });
  });

  it('`npm start -s -- --json`, as the README shows it, prints exactly one JSON document on stdout', async () => {
    // Without -s npm prints its own "> pincite@… start" banner on stdout first; the README
    // documents the command with -s so a script can parse stdout as it is.
    const env = { ...process.env, PINCITE_HOME: join(tmp.dir, 'home-npm'), PINCITE_NO_BROWSER: '1', ELECTRON_OVERRIDE_DIST_PATH: join(tmp.dir, 'no-electron-here') };
    served = await spawnServed('npm', ['start', '-s', '--', '--json'], { cwd: ROOT, env });
    expect(await stopServed(served)).not.toBeNull();
    const lines = served.stdout().split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ url: served.url.href });
  });

  it('with PINCITE_NO_BROWSER=1 it only prints the URL', async () => {
    const env = { ...process.env, PINCITE_HOME: join(tmp.dir, 'home2'), PINCITE_NO_BROWSER: '1', PINCITE_CHROMIUM: join(tmp.dir, 'chromium') };
    served = await spawnServed(process.execPath, ['scripts/start.mjs', '--browser', '--json'], { cwd: ROOT, env });
    expect(served.stderr()).toContain('--browser was given');
    expect(served.stderr()).not.toContain('in app mode');
    expect((await invoke(served, 'settings:get', {})).body.result).toMatchObject({ mode: 'browser', keyStorage: 'environment' });
    expect(childEnv(served.child.pid!)).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(await stopServed(served)).toEqual({ code: 0, signal: null });
  });
});

/** The environment of the one process `pid` started (Linux /proc): the core behind a launcher script. */
function childEnv(pid: number): Record<string, string> {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  expect(children).toHaveLength(1);
  const pairs = readFileSync(`/proc/${children[0]}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
}

describe('npm run cli', () => {
  const tmp = tempDir('pincite-cli-launch-');
  let served: Served | undefined;
  afterAll(async () => {
    await stopServed(served);
    tmp.cleanup();
  });

  it('runs the command line in a core process with the allocator setting every core gets, passing signals and the exit code through', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PINCITE_HOME: join(tmp.dir, 'home') };
    delete env.MALLOC_ARENA_MAX;
    delete env.MALLOC_MMAP_THRESHOLD_;
    served = await spawnServed(process.execPath, ['scripts/cli.mjs', 'serve', '--json', '--matter', join(tmp.dir, 'matter')], { cwd: ROOT, env });
    expect(childEnv(served.child.pid!)).toMatchObject({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', PINCITE_HOME: join(tmp.dir, 'home') });
    expect((await invoke(served, 'documents:list', {})).status).toBe(200);
    // Only the launcher is signalled (not its group): it must pass the signal on, and the core's clean exit back.
    served.child.kill('SIGTERM');
    expect(await served.exited).toEqual({ code: 0, signal: null });
    const bad = spawnSync(process.execPath, ['scripts/cli.mjs', 'nosuchcommand'], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('unknown command "nosuchcommand"');
  });
});
