/**
 * Deontic force of a clause. Legal drafting says the same force many ways ("shall",
 * "must", "will", "agrees to", "undertakes to"), and a one-word change flips it
 * ("shall" → "may", "may" → "may not"). Each phrase maps to one class:
 *
 *   OBL     obligation     shall, must, will, agrees to, is required to
 *   PERM    permission     may, can, is entitled to, has the right to
 *   PROH    prohibition    shall not, may not, cannot, agrees not to, in no event shall
 *   NONOBL  no obligation  is not required to, need not, has no obligation to
 *   weak:X  should/would/could/might — only ever equal to itself
 *
 * "shall be"/"will be" + anything else is declarative ("shall be governed by") and
 * carries no class, so it reads like "is"; "shall not be" is a plain negation.
 */
export type Modality = 'OBL' | 'PERM' | 'PROH' | 'NONOBL' | `weak:${string}`;

/** A recognised phrase: its class (or none, for a declarative) and whether it also negates. */
export type ModalMatch = { length: number; modality: Modality | null; negates: boolean };

const TABLE: Array<[string, Modality | null, boolean]> = [];
const add = (phrases: string, modality: Modality | null, negates = false) => {
  for (const p of phrases.split('|')) TABLE.push([p.trim(), modality, negates]);
};

const FUTURE = ['shall', 'will', 'must'];
for (const m of FUTURE) {
  add(`${m} not be required to|${m} not be obligated to|${m} not be obliged to|${m} have no obligation to|${m} be under no obligation to`, 'NONOBL');
  add(`${m} not be entitled to|${m} not be permitted to|${m} not be allowed to|${m} not be authorized to|${m} have no right to|${m} not have the right to|${m} not have any right to|${m} be prohibited from|${m} in no event|${m} at no time|${m} under no circumstances|${m} never`, 'PROH');
  add(`${m} be entitled to|${m} be permitted to|${m} be allowed to|${m} be authorized to|${m} have the right to|${m} be free to|${m} have the option to`, 'PERM');
  add(`${m} be required to|${m} be obligated to|${m} be obliged to`, 'OBL');
  add(`${m} not be`, null, true);
  add(`${m} be`, null);
  add(`${m} not`, 'PROH');
  add(m, 'OBL');
}
for (const be of ['is', 'are']) {
  add(`${be} not required to|${be} not obligated to|${be} not obliged to|${be} under no obligation to`, 'NONOBL');
  add(`${be} not entitled to|${be} not permitted to|${be} not allowed to|${be} not authorized to|${be} prohibited from`, 'PROH');
  add(`${be} entitled to|${be} permitted to|${be} allowed to|${be} authorized to|${be} free to`, 'PERM');
  add(`${be} required to|${be} obligated to|${be} obliged to`, 'OBL');
}
add('has no obligation to|have no obligation to|need not|does not need to|do not need to', 'NONOBL');
add('has no right to|have no right to|may not|cannot|can not|in no event shall|in no event will|under no circumstances shall|under no circumstances will', 'PROH');
add('agrees not to|agree not to|undertakes not to|undertake not to|covenants not to|covenant not to|shall agree not to', 'PROH');
add('has the right to|have the right to|reserves the right to|reserve the right to|may|can', 'PERM');
add('agrees to|agree to|undertakes to|undertake to|covenants to|covenant to|has to|have to', 'OBL');
add('should not', 'weak:should', true);
add('would not', 'weak:would', true);
add('could not', 'weak:could', true);
add('might not', 'weak:might', true);
for (const w of ['should', 'would', 'could', 'might']) add(w, `weak:${w}`);

// Longest phrase first, so "shall not be required to" wins over "shall not".
const PHRASES = TABLE.map(([p, modality, negates]) => ({ words: p.split(' '), modality, negates })).sort((a, b) => b.words.length - a.words.length);
const FIRST = new Set(PHRASES.map((p) => p.words[0]!));

/** The modal phrase starting at words[i], if any. */
export function modalAt(words: readonly string[], i: number): ModalMatch | null {
  if (!FIRST.has(words[i]!)) return null;
  for (const p of PHRASES) {
    if (p.words.every((w, k) => words[i + k] === w)) return { length: p.words.length, modality: p.modality, negates: p.negates };
  }
  return null;
}

/**
 * Different forces over the same act: a clear clash, not just a difference. "shall"
 * against "may" counts: a claim that turns a duty into an option (or an option into a
 * duty) misstates the clause, although "shall" is not logically the negation of "may".
 * The weak modals (should, would…) never clash: they say too little.
 */
export function modalitiesClash(a: Modality, b: Modality): boolean {
  const pair = (x: Modality, y: Modality) => (a === x && b === y) || (a === y && b === x);
  return pair('OBL', 'PROH') || pair('PERM', 'PROH') || pair('OBL', 'NONOBL') || pair('OBL', 'PERM');
}

/** With the negation folded in: "neither party shall" is "each party shall not". */
export function negateModality(m: Modality): Modality {
  if (m === 'OBL') return 'PROH';
  if (m === 'PERM') return 'PROH';
  if (m === 'PROH') return 'PERM';
  if (m === 'NONOBL') return 'OBL';
  return m;
}
