import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { DB_FILE, openMatter, openMatterReadOnly, SOURCES_DIR } from '../../electron/store/open.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { checkMatter, killAllCli, runCli, type CliRun } from '../helpers/crash.js';
import { ingest } from '../helpers/ingest.js';

/**
 * A full disk and a read-only matter folder, for real: a small tmpfs that fills up,
 * and a read-only bind mount (chmod would not stop root, which tests and CI run as).
 * Every write gets a typed MATTER_UNWRITABLE saying what is wrong; nothing is
 * half-written; the matter works again once there is space or it is writable.
 */
function mount(args: string[]): void {
  if (process.getuid?.() !== 0) throw new Error('This test mounts a tmpfs and a read-only bind mount, which needs root (CI runs as root).');
  execFileSync('mount', args, { stdio: 'pipe' });
}
function unmount(path: string): void {
  try {
    execFileSync('umount', [path], { stdio: 'pipe' });
  } catch {
    execFileSync('umount', ['-l', path], { stdio: 'pipe' });
  }
}

const out = (r: CliRun) => JSON.parse(r.stdout.trim()) as { error?: { code: string; message: string }; documents?: Array<{ status: string; error?: { code: string; message: string } }> };
/** The typed error of a CLI run: the request's, or (ingest) the file's. */
const errorOf = (r: CliRun) => out(r).error ?? out(r).documents?.[0]?.error;

/**
 * Counts and chain state of a matter. Read from a copy: even a read-only SQLite
 * connection needs to create the WAL index, which a full disk refuses.
 */
function snapshot(dir: string) {
  const copy = mkdtempSync(join(tmpdir(), 'pincite-snap-'));
  for (const f of [DB_FILE, `${DB_FILE}-wal`]) if (existsSync(join(dir, f))) copyFileSync(join(dir, f), join(copy, f));
  const db = openMatterReadOnly(copy);
  try {
    const n = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    return { documents: n('documents'), traces: n('traces'), reviews: n('reviews'), events: n('audit_events'), chain: verifyChain(readEvents(db), true) };
  } finally {
    db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('disk full', () => {
  const tmp = tempDir('pincite-full-');
  const mnt = join(tmp.dir, 'small-disk');
  const dir = join(mnt, 'matter');
  const filler = join(mnt, 'filler.bin');
  const base = ['--matter', dir, '--json'];
  let claim: string;

  beforeAll(async () => {
    mkdirSync(mnt);
    mount(['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', mnt]);
    const matter = openMatter(dir);
    try {
      expect((await ingest(matter, [cuadPdf(28)]))[0]!.status).toBe('ok');
      claim = (await ask(matter, 'governing law', await configurePipeline({}))).claims[0]!.id;
    } finally {
      matter.close();
    }
    // Fill every byte that is left.
    const fd = openSync(filler, 'w');
    const chunk = Buffer.alloc(64 * 1024, 0x55);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (err) {
      expect((err as { code?: string }).code).toBe('ENOSPC');
    } finally {
      closeSync(fd);
    }
  });
  afterAll(() => {
    killAllCli();
    unmount(mnt);
    tmp.cleanup();
  });

  it('ingest, ask and review decide each fail with MATTER_UNWRITABLE saying the disk is full, and write nothing', { timeout: 120_000 }, async () => {
    const before = snapshot(dir);
    const runs = { ingest: await runCli(['ingest', cuadPdf(1), ...base]), ask: await runCli(['ask', 'termination', ...base]), decide: await runCli(['review', 'decide', claim, '--action', 'contradict', '--reviewer', 'R', ...base]) };
    for (const [name, r] of Object.entries(runs)) {
      expect(r.code, `${name}: ${r.stderr}`).toBe(1);
      expect(errorOf(r), name).toMatchObject({ code: 'MATTER_UNWRITABLE' });
      expect(errorOf(r)!.message, name).toMatch(/disk .*is full|cannot be written/);
    }
    expect(snapshot(dir)).toEqual(before);
    // No temporary or partial source copy is left behind.
    expect(readdirSync(join(dir, SOURCES_DIR)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // (checkMatter opens the database in place, which needs space for its WAL index: it runs once space is freed, below.)
  });

  it('works again once space is freed', { timeout: 120_000 }, async () => {
    rmSync(filler);
    const ingested = await runCli(['ingest', cuadPdf(1), ...base]);
    expect(ingested.code, ingested.stderr).toBe(0);
    const decided = await runCli(['review', 'decide', claim, '--action', 'contradict', '--reviewer', 'R', ...base]);
    expect(decided.code, decided.stderr).toBe(0);
    const s = snapshot(dir);
    expect(s).toMatchObject({ documents: 2, reviews: 1, chain: [] });
    checkMatter(dir);
  });
});

describe('read-only matter folder', () => {
  const tmp = tempDir('pincite-ro-');
  const dir = join(tmp.dir, 'matter');
  const base = ['--matter', dir, '--json'];
  let claim: string;
  let session: Session;
  let mounted = false;
  const hash = () => createHash('sha256').update(readFileSync(join(dir, DB_FILE))).digest('hex');

  beforeAll(async () => {
    const matter = openMatter(dir);
    try {
      expect((await ingest(matter, [cuadPdf(18)]))[0]!.status).toBe('ok');
      claim = (await ask(matter, 'governing law', await configurePipeline({}))).claims[0]!.id;
    } finally {
      matter.close();
    }
    // The app has the matter open when its folder becomes read-only (a remount, a lost share).
    session = await openSession({ matterDir: dir });
    mount(['--bind', dir, dir]);
    mounted = true;
    mount(['-o', 'remount,bind,ro', dir]);
  });
  afterAll(async () => {
    killAllCli();
    await session?.close().catch(() => undefined);
    if (mounted) unmount(dir);
    tmp.cleanup();
  });

  it('the CLI refuses to open it for writing with MATTER_UNWRITABLE, changing nothing', { timeout: 120_000 }, async () => {
    const before = hash();
    for (const args of [['ingest', cuadPdf(1)], ['ask', 'termination'], ['review', 'decide', claim, '--action', 'note', '--note', 'checked', '--reviewer', 'R']]) {
      const r = await runCli([...args, ...base]);
      expect(r.code, r.stderr).toBe(1);
      expect(errorOf(r), args[0]).toMatchObject({ code: 'MATTER_UNWRITABLE' });
      expect(errorOf(r)!.message).toMatch(/read-only|cannot be written/);
    }
    expect(hash()).toBe(before);
  });

  it('the open Session still reads; a new document cannot be stored and says so; nothing is half-written', { timeout: 60_000 }, async () => {
    const emit = () => undefined;
    expect(await dispatch(createHandlers(session), 'documents:list', {}, emit)).toMatchObject({ ok: true });
    expect(await dispatch(createHandlers(session), 'search:query', { query: 'governing law' }, emit)).toMatchObject({ ok: true });
    const r = await dispatch(createHandlers(session), 'documents:ingest', { paths: [cuadPdf(1)] }, emit);
    expect(r).toMatchObject({ ok: true, result: { documents: [{ status: 'error', error: { code: 'MATTER_UNWRITABLE' } }] } });
    expect(JSON.stringify(r)).toMatch(/read-only/);
    // A read-only bind mount stops new opens for writing; the database file the session
    // already holds open stays writable (the kernel checks at open), so an answer may
    // still land — whole, or not at all, with a typed error.
    const asked = await dispatch(createHandlers(session), 'answers:ask', { question: 'termination' }, emit);
    if (!asked.ok) expect(asked.error.code).toBe('MATTER_UNWRITABLE');
    expect(snapshot(dir).documents).toBe(1);
  });

  it('is whole and writable again once the folder is', { timeout: 120_000 }, async () => {
    await session.close();
    unmount(dir);
    mounted = false;
    const r = await runCli(['review', 'decide', claim, '--action', 'note', '--note', 'readable again', '--reviewer', 'R', ...base]);
    expect(r.code, r.stderr).toBe(0);
    expect(snapshot(dir).chain).toEqual([]);
    checkMatter(dir);
  });
});
