import { pageIssueOf, type DocumentSummary, type DocumentWarning, type PageIssue, type UnreadableReason } from '../../shared/documents.js';
import { asFontModel, type Anchor, type CanonicalText, type ElementKind, type TextElement } from './records.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export type NewDocument = {
  id: string;
  sha256: string;
  title: string;
  category: string | null;
  fileName: string;
  bytes: number;
  extractor: string;
  chunker: string;
  canonical: CanonicalText;
  anchors: Anchor[];
  ingestedAt: string;
  /** Where the user's original file was, so a re-check can notice it changed; null for uploads. */
  originalPath: string | null;
  /** Caveats the document landed with (M11): the file may be incomplete, pages unreadable. */
  warnings?: DocumentWarning[];
};

/**
 * Writes a document with all its pages, elements and anchors in one transaction:
 * a crash at any point leaves either the whole document or none of it.
 */
export function insertDocument(db: Db, doc: NewDocument): void {
  const insDoc = prepared(db, `INSERT INTO documents (id, sha256, text_sha256, title, category, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at, original_path, warnings)
    VALUES (@id, @sha256, @textSha256, @title, @category, @fileName, @bytes, @pageCount, @ocrPages, @text, @extractor, @chunker, @ingestedAt, @originalPath, @warnings)`);
  const c = doc.canonical;
  db.transaction(() => {
    insDoc.run({
      id: doc.id, sha256: doc.sha256, textSha256: c.sha256, title: doc.title, category: doc.category,
      fileName: doc.fileName, bytes: doc.bytes, pageCount: c.pages.length, ocrPages: c.pages.filter((p) => p.ocr).length,
      text: c.text, extractor: doc.extractor, chunker: doc.chunker, ingestedAt: doc.ingestedAt, originalPath: doc.originalPath,
      warnings: JSON.stringify(doc.warnings ?? []),
    });
    insertReadingRows(db, doc.id, c, doc.anchors);
  }).immediate();
}

/** A reading's pages, elements and anchors (the caller's transaction). */
function insertReadingRows(db: Db, id: string, c: CanonicalText, anchors: readonly Anchor[]): void {
  const insPage = prepared(db, `INSERT INTO pages (doc_id, page_no, width, height, rotation, view_box, char_start, char_end, ocr, confidence, unreadable, text_quality, readings)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insEl = prepared(db, `INSERT INTO elements (doc_id, seq, page_no, char_start, char_end, ox, oy, ux, uy, advance, ascent, descent, font_class, extractor, confidence, kind)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insAnchor = prepared(db, `INSERT INTO anchors (id, doc_id, ordinal, char_start, char_end, page_start, page_end, heading, text, legal_terms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const p of c.pages) {
    insPage.run(id, p.page, p.width, p.height, p.rotation, JSON.stringify(p.viewBox), p.start, p.end, p.ocr ? 1 : 0, p.confidence,
      p.unreadable ?? null, p.textQuality ?? null, p.readings ? JSON.stringify(p.readings) : null);
  }
  c.elements.forEach((e, seq) => {
    insEl.run(id, seq, e.page, e.start, e.end, e.ox, e.oy, e.ux, e.uy, e.advance, e.ascent, e.descent, e.fontModel, e.extractor, e.confidence, e.kind ?? null);
  });
  for (const a of anchors) insAnchor.run(a.id, id, a.ordinal, a.start, a.end, a.pageStart, a.pageEnd, a.heading, a.text, a.legalTerms);
}

/**
 * A new reading of the same bytes becomes the document's current one (caller's
 * transaction): the reading it replaces is kept in `document_readings` under its text
 * SHA-256, so claims bound to it stay checkable; pages, elements and anchors are the new
 * reading's (anchors of a removed document stay out of search).
 */
export function replaceReading(db: Db, id: string, next: { canonical: CanonicalText; anchors: readonly Anchor[]; extractor: string; at: string }): void {
  const old = prepared(db, 'SELECT text, text_sha256, extractor, ocr_pages, removed_at FROM documents WHERE id = ?').get(id) as { text: string; text_sha256: string; extractor: string; ocr_pages: number; removed_at: string | null };
  prepared(db, 'INSERT OR IGNORE INTO document_readings (doc_id, text_sha256, text, extractor, ocr_pages, superseded_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, old.text_sha256, old.text, old.extractor, old.ocr_pages, next.at);
  const c = next.canonical;
  prepared(db, 'UPDATE documents SET text = ?, text_sha256 = ?, page_count = ?, ocr_pages = ?, extractor = ? WHERE id = ?')
    .run(c.text, c.sha256, c.pages.length, c.pages.filter((p) => p.ocr).length, next.extractor, id);
  for (const table of ['anchors', 'elements', 'pages']) prepared(db, `DELETE FROM ${table} WHERE doc_id = ?`).run(id);
  insertReadingRows(db, id, c, old.removed_at ? [] : next.anchors);
}

/** The text of one reading of a document, current or earlier, by its SHA-256 (null when none is on record). */
export function getReadingText(db: ReadableDB, id: string, textSha256: string): string | null {
  const current = prepared(db, 'SELECT text FROM documents WHERE id = ? AND text_sha256 = ?').get(id, textSha256) as { text: string } | undefined;
  if (current) return current.text;
  return (prepared(db, 'SELECT text FROM document_readings WHERE doc_id = ? AND text_sha256 = ?').get(id, textSha256) as { text: string } | undefined)?.text ?? null;
}

type DocRow = {
  id: string; sha256: string; text_sha256: string; title: string; category: string | null; file_name: string;
  bytes: number; page_count: number; ocr_pages: number; ingested_at: string; warnings: string; removed_at: string | null; removed_by: string | null;
};

const SUMMARY_COLUMNS = 'id, sha256, text_sha256, title, category, file_name, bytes, page_count, ocr_pages, ingested_at, warnings, removed_at, removed_by';
/** A document still in the matter (not removed, M10). */
const PRESENT = 'removed_at IS NULL';

function toSummary(r: DocRow, issues: PageIssue[] = []): DocumentSummary {
  const warnings = JSON.parse(r.warnings) as DocumentWarning[];
  return {
    id: r.id, title: r.title, category: r.category, fileName: r.file_name, pages: r.page_count, ocrPages: r.ocr_pages,
    sha256: r.sha256, textSha256: r.text_sha256, bytes: r.bytes, ingestedAt: r.ingested_at,
    ...(warnings.length ? { warnings } : {}),
    ...(issues.length ? { pageIssues: issues } : {}),
    ...(r.removed_at ? { removed: { at: r.removed_at, by: r.removed_by ?? '' } } : {}),
  };
}

type IssueRow = { doc_id: string; page_no: number; ocr: number; confidence: number; unreadable: string | null };

/**
 * Pages not read well (shared/documents.ts pageIssueOf), for one document or all of
 * them: only the few rows that are unreadable or below full confidence are read.
 */
export function getPageIssues(db: ReadableDB, docId?: string): Map<string, PageIssue[]> {
  const rows = prepared(db, `SELECT doc_id, page_no, ocr, confidence, unreadable FROM pages
    WHERE (unreadable IS NOT NULL OR confidence < 1) ${docId ? 'AND doc_id = ?' : ''} ORDER BY doc_id, page_no`).all(...(docId ? [docId] : [])) as IssueRow[];
  const out = new Map<string, PageIssue[]>();
  for (const r of rows) {
    const issue = pageIssueOf({ page: r.page_no, ocr: r.ocr === 1, confidence: r.confidence, unreadable: r.unreadable as UnreadableReason | null });
    if (!issue) continue;
    let list = out.get(r.doc_id);
    if (!list) out.set(r.doc_id, (list = []));
    list.push(issue);
  }
  return out;
}

/** The document with these bytes, removed or not (the bytes name its source copy; `removed` says which). */
export function findDocumentBySha(db: ReadableDB, sha256: string): DocumentSummary | null {
  const row = prepared(db, `SELECT ${SUMMARY_COLUMNS} FROM documents WHERE sha256 = ?`).get(sha256) as DocRow | undefined;
  return row ? toSummary(row, getPageIssues(db, row.id).get(row.id)) : null;
}

/** Whether a document is in the matter now (stored and not removed). */
export function isPresent(db: ReadableDB, id: string): boolean {
  return prepared(db, `SELECT 1 FROM documents WHERE id = ? AND ${PRESENT}`).get(id) !== undefined;
}

/** A document of the matter, removed ones included (past answers still name and show them; `removed` says so). */
export function getDocument(db: ReadableDB, id: string): DocumentSummary | null {
  const row = prepared(db, `SELECT ${SUMMARY_COLUMNS} FROM documents WHERE id = ?`).get(id) as DocRow | undefined;
  return row ? toSummary(row, getPageIssues(db, row.id).get(row.id)) : null;
}

/** The documents in the matter (removed ones only with `includeRemoved`). */
export function listDocuments(db: ReadableDB, opts: { includeRemoved?: boolean; ids?: readonly string[] } = {}): DocumentSummary[] {
  const issues = getPageIssues(db);
  // `ids`: those documents only. A row's columns after its text are read through the text's
  // overflow pages, so listing all 467 contracts for one cell's coverage cost 7 ms a cell.
  const where = [...(opts.includeRemoved ? [] : [PRESENT]), ...(opts.ids ? ['id IN (SELECT value FROM json_each(?))'] : [])];
  return (prepared(db, `SELECT ${SUMMARY_COLUMNS} FROM documents ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ingested_at, id`)
    .all(...(opts.ids ? [JSON.stringify(opts.ids)] : [])) as DocRow[]).map((r) => toSummary(r, issues.get(r.id)));
}

/** Returns false when no such document exists. */
export function setDocumentCategory(db: Db, id: string, category: string | null): boolean {
  return prepared(db, 'UPDATE documents SET category = ? WHERE id = ?').run(category, id).changes === 1;
}

export function getDocumentText(db: ReadableDB, id: string): string | null {
  const row = prepared(db, 'SELECT text FROM documents WHERE id = ?').get(id) as { text: string } | undefined;
  return row?.text ?? null;
}

/** The first `chars` characters of a document's text (where a contract introduces its parties), '' for an unknown id. */
export function getDocumentOpening(db: ReadableDB, id: string, chars: number): string {
  const row = prepared(db, 'SELECT substr(text, 1, ?) AS opening FROM documents WHERE id = ?').get(chars, id) as { opening: string } | undefined;
  return row?.opening ?? '';
}

export type StoredPage = {
  page: number; width: number; height: number; rotation: number; viewBox: [number, number, number, number]; start: number; end: number; ocr: boolean; confidence: number;
  unreadable: UnreadableReason | null; textQuality: number | null;
};

export function getPages(db: ReadableDB, docId: string): StoredPage[] {
  const rows = prepared(db, 'SELECT page_no, width, height, rotation, view_box, char_start, char_end, ocr, confidence, unreadable, text_quality FROM pages WHERE doc_id = ? ORDER BY page_no').all(docId) as Array<{
    page_no: number; width: number; height: number; rotation: number; view_box: string; char_start: number; char_end: number; ocr: number; confidence: number;
    unreadable: string | null; text_quality: number | null;
  }>;
  return rows.map((r) => ({
    page: r.page_no, width: r.width, height: r.height, rotation: r.rotation, viewBox: JSON.parse(r.view_box) as [number, number, number, number],
    start: r.char_start, end: r.char_end, ocr: r.ocr === 1, confidence: r.confidence,
    unreadable: r.unreadable as UnreadableReason | null, textQuality: r.text_quality,
  }));
}

/** Elements overlapping `[start, end)` (all of the document's when omitted), sorted by offset. */
export function getElements(db: ReadableDB, docId: string, start = 0, end = Number.MAX_SAFE_INTEGER): TextElement[] {
  const rows = prepared(db, `SELECT page_no, char_start, char_end, ox, oy, ux, uy, advance, ascent, descent, font_class, extractor, confidence, kind
    FROM elements WHERE doc_id = ? AND char_end > ? AND char_start < ? ORDER BY char_start`).all(docId, start, end) as Array<{
    page_no: number; char_start: number; char_end: number; ox: number; oy: number; ux: number; uy: number; advance: number;
    ascent: number; descent: number; font_class: string; extractor: string; confidence: number; kind: ElementKind | null;
  }>;
  return rows.map((r) => ({
    page: r.page_no, start: r.char_start, end: r.char_end, ox: r.ox, oy: r.oy, ux: r.ux, uy: r.uy, advance: r.advance,
    ascent: r.ascent, descent: r.descent, fontModel: asFontModel(r.font_class),
    extractor: r.extractor, confidence: r.confidence, ...(r.kind ? { kind: r.kind } : {}),
  }));
}

/** The cited source version: canonical text and its SHA-256 as stored at ingest. */
export function getDocumentSource(db: ReadableDB, id: string): { doc: string; text: string; sha256: string } | null {
  const row = prepared(db, 'SELECT id, text, text_sha256 FROM documents WHERE id = ?').get(id) as { id: string; text: string; text_sha256: string } | undefined;
  return row ? { doc: row.id, text: row.text, sha256: row.text_sha256 } : null;
}

/** Ids of the documents in the matter (removed ones are not). */
export function listDocumentIds(db: ReadableDB): string[] {
  return (prepared(db, `SELECT id FROM documents WHERE ${PRESENT} ORDER BY id`).all() as Array<{ id: string }>).map((r) => r.id);
}

/** What a re-check needs of each document to see whether its source changed. */
export type DocumentIntegrityRow = { id: string; sha256: string; text: string; text_sha256: string; original_path: string | null; file_name: string };

export function listDocumentIntegrity(db: ReadableDB): DocumentIntegrityRow[] {
  return prepared(db, 'SELECT id, sha256, text, text_sha256, original_path, file_name FROM documents').all() as DocumentIntegrityRow[];
}

/** Sets a document's display title (what the lawyer sees; the file name and the content stay as ingested). */
export function setDocumentTitle(db: Db, id: string, title: string): boolean {
  return prepared(db, 'UPDATE documents SET title = ? WHERE id = ?').run(title, id).changes === 1;
}

/** Every document's title, removed ones included: what a past answer's footnotes name. */
export function documentTitles(db: ReadableDB): Map<string, string> {
  return new Map((prepared(db, 'SELECT id, title FROM documents').all() as Array<{ id: string; title: string }>).map((r) => [r.id, r.title]));
}

/**
 * Marks a document removed and takes it out of search and retrieval: its anchors are
 * deleted (the FTS index and any embeddings go with them), its text, pages and elements
 * stay so past answers remain readable and verifiable. Run inside the caller's transaction.
 */
export function markDocumentRemoved(db: Db, id: string, at: string, by: string): void {
  prepared(db, 'UPDATE documents SET removed_at = ?, removed_by = ? WHERE id = ?').run(at, by, id);
  prepared(db, 'DELETE FROM anchors WHERE doc_id = ?').run(id);
  prepared(db, 'DELETE FROM review_table_rows WHERE doc_id = ?').run(id);
}

/** Deletes a document no trace cites, with every row of it (pages, elements, anchors, sections cascade). */
export function deleteDocument(db: Db, id: string): void {
  prepared(db, 'DELETE FROM review_table_rows WHERE doc_id = ?').run(id);
  prepared(db, 'DELETE FROM documents WHERE id = ?').run(id);
}

/** A removed document back in the matter (the same bytes ingested again), with the anchors rebuilt from its stored text. */
export function restoreDocument(db: Db, id: string, anchors: readonly Anchor[]): void {
  const insAnchor = prepared(db, `INSERT INTO anchors (id, doc_id, ordinal, char_start, char_end, page_start, page_end, heading, text, legal_terms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  prepared(db, 'UPDATE documents SET removed_at = NULL, removed_by = NULL WHERE id = ?').run(id);
  for (const a of anchors) insAnchor.run(a.id, id, a.ordinal, a.start, a.end, a.pageStart, a.pageEnd, a.heading, a.text, a.legalTerms);
}
