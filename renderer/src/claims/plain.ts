import type { ClaimState, Evidence, ReasonCode } from '../../../shared/response';

/**
 * The lawyer's words for what Pincite found: no codes, no pipeline names. The codes and
 * the machinery stay one click away under "Technical details" (REASON_TEXT in reasons.ts).
 */
export const STATE_PLAIN: Readonly<Record<ClaimState, { means: string; todo: string }>> = {
  supported: {
    means: 'The document says this: the quoted words are in the cited document, and they state what the claim says.',
    todo: 'You can rely on it. The highlighted words are the proof; read them once before you cite.',
  },
  inferred: {
    means: 'This follows from the document, but no single passage states it in so many words.',
    todo: 'Read the highlighted passage and decide whether the inference holds before relying on it.',
  },
  unverified: {
    means: 'Pincite could not confirm this from the document.',
    todo: 'Do not rely on it yet. Check the source yourself; in the review queue, confirm it, bind it to the right words, or exclude it.',
  },
  contradicted: {
    means: 'The cited document says otherwise.',
    todo: 'Do not rely on it. Read the passage; if Pincite is wrong, a reviewer can confirm the claim in the review queue.',
  },
  excluded: {
    means: 'A reviewer or the policy set this claim aside.',
    todo: 'It is not part of the answer. It can be restored in the review queue (tick "all"); its record is kept.',
  },
};

/**
 * What the state means for this claim. An inferred claim that quotes the document word for word but leaves out an
 * exception is not "no single passage states it" (session 25's trial read that as wrong): the words are there, and the
 * clause goes on.
 */
export function plainState(claim: { state: ClaimState; reasons: readonly string[] }): { means: string; todo: string } {
  if (claim.state === 'inferred' && claim.reasons.length === 1 && claim.reasons[0] === 'CARVE_OUT_OMITTED') {
    return {
      means: 'The document says these words, but the clause goes on with an exception or condition that the claim leaves out.',
      todo: 'Read the exception below and decide whether the claim still holds with it before relying on it.',
    };
  }
  return STATE_PLAIN[claim.state];
}

export const REASON_PLAIN: Readonly<Record<ReasonCode, string>> = {
  MALFORMED_OUTPUT: 'The AI’s reply was not in a form Pincite can check, so none of it is used.',
  NO_CITATIONS: 'The answer points to no document, so there is nothing to check it against.',
  UNKNOWN_ANCHOR: 'The answer points to a passage that was not among those found for this question.',
  QUOTE_NOT_FOUND: 'The quoted words are not in the cited document.',
  QUOTE_IN_OTHER_SOURCE: 'The quoted words are in another document, not the one cited.',
  QUOTE_OUTSIDE_ANCHOR: 'The quoted words are in the cited document, but not in the passage the answer pointed to.',
  QUOTED_TEXT_NOT_IN_SOURCE: 'The claim puts words in quotation marks that the cited document does not contain.',
  LEGAL_CITATION_UNVERIFIED: 'The claim mentions a statute, case or section that the cited document does not contain.',
  JUDGE_NO_VERDICT: 'The check of whether the passage says this did not give an answer.',
  JUDGE_ABSTAINED: 'Pincite could not tell whether the passage says this.',
  JUDGE_CONTRADICTED: 'The passage appears to say the opposite of the claim.',
  LOW_CONFIDENCE: 'The check, or the reading of a scanned page, was not sure enough to rely on.',
  SOURCE_CHANGED: 'The document changed after this claim was checked; the quote no longer matches it.',
  SOURCE_REMOVED: 'The document this claim cites was removed from the matter, so nothing in the matter supports it any more. Check it against another document, or contradict or exclude it.',
  SEVERED_CHAIN: 'Pincite cannot trace this claim back to the documents it was found in.',
  FUZZY_MATCH: 'Only similar wording was found in the document, not the same words.',
  POLICY_STRICT: 'Under the strict policy an answer is shown only when every claim is supported.',
  REVIEWER_DECISION: 'A reviewer decided this claim’s state.',
  CARVE_OUT_OMITTED: 'The clause has an exception or condition (“except as…”, “unless…”, “provided that…”, “subject to…”) that the claim leaves out; read it before relying on the claim.',
  NOT_RESPONSIVE: 'The document says this, but it does not answer the question you asked.',
  NO_DOCUMENT_NAMED: 'The question does not say which agreement it is about; name it, pick documents, or ask about each agreement.',
  UNKNOWN_DOCUMENT: 'The answer relies on a document that is not in this matter, so it cannot be checked.',
  REFERENCE_MISMATCH: 'The words are in the matter, but not where the answer says they are (another section, page or document).',
  NO_EVIDENCE_FOUND: 'The claim quotes nothing, and Pincite found no passage in the place it refers to that could support it.',
  AUTHORITY_NOT_IN_MATTER: 'The claim rests on a case or statute that no document of this matter contains.',
  AUTHORITY_NOT_FOUND: 'The cited case could not be found in the case-law lookup: it may not exist.',
  AUTHORITY_NAME_MISMATCH: 'The case citation exists, but it belongs to a different case than the one named.',
};

export function plainReason(code: string): string {
  return (REASON_PLAIN as Record<string, string | undefined>)[code] ?? 'Pincite recorded a problem with this claim.';
}

/** What kind of thing a judge's clash changed, in a lawyer's words (the code stays under "Technical details"). */
const CLASH_PLAIN: Readonly<Record<string, string>> = {
  NUMBER_MISMATCH: 'A number differs',
  DURATION_MISMATCH: 'A period differs',
  DATE_MISMATCH: 'A date differs',
  NEGATION_MISMATCH: 'The claim and the clause say opposite things',
  MODAL_CLASH: 'What a party must or may do differs',
  PARTY_MISMATCH: 'The parties are the other way round',
  JURISDICTION_MISMATCH: 'The governing law differs',
};

/**
 * A judge's clash ("NUMBER_MISMATCH: claim \"sixty (60) days\", clause \"thirty (30) days\"") as a
 * sentence: "A number differs: the claim says “sixty (60) days”, the clause says “thirty (30) days”."
 */
export function plainClash(reason: string): string {
  const m = /^([A-Z_]+):\s*([\s\S]*)$/.exec(reason);
  if (!m) return reason;
  const kind = CLASH_PLAIN[m[1]!] ?? 'The claim and the clause differ';
  const pair = /^claim "(.+)", clause "(.+)"$/.exec(m[2]!);
  if (pair) return `${kind}: the claim says “${pair[1]}”, the clause says “${pair[2]}”.`;
  const swaps = m[2]!.replace(/claim "([^"]+)" where the clause says "([^"]+)"/g, 'the claim has “$1” where the clause has “$2”');
  return `${kind}: ${swaps}.`;
}

/** Where the quoted words were found, in one sentence; `titleOf` names documents by title. */
export function plainMatch(e: Evidence, titleOf: (id: string) => string): string {
  if (e.foundIn) return `These words are not in ${titleOf(e.doc)}; they appear in ${titleOf(e.foundIn.doc)}.`;
  if (!e.match || !e.offsets) return e.reason ? plainReason(e.reason) : 'These words were not found in the cited document.';
  const where = e.inAnchor ? '' : ' (outside the passage the answer pointed to)';
  if (e.match === 'exact') return `Found word for word in the document${where}.`;
  if (e.match === 'normalized') return `Found in the document${where}; only line breaks, quotation marks, dashes or hyphenation differ.`;
  const alike = e.score !== undefined ? ` (${Math.round(e.score * 100)}% alike)` : '';
  return `Only similar wording was found${alike}${where}: not the same words.`;
}

/** The one confidence figure a lawyer sees, explained. */
export function confidenceText(score: number): string {
  const verdict = score >= 80 ? 'high' : score >= 50 ? 'moderate — read the source' : 'low — do not rely on it';
  return `Confidence ${score} of 100 (${verdict}). It combines how exactly the quoted words were found in the cited document and whether they state the claim.`;
}
