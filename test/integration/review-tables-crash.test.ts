import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { openMatter, openMatterReadOnly } from '../../electron/store/open.js';
import { createTable, tableView } from '../../electron/pipeline/tables/tables.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { groupGone, ROOT, TSX } from '../helpers/crash.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Runs `table run` as its own process group and SIGKILLs the group once `cellsBeforeKill` cells are on record.
 * Resolves once no process of the group runs: tsx's node child can outlive the leader's 'close' by a moment and
 * commit one more cell after the test has counted them (seen in CI: 21 cells skipped where 20 were counted).
 */
function runAndKill(matterDir: string, table: string, cellsBeforeKill: number): Promise<{ killed: boolean; cellsAtKill: number }> {
  const child = spawn(TSX, ['electron/cli.ts', 'table', 'run', table, '--matter', matterDir], { cwd: ROOT, detached: true, stdio: 'ignore' });
  let killed = false;
  let cellsAtKill = 0;
  const poll = setInterval(() => {
    let db;
    try {
      db = openMatterReadOnly(matterDir);
      const n = (db.prepare('SELECT count(*) AS n FROM review_table_cells').get() as { n: number }).n;
      if (n >= cellsBeforeKill && !killed) {
        killed = true;
        cellsAtKill = n;
        process.kill(-child.pid!, 'SIGKILL');
      }
    } catch {
      // the writer holds the lock for a moment; look again
    } finally {
      db?.close();
    }
  }, 10);
  return new Promise((done, fail) => child.on('close', () => {
    clearInterval(poll);
    groupGone(child.pid!).then((gone) => (gone ? done({ killed, cellsAtKill }) : fail(new Error(`process group ${child.pid} still runs after SIGKILL`))), fail);
  }));
}

describe('a table run killed with kill -9 resumes with nothing lost and nothing asked twice', () => {
  const tmp = tempDir();
  let table = '';
  beforeAll(async () => {
    const m = openMatter(tmp.dir);
    await ingest(m, [5, 6, 7].map(cuadPdf));
    table = createTable(m, { name: 'CUAD', template: 'cuad' });
    m.close();
  }, 180_000);
  afterAll(() => tmp.cleanup());

  it('kills mid-run, then a second run fills exactly the missing cells', async () => {
    const total = 3 * 41;
    const r = await runAndKill(tmp.dir, table, 20);
    expect(r.killed).toBe(true);
    const m = openMatter(tmp.dir);
    try {
      expect(m.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(verifyChain(readEvents(m.db), true)).toEqual([]);
      const before = (m.db.prepare('SELECT count(*) AS n FROM review_table_cells').get() as { n: number }).n;
      expect(before).toBeGreaterThanOrEqual(20);
      expect(before).toBeLessThan(total);
      // Every cell on record came with its whole trace, and every trace of the run is a cell.
      const traces = () => (m.db.prepare("SELECT count(*) AS n FROM traces WHERE kind = 'ask'").get() as { n: number }).n;
      expect(traces()).toBe(before);
      const done = new Map(tableView(m.db, table).rows.flatMap((row) => row.cells.filter((c) => c.status !== 'pending').map((c) => [`${row.doc}/${c.column}`, c.trace])));
      m.close();
      const second = spawn(TSX, ['electron/cli.ts', 'table', 'run', table, '--matter', tmp.dir, '--json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      second.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((ok) => second.on('close', ok));
      expect(code).toBe(0);
      // The second run skips what it finds answered and runs the rest. It may find one cell more than was counted above: a
      // fresh-clone CI run under load once counted 20 and skipped 21 (session 47; not reproduced in 40 runs since). A commit
      // the killed process wrote whole can become visible only later (SQLite replays a WAL whose index the killed writer had
      // not yet updated). Either way nothing is asked twice — one trace per cell, below — and nothing is lost.
      const result = JSON.parse(out) as { ran: number; skipped: number; failed: number };
      expect(result.failed).toBe(0);
      expect(result.ran + result.skipped).toBe(total);
      expect(result.skipped).toBeGreaterThanOrEqual(before);
      expect(result.skipped).toBeLessThanOrEqual(before + 1);
      const m2 = openMatter(tmp.dir);
      try {
        expect((m2.db.prepare('SELECT count(*) AS n FROM review_table_cells').get() as { n: number }).n).toBe(total);
        expect((m2.db.prepare("SELECT count(*) AS n FROM traces WHERE kind = 'ask'").get() as { n: number }).n).toBe(total);
        // What the first run finished is untouched: the same trace for each of those cells.
        const after = new Map(tableView(m2.db, table).rows.flatMap((row) => row.cells.map((c) => [`${row.doc}/${c.column}`, c.trace])));
        for (const [k, trace] of done) expect(after.get(k)).toBe(trace);
      } finally {
        m2.close();
      }
    } finally {
      if (m.db.open) m.close();
    }
  }, 180_000);
});
