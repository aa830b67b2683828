import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { DB_FILE, openMatter, openMatterReadOnly } from '../../electron/store/open.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { checkMatter, killAllCli, runCli, type CliRun } from '../helpers/crash.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Two processes on one matter — two CLI writers, or the app's Session and a CLI — take
 * turns through SQLite's write lock: no corruption, nothing lost. When one holds the
 * lock longer than the busy timeout (5 s), the other gets a typed MATTER_BUSY naming the
 * matter and writes nothing; the same request succeeds once the matter is free.
 */
const json = (r: CliRun) => JSON.parse(r.stdout.trim()) as Record<string, unknown> & { error?: { code: string; message: string } };

function counts(dir: string) {
  const db = openMatterReadOnly(dir);
  try {
    const n = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    return { documents: n('documents'), traces: n('traces'), reviews: n('reviews'), events: n('audit_events'), chain: verifyChain(readEvents(db), true) };
  } finally {
    db.close();
  }
}

describe('two processes on one matter', () => {
  const tmp = tempDir('pincite-busy-');
  const dir = join(tmp.dir, 'matter');
  const base = ['--matter', dir, '--json'];
  let claim: string;

  beforeAll(async () => {
    const matter = openMatter(dir);
    try {
      expect((await ingest(matter, [cuadPdf(2), cuadPdf(8)])).every((o) => o.status === 'ok')).toBe(true);
      const r = await ask(matter, 'governing law', await configurePipeline({}));
      claim = r.claims[0]!.id;
    } finally {
      matter.close();
    }
  });
  afterAll(() => {
    killAllCli();
    tmp.cleanup();
  });

  it('two CLI writers at once, ingesting, asking and deciding: every request lands, the matter is whole', { timeout: 180_000 }, async () => {
    const before = counts(dir);
    const runs = await Promise.all([
      runCli(['ingest', cuadPdf(10), cuadPdf(16), ...base]),
      runCli(['ingest', cuadPdf(21), cuadPdf(16), ...base]),
      runCli(['ask', 'termination for convenience', ...base]),
      runCli(['ask', 'exclusivity', ...base]),
      runCli(['review', 'decide', claim, '--action', 'note', '--reviewer', 'A', '--note', 'first', ...base]),
      runCli(['review', 'decide', claim, '--action', 'note', '--reviewer', 'B', '--note', 'second', ...base]),
    ]);
    for (const r of runs) expect(r.code, r.stderr.slice(-800)).toBe(0);
    // cuad-dev-16 was named by both ingests: one stored it, the other found it stored.
    const docs = runs.slice(0, 2).flatMap((r) => (json(r) as { documents: Array<{ sha256: string; duplicate?: boolean }> }).documents);
    expect(new Set(docs.map((d) => d.sha256)).size).toBe(3);
    const after = counts(dir);
    expect(after).toMatchObject({ documents: before.documents + 3, traces: before.traces + 2, reviews: before.reviews + 2, chain: [] });
    checkMatter(dir);
  });

  it('the app (a Session) and a CLI at once: both land, the chain verifies', { timeout: 180_000 }, async () => {
    const session: Session = await openSession({ matterDir: dir });
    try {
      const before = counts(dir);
      const emit = () => undefined;
      const [app, cliAsk, cliDecide, app2] = await Promise.all([
        dispatch(createHandlers(session), 'answers:ask', { question: 'insurance' }, emit),
        runCli(['ask', 'renewal term', ...base]),
        runCli(['review', 'decide', claim, '--action', 'note', '--reviewer', 'C', '--note', 'third', ...base]),
        dispatch(createHandlers(session), 'answers:ask', { question: 'limitation of liability' }, emit),
      ]);
      expect(app.ok).toBe(true);
      expect(app2.ok).toBe(true);
      expect(cliAsk.code, cliAsk.stderr).toBe(0);
      expect(cliDecide.code, cliDecide.stderr).toBe(0);
      expect(counts(dir)).toMatchObject({ traces: before.traces + 3, reviews: before.reviews + 1, chain: [] });
    } finally {
      await session.close();
    }
  });

  describe('a writer holding the matter past the busy timeout', () => {
    let holder: Database.Database;
    beforeAll(() => {
      holder = new Database(join(dir, DB_FILE));
      holder.exec('BEGIN IMMEDIATE');
    });
    afterAll(() => {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
    });

    it('review decide, ask and ingest from the CLI each fail with MATTER_BUSY and write nothing', { timeout: 120_000 }, async () => {
      const before = counts(dir);
      const [decide, asked, ingested] = await Promise.all([
        runCli(['review', 'decide', claim, '--action', 'contradict', '--reviewer', 'D', ...base]),
        runCli(['ask', 'audit rights', ...base]),
        runCli(['ingest', cuadPdf(27), ...base]),
      ]);
      for (const r of [decide, asked]) {
        expect(r.code, r.stderr).toBe(1);
        expect(json(r).error).toMatchObject({ code: 'MATTER_BUSY' });
        expect(json(r).error!.message).toMatch(/is busy: another Pincite process is writing to it\. Try again/);
        // It waited for the busy timeout before giving up.
        expect(r.ms).toBeGreaterThan(5000);
      }
      expect(ingested.code).toBe(1);
      expect((json(ingested) as { documents: Array<{ error?: { code: string } }> }).documents[0]!.error).toMatchObject({ code: 'MATTER_BUSY' });
      holder.exec('ROLLBACK');
      const after = counts(dir);
      expect(after).toEqual(before);
      checkMatter(dir);
    });

    it('the Session gets MATTER_BUSY too, through the API', { timeout: 60_000 }, async () => {
      const session = await openSession({ matterDir: dir });
      try {
        holder.exec('BEGIN IMMEDIATE');
        const r = await dispatch(createHandlers(session), 'answers:ask', { question: 'audit rights' }, () => undefined);
        expect(r).toMatchObject({ ok: false, error: { code: 'MATTER_BUSY' } });
        holder.exec('ROLLBACK');
        // Free again: the same request succeeds.
        expect(await dispatch(createHandlers(session), 'answers:ask', { question: 'audit rights' }, () => undefined)).toMatchObject({ ok: true });
      } finally {
        await session.close();
      }
    });

    it('once the matter is free, the refused requests succeed', { timeout: 120_000 }, async () => {
      const decide = await runCli(['review', 'decide', claim, '--action', 'contradict', '--reviewer', 'D', ...base]);
      expect(decide.code, decide.stderr).toBe(0);
      const ingested = await runCli(['ingest', cuadPdf(27), ...base]);
      expect(ingested.code, ingested.stderr).toBe(0);
      expect(counts(dir).chain).toEqual([]);
      checkMatter(dir);
    });
  });
});
