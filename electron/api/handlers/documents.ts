import { existsSync, readFileSync } from 'node:fs';
import type { ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { boxesForRange } from '../../pipeline/ingest/boxes.js';
import { sha256Hex } from '../../pipeline/text/canonical.js';
import { appendEvent } from '../../store/audit-events.js';
import { getDocument, getDocumentText, getElements, getPages, setDocumentCategory, setDocumentTitle } from '../../store/documents.js';
import type { Matter } from '../../store/open.js';
import { sourcePath } from '../../store/sources.js';
import { escapeRegExp } from '../../pipeline/text/regexp-literal.js';

function requireDocument(matter: Matter, id: string) {
  const doc = getDocument(matter.db, id);
  if (!doc) throw new PinciteError('NOT_FOUND', `No document ${id} in this matter.`);
  return doc;
}

/**
 * The content-addressed copy of a source, checked against its hash before it is
 * served: the renderer never shows a PDF whose bytes differ from what was ingested.
 */
export function documentSource(matter: Matter, id: string): ApiResult<'documents:source'> {
  const doc = requireDocument(matter, id);
  let bytes: Buffer;
  try {
    bytes = readFileSync(sourcePath(matter, doc.sha256));
  } catch (err) {
    throw new PinciteError('NOT_FOUND', `The stored copy of ${doc.fileName} is missing from the matter (${(err as Error).message}). Re-ingest the original file.`);
  }
  if (sha256Hex(bytes) !== doc.sha256) {
    throw new PinciteError('MATTER_CORRUPT', `The stored copy of ${doc.fileName} no longer matches its recorded SHA-256; it was changed on disk. Re-ingest the original file.`);
  }
  return { id, sha256: doc.sha256, dataBase64: bytes.toString('base64') };
}

export function documentPages(matter: Matter, id: string): ApiResult<'documents:pages'> {
  requireDocument(matter, id);
  return { pages: getPages(matter.db, id).map(({ page, width, height, rotation, ocr, confidence }) => ({ page, width, height, rotation, ocr, confidence })) };
}

export function documentBoxes(matter: Matter, id: string, start: number, end: number): ApiResult<'documents:boxes'> {
  const text = getDocumentText(matter.db, id);
  if (text === null) throw new PinciteError('NOT_FOUND', `No document ${id} in this matter.`);
  if (end > text.length || start > end) {
    throw new PinciteError('INVALID_INPUT', `Range [${start}, ${end}) is outside document ${id} (length ${text.length}).`);
  }
  return { boxes: boxesForRange(text, getElements(matter.db, id, start, end), start, end) };
}

/** Characters that stand for each other in a search: quote and dash styles; any run of whitespace is one space. */
const EQUIVALENT: Record<string, string> = { "'": "['‘’]", '‘': "['‘’]", '’': "['‘’]", '"': '["“”]', '“': '["“”]', '”': '["“”]', '-': '[-‐–—]', '–': '[-‐–—]', '—': '[-‐–—]' };

/** A search pattern for what the user typed: literal, case-insensitive, whitespace and line breaks flexible. */
export function searchPattern(query: string): RegExp {
  const words = query.trim().split(/\s+/).map((w) => [...w].map((ch) => EQUIVALENT[ch] ?? escapeRegExp(ch)).join(''));
  return new RegExp(words.join('\\s+'), 'giu');
}

export function findInDocument(matter: Matter, id: string, query: string, limit: number): ApiResult<'documents:find'> {
  const text = getDocumentText(matter.db, id);
  if (text === null) throw new PinciteError('NOT_FOUND', `No document ${id} in this matter.`);
  const ranges: Array<[number, number]> = [];
  let total = 0;
  for (const m of text.matchAll(searchPattern(query))) {
    if (m[0].length === 0) continue;
    total++;
    if (ranges.length < limit) ranges.push([m.index, m.index + m[0].length]);
  }
  if (ranges.length === 0) return { hits: [], total };
  // One read of the elements the hits span; boxesForRange finds each hit's runs by binary search.
  const elements = getElements(matter.db, id, ranges[0]![0], ranges.at(-1)![1]);
  const hits = ranges.map(([start, end]) => {
    const boxes = boxesForRange(text, elements, start, end);
    return { page: boxes[0]?.page ?? 0, start, end, text: text.slice(start, end), boxes };
  });
  return { hits, total };
}

/**
 * A new display title and/or category, written with its audit event in one transaction.
 * Traces keep the titles they were answered under; bundles and the app show the new one.
 */
export function editDocument(matter: Matter, input: { id: string; title?: string | undefined; category?: string | null | undefined }): ApiResult<'documents:edit'> {
  const before = requireDocument(matter, input.id);
  const after = { title: input.title ?? before.title, category: input.category === undefined ? before.category : input.category || null };
  if (after.title === before.title && after.category === before.category) return before;
  matter.db.transaction(() => {
    setDocumentTitle(matter.db, input.id, after.title);
    setDocumentCategory(matter.db, input.id, after.category);
    appendEvent(matter.db, null, 'document.edited', { doc: input.id, before: { title: before.title, category: before.category }, after });
  }).immediate();
  return requireDocument(matter, input.id);
}

/**
 * Where the stored original is, for the shell to show in the file manager. The core
 * never opens a window itself: `revealed` stays false here, the desktop shell
 * (api/ipc.ts) sets it after showing the file, and browser mode downloads the bytes.
 */
export function revealDocument(matter: Matter, id: string): ApiResult<'documents:reveal'> {
  const doc = requireDocument(matter, id);
  const path = sourcePath(matter, doc.sha256);
  if (!existsSync(path)) throw new PinciteError('NOT_FOUND', `The stored copy of ${doc.fileName} is missing from the matter. Re-ingest the original file.`);
  return { id, fileName: doc.fileName, sha256: doc.sha256, path, revealed: false };
}
