import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import type { CliIo } from '../../electron/cli/io.js';
import { getAnchor } from '../../electron/store/anchors.js';
import { openMatter } from '../../electron/store/open.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';

/** The CLI contract (ARCHITECTURE.md §4): scripts and audits depend on these shapes. */
const INGEST_KEYS = ['id', 'title', 'pages', 'sha256', 'ocrPages', 'status'];
const INGEST_EXTRA = ['file', 'duplicate', 'error', 'warnings', 'pageIssues'];
const HIT_KEYS = ['anchor', 'doc', 'title', 'page', 'pages', 'score', 'text'];
const HIT_EXTRA = ['rank', 'retriever'];

const ROOT = resolve(import.meta.dirname, '..', '..');

type Captured = CliIo & { stdout: () => string; stderr: () => string };
function capture(): Captured {
  let out = '';
  let err = '';
  return { out: (s) => (out += s), err: (s) => (err += s), stdout: () => out, stderr: () => err };
}

/** Runs the CLI in-process; with --json, stdout must be exactly one JSON document on one line. */
async function cli(args: string[]): Promise<{ code: number; json: unknown; stdout: string; stderr: string }> {
  const io = capture();
  const code = await main(args, io);
  let json: unknown = null;
  if (args.includes('--json')) {
    expect(io.stdout().endsWith('\n'), 'stdout ends with one newline').toBe(true);
    expect(io.stdout().trimEnd().split('\n'), 'stdout is one line: one JSON document').toHaveLength(1);
    json = JSON.parse(io.stdout());
  }
  return { code, json, stdout: io.stdout(), stderr: io.stderr() };
}

function expectKeys(obj: object, required: string[], extra: string[]): void {
  const keys = Object.keys(obj);
  for (const k of required) expect(keys, `missing "${k}"`).toContain(k);
  for (const k of keys) expect([...required, ...extra], `unexpected key "${k}"`).toContain(k);
}

describe('pincite CLI contract (in-process)', () => {
  const tmp = tempDir('pincite-cli-');
  const matter = join(tmp.dir, 'matter');
  const files = [cuadPdf(0), cuadPdf(3), cuadPdf(21)];
  let ids: string[] = [];
  afterAll(() => tmp.cleanup());

  beforeAll(async () => {
    const r = await cli(['ingest', '--matter', matter, '--json', ...files]);
    expect(r.code, r.stderr).toBe(0);
    ids = (r.json as { documents: Array<{ id: string }> }).documents.map((d) => d.id);
  });

  it('ingest --json: {"documents":[{id,title,pages,sha256,ocrPages,status}]}, progress only on stderr', async () => {
    const bad = join(tmp.dir, 'scan.pdf');
    writeFileSync(bad, 'not a pdf at all');
    const r = await cli(['ingest', '--matter', matter, '--json', cuadPdf(7), bad]);
    expect(r.code).toBe(2);
    const { documents } = r.json as { documents: Array<Record<string, unknown>> };
    expect(Object.keys(r.json as object)).toEqual(['documents']);
    const [ok, failed] = documents;
    expectKeys(ok!, INGEST_KEYS, INGEST_EXTRA);
    expect(ok).toMatchObject({ id: expect.stringMatching(/^d[0-9a-f]{12}$/), title: 'cuad-dev-07', pages: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), ocrPages: 0, status: 'ok' });
    expect(ok!.error).toBeUndefined();
    expectKeys(failed!, ['status', 'error'], ['file']);
    expect(failed).toMatchObject({ status: 'error', error: { code: 'NOT_A_PDF', message: expect.stringContaining('scan.pdf') } });
    expect(Object.keys(failed!.error as object).sort()).toEqual(['code', 'message']);
    expect(r.stderr).toMatch(/cuad-dev-07\.pdf: storing \d+\/\d+ pages/);
    expect(r.stdout).not.toContain('pages\n');
  });

  it('ingest of the same file again is a no-op that says so', async () => {
    const db = openMatter(matter);
    const count = () => db.db.prepare('SELECT (SELECT count(*) FROM documents) AS d, (SELECT count(*) FROM elements) AS e').get();
    const before = count();
    try {
      const r = await cli(['ingest', '--matter', matter, '--json', files[1]!]);
      expect(r.code).toBe(0);
      expect((r.json as { documents: unknown[] }).documents).toEqual([expect.objectContaining({ id: ids[1], status: 'ok', duplicate: true })]);
      expect(r.stderr).toContain(`pincite: cuad-dev-03.pdf is already in this matter as ${ids[1]}; nothing was changed.`);
      const human = await cli(['ingest', '--matter', matter, files[1]!]);
      expect(human.stdout).toMatch(new RegExp(`^unchanged ${ids[1]}  15 pages  cuad-dev-03\\n$`));
      expect(count()).toEqual(before);
    } finally {
      db.close();
    }
  });

  it('the same bytes named twice in one ingest (one path twice, and a copy) land once; the others are no-ops', async () => {
    const copy = join(tmp.dir, 'renamed copy.pdf');
    writeFileSync(copy, readFileSync(cuadPdf(14)));
    const fresh = join(tmp.dir, 'twice');
    const r = await cli(['ingest', '--matter', fresh, '--json', cuadPdf(14), copy, cuadPdf(14)]);
    expect(r.code, r.stderr).toBe(0);
    const { documents } = r.json as { documents: Array<{ id: string; status: string; duplicate?: boolean }> };
    expect(documents.map((d) => d.status)).toEqual(['ok', 'ok', 'ok']);
    expect(new Set(documents.map((d) => d.id)).size).toBe(1);
    expect(documents.filter((d) => d.duplicate)).toHaveLength(2);
    expect(r.stderr.match(/is already in this matter as/g)).toHaveLength(2);
    const listed = await cli(['documents', '--matter', fresh, '--json']);
    expect((listed.json as { documents: unknown[] }).documents).toHaveLength(1);
  });

  it('search --json: {"hits":[{anchor,doc,title,page,pages,score,text}]}, text being the anchor\'s full text', async () => {
    const r = await cli(['search', 'governing law of the state', '--k', '4', '--matter', matter, '--json']);
    expect(r.code).toBe(0);
    expect(Object.keys(r.json as object)).toEqual(['hits']);
    const { hits } = r.json as { hits: Array<{ anchor: string; doc: string; title: string; page: number; pages: [number, number]; score: number; text: string }> };
    expect(hits).toHaveLength(4);
    const db = openMatter(matter);
    try {
      for (const h of hits) {
        expectKeys(h, HIT_KEYS, HIT_EXTRA);
        const anchor = getAnchor(db.db, h.anchor)!;
        expect(h.text).toBe(anchor.text);
        expect(h.doc).toBe(anchor.doc_id);
        expect(h.pages).toEqual([anchor.page_start, anchor.page_end]);
        expect(h.page).toBe(anchor.page_start);
        expect(typeof h.score).toBe('number');
        expect(h.title).toMatch(/^cuad-dev-\d\d$/);
      }
    } finally {
      db.close();
    }
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    const all = await cli(['search', 'governing law', '--matter', matter, '--json']);
    expect((all.json as { hits: unknown[] }).hits.length).toBeLessThanOrEqual(10);
  });

  it('search without hits is a successful empty result', async () => {
    const r = await cli(['search', 'xylophonically', '--matter', matter, '--json']);
    expect(r).toMatchObject({ code: 0, json: { hits: [] } });
  });

  it('documents --json lists what the matter holds', async () => {
    const r = await cli(['documents', '--matter', matter, '--json']);
    expect(r.code).toBe(0);
    const { documents } = r.json as { documents: Array<{ id: string; title: string; pages: number }> };
    expect(documents.map((d) => d.id)).toEqual(expect.arrayContaining(ids));
    expect(documents.find((d) => d.id === ids[1])).toMatchObject({ title: 'cuad-dev-03', pages: 15 });
  });

  it('category <doc> "<category>" sets, shows and clears a category; an unknown document fails with exit 1', async () => {
    const set = await cli(['category', ids[0]!, 'Co-Branding', '--matter', matter, '--json']);
    expect(set).toMatchObject({ code: 0, json: { id: ids[0], category: 'Co-Branding' } });
    const docs = await cli(['documents', '--matter', matter, '--json']);
    expect((docs.json as { documents: Array<{ id: string; category: string | null }> }).documents.find((d) => d.id === ids[0])?.category).toBe('Co-Branding');
    expect(await cli(['category', ids[0]!, '', '--matter', matter, '--json'])).toMatchObject({ code: 0, json: { category: null } });
    const missing = await cli(['category', 'dnope', 'X', '--matter', matter, '--json']);
    expect(missing).toMatchObject({ code: 1, json: { error: { code: 'NOT_FOUND' } } });
    expect(missing.stderr).toContain('No document dnope in this matter');
  });

  it.each([
    [['frobnicate', '--json'], /unknown command "frobnicate"/],
    [['search', 'x', '--nope', '--json'], /Unknown option '--nope'/],
    [['search', 'x', '--k', 'many', '--json'], /--k must be a whole number from 1 to 1000/],
    [['search', '--json'], /search needs a query/],
    [['ingest', '--json'], /ingest needs at least one file/],
    [['ingest', 'a.pdf', '--ocr', 'maybe', '--json'], /--ocr must be auto, on or off/],
    [['category', 'd1', '--json'], /category needs a document id and a category/],
    [['documents', 'extra', '--json'], /documents takes no arguments/],
    [['--json'], /no command given/],
  ])('%j fails with exit 1, a message on stderr and a JSON error on stdout', async (args, says) => {
    const dir = join(tmp.dir, `usage-${Math.random().toString(36).slice(2)}`);
    const r = await cli([...args, '--matter', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(says);
    expect(r.json).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringMatching(says) } });
    // A usage error opens nothing: no matter folder appears as a side effect.
    expect(existsSync(dir)).toBe(false);
  });

  it('without --json, failures still go to stderr and stdout stays empty', async () => {
    const r = await cli(['frobnicate', '--matter', join(tmp.dir, 'x')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^pincite: unknown command "frobnicate"/);
  });

  it('--help prints the usage and succeeds', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: pincite <command>/);
    expect(r.stdout).toContain('exit codes: 0 success, 1 the request failed, 2 partial success');
  });
});

describe('pincite CLI as a real process (npm run -s cli)', () => {
  const tmp = tempDir('pincite-cli-proc-');
  afterAll(() => tmp.cleanup());
  const npm = (args: string[]) => spawnSync('npm', ['run', '-s', 'cli', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

  it('ingest --json prints one JSON document on stdout, progress and failures on stderr, and exits 2 on partial success', () => {
    const matter = join(tmp.dir, 'matter');
    const empty = join(tmp.dir, 'empty.pdf');
    writeFileSync(empty, '');
    const r = npm(['ingest', '--matter', matter, '--json', cuadPdf(1), empty]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const { documents } = JSON.parse(r.stdout) as { documents: Array<{ status: string; error?: { code: string } }> };
    expect(documents.map((d) => d.error?.code ?? d.status)).toEqual(['ok', 'FILE_EMPTY']);
    expect(r.stderr).toMatch(/cuad-dev-01\.pdf: done \d+\/\d+ pages/);
    expect(r.stderr).toContain('pincite: empty.pdf: FILE_EMPTY: empty.pdf is empty (0 bytes).');

    const s = npm(['search', 'termination for convenience', '--k', '2', '--matter', matter, '--json']);
    expect(s.status, s.stderr).toBe(0);
    const { hits } = JSON.parse(s.stdout) as { hits: Array<Record<string, unknown>> };
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expectKeys(h, HIT_KEYS, HIT_EXTRA);

    const bad = npm(['serach', '--json']);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(bad.stderr).toContain('unknown command "serach"');
  });
});
