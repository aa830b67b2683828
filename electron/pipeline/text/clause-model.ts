import { createHash } from 'node:crypto';
import { z } from 'zod';
import weights from './clause-model.json' with { type: 'json' };
import { clauseFeatures } from './clause-features.js';

/**
 * The clause model: for a dozen clause categories, a logistic regression over a sentence's words and its section
 * heading (clause-features.ts), trained on the clauses CUAD's lawyers labelled in the tune half of cuad-scale
 * (test/bench/train-clause-model.ts; the held-out half and the 30 dev contracts never trained it). The lexicon
 * decides what a sentence is about; the model only says how much it reads like the operative clause of that
 * category as lawyers marked it — so the generator can prefer the clause to its false friends (a recital, a
 * survival list, an indemnity that names "liability"), and refuse a candidate scored below the category's
 * threshold. It never makes a sentence an answer that the lexicon did not.
 *
 * Version 2 (session 52) divides a sentence's summed weights by the square root of its feature count (the features as an
 * L2-normalised binary vector). Summed as they were, a long clause's many small negative weights outweighed its telling
 * words: cuad-scale-278 § 11.2's "Tripath may have an authorized Tripath representative … audit Distributor's records
 * relating to sales and inventories of Products, including … price protection, stock rotation, returned Products …" scored
 * 0.005 for audit (threshold 0.017) and the next sentence's "Distributor will provide reasonable access to such records"
 * 0.99. Validated two-fold on the tune half against the summed model, exponents 0.25 and 0.75, more epochs and a stricter
 * threshold; the square root refused the most false friends for the right answers it kept (README, "Session 52").
 *
 * Version 3 (session 54) gives each category its own sure bar (`sure`), where version 2's generator used one for all.
 */
export const ClauseModelSchema = z.object({
  version: z.literal(3),
  features: z.literal('clause-features@1'),
  trainedOn: z.string(),
  categories: z.record(
    z.string(),
    z.object({
      /** CUAD's name for the category ("Cap On Liability"). */
      category: z.string(),
      bias: z.number(),
      /** Below this a candidate is not the clause: the score that kept 90% of labelled clauses out of fold. */
      threshold: z.number().min(0).max(1),
      /**
       * At or above this (and the threshold) the model alone may vouch for a candidate as the answer: the score from which,
       * out of fold, a candidate first lies in a labelled clause one time in three (the trainer's isotonic fit, SURE_RATE).
       */
      sure: z.number().min(0).max(1),
      weights: z.record(z.string(), z.number()),
    }),
  ),
});
export type ClauseModel = z.infer<typeof ClauseModelSchema>;

/**
 * The concepts the model knows, each with the CUAD category whose labelled clauses trained it. "Cap On Liability" trains
 * two: its labels hold caps and exclusions of damages, which together answer "is liability limited?" (liability_limit);
 * a question about a cap (liability_cap) is answered by the caps among them, which the lexicon alone reads as one.
 */
export const CLAUSE_MODEL_CONCEPTS: Readonly<Record<string, string>> = {
  governing_law: 'Governing Law',
  term: 'Expiration Date',
  assignment: 'Anti-Assignment',
  convenience: 'Termination For Convenience',
  liability_cap: 'Cap On Liability',
  liability_limit: 'Cap On Liability',
  renewal: 'Renewal Term',
  audit: 'Audit Rights',
  exclusivity: 'Exclusivity',
  non_compete: 'Non-Compete',
  change_of_control: 'Change Of Control',
  insurance: 'Insurance',
  minimum: 'Minimum Commitment',
};

// Read on first use, not at import: the trainer (test/bench/train-clause-model.ts) imports the schema from this module, and a
// committed file of the previous format must not stop it from writing the next one (session 52 had to bump it by hand).
let loaded: { model: ClauseModel; sha256: string } | null = null;
function model(): { model: ClauseModel; sha256: string } {
  if (!loaded) {
    const m = ClauseModelSchema.parse(weights);
    loaded = { model: m, sha256: createHash('sha256').update(JSON.stringify(m)).digest('hex') };
  }
  return loaded;
}

/** Which weights chose a clause: part of the extractive generator's prompt hash, so a trace names them. */
export function clauseModelSha256(): string {
  return model().sha256;
}

export function clauseModelKnows(concept: string): boolean {
  return model().model.categories[concept] !== undefined;
}

/**
 * How sure the model must be before a clause it alone vouches for is shown as the answer, category by category. The
 * threshold keeps 90% of labelled clauses and so lets through sentences that are mostly not the clause. Session 53 set one
 * bar for all (a score of 0.35); but a score means more in one category than another: out of fold, a non-compete candidate
 * scored 0.35 lay in a labelled clause far less often than a term or a cap did. Each category's bar is now where its
 * candidates first lie in a labelled clause one time in three (the trainer's isotonic fit). On the tune half's two folds
 * (fold models retrained): 834/849 = 98.2% precise at recall 69.9% (one bar: 840/863 = 97.3%, 70.4%).
 */
export function sureBar(concept: string): number | null {
  const m = model().model.categories[concept];
  return m ? Math.max(m.threshold, m.sure) : null;
}

/** What the model says of one sentence for one concept. */
export type ClauseScore = {
  /** How much it reads like the operative clause of the concept (0…1). */
  p: number;
  /** Whether that clears the category's threshold: below it the sentence is not the clause. */
  clears: boolean;
  /** Whether it also clears the category's sure bar (sureBar): the model alone may vouch for it as the answer. */
  sure: boolean;
};

/**
 * How much `text` under `heading` reads like the operative clause of `concept`, and whether that clears the category's
 * threshold and its sure bar; null when the model does not know the concept.
 */
export function clauseScore(concept: string, text: string, heading: string | null): ClauseScore | null {
  return featuresScore(concept, clauseFeatures(text, heading));
}

/** clauseScore of a sentence's features (clauseFeatures), for a caller that scores one sentence for several concepts. */
export function featuresScore(concept: string, features: readonly string[]): ClauseScore | null {
  const m = model().model.categories[concept];
  if (!m) return null;
  let sum = 0;
  for (const f of features) sum += m.weights[f] ?? 0;
  const p = 1 / (1 + Math.exp(-(m.bias + sum * lengthScale(features.length))));
  return { p, clears: p >= m.threshold, sure: p >= Math.max(m.threshold, m.sure) };
}

/** What each feature of a sentence with `n` features counts for: 1/√n, so a clause is not scored by its length. */
export function lengthScale(n: number): number {
  return 1 / Math.sqrt(Math.max(1, n));
}
