/** A sentence of an anchor's text with its offsets in that text. */
export type Sentence = { start: number; end: number; text: string };

/**
 * Splits text into sentences without a model: a sentence ends at . ; ? ! followed by
 * whitespace and a capital, digit, quote or "(", or at a blank line. Abbreviations common
 * in contracts ("Inc.", "Sec.", "No.", "e.g.") do not end a sentence. Edges are trimmed.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /(?:[.;?!]["”’)]?)(?=\s+["“(]?[A-Z0-9(])|\n\s*\n/g;
  let start = 0;
  for (const m of text.matchAll(re)) {
    const end = m.index + (m[0].startsWith('\n') ? 0 : m[0].length);
    if (isAbbreviation(text, m.index)) continue;
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

const ABBREVIATIONS = /(?:\b(?:Inc|Corp|Co|Ltd|No|Nos|Sec|Secs|Art|Para|e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|U\.S|U\.K|N\.A|L\.P|L\.L\.C)|\b[A-Z])$/;

function isAbbreviation(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== '.') return false;
  return ABBREVIATIONS.test(text.slice(Math.max(0, dotIndex - 8), dotIndex));
}

function push(out: Sentence[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end - start >= 2) out.push({ start, end, text: text.slice(start, end) });
}
