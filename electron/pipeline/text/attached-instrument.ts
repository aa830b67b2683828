/**
 * An instrument attached to an agreement speaks of itself: "This instrument shall be governed by and construed under the
 * laws of the State of Texas" under cuad-dev-08's Exhibit G (an associate's undertaking) is that instrument's choice of
 * law, not the franchise agreement's (§ 18.07). A clause in an exhibit, schedule or annex whose subject is "this" instrument
 * of a kind an agreement attaches is about that instrument; it answers a question only when the question names it.
 */
const ATTACHED = /^(?:exhibit|schedule|annex|appendix|attachment|addendum)\b/i;
const KINDS = String.raw`instrument|guarant(?:y|ee)|(?:promissory\s+)?note|assignment|addendum|exhibit|schedule|release|consent|joinder|certificate|undertaking|deed|power\s+of\s+attorney|pledge|escrow\s+agreement|security\s+agreement|lease|sublease|warrant`;
const SPEAKS_OF_ITSELF = new RegExp(String.raw`^\W*(?:this|the\s+within)\s+(${KINDS})\b`, 'i');

/** The kind of attached instrument a clause is about ("instrument"), or null: it is not in an exhibit, or speaks of the agreement. */
export function attachedInstrumentOnly(clause: string, cite: string | null | undefined): string | null {
  if (!cite || !ATTACHED.test(cite)) return null;
  return SPEAKS_OF_ITSELF.exec(clause)?.[1]?.toLowerCase() ?? null;
}

/** Whether a question names that kind of instrument ("What law governs the guaranty?"), by its first letters ("guarantee"). */
export function namesInstrument(question: string, kind: string): boolean {
  return new RegExp(String.raw`\b${kind.split(/\s+/)[0]!.slice(0, 6)}`, 'i').test(question);
}
