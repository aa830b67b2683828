import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../electron/store/migrations/index.js';
import { DB_FILE, SOURCES_DIR } from '../../electron/store/open.js';
import type { IngestOutcome } from '../../shared/documents.js';
import { ALL_CUAD, cuadPdf, tempDir } from '../helpers/corpus.js';

/**
 * Crash safety: the real CLI is killed with SIGKILL at seeded points across an ingest's
 * life — while workers start, mid-extraction, right as a document is being stored —
 * and the matter it leaves must be whole: SQLite and FTS5 intact, every document
 * complete or absent, every document's source copy present and hashing to its name.
 * Re-running the same ingest must then land everything.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const TRIALS = 6;
const FILES_PER_TRIAL = 12;

/** mulberry32: a small seeded PRNG, so every run kills at the same planned points. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

type Run = { pid: number; code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; storedBeforeKill: number };

/** Where to kill: after the `afterStored`-th "storing" progress line (0: during start-up), plus `delayMs`. */
type KillPlan = { afterStored: number; delayMs: number } | null;

const live = new Set<ChildProcess>();

/** Runs `pincite ingest` as its own process group, so a kill takes tsx and the Node it starts. */
function runIngest(matterDir: string, files: string[], kill: KillPlan): Promise<Run> {
  const child = spawn(TSX, ['electron/cli.ts', 'ingest', '--matter', matterDir, '--json', ...files], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let stdout = '';
  let stderr = '';
  let stored = 0;
  let storedBeforeKill = -1;
  let armed = false;
  const killNow = () => {
    if (storedBeforeKill >= 0 || child.exitCode !== null) return;
    storedBeforeKill = stored;
    process.kill(-child.pid!, 'SIGKILL');
  };
  const arm = () => {
    if (armed || !kill) return;
    armed = true;
    setTimeout(killNow, kill.delayMs);
  };
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    const text = d.toString();
    stderr += text;
    stored += text.split('\n').filter((l) => l.includes(': storing ')).length;
    if (kill && kill.afterStored > 0 && stored >= kill.afterStored) arm();
  });
  if (kill && kill.afterStored === 0) arm();
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      live.delete(child);
      done({ pid: child.pid!, code, signal, stdout, stderr, storedBeforeKill });
    });
  });
}

/**
 * No process of the group is left running (a surviving grandchild would go on writing).
 * Zombies count as gone: they cannot write, and the container's init reaps them slowly.
 */
async function groupGone(pgid: number): Promise<boolean> {
  const running = (): boolean => {
    if (!existsSync('/proc/self/stat')) {
      try {
        process.kill(-pgid, 0);
        return true;
      } catch {
        return false;
      }
    }
    return readdirSync('/proc').some((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        // "pid (comm) state ppid pgrp …": comm may hold spaces, so split after its ")".
        const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X';
      } catch {
        return false;
      }
    });
  };
  for (let i = 0; i < 50; i++) {
    if (!running()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

type DocSignature = { pages: number; elements: number; anchors: number; textSha256: string; textLength: number };

type MatterState = { docs: Map<string, DocSignature>; orphanCopies: number; tempFiles: number };

/** Everything the crash must not have broken. Returns what it found, for the re-run and for cross-trial checks. */
function checkMatter(dir: string): MatterState {
  const file = join(dir, DB_FILE);
  const docs = new Map<string, DocSignature>();
  const sourcesDir = join(dir, SOURCES_DIR);
  const sources = existsSync(sourcesDir) ? readdirSync(sourcesDir) : [];
  if (!existsSync(file)) return { docs, orphanCopies: sources.filter((f) => f.endsWith('.pdf')).length, tempFiles: sources.filter((f) => f.endsWith('.tmp')).length };
  const db = new Database(file);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const version = db.pragma('user_version', { simple: true }) as number;
    // The schema is created in one transaction: all of it or none.
    expect([0, LATEST_VERSION]).toContain(version);
    if (version === 0) {
      expect(db.prepare('SELECT count(*) AS n FROM sqlite_master').get()).toEqual({ n: 0 });
      return { docs, orphanCopies: 0, tempFiles: sources.filter((f) => f.endsWith('.tmp')).length };
    }
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.exec(`INSERT INTO anchors_fts(anchors_fts) VALUES('integrity-check')`);
    const scalar = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    // No rows of a document without its document.
    expect(scalar('SELECT count(*) AS n FROM pages WHERE doc_id NOT IN (SELECT id FROM documents)')).toBe(0);
    expect(scalar('SELECT count(*) AS n FROM elements WHERE doc_id NOT IN (SELECT id FROM documents)')).toBe(0);
    expect(scalar('SELECT count(*) AS n FROM anchors WHERE doc_id NOT IN (SELECT id FROM documents)')).toBe(0);
    expect(scalar('SELECT count(*) AS n FROM anchors_fts')).toBe(scalar('SELECT count(*) AS n FROM anchors'));
    const rows = db
      .prepare(`SELECT d.id, d.sha256, d.text_sha256 AS textSha256, length(d.text) AS textLength, d.page_count AS pageCount,
          (SELECT count(*) FROM pages p WHERE p.doc_id = d.id) AS pages,
          (SELECT max(char_end) FROM pages p WHERE p.doc_id = d.id) AS pagesEnd,
          (SELECT count(*) FROM elements e WHERE e.doc_id = d.id) AS elements,
          (SELECT count(*) FROM anchors a WHERE a.doc_id = d.id) AS anchors
        FROM documents d`)
      .all() as Array<{ id: string; sha256: string; textSha256: string; textLength: number; pageCount: number; pages: number; pagesEnd: number; elements: number; anchors: number }>;
    for (const r of rows) {
      // Every document whole: all its pages, covering all its text, with elements and anchors.
      expect(r.pages, r.id).toBe(r.pageCount);
      expect(r.pagesEnd, r.id).toBe(r.textLength);
      expect(r.elements, r.id).toBeGreaterThan(0);
      expect(r.anchors, r.id).toBeGreaterThan(0);
      // Its source copy was made durable before its row was committed.
      const copy = join(sourcesDir, `${r.sha256}.pdf`);
      expect(existsSync(copy), `source copy of ${r.id}`).toBe(true);
      expect(createHash('sha256').update(readFileSync(copy)).digest('hex'), `source copy of ${r.id}`).toBe(r.sha256);
      docs.set(r.sha256, { pages: r.pages, elements: r.elements, anchors: r.anchors, textSha256: r.textSha256, textLength: r.textLength });
    }
    const referenced = new Set(rows.map((r) => `${r.sha256}.pdf`));
    return {
      docs,
      orphanCopies: sources.filter((f) => f.endsWith('.pdf') && !referenced.has(f)).length,
      tempFiles: sources.filter((f) => f.endsWith('.tmp')).length,
    };
  } finally {
    db.close();
  }
}

describe('kill -9 during ingest', () => {
  const tmp = tempDir('pincite-crash-');
  afterAll(() => {
    for (const c of live) if (c.pid) process.kill(-c.pid, 'SIGKILL');
    tmp.cleanup();
  });

  it(`leaves a whole matter at ${TRIALS} seeded kill points, and a re-run lands everything`, { timeout: 150_000 }, async () => {
    // Each document's rows, whichever run wrote them: a document committed by a killed
    // run must be identical to the same document written by an undisturbed one.
    const reference = new Map<string, DocSignature>();
    const report: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const rand = rng(0x9e3779b9 ^ (trial * 7919));
      const files = shuffled(ALL_CUAD, rand).slice(0, FILES_PER_TRIAL).map(cuadPdf);
      // Spread the kills over the ingest's life: trial 0 while it starts up (opening the
      // matter, starting workers, extracting the first files); trial t ≥ 1 as a document
      // in the t-th fifth of the files is stored — within a few milliseconds of the
      // "storing" line, which is when the source copy and the transaction are written.
      const u = rand();
      const afterStored = trial === 0 ? 0 : Math.max(1, Math.floor(((trial - 1 + u) / (TRIALS - 1)) * FILES_PER_TRIAL));
      const plan = { afterStored, delayMs: afterStored === 0 ? 200 + Math.floor(u * 1500) : Math.floor(u * 12) };
      const dir = join(tmp.dir, `trial-${trial}`);

      const killed = await runIngest(dir, files, plan);
      expect(killed.signal, `trial ${trial} should have been killed, not finished (exit ${killed.code})`).toBe('SIGKILL');
      expect(await groupGone(killed.pid)).toBe(true);

      const after = checkMatter(dir);
      for (const [sha, sig] of after.docs) {
        if (reference.has(sha)) expect(sig, `document ${sha} after trial ${trial}'s kill`).toEqual(reference.get(sha));
        else reference.set(sha, sig);
      }

      const rerun = await runIngest(dir, files, null);
      expect(rerun.code, rerun.stderr.slice(-2000)).toBe(0);
      const { documents } = JSON.parse(rerun.stdout) as { documents: IngestOutcome[] };
      expect(documents.map((d) => d.status)).toEqual(files.map(() => 'ok'));
      // What the killed run committed is recognised, not written twice.
      expect(documents.filter((d) => d.duplicate).map((d) => d.sha256).sort()).toEqual([...after.docs.keys()].sort());

      const final = checkMatter(dir);
      expect(final.docs.size).toBe(FILES_PER_TRIAL);
      expect(final.orphanCopies).toBe(0);
      for (const [sha, sig] of final.docs) {
        if (reference.has(sha)) expect(sig, `document ${sha} after trial ${trial}'s re-run`).toEqual(reference.get(sha));
        else reference.set(sha, sig);
      }
      report.push(
        `trial ${trial}: killed after ${killed.storedBeforeKill} "storing" lines (+${plan.delayMs} ms); ${after.docs.size}/${FILES_PER_TRIAL} documents had landed, ` +
          `${after.orphanCopies} unreferenced source copies, ${after.tempFiles} temporary files; re-run landed ${FILES_PER_TRIAL - after.docs.size} more`,
      );
    }
    console.log(report.join('\n'));
  });
});
