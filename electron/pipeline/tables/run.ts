import { setTimeout as sleep } from 'node:timers/promises';
import { PinciteError, toErrorInfo } from '../../../shared/errors.js';
import type { PinciteResponse } from '../../../shared/response.js';
import type { TableProgress } from '../../../shared/tables.js';
import { getDocumentSource, isPresent } from '../../store/documents.js';
import type { Db, Matter } from '../../store/open.js';
import { listCells, listColumns, listRowDocs, upsertCell, type CellRecord, type StoredColumn } from '../../store/review-tables.js';
import { ask, type AskOptions, type PipelineDeps } from '../ask/ask.js';
import { needsRun, primaryClaim, syncRows } from './tables.js';
import { deriveValue } from './values.js';

/**
 * Asks one cell's question of one document through the one pipeline; `onRecord` writes
 * the cell in the trace's own transaction. The caller binds generator, judge, policy
 * and the document scope.
 */
export type CellAsk = (doc: string, question: string, opts: { onRecord: NonNullable<AskOptions['onRecord']> }) => Promise<PinciteResponse>;

export type RunOptions = {
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (p: TableProgress) => void;
  now?: () => Date;
  /** Waits after MODEL_RATE_LIMITED before the n-th retry (tests shorten it). */
  backoffMs?: (attempt: number) => number;
  maxRateLimitRetries?: number;
};

export type RunResult = { table: string; ran: number; failed: number; skipped: number; total: number; stopped: boolean };

type Job = { doc: string; column: StoredColumn };

/**
 * Fills what is missing, failed or stale — never re-asks a cell that holds an answer to
 * its column's current question, so a run stopped by a quit or `kill -9` resumes where
 * it was, with nothing lost and nothing asked twice. Each cell is written whole with its
 * trace (one transaction); a failure is written as a failed cell with its typed error
 * and the next run retries it. Model generators run `concurrency` cells at once and
 * back off when the provider says it is rate limited.
 */
export async function runTable(matter: Matter, tableId: string, askCell: CellAsk, o: RunOptions = {}): Promise<RunResult> {
  syncRows(matter, tableId);
  const columns = listColumns(matter.db, tableId);
  const docs = listRowDocs(matter.db, tableId);
  const have = new Map(listCells(matter.db, tableId).map((c) => [`${c.docId}\u0000${c.columnId}`, c]));
  const jobs: Job[] = [];
  // Column by column: a lawyer watching a long run sees whole columns fill, not a ragged front.
  for (const column of columns) for (const doc of docs) if (needsRun(have.get(`${doc}\u0000${column.id}`), column)) jobs.push({ doc, column });
  const total = docs.length * columns.length;
  const perColumn: TableProgress['perColumn'] = Object.fromEntries(columns.map((c) => [c.id, { done: 0, total: docs.length }]));
  for (const c of have.values()) {
    const col = columns.find((k) => k.id === c.columnId);
    if (col && !needsRun(c, col) && perColumn[col.id]) perColumn[col.id]!.done++;
  }
  let done = total - jobs.length;
  let failed = 0;
  let ran = 0;
  const started = Date.now();
  const now = o.now ?? (() => new Date());
  const report = () =>
    o.onProgress?.({ table: tableId, done, total, failed, perColumn, etaMs: ran > 0 ? Math.round(((Date.now() - started) / ran) * (total - done)) : null });
  report();

  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !o.signal?.aborted) {
      const job = jobs[next++]!;
      const ok = await runCell(matter, tableId, job, askCell, o, now);
      ran++;
      done++;
      if (!ok) failed++;
      perColumn[job.column.id]!.done++;
      report();
    }
  };
  const n = Math.max(1, Math.min(o.concurrency ?? 1, 16));
  await Promise.all(Array.from({ length: n }, worker));
  return { table: tableId, ran, failed, skipped: total - jobs.length, total, stopped: Boolean(o.signal?.aborted) && next < jobs.length };
}

async function runCell(matter: Matter, tableId: string, job: Job, askCell: CellAsk, o: RunOptions, now: () => Date): Promise<boolean> {
  const base = { tableId, columnId: job.column.id, docId: job.doc, revision: job.column.revision };
  const retries = o.maxRateLimitRetries ?? 4;
  for (let attempt = 0; ; attempt++) {
    try {
      if (!isPresent(matter.db, job.doc)) throw new PinciteError('NOT_FOUND', `Document ${job.doc} was removed from the matter; its row cannot be answered.`);
      await askCell(job.doc, job.column.question, { onRecord: (db, r) => upsertCell(db, cellOf(db, base, job.column, r, now())) });
      return true;
    } catch (err) {
      const info = toErrorInfo(err);
      if (info.code === 'MODEL_RATE_LIMITED' && attempt < retries && !o.signal?.aborted) {
        await sleep((o.backoffMs ?? ((a) => Math.min(30_000, 1000 * 2 ** a)))(attempt), undefined, { signal: o.signal }).catch(() => undefined);
        continue;
      }
      // A store failure (disk full, another writer) is the run's failure, not one cell's.
      if (info.code === 'MATTER_BUSY' || info.code === 'MATTER_UNWRITABLE' || info.code === 'MATTER_CORRUPT') throw err;
      matter.db.transaction(() => {
        upsertCell(matter.db, { ...base, status: 'failed', value: null, valueClaim: null, valueFrom: null, traceId: null, answering: null, errorCode: info.code, errorMessage: info.message, updatedAt: now().toISOString() });
      }).immediate();
      return false;
    }
  }
}

/** The cell a recorded response makes: its status, and a value read off the best claim's bound text. */
function cellOf(db: Db, base: Pick<CellRecord, 'tableId' | 'columnId' | 'docId' | 'revision'>, column: StoredColumn, r: PinciteResponse, at: Date): CellRecord {
  // Only a claim that answers the question (M7's responsiveness: responsive, not partial) gives the cell its value and
  // state; the others stay in its answer, labelled (session 30: a partial claim made the Exclusivity cell "Yes ✓").
  const answering = r.claims.filter(answersQuestion);
  const primary = r.status === 'answered' ? primaryClaim(answering) : null;
  const bound = primary ? boundTexts(db, primary.evidence) : [];
  const usable = primary && (primary.state === 'supported' || primary.state === 'inferred');
  const v = usable ? deriveValue(column.type, column.question, bound, primary.state === 'supported') : null;
  return {
    ...base, status: r.status, value: v?.value ?? null, valueClaim: v && primary ? primary.id : null, valueFrom: v?.from ?? null,
    traceId: r.trace, answering: answering.map((c) => c.id), errorCode: null, errorMessage: null, updatedAt: at.toISOString(),
  };
}

/** A claim answers the question when it was judged responsive (one recorded before M7 carries no judgement and counts). */
const answersQuestion = (c: PinciteResponse['claims'][number]) => c.responsiveness === undefined || c.responsiveness.value === 'responsive';

/** The source's own characters at each bound span (exact or normalised bindings only: a fuzzy one is not the source's words). */
function boundTexts(db: Db, evidence: PinciteResponse['claims'][number]['evidence']): string[] {
  const out: string[] = [];
  for (const e of evidence) {
    if (!e.offsets || (e.match !== 'exact' && e.match !== 'normalized')) continue;
    const s = getDocumentSource(db, e.doc);
    if (s && s.sha256 === e.sourceHash) out.push(s.text.slice(e.offsets[0], e.offsets[1]));
  }
  return out;
}

/** The cell ask of the app and the CLI: `ask` scoped to the row's document, through the one pipeline. */
export function scopedAsk(matter: Matter, deps: PipelineDeps): CellAsk {
  return (doc, question, opts) => ask(matter, question, deps, { docs: [doc], onRecord: opts.onRecord });
}
