/**
 * Legal references ("Section 12.3", "§ 4(b)", "Article IV", "Exhibit A") as single
 * index tokens, so a search for "Section 12.3" matches that section and not every
 * "12" and "3" in the matter. The same function runs over anchors and queries.
 */
const REFERENCE = /(sections|section|sec\.|§§?|article|clause|paragraph|exhibit|schedule|annex|appendix)\s*((?:\d+[a-z]?(?:\.\d+[a-z]?)*)|[ivxlc]+\b|[a-z]\b)((?:\([a-z0-9]{1,4}\))*)/giu;

const KIND: Record<string, string> = {
  section: 'sec', sections: 'sec', 'sec.': 'sec', '§': 'sec', '§§': 'sec',
  article: 'art', clause: 'cl', paragraph: 'para',
  exhibit: 'exh', schedule: 'sch', annex: 'anx', appendix: 'apx',
};

export function legalTerms(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(REFERENCE)) {
    const kind = KIND[m[1]!.toLowerCase()] ?? 'ref';
    const num = m[2]!.toLowerCase().replace(/\./g, 'x');
    const subs = (m[3] ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
    // Index every prefix: "§ 4(b)(ii)" is also found by a search for "§ 4(b)" and "§ 4".
    let token = `${kind}${num}`;
    out.add(token);
    for (const s of subs) {
      token += `y${s}`;
      out.add(token);
    }
  }
  return [...out];
}

/** The text with its legal references blanked out (same length), so their numbers are not also searched as plain words. */
export function stripLegalReferences(text: string): string {
  return text.replace(REFERENCE, (m) => ' '.repeat(m.length));
}
