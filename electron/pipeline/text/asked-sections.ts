/**
 * The sections a question asks about by number — "What is the escalation procedure for disputes under Section 2.8?", "What
 * notice does § 12.2 require?" — and a claim that only refers to one from another section. cuad-dev-15 § 2.4's "Any dispute
 * … shall be subject to the escalation procedure specified in Section 2.8 [Escalation of Certain Disputes] below" was the
 * green answer to the escalation question (trial 37): it names § 2.8 and says nothing of what § 2.8 provides.
 */

/**
 * "under Section 2.8", "in § 12.2(a)", "of Article IV": a section the question asks the contents of — of this agreement,
 * not of another it names ("directors who resign under Section 6.2.6 of the SPAs", cuad-dev-11).
 */
const ASKED = /\b(?:under|in|of|by|per|within)\s+(?:the\s+)?(?:Sections?|§§?|Clauses?|Paragraphs?|Articles?)\s*((?:\d+|[IVXL]+\b)(?:\.\d+)*(?:\s?\([a-z0-9]{1,4}\))*)(?!\.?\d)(?!\s+(?:of|in|under)\s+(?:the\s+|that\s+)?(?!this\b|agreement\b|hereof\b)\w)/gi;

/** The section numbers a question asks the contents of, as written without spaces ("2.8", "12.2(a)", "IV"). */
export function askedSections(question: string): string[] {
  return [...new Set([...question.matchAll(ASKED)].map((m) => m[1]!.replace(/\s+/g, '')))];
}

/** Whether `cite` ("§ 2.8", "§ 2.8(a)", "Exhibit 1, § 4", "Article IV") is the section `n` or one inside it. */
function citeIs(cite: string, n: string): boolean {
  return [...cite.matchAll(/(?:§|Article)\s*([\dIVXL.]+(?:\([a-z0-9]{1,4}\))*)/g)].some((m) => {
    const c = m[1]!.replace(/\.$/, '');
    return c === n || c.startsWith(`${n}(`) || c.startsWith(`${n}.`);
  });
}

/**
 * The first asked section that `claim` names while its own section (`cite`) is another: a cross-reference, not the section.
 * Null when the claim is in the asked section, names none of them, or its section is unknown.
 */
export function refersInstead(asked: readonly string[], claim: string, cite: string | null | undefined): string | null {
  if (asked.length === 0 || !cite) return null;
  for (const n of asked) {
    if (citeIs(cite, n)) return null;
  }
  for (const n of asked) if (sectionSaid(n).test(claim)) return n;
  return null;
}

/**
 * "Section 2.8", "§ 2.8", or a part of it ("Section 2.8.1"; "Section 5.5" of Section 5), not "Section 2.80": compiled once per
 * section, as a generator asks it of every candidate.
 */
function sectionSaid(n: string): RegExp {
  let re = SAID.get(n);
  // Questions asked in a long session: bounded.
  if (re === undefined && SAID.size > 1000) SAID.clear();
  if (re === undefined) SAID.set(n, (re = new RegExp(`(?:Sections?|§§?|Clauses?|Paragraphs?|Articles?)\\s*${n.replace(/[.()]/g, (x) => `\\${x}`)}(?:\\.\\d+)*(?!\\.?\\d)`, 'i')));
  return re;
}
const SAID = new Map<string, RegExp>();
