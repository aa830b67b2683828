import { parentPort } from 'node:worker_threads';
import { extractPdf } from '../../electron/pipeline/ingest/extract/extract-pdf.js';
import { serveExtraction } from '../../electron/pipeline/ingest/extract/serve-extraction.js';

/**
 * An extraction worker (ExtractPool's `entry`) that reads files as the real one does, but
 * wedges its thread — a busy loop no message can interrupt, as a parser stuck in a loop
 * would — when it is about to read page N of a file named `…stall-on-page-N….pdf`
 * (`stall-on-pages-2-5` for several). A page the pool already asked it to skip is not
 * read, so it does not wedge.
 */
if (!parentPort) throw new Error('must run in a worker thread');
serveExtraction(parentPort, (req, onProgress) => {
  const wedged = new Set((/stall-on-pages?-([\d-]+)/.exec(req.file)?.[1] ?? '').split('-').filter(Boolean).map(Number));
  return extractPdf(req, (p) => {
    onProgress(p);
    const next = p.pagesDone + 1;
    if (wedged.has(next) && !req.skipPages?.includes(next)) for (;;);
  });
});
