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
 */
export const ClauseModelSchema = z.object({
  version: z.literal(1),
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

const MODEL = ClauseModelSchema.parse(weights);

/** Which weights chose a clause: part of the extractive generator's prompt hash, so a trace names them. */
export const CLAUSE_MODEL_SHA256 = createHash('sha256').update(JSON.stringify(MODEL)).digest('hex');

export function clauseModelKnows(concept: string): boolean {
  return MODEL.categories[concept] !== undefined;
}

/**
 * How much `text` under `heading` reads like the operative clause of `concept` (0…1), and whether that clears the
 * category's threshold; null when the model does not know the concept.
 */
export function clauseScore(concept: string, text: string, heading: string | null): { p: number; clears: boolean } | null {
  return featuresScore(concept, clauseFeatures(text, heading));
}

/** clauseScore of a sentence's features (clauseFeatures), for a caller that scores one sentence for several concepts. */
export function featuresScore(concept: string, features: readonly string[]): { p: number; clears: boolean } | null {
  const m = MODEL.categories[concept];
  if (!m) return null;
  let z = m.bias;
  for (const f of features) z += m.weights[f] ?? 0;
  const p = 1 / (1 + Math.exp(-z));
  return { p, clears: p >= m.threshold };
}
