/**
 * A category's threshold for the clause model: of the scores given out of fold, the one above which the labelled
 * clauses kept (`pos`, a clause by its best sentence) most outnumber the other candidates kept (`neg`), each of those
 * counted at `cost`. Keeping a clause is worth 1; letting a sentence that is not the clause through costs `cost`. A
 * fixed share of the clauses (the rule until session 16) set a high bar where the lexicon's candidates are nearly all
 * the clause (Governing Law) and a low one where most are false friends (Exclusivity); this sets each where the trade
 * stops paying. 1 when nothing is worth keeping: then the model refuses every candidate of the category.
 */
export function costThreshold(pos: readonly number[], neg: readonly number[], cost: number): number {
  if (!(cost > 0)) throw new Error(`costThreshold: cost must be positive, got ${cost}`);
  // At equal scores the other candidates come first: a threshold keeps all of a score or none of it.
  const all = [...neg.map((p) => ({ p, gain: -cost })), ...pos.map((p) => ({ p, gain: 1 }))].sort((a, b) => b.p - a.p);
  let total = 0;
  let best = 0;
  let at = 1;
  for (let i = 0; i < all.length; i++) {
    total += all[i]!.gain;
    // Only where the scores change can a threshold fall.
    if (i + 1 < all.length && all[i + 1]!.p === all[i]!.p) continue;
    if (total > best) {
      best = total;
      at = all[i]!.p;
    }
  }
  return at;
}
