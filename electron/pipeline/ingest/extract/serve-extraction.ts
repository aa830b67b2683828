import type { MessagePort } from 'node:worker_threads';
import { toErrorInfo } from '../../../../shared/errors.js';
import type { ExtractProgress, ExtractRequest, ExtractResult } from './extract-pdf.js';

type Port = Pick<MessagePort, 'on' | 'postMessage'>;
type Extract = (req: ExtractRequest, onProgress: (p: ExtractProgress) => void) => Promise<ExtractResult>;

/**
 * The extraction worker's side of the pool's protocol: one request at a time; replies
 * with progress, then a result (its OCR rasters transferred, not copied) or an error.
 */
export function serveExtraction(port: Port, extract: Extract): void {
  port.on('message', async (msg: { id: number; req: ExtractRequest }) => {
    try {
      const result = await extract(msg.req, (p) => port.postMessage({ id: msg.id, type: 'progress', progress: p }));
      const transfer = result.ocrImages.map((i) => i.png.buffer as ArrayBuffer);
      port.postMessage({ id: msg.id, type: 'result', result }, transfer);
    } catch (err) {
      // The parser's own words (the error's cause) go to the log, beside the typed error.
      const cause = (err as { cause?: { name?: string; message?: string } } | null)?.cause;
      const detail = cause ? `${cause.name ?? 'Error'}: ${cause.message ?? String(cause)}` : undefined;
      port.postMessage({ id: msg.id, type: 'error', error: toErrorInfo(err), detail });
    }
  });
}
