import type { TextRange } from './headers-footers.js';

/**
 * Where a contract's recitals run: from the line that opens them ("WHEREAS:", "RECITALS", "BACKGROUND") to the end of the
 * sentence that turns to the operative part ("NOW THEREFORE …", "… agree as follows:"). A recital says why the parties
 * contract, not what they agree, and binds no one; lettered ones need not say "whereas" — cuad-scale-142's "(B) It is an
 * obligation under the Arrangement Agreement that Western Copper agree not to compete with Glamis …" was a green answer
 * to "Is there a non-compete?", while Part II's covenant is the clause. Found by the document's structure, not a sentence's
 * words, so it holds for any wording of the recitals in between. Pure.
 *
 * Null unless both ends are found near the top (a contract that never turns to "NOW THEREFORE" is not guessed at).
 */
export function recitalsRange(text: string): TextRange | null {
  const head = text.slice(0, OPENING_LIMIT);
  const open = OPENER.exec(head);
  if (!open) return null;
  const from = open.index + (open[0].length - open[0].trimStart().length);
  const after = head.slice(from + open[0].trimStart().length, from + open[0].trimStart().length + RECITALS_LIMIT);
  const turn = TURN.exec(after);
  if (!turn) return null;
  const turnAt = from + open[0].trimStart().length + turn.index;
  // The turning sentence is no clause either: it runs to its colon or full stop ("… agree as follows:").
  const rest = text.slice(turnAt);
  // (A turn that ends on its colon, "… as follows:", ends there.)
  const stop = /[:.](?=\s|$)/.exec(rest.slice(turn[0].length - 1));
  const to = turnAt + turn[0].length - 1 + (stop ? stop.index + 1 : 1);
  return [from, Math.min(to, text.length)];
}

/** Recitals open within the document's first pages. */
const OPENING_LIMIT = 20_000;
/** And turn to the operative part within this many characters: further on, the "turn" found is something else. */
const RECITALS_LIMIT = 12_000;

/**
 * A line that opens the recitals: "WHEREAS" at a line's start (with or without the recital it begins), or a heading line
 * that says only "Recitals", "Background", "Preliminary Statement(s)" or "Witnesseth".
 */
const OPENER = /(?:^|\n)[ \t]*(?:W\s?H\s?E\s?R\s?E\s?A\s?S\b|(?:RECITALS?|Recitals?|BACKGROUND|Background|PRELIMINARY\s+STATEMENTS?|Preliminary\s+Statements?|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|Witnesseth)[ \t]*[:.\-–—]?[ \t]*(?=\n))/;

/** The words that turn from the recitals to what is agreed. */
const TURN = /\bas\s+follows\s*:|\bNOW,?\s+(?:THEREFORE|THIS\s+AGREEMENT\s+WITNESSES)\b|\bagree(?:s|d)?\s+as\s+follows\b|\bIT\s+IS\s+(?:HEREBY\s+)?(?:AGREED|COVENANTED)\b|\bTHE\s+PARTIES\s+(?:HERETO\s+)?(?:HEREBY\s+)?AGREE\b|\bIn\s+consideration\s+of\s+the\s+(?:mutual\s+)?(?:premises|covenants|promises)\b/i;
