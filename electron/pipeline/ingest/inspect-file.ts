import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DocumentWarning } from '../../../shared/documents.js';
import { PinciteError } from '../../../shared/errors.js';
import { LIMITS } from './limits.js';

export type FileLimits = { maxBytes: number };

export const DEFAULT_MAX_BYTES = LIMITS.maxFileBytes;

/**
 * Reads a file handed to ingest and refuses, with a typed error, what cannot be a PDF:
 * missing, a folder or device, unreadable, empty, over the size limit, or certainly not
 * a PDF (another known format, or no PDF objects at all). The size is checked on `stat`
 * before a byte is read, so a huge file costs nothing; a pipe or device is never opened
 * (a FIFO would block the ingest forever). A file that looks cut short is not refused:
 * the parser reads what it can, and the document lands with a FILE_INCOMPLETE warning
 * (M11). Encryption and damage inside the file are found by the PDF parser (pdfjs.ts).
 */
export async function readPdfFile(path: string, limits: FileLimits): Promise<{ data: Uint8Array; warnings: DocumentWarning[] }> {
  const name = basename(path);
  let size: number;
  try {
    const st = await stat(path);
    if (st.isDirectory()) {
      throw new PinciteError('FILE_UNREADABLE', `${name} is a folder, not a PDF file. To ingest the PDFs inside it, name them (for example ${path}/*.pdf).`);
    }
    if (!st.isFile()) throw new PinciteError('FILE_UNREADABLE', `${name} is not a regular file (it is a device, pipe or socket). Choose a PDF file.`);
    size = st.size;
  } catch (err) {
    if (err instanceof PinciteError) throw err;
    throw fsError(err, path);
  }
  if (size === 0) throw new PinciteError('FILE_EMPTY', `${name} is empty (0 bytes). The download or copy may have failed; get the file again.`);
  if (size > limits.maxBytes) throw tooLarge(name, size, limits.maxBytes);
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(path));
  } catch (err) {
    throw fsError(err, path);
  }
  // The file may have grown between stat and read (a download still being written).
  if (data.byteLength > limits.maxBytes) throw tooLarge(name, data.byteLength, limits.maxBytes);
  if (data.byteLength === 0) throw new PinciteError('FILE_EMPTY', `${name} is empty (0 bytes). The download or copy may have failed; get the file again.`);
  return { data, warnings: checkPdfBytes(data, name) };
}

/** The PDF header may sit anywhere in the first 1024 bytes (ISO 32000-1, 7.5.2 note). */
const HEADER_WINDOW = 1024;
/** Readers look for the last %%EOF near the end; trailing junk beyond this is not a whole PDF. */
const EOF_WINDOW = 4096;

/**
 * Refuses only what is certainly not a PDF; returns warnings for a file that may be
 * incomplete. pdf.js finds a header anywhere in the file and rebuilds a damaged
 * cross-reference table from the objects themselves, so a file with objects is handed
 * to it even without a `%PDF-` header or an end marker (pdf.js's test suite holds such
 * files, each of which it reads whole).
 */
export function checkPdfBytes(data: Uint8Array, name: string): DocumentWarning[] {
  const head = latin1(data.subarray(0, HEADER_WINDOW));
  const kind = sniffKind(data);
  const hasHeader = head.includes('%PDF-');
  if (!hasHeader && (kind !== null && kind !== 'plain text' ? true : !hasPdfObjects(data))) {
    throw new PinciteError('NOT_A_PDF', `${name} is not a PDF${kind ? ` (it is ${kind})` : ''}, whatever its name says: it has no PDF header and no PDF objects. Convert it to PDF first (print or export it as PDF), then ingest the PDF.`);
  }
  const warnings: DocumentWarning[] = [];
  const tail = latin1(data.subarray(Math.max(0, data.length - EOF_WINDOW)));
  // A linearized ("fast web view") PDF carries an early %%EOF after its first page and
  // states its full length: a copy cut soon after that first %%EOF is shorter than it
  // says and has no second %%EOF. (Incremental updates only make a file longer; a
  // producer that states a wrong length still writes both markers.)
  const declared = linearizedLength(head);
  if (declared !== null && data.length < declared && eofMarkers(data) < 2) {
    warnings.push({ code: 'FILE_INCOMPLETE', message: `${name} may be incomplete: it is ${data.length} bytes, but the PDF says it is ${declared} bytes. Pages that could not be read are listed; get a complete copy of the file to be sure nothing is missing.` });
  } else if (!tail.includes('%%EOF')) {
    warnings.push({ code: 'FILE_INCOMPLETE', message: `${name} may be incomplete: it ends without the PDF's end-of-file marker. Pages that could not be read are listed; get a complete copy of the file to be sure nothing is missing.` });
  }
  return warnings;
}

/**
 * The error for a file that may be incomplete and of which no page could be read: it
 * is then, most likely, cut short — say how, in the words of the pre-check.
 */
export function truncationError(data: Uint8Array, name: string): PinciteError {
  const declared = linearizedLength(latin1(data.subarray(0, HEADER_WINDOW)));
  const how = declared !== null && data.length < declared ? `it is ${data.length} bytes, but the PDF says it is ${declared} bytes` : "it ends before the PDF's end-of-file marker";
  return new PinciteError('PDF_TRUNCATED', `${name} is cut short: ${how}, and no page of it could be read. Get a complete copy of the file (download or copy it again).`);
}

/** Whether the bytes hold at least one indirect object ("12 0 obj"): the least a PDF parser can work with. */
function hasPdfObjects(data: Uint8Array): boolean {
  return /\d+\s+\d+\s+obj\b/.test(latin1(data.subarray(0, Math.min(data.length, 4 * 1024 * 1024))));
}

/** `/L` of a linearization dictionary at the start of the file, or null when there is none. */
function linearizedLength(head: string): number | null {
  const dict = /<<[^>]*\/Linearized\b[^>]*>>/.exec(head)?.[0];
  const l = dict && /\/L\s+(\d+)/.exec(dict)?.[1];
  return l ? Number(l) : null;
}

/** How many %%EOF markers the file holds, counting to two. */
function eofMarkers(data: Uint8Array): number {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const first = buf.indexOf('%%EOF');
  if (first < 0) return 0;
  return buf.indexOf('%%EOF', first + 5) < 0 ? 1 : 2;
}

/** What a file that is not a PDF most likely is, by its first bytes — to make the message useful. */
function sniffKind(data: Uint8Array): string | null {
  const b = Buffer.from(data.subarray(0, 16));
  const starts = (...bytes: number[]) => bytes.every((v, i) => b[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'a PNG image';
  if (starts(0xff, 0xd8, 0xff)) return 'a JPEG image';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'a GIF image';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'a TIFF image';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'a ZIP archive, or a Word/Excel/PowerPoint document (.docx, .xlsx, .pptx)';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'an older Office document (.doc, .xls, .ppt)';
  const text = latin1(data.subarray(0, 512));
  if (/^\s*\{\\rtf/.test(text)) return 'an RTF document';
  if (/^\s*<(!doctype html|html)/i.test(text)) return 'a web page (HTML)';
  if (/^[\t\n\r\x20-\x7e\x80-\xff]*$/.test(text) && !text.includes('\0')) return 'plain text';
  return null;
}

function tooLarge(name: string, size: number, max: number): PinciteError {
  return new PinciteError('FILE_TOO_LARGE', `${name} is ${formatBytes(size)}; the limit is ${formatBytes(max)} per file. Split the document into smaller PDFs, or raise the limit (pincite ingest --max-bytes N).`);
}

function fsError(err: unknown, path: string): PinciteError {
  const code = (err as { code?: string }).code;
  const name = basename(path);
  if (code === 'ENOENT') return new PinciteError('FILE_NOT_FOUND', `There is no file at ${path}. Check the path and its spelling.`, { cause: err });
  if (code === 'ENOTDIR') return new PinciteError('FILE_NOT_FOUND', `There is no file at ${path}: part of the path is a file, not a folder. Check the path.`, { cause: err });
  if (code === 'EISDIR') return new PinciteError('FILE_UNREADABLE', `${name} is a folder, not a PDF file. To ingest the PDFs inside it, name them (for example ${path}/*.pdf).`, { cause: err });
  if (code === 'EACCES' || code === 'EPERM') return new PinciteError('FILE_UNREADABLE', `${name} could not be read: permission denied. Check that you may read it, or copy it somewhere you can.`, { cause: err });
  return new PinciteError('FILE_UNREADABLE', `${name} could not be read (${(err as Error).message}). Check that the file is readable and try again.`, { cause: err });
}

/** Sizes as people read them: 1024-based, one decimal above a kilobyte. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(1)} ${units[u]}`;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
