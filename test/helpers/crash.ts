import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { MATTER_OPEN_LINE } from '../../electron/cli.js';
import { LATEST_VERSION } from '../../electron/store/migrations/index.js';
import { DB_FILE, SOURCES_DIR } from '../../electron/store/open.js';

/** Shared by the kill -9 tests (crash.test.ts, crash-loop.test.ts): PRNG, process-group and matter checks. */
export const ROOT = resolve(import.meta.dirname, '..', '..');
export const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** mulberry32: a small seeded PRNG, so every run kills at the same planned points. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * No process of the group is left running (a surviving grandchild would go on writing).
 * Zombies count as gone: they cannot write, and the container's init reaps them slowly.
 */
export async function groupGone(pgid: number): Promise<boolean> {
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

export type DocSignature = { pages: number; elements: number; anchors: number; textSha256: string; textLength: number };

export type MatterState = { docs: Map<string, DocSignature>; orphanCopies: number; tempFiles: number };

/** Everything the crash must not have broken. Returns what it found, for the re-run and for cross-trial checks. */
export function checkMatter(dir: string): MatterState {
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

export type CliRun = {
  pid: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** With `watchOpen`: ms after spawn when the CLI said it had opened the matter (null: it never did). */
  openedAtMs: number | null;
};

/** Every CLI process a test started and has not seen exit: killed by the test's afterAll. */
export const liveCli = new Set<ChildProcess>();

/**
 * Runs the real CLI (`tsx electron/cli.ts …`) as its own process group and, with
 * `killAfterMs`, sends the whole group SIGKILL that long after the spawn — unless it
 * has exited by then. Resolves when the group leader exits.
 */
export function runCli(
  args: readonly string[],
  opts: { killAfterMs?: number; watchOpen?: boolean; killAfterOpenMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  const t0 = performance.now();
  const env = { ...process.env, ...opts.env, ...(opts.watchOpen ? { PINCITE_ANNOUNCE_OPEN: '1' } : {}) };
  const child = spawn(TSX, ['electron/cli.ts', ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  liveCli.add(child);
  let stdout = '';
  let stderr = '';
  let openedAtMs: number | null = null;
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  const timers: NodeJS.Timeout[] = [];
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  // Start-up (tsx, imports) is most of a CLI run and touches nothing: the CLI saying
  // when it has opened the matter lets a kill land where the writing happens. (A /proc
  // watcher looking for the open file missed commands that opened and finished between
  // two looks on a loaded machine; a line on a pipe cannot be missed.)
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (!opts.watchOpen || openedAtMs !== null || !stderr.includes(MATTER_OPEN_LINE)) return;
    openedAtMs = performance.now() - t0;
    if (opts.killAfterOpenMs !== undefined) timers.push(setTimeout(kill, opts.killAfterOpenMs));
  });
  if (opts.killAfterMs !== undefined) timers.push(setTimeout(kill, opts.killAfterMs));
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      for (const t of timers) clearTimeout(t);
      liveCli.delete(child);
      done({ pid: child.pid!, code, signal, stdout, stderr, ms: performance.now() - t0, openedAtMs });
    });
  });
}

export function killAllCli(): void {
  for (const c of liveCli) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
