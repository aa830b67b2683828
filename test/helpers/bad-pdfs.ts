import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync, writeSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { ErrorCode } from '../../shared/errors.js';
import { cuadPdf } from './corpus.js';
import { rawPdf } from './make-pdf.js';

/**
 * Bad inputs for ingest, generated at test time from real CUAD contracts (nothing
 * binary is committed). Each comes with the outcome ingest should give it.
 */
export type BadInput = {
  /** A short label for test names. */
  kind: string;
  path: string;
  /** The error code expected, or 'ok' for a damaged file pdf.js is expected to repair. */
  expect: ErrorCode | 'ok';
  /** For 'ok': the file lands with this warning (M11: a file without its end marker lands, flagged). */
  warning?: 'FILE_INCOMPLETE';
  /** What the message must say beyond the file's name (the remedy, mostly). */
  says?: RegExp;
  /** For 'ok': the CUAD contract it was made from, whose text it must yield. */
  source?: number;
};

/** A classic cross-reference table, one revision: cuts and xref damage are clear-cut. */
export const PLAIN_SOURCE = 3;
/** Linearized, with a first-page %%EOF about 500 bytes in. */
export const LINEARIZED_SOURCE = 9;

function qpdf(args: string[]): void {
  try {
    execFileSync('qpdf', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    // qpdf exits 3 for "succeeded with warnings"; anything else is a real failure.
    if ((err as { status?: number }).status !== 3) throw new Error(`qpdf ${args.join(' ')} failed (is qpdf installed?): ${String((err as { stderr?: Buffer }).stderr ?? err)}`);
  }
}

/** Encrypted so that a password is needed to open it (AES-256, R6). */
export function encryptWithUserPassword(src: string, out: string): string {
  qpdf(['--encrypt', 'user-secret', 'owner-secret', '256', '--', src, out]);
  return out;
}

/** The old RC4 40-bit scheme, still common in old filings. */
export function encryptWithUserPasswordRc4(src: string, out: string): string {
  qpdf(['--allow-weak-crypto', '--encrypt', 'user-secret', 'owner-secret', '40', '--', src, out]);
  return out;
}

/** Encrypted with an empty user password: opens without one; only "permissions" are restricted. */
export function encryptWithOwnerPasswordOnly(src: string, out: string): string {
  qpdf(['--encrypt', '', 'owner-secret', '256', '--print=none', '--modify=none', '--extract=n', '--', src, out]);
  return out;
}

/** An encryption dictionary naming a security handler nobody implements. */
export function unknownEncryption(src: string, out: string): string {
  const tmp = `${out}.tmp.pdf`;
  encryptWithUserPassword(src, tmp);
  const bytes = Buffer.from(readFileSync(tmp));
  const at = bytes.indexOf('/Standard');
  if (at < 0) throw new Error('no /Standard security handler in the qpdf output');
  // Same length, so every offset in the file still holds.
  bytes.write('/FooBarSe', at, 'latin1');
  writeFileSync(out, bytes);
  return out;
}

/** The first `bytes` bytes of `src`. */
export function truncateTo(src: string, out: string, bytes: number): string {
  writeFileSync(out, readFileSync(src).subarray(0, bytes));
  return out;
}

/** Everything up to, but not including, the last %%EOF. */
export function cutBeforeEof(src: string, out: string): string {
  const data = readFileSync(src);
  const at = data.lastIndexOf('%%EOF');
  if (at < 0) throw new Error(`${src} has no %%EOF`);
  writeFileSync(out, data.subarray(0, at));
  return out;
}

/**
 * A complete file whose cross-reference table is wrong: every in-use entry points 7
 * bytes off (same width, so the file's length and layout are unchanged). Readers are
 * expected to notice and rebuild the table by scanning for objects.
 */
export function shiftXrefOffsets(src: string, out: string): string {
  const text = readFileSync(src).toString('latin1');
  let n = 0;
  const damaged = text.replace(/(\d{10})( \d{5} n)/g, (_, off: string, rest: string) => {
    n++;
    return String(Number(off) + 7).padStart(10, '0') + rest;
  });
  if (n === 0) throw new Error(`${src} has no classic xref table`);
  writeFileSync(out, Buffer.from(damaged, 'latin1'));
  return out;
}

/** A complete linearized file whose linearization dictionary claims it is longer than it is. */
export function misstateLinearizedLength(src: string, out: string): string {
  const text = readFileSync(src).toString('latin1');
  const m = /(\/Linearized 1\s*\/L )(\d+)/.exec(text);
  if (!m) throw new Error(`${src} is not linearized`);
  // A bigger number of the same width, so no offset moves.
  const wrong = `9${m[2]!.slice(1)}`;
  writeFileSync(out, Buffer.from(text.slice(0, m.index) + m[1] + wrong + text.slice(m.index + m[0].length), 'latin1'));
  return out;
}

/** A complete file whose `startxref` points at nothing. */
export function breakStartxref(src: string, out: string): string {
  const data = readFileSync(src);
  const at = data.lastIndexOf('startxref');
  writeFileSync(out, Buffer.concat([data.subarray(0, at), Buffer.from('startxref\n12345\n%%EOF\n', 'latin1')]));
  return out;
}

/** A valid PDF, written by hand, whose page tree is empty (/Count 0). */
export function zeroPagePdf(): Uint8Array {
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'], 1, '', '%PDF-1.4\n');
}

/** A header, an end marker and nothing a parser can use between them. */
export function garbagePdf(): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n${'this is not a PDF object '.repeat(40)}\n%%EOF\n`);
}

/** A real (valid, 2×2 grey) PNG image. */
export function pngImage(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.from([0, 128, 128, 0, 200, 200]); // filter byte + 2 pixels, per row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A sparse file of `bytes` that starts like a PDF: it takes no disk space, and reading
 * it would take seconds and more memory than a Buffer may hold — so only a refusal on
 * its size, before reading, answers quickly with FILE_TOO_LARGE.
 */
export function sparseFile(path: string, bytes: number): string {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, '%PDF-1.7\n');
    ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  const st = statSync(path);
  if (st.size !== bytes || st.blocks * 512 > 1024 * 1024) throw new Error(`${path} is not sparse here (${st.blocks} blocks)`);
  return path;
}

/** Every kind of bad input, written into `dir`, each with the outcome ingest should give. */
export function makeBadInputs(dir: string): BadInput[] {
  mkdirSync(dir, { recursive: true });
  const plain = cuadPdf(PLAIN_SOURCE);
  const linear = cuadPdf(LINEARIZED_SOURCE);
  const plainSize = statSync(plain).size;
  const linearSize = statSync(linear).size;
  const at = (name: string) => join(dir, name);
  const write = (name: string, data: Uint8Array | string) => {
    writeFileSync(at(name), data);
    return at(name);
  };
  const encrypted = /password.*needed to open it.*unprotected copy/;
  const truncated = /cut short.*Get a complete copy/;
  const notPdf = /not a PDF.*Convert it to PDF/;
  return [
    { kind: 'encrypted, user password (AES-256)', path: encryptWithUserPassword(plain, at('user-password.pdf')), expect: 'PDF_ENCRYPTED', says: encrypted },
    { kind: 'encrypted, user password (RC4-40)', path: encryptWithUserPasswordRc4(plain, at('user-password-rc4.pdf')), expect: 'PDF_ENCRYPTED', says: encrypted },
    { kind: 'encrypted, unknown security handler', path: unknownEncryption(plain, at('unknown-encryption.pdf')), expect: 'PDF_ENCRYPTED', says: /encrypted with a method.*unencrypted copy/ },
    { kind: 'encrypted, owner password only', path: encryptWithOwnerPasswordOnly(plain, at('owner-password-only.pdf')), expect: 'ok', source: PLAIN_SOURCE },
    // Cut where no page can be read any more: still refused, and said to be cut short.
    { kind: 'truncated at half', path: truncateTo(plain, at('cut-half.pdf'), Math.floor(plainSize / 2)), expect: 'PDF_TRUNCATED', says: truncated },
    { kind: 'truncated at 90%', path: truncateTo(plain, at('cut-90.pdf'), Math.floor(plainSize * 0.9)), expect: 'PDF_TRUNCATED', says: truncated },
    // pdf.js reads the whole file without its end marker: it lands, flagged as possibly incomplete (M11).
    { kind: 'truncated just before %%EOF', path: cutBeforeEof(plain, at('cut-before-eof.pdf')), expect: 'ok', source: PLAIN_SOURCE, warning: 'FILE_INCOMPLETE' },
    { kind: 'truncated 100 bytes in', path: truncateTo(plain, at('cut-100.pdf'), 100), expect: 'PDF_TRUNCATED', says: truncated },
    { kind: 'linearized, truncated after its first-page %%EOF', path: truncateTo(linear, at('linearized-cut-3k.pdf'), 3000), expect: 'PDF_TRUNCATED', says: /cut short: it is 3000 bytes, but the PDF says it is \d+ bytes/ },
    { kind: 'linearized, truncated at half', path: truncateTo(linear, at('linearized-cut-half.pdf'), Math.floor(linearSize / 2)), expect: 'PDF_TRUNCATED', says: truncated },
    { kind: 'linearized, states a wrong length, file complete', path: misstateLinearizedLength(linear, at('linearized-wrong-length.pdf')), expect: 'ok', source: LINEARIZED_SOURCE },
    { kind: 'xref offsets damaged, file complete', path: shiftXrefOffsets(plain, at('xref-shifted.pdf')), expect: 'ok', source: PLAIN_SOURCE },
    { kind: 'startxref damaged, file complete', path: breakStartxref(plain, at('startxref-broken.pdf')), expect: 'ok', source: PLAIN_SOURCE },
    { kind: 'damaged beyond repair', path: write('garbage.pdf', garbagePdf()), expect: 'PDF_DAMAGED', says: /damaged.*fresh copy/ },
    { kind: 'zero pages', path: write('zero-pages.pdf', zeroPagePdf()), expect: 'PDF_NO_PAGES', says: /no pages.*Check/ },
    { kind: 'PNG renamed .pdf', path: write('image.pdf', pngImage()), expect: 'NOT_A_PDF', says: /it is a PNG image.*Convert it to PDF/ },
    { kind: 'text file renamed .pdf', path: write('notes.pdf', 'Minutes of the meeting.\nNothing to see here.\n'), expect: 'NOT_A_PDF', says: /it is plain text.*Convert it to PDF/ },
    { kind: 'HTML page renamed .pdf', path: write('page.pdf', '<!DOCTYPE html><html><body>Download failed</body></html>'), expect: 'NOT_A_PDF', says: notPdf },
    { kind: 'empty file', path: write('empty.pdf', ''), expect: 'FILE_EMPTY', says: /empty \(0 bytes\).*get the file again/ },
    { kind: 'sparse 5 GB file', path: sparseFile(at('huge.pdf'), 5 * 1024 ** 3), expect: 'FILE_TOO_LARGE', says: /is 5\.0 GB; the limit is 256\.0 MB per file\. Split the document/ },
    { kind: 'missing file', path: at('no-such-file.pdf'), expect: 'FILE_NOT_FOUND', says: /There is no file at .*no-such-file\.pdf\. Check the path/ },
    { kind: 'a directory', path: (mkdirSync(at('folder.pdf'), { recursive: true }), at('folder.pdf')), expect: 'FILE_UNREADABLE', says: /is a folder, not a PDF file.*name them/ },
  ];
}
