// Loads the extraction worker. From a source checkout the worker is TypeScript, and
// Node 20 does not apply --import loaders to a worker's entry, so register tsx here.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  // pdf.js is 3.4 MB of plain JavaScript, and loading it through tsx's loader costs a
  // worker ~180 MB more than loading it natively (measured: the whole 30-contract CUAD
  // ingest peaked at 1.1 GB, now 0.53 GB). Loaded here first, it is found in the module
  // cache when the TypeScript imports it, and pdf.js takes its in-thread ("fake") worker
  // from globalThis.pdfjsWorker instead of importing that through tsx too.
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
