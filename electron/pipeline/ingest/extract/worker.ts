import { parentPort } from 'node:worker_threads';
import { toErrorInfo } from '../../../../shared/errors.js';
import { extractPdf, type ExtractRequest } from './extract-pdf.js';

/** Extraction worker: one request at a time; replies with progress, then a result or an error. */
const port = parentPort;
if (!port) throw new Error('extract/worker.ts must run in a worker thread');

port.on('message', async (msg: { id: number; req: ExtractRequest }) => {
  try {
    const result = await extractPdf(msg.req, (p) => port.postMessage({ id: msg.id, type: 'progress', progress: p }));
    const transfer = result.ocrImages.map((i) => i.png.buffer as ArrayBuffer);
    port.postMessage({ id: msg.id, type: 'result', result }, transfer);
  } catch (err) {
    // The parser's own words (the error's cause) go to the log, beside the typed error.
    const cause = (err as { cause?: { name?: string; message?: string } } | null)?.cause;
    const detail = cause ? `${cause.name ?? 'Error'}: ${cause.message ?? String(cause)}` : undefined;
    port.postMessage({ id: msg.id, type: 'error', error: toErrorInfo(err), detail });
  }
});
