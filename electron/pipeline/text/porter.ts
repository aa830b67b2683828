import { stemmer as porterStem } from 'stemmer';

/** Words kept: a matter's vocabulary is a few tens of thousands of words; past this the memory is let go and refilled. */
const KEPT = 100_000;
const STEMS = new Map<string, string>();

/**
 * Porter's stem of a word, remembered. Every reading of a question, a passage and a claim stems the same contract words
 * again (over 6% of a table cell's time, session 43's profile), and a stem depends on the word alone.
 */
export function stemmer(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    s = porterStem(word);
    if (STEMS.size >= KEPT) STEMS.clear();
    STEMS.set(word, s);
  }
  return s;
}

/** The stem of each word of `text` (letters and digits), in order: how a text's words are compared with a question's. */
export function wordStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => stemmer(w));
}
