import type { EvidenceAnchor } from '../../../electron/pipeline/generation/types.js';

/** Two retrieved anchors of a small distribution agreement, as a generator receives them. */
export const ANCHORS: readonly EvidenceAnchor[] = [
  {
    anchor: 'd7f3a1-0001',
    doc: 'd7f3a1',
    title: 'Distributor Agreement',
    pages: [3, 3],
    text: 'The term of this Agreement is five (5) years from the Effective Date. Either party may terminate this Agreement on ninety (90) days written notice.',
  },
  {
    anchor: 'd7f3a1-0002',
    doc: 'd7f3a1',
    title: 'Distributor Agreement',
    pages: [4, 5],
    text: 'Distributor shall not sell competing products in the Territory during the term.',
  },
];

export const QUESTION = 'How long is the term of the agreement?';

export const ALLOWLIST: ReadonlySet<string> = new Set(ANCHORS.map((a) => a.anchor));

/** Short limits so every failure test finishes in well under a second or two. */
export const FAST = { timeoutMs: 4000, maxRetries: 2, maxRetryAfterMs: 2000, deadlineMs: 10_000 } as const;

/** A valid contract answer citing the first anchor verbatim. */
export const CONTRACT_ANSWER = JSON.stringify({
  kind: 'answer',
  value: 'The term is five years.',
  confidence: 0.9,
  claims: [{ text: 'The term is five years from the Effective Date.', citations: [{ anchor: 'd7f3a1-0001', quote: 'The term of this Agreement is five (5) years from the Effective Date.' }] }],
});
