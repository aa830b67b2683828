import { parentPort } from 'node:worker_threads';
import { drawPdfCrops, type PdfCropJob } from './crops.js';

/** Crop worker: draws one PDF's crops per message, reporting each page, then the PNGs (transferred). */
const port = parentPort;
if (!port) throw new Error('crops-worker.ts must run in a worker thread');

port.on('message', async (job: PdfCropJob) => {
  const crops = await drawPdfCrops(job, () => port.postMessage({ type: 'page' }));
  port.postMessage({ type: 'result', crops }, crops.map((c) => c.png.buffer as ArrayBuffer));
});
