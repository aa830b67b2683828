import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRendererBuilt } from '../../electron/host/renderer-build.js';
import { CONTENT_SECURITY_POLICY } from '../../electron/host/security.js';
import { INVOKE_CHANNEL, METHODS } from '../../shared/api.js';
import { tempDir } from '../helpers/corpus.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'dist-electron');

/**
 * The Electron build npm start launches, exercised without Electron's binary: the bundled
 * main process runs under plain Node against a stand-in `electron` module (the core and
 * the renderer build under it are real), and the bundled preload runs in a bare context
 * that, like Electron's sandbox, can require nothing but `electron`.
 */
describe('the Electron bundle (dist-electron/)', () => {
  const tmp = tempDir('pincite-electron-');
  beforeAll(async () => {
    ensureRendererBuilt();
    // @ts-expect-error — plain ESM script without type declarations
    const { buildElectron } = (await import('../../scripts/build-electron.mjs')) as { buildElectron: (o: { force: boolean }) => Promise<boolean> };
    await buildElectron({ force: true });
  });
  afterAll(() => tmp.cleanup());

  it('preload.cjs is self-contained: in a sandbox-like context it requires only electron and exposes the allow-list', () => {
    const code = readFileSync(join(OUT, 'preload.cjs'), 'utf8');
    const required: string[] = [];
    const exposed = new Map<string, Record<string, unknown>>();
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (k: string, v: Record<string, unknown>) => exposed.set(k, v) },
      ipcRenderer: { invoke: (...a: unknown[]) => (invoked.push(a), Promise.resolve({ ok: true, result: null })), on: () => undefined, removeListener: () => undefined },
    };
    const module = { exports: {} };
    runInNewContext(code, {
      module,
      exports: module.exports,
      require: (id: string) => {
        required.push(id);
        if (id !== 'electron') throw new Error(`a sandboxed preload cannot require ${id}`);
        return electron;
      },
    });
    expect(required).toEqual(['electron']);
    // Channel names and types only: no schema library in the sandbox.
    expect(code.length).toBeLessThan(20_000);
    const bridge = exposed.get('pincite')!;
    expect(Object.keys(bridge).sort()).toEqual([...METHODS, 'onEvent'].sort());
    void (bridge['matters:current'] as (i: unknown) => Promise<unknown>)({});
    expect(invoked).toEqual([[INVOKE_CHANNEL, 'matters:current', {}]]);
  });

  it('main.js is the shell only: the core (SQLite, pdf.js, model SDKs) is in core.js', () => {
    const main = readFileSync(join(OUT, 'main.js'), 'utf8');
    const core = readFileSync(join(OUT, 'core.js'), 'utf8');
    for (const pkg of ['better-sqlite3', 'pdfjs-dist', '@anthropic-ai/sdk', 'openai', 'fflate']) expect(main).not.toMatch(new RegExp(`from ["']${pkg}`));
    expect(core).toMatch(/from ["']better-sqlite3["']/);
    // Crops are drawn on worker threads from the bundle too: their entry and boot file sit beside core.js.
    expect(existsSync(join(OUT, 'crops-worker.js'))).toBe(true);
    expect(existsSync(join(OUT, 'worker-entry.mjs'))).toBe(true);
  });

  it('main.js runs the real core behind the app protocol and IPC, with the security settings in place', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'test/helpers/electron/run-main.mjs'), join(OUT, 'main.js'), join(ROOT, 'test/helpers/electron/fake-electron.mjs')], {
      cwd: tmp.dir,
      env: { ...process.env, PINCITE_HOME: join(tmp.dir, 'home') },
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(out.schemes).toEqual([{ scheme: 'pincite', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(out.loaded).toBe('pincite://app/index.html');
    expect(out.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: join(OUT, 'preload.cjs') });
    expect(out.preloadExists).toBe(true);
    expect(out.page).toEqual({ status: 200, csp: CONTENT_SECURITY_POLICY, hasRoot: true });
    expect(out.asset).toEqual({ status: 200, type: 'text/javascript', csp: true });
    expect(out.escape).toEqual({ status: 200, isIndex: true });
    expect(out.foreign).toBe(404);
    expect(out.channels).toEqual([INVOKE_CHANNEL]);
    expect(out.fromApp).toMatchObject({ ok: true, result: { name: 'default', dir: join(tmp.dir, 'home', 'matters', 'default') } });
    // First start: the samples, ingested by the bundled extraction worker.
    expect(out.documents).toEqual(['Agency Agreement', 'Distributor Agreement', 'License Agreement', 'Sponsorship Agreement']);
    // Show original file: the shell shows the stored copy; the window learns only that it was shown, never the path.
    expect(out.revealed.shown).toHaveLength(1);
    expect(out.revealed.shown[0]).toMatch(/[\\/]sources[\\/][0-9a-f]{64}\.pdf$/);
    expect(out.revealed.reply).toMatchObject({ ok: true, result: { revealed: true } });
    expect(out.revealed.reply.result).not.toHaveProperty('path');
    // Linux without a keychain: safeStorage's basic_text fallback is not trusted with keys.
    expect(out.settings).toMatchObject({ mode: 'desktop', keyStorage: 'environment' });
    expect(out.setKey).toMatchObject({ ok: false, error: { code: 'KEY_STORAGE_UNAVAILABLE' } });
    expect(out.fromElsewhere).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(out.windowOpen).toEqual({ action: 'deny' });
    expect(out.navigation).toEqual({ app: false, evil: true, redirect: true, frame: true });
    expect(out.webviewPrevented).toBe(true);
    expect(out.permission).toBe(false);
    expect(out.focused).toBe(1);
    expect(out.quit).toBe(true);
    // The core ran in Electron's utility process (core.js), not in main.js: its export
    // pushed progress to the window; killed, it came back on the same matter; on quit it closed.
    expect(out.core.forks).toEqual([
      { module: join(OUT, 'core.js'), serviceName: 'Pincite core', allocator: ['2', '131072'] },
      { module: join(OUT, 'core.js'), serviceName: 'Pincite core', allocator: ['2', '131072'] },
    ]);
    expect(out.core.apart).toBe(true);
    expect(out.core.asked).toBe('answered');
    expect(out.core.exported).toBe(1);
    expect(out.core.pushed).toEqual(['pincite:push export:progress']);
    expect(out.core.afterCrash).toBe(4);
    expect(out.core.runningAfterQuit).toBe(0);
  });
});
