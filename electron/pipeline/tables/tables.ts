import { randomBytes } from 'node:crypto';
import { ErrorCode, PinciteError } from '../../../shared/errors.js';
import type { ClaimState } from '../../../shared/response.js';
import type { Cell, CellClaim, ColumnSpec, TableSummary, TableView } from '../../../shared/tables.js';
import { appendEvent } from '../../store/audit-events.js';
import { getDocument, isPresent, listDocumentIds } from '../../store/documents.js';
import type { Matter, ReadableDB } from '../../store/open.js';
import { addRow, deleteColumn, docsMissingFromTable, getTable, insertColumn, insertTable, listCells, listColumns, listRowDocs, listTablesWithCounts, updateColumn, type CellRecord, type StoredColumn } from '../../store/review-tables.js';
import { claimsOfTable, type ClaimRow } from '../../store/traces.js';
import { isTemplateId, TEMPLATES } from './templates.js';

/** A review table: columns (questions with an answer type) × rows (documents of the matter). */

export type CreateTable = { name: string; template?: string | undefined; columns?: readonly ColumnSpec[] | undefined; docs?: 'all' | readonly string[] | undefined };

const id = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export function createTable(matter: Matter, req: CreateTable, now = new Date()): string {
  const name = req.name.trim();
  if (!name) throw new PinciteError('INVALID_INPUT', 'A table needs a name.');
  if (req.template !== undefined && req.columns !== undefined) throw new PinciteError('INVALID_INPUT', 'Give either a template or a columns file, not both.');
  let template: string | null = null;
  let specs: readonly ColumnSpec[];
  if (req.template !== undefined) {
    if (!isTemplateId(req.template)) throw new PinciteError('INVALID_INPUT', `Unknown template "${req.template}". Use ${Object.keys(TEMPLATES).join(' or ')}, or give your own columns.`);
    template = req.template;
    specs = TEMPLATES[req.template].columns;
  } else {
    specs = req.columns ?? [];
  }
  if (specs.length === 0) throw new PinciteError('INVALID_INPUT', 'A table needs at least one column (a question). Use --template cuad, --template diligence, or a columns file.');
  const names = new Set<string>();
  for (const c of specs) {
    const key = c.name.trim().toLowerCase();
    if (names.has(key)) throw new PinciteError('INVALID_INPUT', `Two columns are named "${c.name}"; give each column its own name.`);
    names.add(key);
  }
  const docs = resolveDocs(matter.db, req.docs ?? 'all');
  const tableId = id('tb');
  const columns = specs.map((c, i) => ({ ...c, id: `c${i + 1}` }));
  matter.db.transaction(() => {
    insertTable(matter.db, { id: tableId, name, template, rowsScope: (req.docs ?? 'all') === 'all' ? 'all' : 'chosen', createdAt: now.toISOString() }, columns, docs);
    appendEvent(matter.db, null, 'table.create', { table: tableId, name, template, columns: columns.map((c) => ({ id: c.id, name: c.name, question: c.question, type: c.type })), docs }, now.toISOString());
  }).immediate();
  return tableId;
}

function resolveDocs(db: ReadableDB, docs: 'all' | readonly string[]): string[] {
  if (docs === 'all') {
    const all = listDocumentIds(db);
    if (all.length === 0) throw new PinciteError('INVALID_INPUT', 'This matter has no documents yet: ingest the contracts first, then create the table.');
    return all;
  }
  if (docs.length === 0) throw new PinciteError('INVALID_INPUT', 'Choose at least one document for the table.');
  const unknown = docs.filter((d) => !isPresent(db, d));
  if (unknown.length) throw new PinciteError('NOT_FOUND', `No document ${unknown.join(', ')} in this matter. \`pincite documents\` lists them.`);
  return [...new Set(docs)];
}

export function requireTable(db: ReadableDB, tableId: string) {
  const t = getTable(db, tableId);
  if (!t) throw new PinciteError('NOT_FOUND', `No table ${tableId} in this matter. \`pincite table list\` lists them.`);
  return t;
}

/** Edits a column; a changed question makes the column's answered cells stale, so the next run re-asks only that column. */
export function editColumn(matter: Matter, tableId: string, columnId: string, change: Partial<Pick<ColumnSpec, 'name' | 'question' | 'type'>>, now = new Date()): void {
  requireTable(matter.db, tableId);
  matter.db.transaction(() => {
    if (!updateColumn(matter.db, tableId, columnId, change)) throw new PinciteError('NOT_FOUND', `Table ${tableId} has no column ${columnId}.`);
    appendEvent(matter.db, null, 'table.column.edit', { table: tableId, column: columnId, change }, now.toISOString());
  }).immediate();
}

export function addColumn(matter: Matter, tableId: string, spec: ColumnSpec, now = new Date()): string {
  requireTable(matter.db, tableId);
  const existing = listColumns(matter.db, tableId);
  if (existing.some((c) => c.name.toLowerCase() === spec.name.trim().toLowerCase())) throw new PinciteError('INVALID_INPUT', `Table ${tableId} already has a column named "${spec.name}".`);
  const next = `c${Math.max(0, ...existing.map((c) => Number(c.id.slice(1)) || 0)) + 1}`;
  matter.db.transaction(() => {
    insertColumn(matter.db, tableId, { ...spec, id: next, ordinal: existing.length });
    appendEvent(matter.db, null, 'table.column.add', { table: tableId, column: next, ...spec }, now.toISOString());
  }).immediate();
  return next;
}

export function removeColumn(matter: Matter, tableId: string, columnId: string, now = new Date()): void {
  requireTable(matter.db, tableId);
  matter.db.transaction(() => {
    if (!deleteColumn(matter.db, tableId, columnId)) throw new PinciteError('NOT_FOUND', `Table ${tableId} has no column ${columnId}.`);
    appendEvent(matter.db, null, 'table.column.remove', { table: tableId, column: columnId }, now.toISOString());
  }).immediate();
}

/** Adds documents as rows (a newly ingested contract joins the table; the next run fills its row). */
export function addRows(matter: Matter, tableId: string, docs: readonly string[], now = new Date()): number {
  requireTable(matter.db, tableId);
  const ids = resolveDocs(matter.db, docs);
  let added = 0;
  matter.db.transaction(() => {
    for (const d of ids) if (addRow(matter.db, tableId, d)) added++;
    if (added) appendEvent(matter.db, null, 'table.rows.add', { table: tableId, docs: ids }, now.toISOString());
  }).immediate();
  return added;
}

/** A table over all documents takes in the ones ingested since it was created: the next run fills their rows. */
export function syncRows(matter: Matter, tableId: string, now = new Date()): number {
  const t = requireTable(matter.db, tableId);
  if (t.rowsScope !== 'all') return 0;
  const missing = docsMissingFromTable(matter.db, tableId);
  if (missing.length === 0) return 0;
  return addRows(matter, tableId, missing, now);
}

/** The states a cell can show, best first: the claim a value is read from is the best one. */
const RANK: Record<ClaimState, number> = { supported: 0, inferred: 1, unverified: 2, contradicted: 3, excluded: 4 };

/** The claim of a response (or of its stored claims) a cell shows: the best non-excluded one. */
export function primaryClaim<T extends { state: ClaimState }>(claims: readonly T[]): T | null {
  return [...claims].filter((c) => c.state !== 'excluded').sort((a, b) => RANK[a.state] - RANK[b.state])[0] ?? null;
}

/** Whether a stored cell must be (re-)run: missing, failed, asked with an older question, or its document gone. */
export function needsRun(cell: CellRecord | undefined, column: StoredColumn): boolean {
  return !cell || cell.status === 'failed' || cell.revision < column.revision;
}

export function tableView(db: ReadableDB, tableId: string): TableView {
  const t = requireTable(db, tableId);
  const columns = listColumns(db, tableId);
  const byKey = new Map(listCells(db, tableId).map((c) => [`${c.docId}\u0000${c.columnId}`, c]));
  const claimsOf = claimsOfTable(db, tableId);
  const rows = listRowDocs(db, tableId).map((doc) => {
    const d = getDocument(db, doc);
    return {
      doc,
      title: !d ? `(document ${doc} removed from the matter)` : d.removed ? `${d.title} (removed from the matter)` : d.title,
      cells: columns.map((col) => cellView(col, byKey.get(`${doc}\u0000${col.id}`), claimsOf)),
    };
  });
  return {
    table: t.id, name: t.name, template: t.template,
    columns: columns.map((c) => ({ id: c.id, name: c.name, question: c.question, type: c.type, ...(c.category ? { category: c.category } : {}) })),
    rows,
  };
}

function cellView(col: StoredColumn, c: CellRecord | undefined, claimsOf: ReadonlyMap<string, ClaimRow[]>): Cell {
  if (!c) return { column: col.id, status: 'pending', value: null, state: null, trace: null, claims: [] };
  const stale = c.revision < col.revision;
  if (c.status === 'failed') {
    return { column: col.id, status: 'failed', value: null, state: null, trace: null, claims: [], error: { code: ErrorCode.safeParse(c.errorCode).data ?? 'INTERNAL', message: c.errorMessage ?? '' }, ...(stale ? { stale } : {}) };
  }
  // Current states, after review and re-check: a reviewer's decision shows in the cell.
  const answering = new Set(c.answering ?? []);
  const claims: CellClaim[] = c.traceId
    ? (claimsOf.get(c.traceId) ?? []).map((k) => ({ id: k.id, text: k.text, state: k.state, answers: answering.has(k.id), evidence: k.evidence.map((e) => ({ doc: e.doc, page: e.page, quote: e.quote })) }))
    : [];
  // The state of the claims that answer the question; one that only partly answers (or not at all) never colours the cell.
  const primary = primaryClaim(claims.filter((k) => k.answers));
  // The value stands only while the claim it was read from is still supported or inferred.
  const valueClaim = claims.find((k) => k.id === c.valueClaim);
  const value = valueClaim && (valueClaim.state === 'supported' || valueClaim.state === 'inferred') ? c.value : null;
  return { column: col.id, status: c.status, value, state: primary?.state ?? null, trace: c.traceId, claims, ...(stale ? { stale } : {}) };
}

export function tableSummaries(db: ReadableDB): TableSummary[] {
  return listTablesWithCounts(db).map((t) => ({ id: t.id, name: t.name, template: t.template, createdAt: t.createdAt, columns: t.columns, rows: t.rows, done: t.done, failed: t.failed }));
}

