import { z } from 'zod';

/**
 * Policies are versioned data, stored with every trace, so an auditor can see exactly
 * which rules produced a state. Changing any rule means a new version.
 */
export const Policy = z.object({
  id: z.enum(['strict', 'balanced', 'lenient']),
  version: z.number().int().min(1),
  description: z.string(),
  /** Fuzzy Layer 1 matches may count as bound (always labelled `fuzzy`). */
  allowFuzzy: z.boolean(),
  /** Lowest similarity a fuzzy match needs to be recorded at all. */
  minFuzzyScore: z.number().min(0).max(1),
  /** An `entailed` verdict below this confidence is LOW_CONFIDENCE → unverified. */
  minJudgeConfidence: z.number().min(0).max(1),
  /** Evidence whose extractor confidence (OCR) is below this goes to review as LOW_CONFIDENCE. */
  minExtractorConfidence: z.number().min(0).max(1),
  /** A judge of the same provider and model family as the generator is refused unless true. */
  allowSameFamilyJudge: z.boolean(),
  /** strict: the whole response is rejected unless every claim is supported. */
  requireAllSupported: z.boolean(),
});
export type Policy = z.infer<typeof Policy>;
export type PolicyId = Policy['id'];

export const POLICIES: Readonly<Record<PolicyId, Policy>> = {
  strict: {
    id: 'strict',
    version: 1,
    description: 'Rejects the response unless every claim is supported (exact or normalized binding, judge entailed ≥ 0.8).',
    allowFuzzy: false,
    minFuzzyScore: 0.85,
    minJudgeConfidence: 0.8,
    minExtractorConfidence: 0.9,
    allowSameFamilyJudge: false,
    requireAllSupported: true,
  },
  balanced: {
    id: 'balanced',
    version: 1,
    description: 'Serves supported and inferred claims; labels the rest and queues them for review.',
    allowFuzzy: false,
    minFuzzyScore: 0.85,
    minJudgeConfidence: 0.7,
    minExtractorConfidence: 0.8,
    allowSameFamilyJudge: false,
    requireAllSupported: false,
  },
  lenient: {
    id: 'lenient',
    version: 1,
    description: 'As balanced, and a labelled fuzzy binding may support a claim.',
    allowFuzzy: true,
    minFuzzyScore: 0.85,
    minJudgeConfidence: 0.6,
    minExtractorConfidence: 0.7,
    allowSameFamilyJudge: true,
    requireAllSupported: false,
  },
};

export const DEFAULT_POLICY: PolicyId = 'balanced';

export function getPolicy(id: string): Policy | null {
  return Object.hasOwn(POLICIES, id) ? POLICIES[id as PolicyId] : null;
}
