import { readFileSync } from 'node:fs';
import { makePdf, textMatrix, type PdfPageSpec } from './make-pdf.js';
import { cuadTxt } from './corpus.js';

/** Typographic characters of the corpus in the ASCII that makePdf's standard fonts take. */
const ASCII: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '•': '*', '○': 'o', '§': 'S.', '\u00a0': ' ' };

export function toAscii(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, (c) => ASCII[c] ?? ' ').replace(/ {2,}/g, ' ');
}

/**
 * A letter-size PDF of paragraphs set in 10-point Helvetica, wrapped at ~95 columns,
 * 50 lines a page, a blank line between paragraphs: a plain contract as a word
 * processor would print it. ASCII text only.
 */
export function paragraphsPdf(paragraphs: readonly string[]): Uint8Array {
  const lines: string[] = [];
  for (const p of paragraphs) {
    let line = '';
    for (const word of toAscii(p).split(' ').filter(Boolean)) {
      if (line && line.length + 1 + word.length > 95) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    lines.push('');
  }
  const pages: PdfPageSpec[] = [];
  for (let i = 0; i < lines.length; i += 50) {
    const runs = lines.slice(i, i + 50).flatMap((text, j) => (text ? [{ text, matrix: textMatrix(10, 72, 740 - j * 13) }] : []));
    pages.push({ runs });
  }
  return makePdf(pages);
}

/** A CUAD contract's text in paragraphs (CUAD's text files hold each contract on one line). */
export function cuadParagraphs(n: number, maxChars = Infinity): string[] {
  const text = readFileSync(cuadTxt(n), 'utf8').slice(0, maxChars);
  const sentences = text.split(/(?<=[.;:])\s+(?=[A-Z0-9(])/);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 4) out.push(sentences.slice(i, i + 4).join(' '));
  return out;
}
