import { PinciteError } from '../../shared/errors.js';
import { OcrMode } from '../../shared/documents.js';
import { ExtractPool } from '../pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../pipeline/ingest/extract/ocr.js';
import { rereadDocument } from '../pipeline/ingest/reread.js';
import { removeDocument } from '../pipeline/review/remove-document.js';
import { listDocuments, setDocumentCategory } from '../store/documents.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export function runDocuments(open: OpenMatter, json: boolean, io: CliIo): number {
  const documents = listDocuments(open().db);
  printResult(io, json, { documents }, () =>
    documents.length === 0 ? 'no documents' : documents.map((d) => `${d.id}  ${d.pages} pages${d.ocrPages ? ` (${d.ocrPages} OCR)` : ''}  ${d.category ?? '-'}  ${d.title}`).join('\n'),
  );
  return 0;
}

export function runCategory(open: OpenMatter, args: { doc: string | undefined; category: string | undefined; json: boolean }, io: CliIo): number {
  if (!args.doc || args.category === undefined) throw new UsageError('category needs a document id and a category: pincite category <doc> "<category>" (empty string clears it)');
  const category = args.category.trim() === '' ? null : args.category.trim();
  if (!setDocumentCategory(open().db, args.doc, category)) throw new PinciteError('NOT_FOUND', `No document ${args.doc} in this matter. List them with: pincite documents`);
  printResult(io, args.json, { id: args.doc, category }, () => `${args.doc}: category ${category ?? 'cleared'}`);
  return 0;
}

/** `documents remove <doc> --reviewer NAME`: the document leaves the matter; claims citing it are flagged (see removeDocument). */
export function runDocumentsRemove(open: OpenMatter, args: { rest: readonly string[]; reviewer: string | undefined; json: boolean }, io: CliIo): number {
  const [doc, ...extra] = args.rest;
  if (!doc || extra.length > 0) throw new UsageError('documents remove needs one document id: pincite documents remove <doc> --reviewer NAME');
  if (!args.reviewer?.trim()) throw new UsageError('documents remove needs --reviewer NAME: the audit log records who removed the document');
  const r = removeDocument(open(), doc, args.reviewer);
  printResult(io, args.json, r, () =>
    `removed ${r.id} “${r.title}” (SHA-256 ${r.sha256})\n${r.flagged} claim${r.flagged === 1 ? '' : 's'} citing it flagged and sent to review` +
      `\n${r.copy === 'kept' ? 'its text and stored copy are kept: past answers cite it' : 'nothing cited it: its stored copy was deleted'}`,
  );
  return 0;
}

/** `documents reread <doc> [--ocr on|auto|off] --reviewer NAME`: the stored bytes read again (OCR on every page by default); see rereadDocument. */
export async function runDocumentsReread(open: OpenMatter, args: { rest: readonly string[]; ocr: string | undefined; reviewer: string | undefined; json: boolean }, io: CliIo): Promise<number> {
  const [doc, ...extra] = args.rest;
  if (!doc || extra.length > 0) throw new UsageError('documents reread needs one document id: pincite documents reread <doc> [--ocr on|auto|off] --reviewer NAME');
  const ocr = OcrMode.safeParse(args.ocr ?? 'on');
  if (!ocr.success) throw new UsageError(`--ocr must be auto, on or off (got ${JSON.stringify(args.ocr)})`);
  if (!args.reviewer?.trim()) throw new UsageError('documents reread needs --reviewer NAME: the audit log records who asked for the new reading');
  const pool = new ExtractPool();
  const ocrEngine = new OcrEngine();
  try {
    const r = await rereadDocument(open(), doc, { pool, ocr: ocrEngine }, { ocr: ocr.data, by: args.reviewer });
    printResult(io, args.json, r, () =>
      !r.changed
        ? `${r.id}: read again (OCR ${r.ocr}); the text came out the same, nothing changed`
        : `${r.id}: read again (OCR ${r.ocr}), ${r.after.ocrPages} pages by OCR; text ${r.before.textSha256.slice(0, 12)}… → ${r.after.textSha256.slice(0, 12)}…\n${r.rebound.length} claim(s) re-bound in the new reading, ${r.flagged.length} flagged for review (their words are not in it)`,
    );
    return 0;
  } finally {
    await Promise.all([pool.close(), ocrEngine.close()]);
  }
}
