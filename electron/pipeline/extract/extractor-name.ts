import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfjsVersion = (require('pdfjs-dist/package.json') as { version: string }).version;

/** Recorded on every document: which extractor produced its canonical text. */
export const EXTRACTOR_NAME = `pdfjs-dist@${pdfjsVersion}`;
