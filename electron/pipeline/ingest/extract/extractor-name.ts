import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfjsVersion = (require('pdfjs-dist/package.json') as { version: string }).version;

/**
 * Bump when page-text.ts lays text out differently: the same PDF then yields another
 * canonical text, and the record must say which layout produced it.
 */
export const LAYOUT_VERSION = 2;

/** Recorded on every document: which extractor (and layout) produced its canonical text. */
export const EXTRACTOR_NAME = `pdfjs-dist@${pdfjsVersion}+layout-${LAYOUT_VERSION}`;
