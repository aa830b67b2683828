import { z } from 'zod';
import { ErrorInfo } from './errors.js';
import { ClaimState } from './response.js';

/**
 * Review tables (M9): one set of questions (columns) run over documents (rows). Each
 * cell is an ask scoped to its document through the one pipeline; its typed value must
 * be derivable from a bound quote.
 */

/** What a column's short value is: a lawyer reads "Yes", "New York", "3 years", "2026-06-30", "$1,000,000". */
export const AnswerType = z.enum(['text', 'yes_no', 'date', 'duration', 'amount', 'parties', 'jurisdiction']);
export type AnswerType = z.infer<typeof AnswerType>;

export const ColumnSpec = z.object({
  name: z.string().trim().min(1).max(120),
  question: z.string().trim().min(3).max(2000),
  type: AnswerType.default('text'),
  /** The CUAD category a built-in column stands for (accuracy figures compare against its labels). */
  category: z.string().max(120).optional(),
});
export type ColumnSpec = z.infer<typeof ColumnSpec>;

/** A columns file (`table create --columns FILE.json`): `{"columns":[…]}` or a bare array. */
export const ColumnsFile = z.union([z.object({ columns: z.array(ColumnSpec).min(1).max(200) }), z.array(ColumnSpec).min(1).max(200).transform((columns) => ({ columns }))]);

export const Column = ColumnSpec.extend({ id: z.string(), ordinal: z.number().int() });
export type Column = z.infer<typeof Column>;

/** `answered` | `insufficient_evidence` | `rejected` are the pipeline's outcomes; `pending` not run yet; `failed` with its typed error. */
export const CellStatus = z.enum(['answered', 'insufficient_evidence', 'rejected', 'pending', 'failed']);
export type CellStatus = z.infer<typeof CellStatus>;

export const CellEvidence = z.object({ doc: z.string(), page: z.number().int().nullable(), quote: z.string() });

/** `answers`: the claim answers the column's question (judged responsive); a partial one is in the cell's answer, never its state. */
export const CellClaim = z.object({ id: z.string(), text: z.string(), state: ClaimState, answers: z.boolean(), evidence: z.array(CellEvidence) });
export type CellClaim = z.infer<typeof CellClaim>;

export const Cell = z.object({
  column: z.string(),
  status: CellStatus,
  /** The short typed value, or null when none is derivable from a bound quote. */
  value: z.string().nullable(),
  /** The state the cell shows: its best answering claim's current state (after review); null when no claim answers. */
  state: ClaimState.nullable(),
  trace: z.string().nullable(),
  claims: z.array(CellClaim),
  error: ErrorInfo.optional(),
  /** The cell was answered for an earlier wording of its column's question. */
  stale: z.boolean().optional(),
});
export type Cell = z.infer<typeof Cell>;

/**
 * What an answered cell without a state says: no claim at all, or claims that only touch the question (partial or not
 * responsive, kept in the cell's answer for a reviewer). The grid, the report and the workbook say the same words.
 */
export function stateless(cell: Pick<Cell, 'claims'>): string {
  return cell.claims.length > 0 ? 'No direct answer' : 'No claim';
}

/** What a cell the pipeline gave no answer says: one vocabulary for the grid, the report, the workbook and the bundle. */
export const UNANSWERED_WORDS: Readonly<Record<Exclude<Cell['status'], 'answered'>, string>> = {
  insufficient_evidence: 'Not found',
  rejected: 'Answer refused',
  pending: 'Not run yet',
  failed: 'Failed',
};

export const TableRow = z.object({ doc: z.string(), title: z.string(), cells: z.array(Cell) });
export type TableRow = z.infer<typeof TableRow>;

export const TableSummary = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string().nullable(),
  createdAt: z.string(),
  columns: z.number().int(),
  rows: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type TableSummary = z.infer<typeof TableSummary>;

/** `table show --json`. */
export const TableView = z.object({
  table: z.string(),
  name: z.string(),
  template: z.string().nullable(),
  columns: z.array(z.object({ id: z.string(), name: z.string(), question: z.string(), type: AnswerType, category: z.string().optional() })),
  rows: z.array(TableRow),
});
export type TableView = z.infer<typeof TableView>;

/** Progress of a run, pushed while it goes (cells done / total, per column, time left). */
export const TableProgress = z.object({
  table: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  perColumn: z.record(z.string(), z.object({ done: z.number().int(), total: z.number().int() })),
  etaMs: z.number().nullable(),
});
export type TableProgress = z.infer<typeof TableProgress>;
