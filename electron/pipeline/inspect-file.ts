import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { PinciteError } from '../../shared/errors.js';

export type FileLimits = { maxBytes: number };

export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Reads a file handed to ingest and refuses, with a typed error, what is not a whole
 * PDF: missing, unreadable, empty, over the size limit, not a PDF at all (whatever its
 * name), or cut short before the end-of-file marker. Encryption and damage inside the
 * file are found by the PDF parser (pdfjs.ts).
 */
export async function readPdfFile(path: string, limits: FileLimits): Promise<Uint8Array> {
  const name = basename(path);
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) throw new PinciteError('FILE_UNREADABLE', `${name} is not a regular file. Choose a PDF file.`);
    size = st.size;
  } catch (err) {
    if (err instanceof PinciteError) throw err;
    throw fsError(err, path);
  }
  if (size === 0) throw new PinciteError('FILE_EMPTY', `${name} is empty (0 bytes). The download or copy may have failed; get the file again.`);
  if (size > limits.maxBytes) {
    throw new PinciteError('FILE_TOO_LARGE', `${name} is ${mb(size)} MB; the limit is ${mb(limits.maxBytes)} MB per file. Split the document, or raise the limit with --max-bytes.`);
  }
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(path));
  } catch (err) {
    throw fsError(err, path);
  }
  checkPdfBytes(data, name);
  return data;
}

export function checkPdfBytes(data: Uint8Array, name: string): void {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) {
    throw new PinciteError('NOT_A_PDF', `${name} is not a PDF (it does not start with a PDF header), whatever its name says. Convert it to PDF first.`);
  }
  const tail = Buffer.from(data.subarray(Math.max(0, data.length - 4096))).toString('latin1');
  if (!tail.includes('%%EOF')) {
    throw new PinciteError('PDF_TRUNCATED', `${name} is cut short: it ends before the PDF's end-of-file marker, so pages may be missing. Get a complete copy of the file.`);
  }
}

function fsError(err: unknown, path: string): PinciteError {
  const code = (err as { code?: string }).code;
  const name = basename(path);
  if (code === 'ENOENT') return new PinciteError('FILE_NOT_FOUND', `${path} does not exist. Check the path.`, { cause: err });
  if (code === 'EISDIR') return new PinciteError('FILE_UNREADABLE', `${name} is a folder, not a PDF file.`, { cause: err });
  return new PinciteError('FILE_UNREADABLE', `${name} could not be read (${(err as Error).message}). Check that you may read it.`, { cause: err });
}

function mb(n: number): string {
  return (n / 1024 / 1024).toFixed(1);
}
