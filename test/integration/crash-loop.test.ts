import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { DB_FILE, openMatter, openMatterReadOnly } from '../../electron/store/open.js';
import { ALL_CUAD, cuadPdf, tempDir } from '../helpers/corpus.js';
import { checkMatter, groupGone, killAllCli, rng, runCli, type CliRun } from '../helpers/crash.js';
import { ingest } from '../helpers/ingest.js';

/**
 * kill -9 at random points of every writing operation, on one matter that lives through
 * all of them: ingest, ask, review decisions and bundle export. After every kill the matter must be whole — SQLite and FTS5 intact, no
 * half document, no half trace, the audit chain verifying from genesis — and nothing
 * the CLI acknowledged (printed as its result) may be missing, then or later.
 */

/** With crash.test.ts's 6 seeded ingest kills, 54 kill -9 trials in all. */
const TRIALS = 48;
/** The loop stops early rather than run away on a slow machine — and fails if that leaves under 44 trials. */
const MAX_LOOP_MS = 480_000;
const MIN_TRIALS = 44;
const QUESTIONS = ['governing law', 'termination for convenience', 'exclusivity', 'insurance', 'renewal term', 'limitation of liability', 'assignment', 'audit rights', 'non-compete', 'confidentiality'];
const ACTIONS = ['note', 'contradict', 'exclude', 'restore', 'undo', 'note'] as const;

type Ctx = { dir: string; rand: () => number; pick: <T>(xs: readonly T[]) => T; claims: () => string[] };

/** What an operation acknowledged: each item must be on record after every later crash. */
type Ack = { kind: 'document'; id: string } | { kind: 'trace'; id: string } | { kind: 'decision'; id: number; claim: string; after: string } | { kind: 'bundle'; path: string };

type Operation = {
  name: string;
  args: (c: Ctx) => string[];
  /** From the complete JSON the CLI printed: what it promised is stored. */
  acks: (out: unknown) => Ack[];
};

const OPERATIONS: Operation[] = [
  {
    name: 'ingest',
    args: (c) => ['ingest', cuadPdf(c.pick(ALL_CUAD)), cuadPdf(c.pick(ALL_CUAD))],
    acks: (out) => (out as { documents: Array<{ id?: string; status: string }> }).documents.filter((d) => d.status === 'ok').map((d) => ({ kind: 'document', id: d.id! })),
  },
  {
    name: 'ask',
    args: (c) => ['ask', c.pick(QUESTIONS)],
    acks: (out) => [{ kind: 'trace', id: (out as { trace: string }).trace }],
  },
  {
    name: 'review',
    args: (c) => ['review', 'decide', c.pick(c.claims()), '--action', c.pick(ACTIONS), '--reviewer', 'Crash Test', '--note', 'kill -9 loop'],
    acks: (out) => {
      const o = out as { decision: number; claim: { id: string; state: string } };
      return [{ kind: 'decision', id: o.decision, claim: o.claim.id, after: o.claim.state }];
    },
  },
  {
    // The zip is written to a temporary file and renamed: a bundle it printed is whole and verifies.
    name: 'export',
    args: (c) => ['export', '--all', '--out', join(c.dir, '..', `bundle-${Math.floor(c.rand() * 1e9)}.zip`)],
    acks: (out) => [{ kind: 'bundle', path: (out as { path: string }).path }],
  },
];

/** A complete JSON result on stdout, or null when the process died before printing it. */
function printed(run: CliRun): unknown | null {
  const line = run.stdout.trim();
  if (!line) return null;
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/** Everything that must hold after a crash, beyond checkMatter's documents and FTS checks. */
function checkRecords(dir: string, acks: readonly Ack[]): { traces: number; decisions: number; events: number } {
  const db = openMatterReadOnly(dir);
  try {
    const events = readEvents(db);
    expect(verifyChain(events, true)).toEqual([]);
    // A trace is whole: its row, every claim, and its closing event — or none of it.
    const traces = db.prepare('SELECT id, response FROM traces').all() as Array<{ id: string; response: string }>;
    const ended = new Set(events.filter((e) => e.type === 'trace.end').map((e) => e.traceId));
    for (const t of traces) {
      expect(ended.has(t.id), `trace ${t.id} has its trace.end event`).toBe(true);
      const claims = (JSON.parse(t.response) as { claims: unknown[] }).claims.length;
      expect(db.prepare('SELECT count(*) AS n FROM claims WHERE trace_id = ?').get(t.id), `claims of ${t.id}`).toEqual({ n: claims });
    }
    expect(ended.size).toBe(traces.length);
    // Every decision has its audit event, written in the same transaction.
    const decisions = db.prepare('SELECT id, claim_id, after_state FROM reviews').all() as Array<{ id: number; claim_id: string; after_state: string }>;
    const audited = new Set(events.filter((e) => e.type === 'review.decision').map((e) => (JSON.parse(e.payload) as { decision: number }).decision));
    for (const d of decisions) expect(audited.has(d.id), `decision ${d.id} is in the audit log`).toBe(true);
    expect(audited.size).toBe(decisions.length);
    // Nothing acknowledged is lost.
    const byId = new Map(decisions.map((d) => [d.id, d]));
    for (const a of acks) {
      if (a.kind === 'document') expect(db.prepare('SELECT id FROM documents WHERE id = ?').get(a.id), `acknowledged document ${a.id}`).toBeDefined();
      if (a.kind === 'trace') expect(db.prepare('SELECT id FROM traces WHERE id = ?').get(a.id), `acknowledged trace ${a.id}`).toBeDefined();
      if (a.kind === 'decision') expect(byId.get(a.id), `acknowledged decision ${a.id}`).toMatchObject({ claim_id: a.claim, after_state: a.after });
      if (a.kind === 'bundle') expect(verifyBundleFiles(unzipBundle(readFileSync(a.path), a.path)).failures, `acknowledged bundle ${a.path}`).toEqual([]);
    }
    return { traces: traces.length, decisions: decisions.length, events: events.length };
  } finally {
    db.close();
  }
}

describe('kill -9 loop over ingest, ask, review decisions and export on one matter', () => {
  const tmp = tempDir('pincite-crash-loop-');
  const dir = join(tmp.dir, 'matter');
  // The CLI children make the install's bundle-signing key here, never in the user's app data.
  const home = process.env.PINCITE_HOME;
  process.env.PINCITE_HOME = join(tmp.dir, 'home');
  afterAll(() => {
    killAllCli();
    if (home === undefined) delete process.env.PINCITE_HOME;
    else process.env.PINCITE_HOME = home;
    tmp.cleanup();
  });

  beforeAll(async () => {
    // A matter with contracts and answers to review, built in-process before the loop.
    const matter = openMatter(dir);
    try {
      expect((await ingest(matter, [cuadPdf(1), cuadPdf(5), cuadPdf(14)])).every((o) => o.status === 'ok')).toBe(true);
      const deps = await configurePipeline({});
      for (const q of QUESTIONS.slice(0, 4)) await ask(matter, q, deps);
    } finally {
      matter.close();
    }
  });

  it(`survives ${TRIALS} kills at random points; nothing acknowledged is lost`, { timeout: MAX_LOOP_MS + 180_000 }, async () => {
    const rand = rng(0x5eed_c0de);
    const claims = () => {
      const db = openMatterReadOnly(dir);
      try {
        return (db.prepare('SELECT id FROM claims ORDER BY id').all() as Array<{ id: string }>).map((r) => r.id);
      } finally {
        db.close();
      }
    };
    const ctx: Ctx = { dir, rand, pick: (xs) => xs[Math.floor(rand() * xs.length)]!, claims };
    const base = ['--matter', dir, '--json'];

    // How long each operation works once it has opened the matter, undisturbed, on this
    // machine, now: kills are spread over that (start-up before it touches nothing).
    const duration = new Map<string, number>();
    const acks: Ack[] = [];
    for (const op of OPERATIONS) {
      // A random review action may be refused (restore of a claim not excluded): draw again.
      let run = await runCli([...op.args(ctx), ...base], { watchOpen: true });
      for (let i = 0; i < 6 && run.code !== 0; i++) run = await runCli([...op.args(ctx), ...base], { watchOpen: true });
      expect(run.code, `${op.name}: ${run.stderr.slice(-500)}`).toBe(0);
      expect(run.openedAtMs, `${op.name} opened the matter`).not.toBeNull();
      acks.push(...op.acks(printed(run)));
      duration.set(op.name, Math.max(20, run.ms - run.openedAtMs!));
    }

    const t0 = performance.now();
    const tally = { trials: 0, killed: 0, finished: 0, typedFailures: 0, acknowledged: 0 };
    const perOp = new Map(OPERATIONS.map((o) => [o.name, { killed: 0, finished: 0 }]));
    for (let trial = 0; trial < TRIALS && performance.now() - t0 < MAX_LOOP_MS; trial++) {
      const op = OPERATIONS[trial % OPERATIONS.length]!;
      // From the moment the matter is open to the usual end: most kills land while the
      // operation reads, computes or writes; some after it has finished (the machine is
      // shared, so "usual" is the latest undisturbed run of the same operation).
      const delay = Math.round(duration.get(op.name)! * rand());
      const run = await runCli([...op.args(ctx), ...base], { watchOpen: true, killAfterOpenMs: delay });
      expect(await groupGone(run.pid)).toBe(true);
      tally.trials++;
      // A result printed is a result promised, even if the kill came before the exit.
      const out = printed(run);
      if (out !== null && !(out as { error?: unknown }).error) {
        const a = op.acks(out);
        acks.push(...a);
        tally.acknowledged += a.length;
      }
      if (run.signal === 'SIGKILL') {
        tally.killed++;
        perOp.get(op.name)!.killed++;
      } else {
        tally.finished++;
        perOp.get(op.name)!.finished++;
        if (run.code === 0 && run.openedAtMs !== null) duration.set(op.name, Math.max(20, run.ms - run.openedAtMs));
        if (run.code !== 0) {
          // A refused request (an undo with nothing to undo, say) is a typed error, never a crash.
          expect((out as { error?: { code: string } } | null)?.error?.code, run.stderr).toMatch(/^(INVALID_INPUT|NOT_FOUND)$/);
          tally.typedFailures++;
        }
      }
      checkMatter(dir);
      checkRecords(dir, acks);
    }
    const final = checkRecords(dir, acks);
    // The matter still works: a search over it answers, and one more decision lands.
    const search = await runCli(['search', 'governing law', ...base]);
    expect(search.code).toBe(0);
    expect((printed(search) as { hits: unknown[] }).hits.length).toBeGreaterThan(0);

    console.log(
      `crash loop: ${tally.trials} trials in ${Math.round((performance.now() - t0) / 1000)} s — ${tally.killed} killed mid-operation ` +
        `(${[...perOp].map(([n, v]) => `${n} ${v.killed}`).join(', ')}), ${tally.finished} finished before the kill (${tally.typedFailures} typed refusals); ` +
        `${acks.length} acknowledged results all on record; ${final.traces} traces, ${final.decisions} decisions, ${final.events} audit events, chain verifies`,
    );
    expect(tally.trials).toBeGreaterThanOrEqual(MIN_TRIALS);
    // The kills must mostly land mid-operation, or the loop proves little.
    expect(tally.killed).toBeGreaterThanOrEqual(tally.trials * 0.5);
    for (const [name, v] of perOp) expect(v.killed, `kills during ${name}`).toBeGreaterThanOrEqual(5);
  });
});
