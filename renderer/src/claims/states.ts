import type { ClaimState, ResponseClaim } from '../../../shared/response';

export type StateMeta = {
  label: string;
  /** A glyph that tells the states apart without colour. */
  glyph: string;
  /** One sentence a lawyer can act on. */
  meaning: string;
};

export const STATE_ORDER: readonly ClaimState[] = ['supported', 'inferred', 'unverified', 'contradicted', 'excluded'];

export const STATE_META: Readonly<Record<ClaimState, StateMeta>> = {
  supported: { label: 'Supported', glyph: '✓', meaning: 'The quoted words were found in the cited source and the judge found they entail the claim.' },
  inferred: { label: 'Inferred', glyph: '~', meaning: 'The judge found the claim follows from the source, but no span binds it directly. Read it as an inference.' },
  unverified: { label: 'Unverified', glyph: '?', meaning: 'Pincite could not confirm this claim. It is queued for human review; do not rely on it.' },
  contradicted: { label: 'Contradicted', glyph: '✗', meaning: 'The cited source says the opposite. It is queued for review and excluded from strict answers.' },
  excluded: { label: 'Excluded', glyph: '–', meaning: 'Excluded by a reviewer or by policy. The record and its history are kept.' },
};

/** Footnote numbers run over citations in answer order; one claim may carry several. */
export type Footnote = { n: number; claim: ResponseClaim; evidenceIndex: number };

export function footnotesOf(claims: readonly ResponseClaim[]): Footnote[] {
  const out: Footnote[] = [];
  for (const claim of claims) {
    if (claim.evidence.length === 0) out.push({ n: out.length + 1, claim, evidenceIndex: -1 });
    claim.evidence.forEach((_, evidenceIndex) => out.push({ n: out.length + 1, claim, evidenceIndex }));
  }
  return out;
}
