import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipBundle, zipBundle } from '../../electron/audit/bundle/zip.js';
import { main } from '../../electron/cli.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';

/** `export` and `verify-bundle` as scripts and auditors call them (ARCHITECTURE §4). */
const tmp = tempDir('pincite-bundle-cli-');
const matter = join(tmp.dir, 'matter');
const home = join(tmp.dir, 'home');
let trace = '';

async function cli(args: string[]): Promise<{ code: number; json: Record<string, unknown> | null; stdout: string; stderr: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  const json = args.includes('--json') ? (JSON.parse(out) as Record<string, unknown>) : null;
  if (args.includes('--json')) expect(out.trimEnd().split('\n')).toHaveLength(1);
  return { code, json, stdout: out, stderr: err };
}

beforeAll(async () => {
  process.env.PINCITE_HOME = home;
  expect((await cli(['ingest', cuadPdf(1), '--matter', matter, '--json'])).code).toBe(0);
  const asked = await cli(['ask', 'Which state law governs this agreement?', '--matter', matter, '--json']);
  trace = String(asked.json!.trace);
});
afterAll(() => {
  delete process.env.PINCITE_HOME;
  tmp.cleanup();
});

describe('pincite export / verify-bundle', () => {
  it('export <trace> --out FILE.zip --json prints {path, bytes, sha256, summary}; progress only on stderr', async () => {
    const out = join(tmp.dir, 'one.zip');
    const r = await cli(['export', trace, '--out', out, '--matter', matter, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ path: out, bytes: statSync(out).size, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), summary: { traces: 1, keyId: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(r.stderr).toMatch(/export: (collect|crops|seal|write)/);
    // The key was made in PINCITE_HOME, not in the matter.
    expect(existsSync(join(home, 'keys', 'bundle-signing-ed25519.pem'))).toBe(true);
  });

  it('verify-bundle FILE.zip --json → {"ok":true,"failures":[]} exit 0; --expect-key of another signer → exit 1', async () => {
    const out = join(tmp.dir, 'all.zip');
    expect((await cli(['export', '--all', '--out', out, '--matter', matter])).code).toBe(0);
    const ok = await cli(['verify-bundle', out, '--json']);
    expect(ok.code).toBe(0);
    expect(ok.json).toMatchObject({ ok: true, failures: [] });
    const keyId = (ok.json!.summary as { keyId: string }).keyId;
    expect((await cli(['verify-bundle', out, '--expect-key', keyId, '--json'])).code).toBe(0);
    const other = await cli(['verify-bundle', out, '--expect-key', 'f'.repeat(64), '--json']);
    expect(other.code).toBe(1);
    expect(other.json).toMatchObject({ ok: false, failures: [expect.objectContaining({ check: 'signature' })] });
  });

  it('a tampered bundle: exit 1, each failure named (human output too)', async () => {
    const out = join(tmp.dir, 'all.zip');
    const files = unzipBundle(readFileSync(out), out);
    const name = [...files.keys()].find((n) => n.startsWith('traces/'))!;
    files.set(name, new TextEncoder().encode(new TextDecoder().decode(files.get(name)).replace('"supported"', '"contradicted"')));
    const bad = join(tmp.dir, 'tampered.zip');
    writeFileSync(bad, zipBundle(files, new Date()));
    const r = await cli(['verify-bundle', bad]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAILED/);
    expect(r.stdout).toContain(name);
  });

  it('bad requests: no --out, ids and --all together, an unknown trace, a missing file', async () => {
    expect((await cli(['export', trace, '--matter', matter])).stderr).toMatch(/--out/);
    expect((await cli(['export', trace, '--all', '--out', join(tmp.dir, 'x.zip'), '--matter', matter])).code).toBe(1);
    const unknown = await cli(['export', 'tnope', '--out', join(tmp.dir, 'x.zip'), '--matter', matter, '--json']);
    expect(unknown.code).toBe(1);
    expect(unknown.json).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(existsSync(join(tmp.dir, 'x.zip'))).toBe(false);
    const missing = await cli(['verify-bundle', join(tmp.dir, 'nope.zip'), '--json']);
    expect(missing.code).toBe(1);
    expect(missing.json).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
  });
});
