import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PinciteError } from '../../../../shared/errors.js';
import { LIMITS } from '../limits.js';

// pdf.js 6 calls Promise.withResolvers, which Node 20 lacks.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (v: T | PromiseLike<T>) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((a, b) => {
        resolve = a;
        reject = b;
      });
      return { promise, resolve, reject };
    },
  });
}

/**
 * pdf.js 6 hands fonts to its canvas renderer with ArrayBuffer.prototype
 * .transferToFixedLength, which Node 20 lacks: without it the first page with text
 * renders without its text and rendering the next never finishes. Text extraction does
 * not use it; rendering for OCR does.
 */
function installTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      // A copy rather than a transfer: pdf.js drops the original right away.
      const out = new ArrayBuffer(length);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return out;
    },
  });
}
installTransferToFixedLength();

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

export const OPS = pdfjs.OPS;

export type PdfDocument = Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export const PDFJS_VERSION: string = pdfjs.version;
export { EXTRACTOR_NAME as EXTRACTOR } from './extractor-name.js';

const pkgDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * pdf.js before 4.2 compiled glyph outlines into JavaScript with `new Function` unless
 * told `isEvalSupported: false`, and a crafted /FontMatrix could inject code there
 * (CVE-2024-4367). pdf.js 6 has no such path and ignores the option; it is passed in
 * every context anyway (here, and in the renderer's react-pdf options) so a downgrade
 * can never silently turn it back on. test/unit/extract/pdfjs-no-eval.test.ts checks
 * every call site and the bundles; test/integration/hostile-input.test.ts runs the
 * exploit's shape through extraction and OCR rendering with code generation disabled.
 */
const NO_EVAL: Record<string, unknown> = { isEvalSupported: false };

/**
 * Opens a PDF with the options every context uses: no system fonts, no XFA, bundled
 * CMaps and standard fonts so extraction is the same on every machine, a cap on
 * decoded image size, and never any code compiled from the file.
 */
export async function openPdf(data: Uint8Array, fileLabel: string): Promise<{ doc: PdfDocument; close: () => Promise<void> }> {
  const task = pdfjs.getDocument({
    ...NO_EVAL,
    data,
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: join(pkgDir, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(pkgDir, 'standard_fonts') + '/',
    wasmUrl: join(pkgDir, 'wasm') + '/',
    maxImageSize: LIMITS.maxImagePixels,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    return { doc, close: () => task.destroy() };
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw pdfOpenError(err, fileLabel);
  }
}

/**
 * Maps pdf.js's failure to open a document to a typed error. Messages say what happened
 * in words; the parser's own text stays in the error's `cause`, which the worker sends
 * to the log (worker.ts), never to the user (M11). pdf.js passes its own
 * exception names across its worker boundary; anything else arrives as an
 * UnknownErrorException whose `details` start with the original name (a FormatError
 * for an encryption scheme it does not implement, for instance).
 */
export function pdfOpenError(err: unknown, file: string): PinciteError {
  const { name, message, details } = err as { name?: string; message?: string; details?: string };
  const msg = message ?? String(err);
  if (name === 'PasswordException') {
    return new PinciteError('PDF_ENCRYPTED', `${file} is protected by a password that is needed to open it. Open it with the password in a PDF reader, save or print an unprotected copy, and ingest that copy.`, { cause: err });
  }
  if (/encrypt|crypt filter/i.test(msg) && (name === 'UnknownErrorException' ? /^FormatError/.test(details ?? '') : true)) {
    return new PinciteError('PDF_ENCRYPTED', `${file} is encrypted with a method Pincite cannot read. Save or print an unencrypted copy in the program that made it, and ingest that copy.`, { cause: err });
  }
  if (name === 'InvalidPDFException') {
    return new PinciteError('PDF_DAMAGED', `${file} is damaged and cannot be read as a PDF: its structure could not be found or rebuilt. Ask for a fresh copy of the document, or open and re-save it in a PDF reader.`, { cause: err });
  }
  return new PinciteError('EXTRACTION_FAILED', `${file} could not be opened: the PDF is damaged in a way the reader could not get past. Ask for a fresh copy, or print it to a new PDF.`, { cause: err });
}
