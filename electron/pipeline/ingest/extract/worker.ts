import { parentPort } from 'node:worker_threads';
import { extractPdf } from './extract-pdf.js';
import { serveExtraction } from './serve-extraction.js';

/** Extraction worker: one request at a time; replies with progress, then a result or an error. */
if (!parentPort) throw new Error('extract/worker.ts must run in a worker thread');
serveExtraction(parentPort, extractPdf);
