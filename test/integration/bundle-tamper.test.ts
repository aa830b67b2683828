import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle } from '../../electron/audit/bundle/export.js';
import type { Manifest } from '../../electron/audit/bundle/format.js';
import { manifestMeta, sealBundle } from '../../electron/audit/bundle/manifest.js';
import { KEY_FILE, loadSigningKey, type SigningKey } from '../../electron/audit/bundle/sign.js';
import { zipBundle, type BundleFiles } from '../../electron/audit/bundle/zip.js';
import { main } from '../../electron/cli.js';
import type { Matter } from '../../electron/store/open.js';
import { populateTraces, writeBundleFolder } from '../helpers/bundle.js';
import { tempDir } from '../helpers/corpus.js';
import { cuadMatter } from '../helpers/matter.js';

/**
 * A bundle is proof only if every way of changing it is caught — by the CLI's
 * verify-bundle (zip read in memory) AND by `node verify.mjs` run on the unpacked
 * folder with nothing but Node. Bundles here hold real traces over real contracts.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const VERIFY_MJS = join(ROOT, 'electron', 'audit', 'bundle', 'verify.mjs');

type Outcome = { ok: boolean; code: number; failures: Array<{ check: string; file?: string; detail: string }> };

let env: Awaited<ReturnType<typeof cuadMatter>>;
let matter: Matter;
let key: SigningKey;
let forger: SigningKey;
let home: ReturnType<typeof tempDir>;
let scratch: ReturnType<typeof tempDir>;
let all: BundleFiles;
let one: BundleFiles;
let otherQuestion: string;

function forgerKey(): SigningKey {
  const dir = mkdtempSync(join(tmpdir(), 'pincite-forger-'));
  const k = loadSigningKey(dir);
  rmSync(dir, { recursive: true, force: true });
  return k;
}

/** The CLI: zip → verify-bundle --json, in process. */
async function viaCli(files: BundleFiles, extra: string[] = []): Promise<Outcome> {
  const zip = join(scratch.dir, `b-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(zip, zipBundle(files, new Date('2026-01-01T00:00:00Z')));
  let out = '';
  const code = await main(['verify-bundle', zip, '--json', ...extra], { out: (s) => (out += s), err: () => undefined });
  rmSync(zip);
  const json = JSON.parse(out) as Outcome;
  return { ok: json.ok, code, failures: json.failures };
}

/** verify.mjs as a recipient runs it: a separate node process over the unpacked folder. */
function viaScript(files: BundleFiles, opts: { script?: 'own' | 'bundled'; extra?: string[] } = {}): Outcome {
  const dir = mkdtempSync(join(scratch.dir, 'unpacked-'));
  writeBundleFolder(dir, files);
  const args = opts.script === 'bundled' ? ['verify.mjs', ...(opts.extra ?? [])] : [VERIFY_MJS, dir, ...(opts.extra ?? [])];
  const r = spawnSync(process.execPath, args, { cwd: dir, env: {}, encoding: 'utf8', timeout: 60_000 });
  rmSync(dir, { recursive: true, force: true });
  const last = r.stdout.trimEnd().split('\n').at(-1) ?? '';
  let json: Outcome;
  try {
    json = JSON.parse(last) as Outcome;
  } catch {
    throw new Error(`verify.mjs printed no JSON (exit ${r.status}): ${r.stdout}\n${r.stderr}`);
  }
  return { ok: json.ok, code: r.status ?? -1, failures: json.failures };
}

async function expectRejectedByBoth(files: BundleFiles, checks: string[], extra: string[] = []): Promise<void> {
  for (const r of [await viaCli(files, extra), viaScript(files, { extra })]) {
    expect(r.ok).toBe(false);
    expect(r.code).toBe(1);
    for (const c of checks) expect(r.failures.map((f) => f.check), JSON.stringify(r.failures)).toContain(c);
  }
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);
const bytes = (s: string) => new TextEncoder().encode(s);
const manifestOf = (files: BundleFiles) => JSON.parse(text(files.get('manifest.json')!)) as Manifest;
const withFile = (files: BundleFiles, name: string, data: Uint8Array | null): BundleFiles => {
  const out = new Map(files);
  if (data === null) out.delete(name);
  else out.set(name, data);
  return out;
};
/** A forger who rewrites the manifest to match and signs it with their own key. */
const reseal = (files: BundleFiles, k: SigningKey = forger) => sealBundle(files, manifestMeta(manifestOf(files)), k);

beforeAll(async () => {
  home = tempDir('pincite-home-');
  scratch = tempDir('pincite-bundles-');
  env = await cuadMatter([1, 2]);
  matter = env.matter;
  const { asked } = await populateTraces(matter, env.ids);
  key = loadSigningKey(home.dir);
  forger = forgerKey();
  all = (await buildBundle(matter, { traces: 'all', key, now: new Date('2026-11-23T09:00:00Z') })).files;
  one = (await buildBundle(matter, { traces: [asked[0]!.trace], key, now: new Date('2026-11-23T09:00:00Z') })).files;
  otherQuestion = 'How long is the term of the agreement?';
}, 300_000);

afterAll(() => {
  env?.cleanup();
  home?.cleanup();
  scratch?.cleanup();
});

describe('an untouched bundle', () => {
  it('verifies with the CLI and with node verify.mjs run alone in an empty folder holding only the unpacked bundle', async () => {
    const cli = await viaCli(all);
    expect(cli.failures).toEqual([]);
    expect(cli.code).toBe(0);
    const own = viaScript(all, { script: 'bundled' });
    expect(own.failures).toEqual([]);
    expect(own.code).toBe(0);
  });

  it('checks every quote at its offsets, exact and normalized, and carries reviews, verdicts, retrieval and model calls', async () => {
    let out = '';
    const zip = join(scratch.dir, 'summary.zip');
    writeFileSync(zip, zipBundle(all, new Date()));
    await main(['verify-bundle', zip, '--json'], { out: (s) => (out += s), err: () => undefined });
    const s = (JSON.parse(out) as { summary: { spans: { exact: number; normalized: number }; traces: number; crops: number } }).summary;
    expect(s.traces).toBe(4);
    expect(s.spans.exact).toBeGreaterThan(0);
    expect(s.spans.normalized).toBeGreaterThan(0);
    expect(s.crops).toBeGreaterThan(0);
    const verified = [...all.keys()].filter((n) => n.startsWith('traces/')).map((n) => JSON.parse(text(all.get(n)!)) as { kind: string; claims: Array<{ reviews: unknown[]; verdicts: unknown[]; evidence: Array<{ match: string | null }> }>; retrieval: unknown; modelCalls: unknown[]; policy: { version: number } });
    const v = verified.find((t) => t.kind === 'verify')!;
    expect(v.claims.flatMap((c) => c.reviews)).toHaveLength(2);
    const matches = v.claims.map((c) => c.evidence[0]!.match);
    expect(matches[1]).toBe('normalized');
    expect(['fuzzy', null]).toContain(matches[2]);
    const a = verified.find((t) => t.kind === 'ask')!;
    expect(a.retrieval).toMatchObject({ hits: expect.any(Array) });
    expect(a.modelCalls[0]).toMatchObject({ promptSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(a.policy.version).toBeGreaterThanOrEqual(1);
  });

  it('a bundle of one question redacts the other questions\' events to hashes yet links up to the signed head', async () => {
    const m = manifestOf(one);
    expect(m.scope.traces).toHaveLength(1);
    expect(m.audit.redacted).toBeGreaterThan(0);
    for (const [name, data] of one) if (name !== 'verify.mjs') expect(text(data), name).not.toContain(otherQuestion);
    expect((await viaCli(one)).ok).toBe(true);
    expect(viaScript(one).ok).toBe(true);
  });

  it('report.html is self-contained: no script, every image a data: URI tagged with its hash, each state in colour and words', () => {
    const html = text(all.get('report.html')!);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\b(src|href)="(?!data:)[^"#]/i);
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) expect(img).toMatch(/data-crop-sha256="[0-9a-f]{64}" src="data:image\/png;base64,/);
    expect(html).toMatch(/data-state="excluded"[^>]*style="--c:#[0-9a-f]{6}/);
    expect(html).toContain('– Excluded');
    expect(text(all.get('answer.md')!)).toMatch(/\[\^1\]: /);
    expect(all.has('ATTRIBUTION')).toBe(true);
  });
});

describe('tampering is caught by both verifiers', () => {
  it('changing any single byte of any file (property over random file and position)', async () => {
    const names = [...all.keys()].sort();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 255 }), async (name, where, xor) => {
        const data = new Uint8Array(all.get(name)!);
        const pos = Math.floor(where * data.length);
        data[pos]! ^= xor;
        const tampered = withFile(all, name, data);
        const cli = await viaCli(tampered);
        const script = viaScript(tampered);
        expect([cli.ok, cli.code, script.ok, script.code], `${name}@${pos}^${xor}`).toEqual([false, 1, false, 1]);
      }),
      { numRuns: 40 },
    );
  });

  it('every byte of the signature file, the one file the manifest cannot list', async () => {
    const sig = all.get('signature')!;
    for (let pos = 0; pos < sig.length; pos++) {
      for (const xor of [1, 2, 0x20, 0x40]) {
        const data = new Uint8Array(sig);
        data[pos]! ^= xor;
        const tampered = withFile(all, 'signature', data);
        expect((await viaCli(tampered)).ok, `signature@${pos}^${xor}`).toBe(false);
      }
    }
    expect(viaScript(withFile(all, 'signature', new Uint8Array([...sig.subarray(0, -2), 0x3c, 0x0a]))).ok).toBe(false);
  });

  it('a missing file or an extra one', async () => {
    await expectRejectedByBoth(withFile(all, 'answer.md', null), ['files']);
    await expectRejectedByBoth(withFile(all, 'notes.txt', bytes('added later')), ['files']);
    await expectRejectedByBoth(withFile(all, 'signature', null), ['signature']);
    // A trace slipped in (manifest re-sealed) is not one the export chose.
    await expectRejectedByBoth(reseal(withFile(all, 'traces/tforged.json', bytes('{}'))), ['traces']);
  });

  const events = (files: BundleFiles) => text(files.get('audit/events.jsonl')!).trimEnd().split('\n');
  const setEvents = (files: BundleFiles, lines: string[]) => withFile(files, 'audit/events.jsonl', bytes(lines.join('\n') + '\n'));

  it('reordering two audit events: by the manifest, and by the chain even when a forger re-signs everything', async () => {
    const lines = events(all);
    const i = Math.floor(lines.length / 2);
    [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    await expectRejectedByBoth(setEvents(all, lines), ['files', 'audit']);
    await expectRejectedByBoth(reseal(setEvents(all, lines)), ['audit']);
  });

  it('deleting an audit event, in the middle or at the end (cut tail): by the chain and the signed head', async () => {
    const lines = events(all);
    await expectRejectedByBoth(reseal(setEvents(all, lines.filter((_, j) => j !== 5))), ['audit']);
    await expectRejectedByBoth(reseal(setEvents(all, lines.slice(0, -1))), ['audit']);
    // A redacted bundle too: remove a redacted (hash-only) event.
    const red = events(one);
    const r = red.findIndex((l) => l.includes('"redacted":true'));
    await expectRejectedByBoth(reseal(setEvents(one, red.filter((_, j) => j !== r))), ['audit']);
  });

  it('editing an event and fixing its hash still breaks the next link', async () => {
    const lines = events(all);
    const e = JSON.parse(lines[3]!) as { payload: string };
    e.payload = e.payload.replace(/"/, '"x');
    lines[3] = JSON.stringify(e);
    await expectRejectedByBoth(reseal(setEvents(all, lines)), ['audit']);
  });

  it('swapping a source text: manifest left alone; manifest re-hashed without a valid signature; re-signed by a forger', async () => {
    const name = [...all.keys()].find((n) => n.startsWith('sources/') && n.endsWith('.txt'))!;
    const original = text(all.get(name)!);
    const swapped = bytes(original.replace(/\bshall\b/, 'shall not'));
    expect(swapped).not.toEqual(all.get(name));
    const alone = withFile(all, name, swapped);
    await expectRejectedByBoth(alone, ['files', 'sources']);
    // The manifest re-hashed to match, the old signature kept.
    const rehashed = reseal(alone, forger);
    const unsigned = withFile(rehashed, 'signature', all.get('signature')!);
    await expectRejectedByBoth(unsigned, ['signature', 'sources']);
    // Re-signed by a forger: the text no longer hashes to its name, nor to the bindings' source version.
    await expectRejectedByBoth(rehashed, ['sources']);
    // And the recipient who names the expected signer rejects the forger outright.
    await expectRejectedByBoth(rehashed, ['signature'], ['--expect-key', key.keyId]);
  });

  it('a forger who re-hashes a swapped source and rewrites the evidence still breaks the link to the audit log', async () => {
    const name = [...all.keys()].find((n) => n.startsWith('sources/') && n.endsWith('.txt'))!;
    const oldSha = name.slice('sources/'.length, -'.txt'.length);
    const swappedText = text(all.get(name)!).replace(/\bshall\b/, 'shall not');
    const { createHash } = await import('node:crypto');
    const newSha = createHash('sha256').update(swappedText).digest('hex');
    let forged: BundleFiles = withFile(withFile(all, name, null), `sources/${newSha}.txt`, bytes(swappedText));
    for (const [n, d] of forged) if (n.startsWith('traces/')) forged = withFile(forged, n, bytes(text(d).replaceAll(oldSha, newSha)));
    const meta = manifestMeta(manifestOf(forged));
    meta.sources = meta.sources.map((s) => (s.textSha256 === oldSha ? { ...s, textSha256: newSha, text: `sources/${newSha}.txt` } : s));
    await expectRejectedByBoth(sealBundle(forged, meta, forger), ['traces']);
  });

  it('verify-bundle on something that is not a zip fails with exit 1 and a clear message', async () => {
    const bad = join(scratch.dir, 'not-a-bundle.zip');
    writeFileSync(bad, 'hello');
    let err = '';
    const code = await main(['verify-bundle', bad], { out: () => undefined, err: (s) => (err += s) });
    expect(code).toBe(1);
    expect(err).toMatch(/not a readable zip archive/);
  });
});

describe('nothing secret enters a bundle', () => {
  it('the private key (PEM, DER, raw seed) and API keys in the environment appear in no file, zipped or not', async () => {
    const secret = 'sk-ant-api03-THIS-IS-A-SECRET-0123456789';
    process.env.ANTHROPIC_API_KEY = secret;
    process.env.OPENAI_API_KEY = `${secret}-openai`;
    try {
      const files = (await buildBundle(matter, { traces: 'all', key, includePdfs: true })).files;
      const zip = Buffer.from(zipBundle(files, new Date()));
      const pem = readFileSync(join(home.dir, KEY_FILE), 'utf8');
      const der = key.privateKey.export({ type: 'pkcs8', format: 'der' });
      const seed = der.subarray(der.length - 32);
      const needles = [Buffer.from(pem), Buffer.from(pem.split('\n')[1]!), der, seed, Buffer.from(seed.toString('base64')), Buffer.from(seed.toString('hex')), Buffer.from(secret)];
      for (const hay of [zip, ...[...files.values()].map((d) => Buffer.from(d))]) {
        for (const n of needles) expect(hay.indexOf(n)).toBe(-1);
      }
      expect([...files.keys()].some((n) => n.endsWith('.pdf'))).toBe(true);
      expect((await viaCli(files)).ok).toBe(true);
    } finally {
      delete process.env.ANTHROPIC_API_KEY;
      delete process.env.OPENAI_API_KEY;
    }
  });

  it('the install key lives in the app-data folder with mode 0600, never in the matter', () => {
    const path = join(home.dir, KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o077).toBe(0);
    expect(path.startsWith(matter.dir)).toBe(false);
    // Loading again gives the same key (generated once per install).
    expect(loadSigningKey(home.dir).keyId).toBe(key.keyId);
  });

  it('a key file loosened to 0644 is tightened back', () => {
    const path = join(home.dir, KEY_FILE);
    spawnSync('chmod', ['644', path]);
    loadSigningKey(home.dir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});

