/**
 * Carve-outs in a bound span: "except as provided in Section 9.2", "subject to
 * Section 14", "notwithstanding anything in Section 5", "notwithstanding the foregoing".
 * A claim that restates such a clause without its carve-out says more than the
 * contract does (README "Carve-outs as co-evidence").
 */
export type CarveOutPhrase = { phrase: string; ref: string | null; at: number };

const REF = String.raw`((?:Sections?|Articles?|Paragraphs?|Clauses?|§§?)\s*[\dIVX]+(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))*)`;
const LEAD = String.raw`(except\s+as\s+(?:otherwise\s+)?(?:expressly\s+|specifically\s+)?(?:provided|set\s+forth|stated|described|specified|permitted)\s+(?:in|under|by)|other\s+than\s+as\s+(?:provided|set\s+forth)\s+in|subject\s+to(?:\s+the\s+(?:provisions|terms|limitations)\s+of)?|notwithstanding(?:\s+anything\s+(?:to\s+the\s+contrary\s+)?(?:in|contained\s+in))?|except\s+(?:for\s+)?(?:obligations\s+|liability\s+|claims\s+)?(?:under|arising\s+under|pursuant\s+to))`;
const WITH_REF = new RegExp(`\\b${LEAD}\\s+(?:the\\s+provisions\\s+of\\s+)?(?:this\\s+Agreement'?s?\\s+)?${REF}`, 'gi');
const BARE = /\b(notwithstanding\s+(?:the\s+foregoing|anything\s+to\s+the\s+contrary(?:\s+(?:herein|in\s+this\s+Agreement))?|any\s+other\s+provision[^,;.]{0,60}))/gi;

export function findCarveOuts(span: string): CarveOutPhrase[] {
  const out: CarveOutPhrase[] = [];
  for (const m of span.matchAll(WITH_REF)) out.push({ phrase: m[0], ref: m[2]!.replace(/\s+/g, ' ').trim(), at: m.index });
  for (const m of span.matchAll(BARE)) if (!out.some((o) => Math.abs(o.at - m.index) < 5)) out.push({ phrase: m[0], ref: null, at: m.index });
  return out.sort((a, b) => a.at - b.at);
}

/** Whether a claim keeps a carve-out: it names the referenced section, or says an exception of its own. */
export function claimKeepsCarveOut(claim: string, c: CarveOutPhrase): boolean {
  const num = c.ref?.match(/[\dIVX]+(?:\.\d+)*(?:\s*\([a-z0-9]{1,4}\))*/)?.[0];
  if (num && new RegExp(`(?:^|[^\\d.])${num.replace(/[.()]/g, (x) => `\\${x}`).replace(/\s+/g, '\\s*')}(?![\\d])`).test(claim)) return true;
  return /\b(?:except|subject\s+to|notwithstanding|unless|other\s+than|save\s+as|excluding|carve[- ]?out)\b/i.test(claim);
}

/** The reference a carve-out names, as a section-map key ("Section 9.2" → "9.2"; "Article IV" → "Article IV"). */
export function refKey(ref: string): string {
  const m = /^(Articles?)\s*(.+)$/i.exec(ref);
  if (m) return `Article ${m[2]!.trim()}`;
  return ref.replace(/^(?:Sections?|Paragraphs?|Clauses?|§§?)\s*/i, '').replace(/\s+/g, '');
}
