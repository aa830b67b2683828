import type { ReasonCode } from '../../../shared/response';

/** Plain-language explanations of the reason codes (ARCHITECTURE §1), shown beside the code. */
export const REASON_TEXT: Readonly<Record<ReasonCode, string>> = {
  MALFORMED_OUTPUT: 'The model’s output did not follow the answer contract, so none of it can be trusted.',
  NO_CITATIONS: 'The answer cites nothing: there is no source to check it against.',
  UNKNOWN_ANCHOR: 'A citation points to a passage that was not among the passages retrieved for this question (or does not exist).',
  QUOTE_NOT_FOUND: 'The quoted words do not appear in the cited document.',
  QUOTE_IN_OTHER_SOURCE: 'The quoted words exist, but in a different document than the one cited (misattribution).',
  QUOTE_OUTSIDE_ANCHOR: 'The quote is in the cited document but outside the cited passage; at best an inference.',
  QUOTED_TEXT_NOT_IN_SOURCE: 'The claim puts words in quotation marks that no cited source contains.',
  LEGAL_CITATION_UNVERIFIED: 'The claim mentions a statute, case or section that the cited source does not contain.',
  JUDGE_NO_VERDICT: 'The entailment judge returned no usable verdict for this claim.',
  JUDGE_ABSTAINED: 'The entailment judge could not decide whether the source supports the claim.',
  JUDGE_CONTRADICTED: 'The entailment judge found that the source contradicts the claim.',
  LOW_CONFIDENCE: 'A verdict or the text extraction (e.g. OCR) was below the policy’s confidence threshold.',
  SOURCE_CHANGED: 'The source document changed since this claim was checked; its binding no longer holds.',
  SOURCE_REMOVED: 'The cited document was removed from the matter; the claim went back to review.',
  SEVERED_CHAIN: 'The chain of provenance back to retrieval was broken.',
  FUZZY_MATCH: 'The quote only approximately matches the source (wording differs). Labelled, never silently accepted.',
  POLICY_STRICT: 'The strict policy refuses the whole answer unless every claim is supported.',
  REVIEWER_DECISION: 'A reviewer decided this claim’s state.',
  CARVE_OUT_OMITTED: 'The cited clause has an exception or condition (“except as provided in…”, “unless…”, “provided that…”, “subject to…”, “notwithstanding…”), in the quoted words or in the rest of their sentence, that the claim leaves out. At best an inference.',
  NOT_RESPONSIVE: 'The claim is in the document, but it does not answer the question asked.',
  NO_DOCUMENT_NAMED: 'The question names no agreement and the matter holds many: name the agreement, pick documents, or ask about each agreement.',
  UNKNOWN_DOCUMENT: 'The answer cites a document this matter does not hold, so the claim cannot be checked against it.',
  REFERENCE_MISMATCH: 'The words are in the matter, but not where the answer says (another section, page or document); at best an inference.',
  NO_EVIDENCE_FOUND: 'The claim quotes nothing, and Pincite found no passage in the referenced place to check it against.',
  AUTHORITY_NOT_IN_MATTER: 'The claim rests on a case or statute that no document of this matter contains; it is not evidence here.',
  AUTHORITY_NOT_FOUND: 'The cited case was not found by the citation lookup: it is likely fabricated.',
  AUTHORITY_NAME_MISMATCH: 'The reporter citation exists but belongs to a different case than the one named.',
};

export function reasonText(code: string): string {
  return (REASON_TEXT as Record<string, string | undefined>)[code] ?? 'No description for this code.';
}
