import { basename } from 'node:path';
import { OcrMode, type IngestOutcome, type IngestProgress } from '../../shared/documents.js';
import { ExtractPool } from '../pipeline/ingest/extract/pool.js';
import { OcrEngine } from '../pipeline/ingest/extract/ocr.js';
import { ingestFiles } from '../pipeline/ingest/ingest.js';
import { printResult, UsageError, type CliIo, type OpenMatter } from './io.js';

export type IngestArgs = { files: string[]; ocr: string | undefined; category: string | undefined; maxBytes: string | undefined; json: boolean };

export async function runIngest(open: OpenMatter, args: IngestArgs, io: CliIo): Promise<number> {
  if (args.files.length === 0) throw new UsageError('ingest needs at least one file: pincite ingest <files…>');
  const ocr = OcrMode.safeParse(args.ocr ?? 'auto');
  if (!ocr.success) throw new UsageError(`--ocr must be auto, on or off (got "${args.ocr}")`);
  const maxBytes = args.maxBytes === undefined ? undefined : Number(args.maxBytes);
  if (maxBytes !== undefined && !(Number.isSafeInteger(maxBytes) && maxBytes > 0)) throw new UsageError(`--max-bytes must be a whole number of bytes greater than 0 (got "${args.maxBytes}")`);

  const matter = open();
  const pool = new ExtractPool();
  const ocrEngine = new OcrEngine();
  const reporter = progressReporter(io, args.files.length);
  let outcomes: IngestOutcome[];
  try {
    outcomes = await ingestFiles(matter, args.files, { pool, ocr: ocrEngine }, { ocr: ocr.data, category: args.category ?? null, maxBytes, onProgress: reporter });
  } finally {
    await Promise.all([pool.close(), ocrEngine.close()]);
  }
  for (const o of outcomes) {
    if (o.status === 'error') io.err(`pincite: ${basename(o.file)}: ${o.error?.code}: ${o.error?.message}\n`);
    else if (o.duplicate) io.err(`pincite: ${basename(o.file)} is already in this matter as ${o.id}; nothing was changed.\n`);
  }
  printResult(io, args.json, { documents: outcomes }, () =>
    outcomes
      .map((o) => (o.status === 'ok' ? `${o.duplicate ? 'unchanged' : 'ingested '} ${o.id}  ${o.pages} pages${o.ocrPages ? ` (${o.ocrPages} OCR)` : ''}  ${o.title}` : `error     ${basename(o.file)}  ${o.error?.code}`))
      .join('\n'),
  );
  const failed = outcomes.filter((o) => o.status === 'error').length;
  if (failed === 0) return 0;
  return failed === outcomes.length ? 1 : 2;
}

/** Progress on stderr: one line per file phase, pages done / total and OCR pages. */
function progressReporter(io: CliIo, total: number): (p: IngestProgress) => void {
  const started = new Set<string>();
  const lastLine = new Map<string, number>();
  return (p) => {
    if (!started.has(p.file)) started.add(p.file);
    const now = Date.now();
    const final = p.phase === 'done' || p.phase === 'error' || p.phase === 'storing';
    if (!final && now - (lastLine.get(p.file) ?? 0) < 500) return;
    lastLine.set(p.file, now);
    const ocr = p.ocrPages > 0 ? `, ${p.ocrPages} OCR` : '';
    io.err(`[${started.size}/${total}] ${basename(p.file)}: ${p.phase} ${p.pagesDone}/${p.pagesTotal} pages${ocr}\n`);
  };
}
