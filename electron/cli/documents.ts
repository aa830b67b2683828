import { PinciteError } from '../../shared/errors.js';
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
