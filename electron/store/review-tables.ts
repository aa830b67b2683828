import type { AnswerType, CellStatus, Column, ColumnSpec } from '../../shared/tables.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

/** Queries of the review tables (migration 005). */

export type TableRecord = { id: string; name: string; template: string | null; rowsScope: 'all' | 'chosen'; createdAt: string };
export type StoredColumn = Column & { revision: number };
export type CellRecord = {
  tableId: string;
  columnId: string;
  docId: string;
  revision: number;
  status: Exclude<CellStatus, 'pending'>;
  value: string | null;
  /** The claim the value was read from, and the source words it was read off. */
  valueClaim: string | null;
  valueFrom: string | null;
  traceId: string | null;
  /** The claims that answer the column's question (responsive), by id; null for a failed cell (migration 010). */
  answering: string[] | null;
  errorCode: string | null;
  errorMessage: string | null;
  updatedAt: string;
};

export function insertTable(db: Db, t: TableRecord, columns: ReadonlyArray<ColumnSpec & { id: string }>, docIds: readonly string[]): void {
  prepared(db, 'INSERT INTO review_tables (id, name, template, rows_scope, created_at) VALUES (?, ?, ?, ?, ?)').run(t.id, t.name, t.template, t.rowsScope, t.createdAt);
  columns.forEach((c, i) => insertColumn(db, t.id, { ...c, ordinal: i }));
  docIds.forEach((d, i) => prepared(db, 'INSERT INTO review_table_rows (table_id, doc_id, ordinal) VALUES (?, ?, ?)').run(t.id, d, i));
}

export function insertColumn(db: Db, tableId: string, c: ColumnSpec & { id: string; ordinal: number }): void {
  prepared(db, 'INSERT INTO review_table_columns (table_id, id, ordinal, name, question, type, category) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    tableId, c.id, c.ordinal, c.name, c.question, c.type, c.category ?? null,
  );
}

/** Renames or rewords a column; a new question raises its revision, which makes its answered cells stale. */
export function updateColumn(db: Db, tableId: string, columnId: string, c: Partial<Pick<ColumnSpec, 'name' | 'question' | 'type'>>): boolean {
  return prepared(db, `UPDATE review_table_columns SET
      name = coalesce(@name, name),
      type = coalesce(@type, type),
      revision = revision + (@question IS NOT NULL AND @question <> question),
      question = coalesce(@question, question)
    WHERE table_id = @table AND id = @column`).run({ table: tableId, column: columnId, name: c.name ?? null, question: c.question ?? null, type: c.type ?? null }).changes > 0;
}

export function deleteColumn(db: Db, tableId: string, columnId: string): boolean {
  return prepared(db, 'DELETE FROM review_table_columns WHERE table_id = ? AND id = ?').run(tableId, columnId).changes > 0;
}

export function addRow(db: Db, tableId: string, docId: string): boolean {
  return prepared(db, `INSERT OR IGNORE INTO review_table_rows (table_id, doc_id, ordinal)
      VALUES (?, ?, (SELECT coalesce(max(ordinal), -1) + 1 FROM review_table_rows WHERE table_id = ?))`).run(tableId, docId, tableId).changes > 0;
}

type TableDbRow = { id: string; name: string; template: string | null; rows_scope: 'all' | 'chosen'; created_at: string };

function toTable(r: TableDbRow): TableRecord {
  return { id: r.id, name: r.name, template: r.template, rowsScope: r.rows_scope, createdAt: r.created_at };
}

/** Documents of the matter that a table over all of them does not have as rows yet. */
export function docsMissingFromTable(db: ReadableDB, tableId: string): string[] {
  return (prepared(db, 'SELECT id FROM documents WHERE removed_at IS NULL AND id NOT IN (SELECT doc_id FROM review_table_rows WHERE table_id = ?) ORDER BY ingested_at, id').all(tableId) as Array<{ id: string }>).map((r) => r.id);
}

export function getTable(db: ReadableDB, id: string): TableRecord | null {
  const r = prepared(db, 'SELECT id, name, template, rows_scope, created_at FROM review_tables WHERE id = ?').get(id) as TableDbRow | undefined;
  return r ? toTable(r) : null;
}

export function listTables(db: ReadableDB): TableRecord[] {
  return (prepared(db, 'SELECT id, name, template, rows_scope, created_at FROM review_tables ORDER BY created_at, id').all() as TableDbRow[]).map(toTable);
}

export function listColumns(db: ReadableDB, tableId: string): StoredColumn[] {
  return (prepared(db, 'SELECT id, ordinal, name, question, type, category, revision FROM review_table_columns WHERE table_id = ? ORDER BY ordinal, id').all(tableId) as Array<{
    id: string; ordinal: number; name: string; question: string; type: AnswerType; category: string | null; revision: number;
  }>).map((r) => ({ id: r.id, ordinal: r.ordinal, name: r.name, question: r.question, type: r.type, revision: r.revision, ...(r.category ? { category: r.category } : {}) }));
}

export function listRowDocs(db: ReadableDB, tableId: string): string[] {
  return (prepared(db, 'SELECT doc_id FROM review_table_rows WHERE table_id = ? ORDER BY ordinal').all(tableId) as Array<{ doc_id: string }>).map((r) => r.doc_id);
}

type CellDbRow = { table_id: string; column_id: string; doc_id: string; revision: number; status: CellRecord['status']; value: string | null; value_claim: string | null; value_from: string | null; trace_id: string | null; answering: string | null; error_code: string | null; error_message: string | null; updated_at: string };

function toCell(r: CellDbRow): CellRecord {
  return { tableId: r.table_id, columnId: r.column_id, docId: r.doc_id, revision: r.revision, status: r.status, value: r.value, valueClaim: r.value_claim, valueFrom: r.value_from, traceId: r.trace_id, answering: r.answering === null ? null : (JSON.parse(r.answering) as string[]), errorCode: r.error_code, errorMessage: r.error_message, updatedAt: r.updated_at };
}

export type TableCounts = TableRecord & { columns: number; rows: number; done: number; failed: number };

/**
 * Every table with its counts, counted by SQLite in one statement: `done` is the cells
 * answered (any status but failed) at their column's current revision, `failed` the failed
 * ones. Listing the tables once read every cell of every table into objects (19,000 per
 * 468-contract table, twice per opening of the Tables tab): 0.7–1.6 s on a matter with
 * eleven tables, more with each table run; counted here it is ~0.1 s.
 */
export function listTablesWithCounts(db: ReadableDB): TableCounts[] {
  const rows = prepared(db, `SELECT t.id, t.name, t.template, t.rows_scope, t.created_at,
      (SELECT count(*) FROM review_table_columns WHERE table_id = t.id) AS columns,
      (SELECT count(*) FROM review_table_rows WHERE table_id = t.id) AS rows,
      (SELECT count(*) FROM review_table_cells c LEFT JOIN review_table_columns col ON col.table_id = c.table_id AND col.id = c.column_id
        WHERE c.table_id = t.id AND c.status <> 'failed' AND c.revision >= coalesce(col.revision, 1)) AS done,
      (SELECT count(*) FROM review_table_cells WHERE table_id = t.id AND status = 'failed') AS failed
    FROM review_tables t ORDER BY t.created_at, t.id`).all() as Array<TableDbRow & { columns: number; rows: number; done: number; failed: number }>;
  return rows.map((r) => ({ ...toTable(r), columns: r.columns, rows: r.rows, done: r.done, failed: r.failed }));
}

export function listCells(db: ReadableDB, tableId: string): CellRecord[] {
  return (prepared(db, 'SELECT * FROM review_table_cells WHERE table_id = ?').all(tableId) as CellDbRow[]).map(toCell);
}

/** Writes one cell whole, replacing an earlier answer (stale, failed) for the same column and document. */
export function upsertCell(db: Db, c: CellRecord): void {
  prepared(db, `INSERT INTO review_table_cells (table_id, column_id, doc_id, revision, status, value, value_claim, value_from, trace_id, answering, error_code, error_message, updated_at)
      VALUES (@tableId, @columnId, @docId, @revision, @status, @value, @valueClaim, @valueFrom, @traceId, @answering, @errorCode, @errorMessage, @updatedAt)
      ON CONFLICT (table_id, column_id, doc_id) DO UPDATE SET revision = excluded.revision, status = excluded.status, value = excluded.value, value_claim = excluded.value_claim, value_from = excluded.value_from,
        trace_id = excluded.trace_id, answering = excluded.answering, error_code = excluded.error_code, error_message = excluded.error_message, updated_at = excluded.updated_at`).run({ ...c, answering: c.answering === null ? null : JSON.stringify(c.answering) });
}

/** The cell a trace answered, if any: a review decision on one of its claims updates that cell. */
/** The distinct policies under which a table's cells were answered (for its report), in one query. */
export function tablePolicies(db: ReadableDB, tableId: string): string[] {
  const rows = prepared(db, 'SELECT DISTINCT t.policy AS policy FROM review_table_cells c JOIN traces t ON t.id = c.trace_id WHERE c.table_id = ? ORDER BY t.policy').all(tableId) as Array<{ policy: string }>;
  return rows.map((r) => r.policy);
}

export function cellOfTrace(db: ReadableDB, traceId: string): { tableId: string; columnId: string; docId: string } | null {
  const r = prepared(db, 'SELECT table_id, column_id, doc_id FROM review_table_cells WHERE trace_id = ?').get(traceId) as { table_id: string; column_id: string; doc_id: string } | undefined;
  return r ? { tableId: r.table_id, columnId: r.column_id, docId: r.doc_id } : null;
}
