import { splitSentences } from '../text/sentences.js';

/** A surface token of normalised text: a word, a number, a mixed code ("10b", "1st"), a possessive or a symbol. */
export type RawToken = {
  text: string;
  lower: string;
  kind: 'word' | 'num' | 'code' | 'pos' | 'sym';
  start: number;
  end: number;
  sentence: number;
  /** First word of its sentence (after list markers): a capital there says nothing. */
  initial: boolean;
};

/**
 * One spelling for what differs only in typography, and contractions spelled out so
 * "doesn't" carries the same "not" as "does not". Claim and span go through the same
 * function, so offsets are never needed back in the caller's text.
 */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[‘’`´′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/[[{]/g, '(')
    .replace(/[\]}]/g, ')')
    .replace(/\bcan't\b/gi, 'cannot')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\bshan't\b/gi, 'shall not')
    .replace(/n't\b/gi, ' not')
    .replace(/\s+/g, ' ')
    .trim();
}

const TOKEN = /'s\b|[\p{L}\p{N}]+(?:[.,]\p{N}+)*|[^\s\p{L}\p{N}]/gu;

export function rawTokens(norm: string): RawToken[] {
  const sentences = splitSentences(norm);
  const out: RawToken[] = [];
  let s = 0;
  let sinceStart = 0;
  for (const m of norm.matchAll(TOKEN)) {
    const start = m.index;
    while (s + 1 < sentences.length && start >= sentences[s + 1]!.start) {
      s++;
      sinceStart = 0;
    }
    const text = m[0];
    const kind: RawToken['kind'] =
      text === "'s" ? 'pos' : /^\d[\d.,]*$/.test(text) ? 'num' : /\d/.test(text) ? 'code' : /^[\p{L}]/u.test(text) ? 'word' : 'sym';
    // A sentence opens with its first word that is not a list marker: "(a) Licensee", "2.1 The Company".
    const marker = kind === 'num' || kind === 'sym' || (kind === 'word' && text.length <= 3 && /^[ivxa-h]+$/i.test(text) && isMarkerContext(norm, m.index, text.length));
    out.push({ text, lower: text.toLowerCase(), kind, start, end: start + text.length, sentence: s, initial: !marker && sinceStart === 0 });
    if (!marker) sinceStart++;
  }
  return out;
}

/** "(a)", "a)", "(iv)": a letter or numeral standing as a list marker. */
function isMarkerContext(text: string, at: number, len: number): boolean {
  return text[at + len] === ')' || (text[at - 1] === '(' && text[at + len] === ')');
}
