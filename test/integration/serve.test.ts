import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMatter } from '../../electron/store/open.js';
import { tempDir } from '../helpers/corpus.js';
import { invoke, spawnServed, stopServed, type Served } from '../helpers/served.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** As `npm run -s cli --` runs it: tsx as a loader in one node process. */
const CLI = ['--import', 'tsx', 'electron/cli.ts'];

/**
 * `pincite serve` as a user runs it: a real process, the real renderer build, the default
 * matter of a fresh install (PINCITE_HOME in a temporary folder) filled with the samples.
 */
describe('pincite serve (browser mode)', () => {
  const tmp = tempDir('pincite-serve-');
  let served: Served | undefined;
  const env = { ...process.env, PINCITE_HOME: tmp.dir, ANTHROPIC_API_KEY: 'sk-ant-test-only-0000', OPENAI_API_KEY: '' };

  beforeAll(async () => {
    served = await spawnServed(process.execPath, [...CLI, 'serve', '--json'], { cwd: ROOT, env });
  });
  afterAll(async () => {
    await stopServed(served);
    tmp.cleanup();
  });

  it('prints one JSON document with a loopback URL carrying a 256-bit token', () => {
    expect(served!.stdout().trim().split('\n')).toHaveLength(1);
    expect(served!.url.hostname).toBe('127.0.0.1');
    expect(served!.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the API with the token, refuses it without one, with a wrong one or from a foreign origin', async () => {
    const ok = await invoke(served!, 'matters:current', {});
    expect(ok.status).toBe(200);
    expect(ok.body.ok).toBe(true);
    expect((ok.body.result as { dir: string }).dir).toBe(join(tmp.dir, 'matters', 'default'));
    expect((await invoke(served!, 'matters:current', {}, {})).status).toBe(401);
    expect((await invoke(served!, 'matters:current', {}, { 'X-Pincite-Token': '0'.repeat(64) })).status).toBe(401);
    expect((await invoke(served!, 'matters:current', {}, { 'X-Pincite-Token': served!.token, Origin: 'http://evil.example' })).status).toBe(403);
    const badHost = spawnSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', 'Host: evil.example', `${served!.base}/`], { encoding: 'utf8' });
    expect(badHost.stdout).toBe('421');
  });

  it('loads the sample contracts into the default matter on first start', async () => {
    const docs = await invoke(served!, 'documents:list', {});
    const titles = (docs.body.result as { documents: Array<{ category: string }> }).documents.map((d) => d.category).sort();
    expect(titles).toEqual(['Agency Agreement', 'Distributor Agreement', 'License Agreement', 'Sponsorship Agreement']);
  });

  it('serves the renderer build under the CSP', async () => {
    const res = await fetch(`${served!.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('reports keys from the environment and refuses to store one (browser mode keeps no keys)', async () => {
    const view = await invoke(served!, 'settings:get', {});
    const result = view.body.result as { mode: string; keyStorage: string; providers: Array<{ provider: string; configured: boolean; source: string | null }> };
    expect(result.mode).toBe('browser');
    expect(result.keyStorage).toBe('environment');
    expect(result.providers.find((p) => p.provider === 'anthropic')).toMatchObject({ configured: true, source: 'environment' });
    expect(result.providers.find((p) => p.provider === 'openai')).toMatchObject({ configured: false, source: null });
    expect(JSON.stringify(view.body)).not.toContain('sk-ant-test-only');
    const set = await invoke(served!, 'settings:setKey', { provider: 'openai', key: 'sk-should-never-be-written' });
    expect(set.body.ok).toBe(false);
    expect(set.body.error!.code).toBe('KEY_STORAGE_UNAVAILABLE');
    expect(set.body.error!.message).toContain('OPENAI_API_KEY');
    expect(readdirSync(tmp.dir)).not.toContain('keys.json');
  });

  it('stops on SIGTERM, closing the matter cleanly (exit 0, the matter reopens)', async () => {
    const done = await stopServed(served);
    expect(done).toEqual({ code: 0, signal: null });
    expect(served!.stderr()).toContain('stopping');
    const matter = openMatter(join(tmp.dir, 'matters', 'default'));
    expect((matter.db.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n).toBe(4);
    matter.close();
    expect(existsSync(join(tmp.dir, 'matters', 'default', 'matter.sqlite-wal')) ? 'wal left' : 'closed').toBe('closed');
  });

  it('refuses a bad --port before doing anything', () => {
    const r = spawnSync(process.execPath, [...CLI, 'serve', '--port', 'http', '--json', '--matter', join(tmp.dir, 'never')], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(existsSync(join(tmp.dir, 'never'))).toBe(false);
  });
});
