/**
 * The sequences a contract's labels count in — "(a)", "(i)", "(A)", "(1)", "A.", "I." — for the section map (sections.ts)
 * and for lists inside and across sentences (list-items.ts), so both read a label's neighbours alike.
 */

/** Lower-case roman numerals, in order, as far as a contract's lists run. */
export const ROMANS: readonly string[] = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv'];

/** The label after `label` in its sequence: (a)→(b), (i)→(ii) when `roman`, (A)→(B), (1)→(2), (x)→(y). */
export function nextLabel(label: string, roman: boolean): string | null {
  if (/^\d+$/.test(label)) return String(Number(label) + 1);
  if (roman) {
    const ri = ROMANS.indexOf(label);
    return ri < 0 ? null : (ROMANS[ri + 1] ?? null);
  }
  return /^[a-zA-Z]$/.test(label) ? String.fromCharCode(label.charCodeAt(0) + 1) : null;
}

/**
 * The letter (or roman numeral) before `label` in its sequence: "b" → "a", "ii" → "i". A single letter that is also a
 * numeral ("v", "x") counts as a letter unless `roman`.
 */
export function previousLabel(label: string, roman = false): string | null {
  if (/^\d+$/.test(label)) return String(Number(label) - 1);
  const ri = ROMANS.indexOf(label);
  if (roman && ri === 0) return null;
  if (ri > 0 && (roman || !/^[a-z]$/.test(label))) return ROMANS[ri - 1]!;
  if (/^[a-z]$/.test(label)) return label === 'a' ? null : String.fromCharCode(label.charCodeAt(0) - 1);
  if (/^([a-z])\1$/.test(label)) return label === 'aa' ? 'z' : String.fromCharCode(label.charCodeAt(0) - 1).repeat(2);
  return null;
}
