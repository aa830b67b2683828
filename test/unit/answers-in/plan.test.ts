import { describe, expect, it } from 'vitest';
import { splitAnswer } from '../../../electron/pipeline/answers-in/claims.js';
import { planClaim, type MatterView } from '../../../electron/pipeline/answers-in/plan.js';
import { NO_SECTION_MAP, type SectionLookup } from '../../../electron/pipeline/answers-in/section-lookup.js';

/**
 * The planner against a two-document matter fixture: where each quote is looked for,
 * and what a reference that points elsewhere becomes. The SectionLookup seam is
 * exercised with a stand-in map, as M7's section map will be wired at merge.
 */
const AGENCY = [
  'AGENCY AGREEMENT between MICOA and the Agency.',
  '12. TERM. 12.1 This Agreement shall remain in force for one year.',
  '14. GOVERNING LAW. 14.1 This Agreement shall be interpreted under the laws of the State of Nevada.',
].join('\n');
const SUPPLY = 'SUPPLY AGREEMENT. 3.1 The Supplier shall deliver the Products within thirty (30) days.';
const pagesOf = (t: string) => {
  const cut = t.indexOf('14. GOVERNING');
  return cut > 0 ? [{ page: 1, start: 0, end: cut }, { page: 2, start: cut, end: t.length }] : [{ page: 1, start: 0, end: t.length }];
};
const docs = [
  { id: 'dA', title: 'agency', fileName: 'agency.pdf', heading: AGENCY.slice(0, 600), text: AGENCY },
  { id: 'dS', title: 'supply', fileName: 'supply.pdf', heading: SUPPLY, text: SUPPLY },
];
const view: MatterView = {
  docs,
  text: (d) => docs.find((x) => x.id === d)!.text,
  pages: (d) => pagesOf(docs.find((x) => x.id === d)!.text),
  anchors: (d) => pagesOf(docs.find((x) => x.id === d)!.text).map((p) => ({ id: `${d}-${p.page}`, start: p.start, end: p.end, pageStart: p.page, pageEnd: p.page })),
  find: (d, q, range) => {
    const t = docs.find((x) => x.id === d)!.text;
    const i = t.indexOf(q, range?.[0] ?? 0);
    return i >= 0 && i + q.length <= (range?.[1] ?? t.length) ? [i, i + q.length] : null;
  },
  search: (q) => docs.flatMap((d) => pagesOf(d.text).map((p) => ({ anchor: `${d.id}-${p.page}`, doc: d.id, score: q.split(' ').filter((w) => d.text.slice(p.start, p.end).includes(w)).length, text: d.text.slice(p.start, p.end) }))).sort((a, b) => b.score - a.score),
};
const NEVADA = 'This Agreement shall be interpreted under the laws of the State of Nevada.';
/** What a quote of it binds: the stop inside the closing mark is the writer's (session 25). */
const NEVADA_WORDS = NEVADA.slice(0, -1);
const plan = (text: string, sections: SectionLookup = NO_SECTION_MAP) => {
  const { claims, notes } = splitAnswer(text);
  return planClaim(claims[0]!, view, { notes, sources: [], defaultDocs: null, sections, excludeSpans: [] });
};
// A stand-in section map: "Section 14.1" and "Section 12.1" of the agency agreement.
const sectionMap: SectionLookup = (doc, ref) => {
  if (doc !== 'dA') return [];
  const n = /(\d+\.\d+)/.exec(ref)?.[1];
  const at = n ? AGENCY.indexOf(`${n} `) : -1;
  if (at < 0) return [];
  const end = AGENCY.indexOf('\n', at);
  return [{ start: at, end: end < 0 ? AGENCY.length : end, number: n!, heading: '' }];
};

describe('planClaim', () => {
  it('a quote in the named document on the named page: cited there, as the answer’s evidence', () => {
    const p = plan(`agency.pdf provides that "${NEVADA}" (p. 2).`);
    expect(p.citations).toEqual([{ anchor: 'dA-2', quote: NEVADA_WORDS }]);
    expect(p).toMatchObject({ foundBy: 'answer', referenceMismatch: false, unknownDocument: false, judgedText: NEVADA_WORDS });
  });

  it('the party in front of a quote is judged with it, even when a document\'s name or the quote holds the same word (session 25)', () => {
    // "Under the Distributor Agreement, Distributor "may …"": the name word "Distributor" was read as attribution, and only the
    // quote was judged, so whoever the answer said acts was entailed.
    const law = 'shall be interpreted under the laws of the State of Nevada';
    expect(plan(`agency.pdf provides that MICOA "${law}" (p. 2).`).judgedText).toBe(`MICOA ${law}`);
    // "Agency" is a word of the document's name ("AGENCY AGREEMENT …") and the subject before the quote.
    expect(plan(`Under agency.pdf, Agency "${law}" (p. 2).`).judgedText).toBe(`Agency ${law}`);
    // "the Agreement" before the quote only attributes it.
    expect(plan(`agency.pdf says the Agreement "${law}" (p. 2).`).judgedText).toBe(law);
    // A discourse marker frames the claim and is not judged ("Bottom line:", "In summary,").
    expect(plan(`Bottom line: agency.pdf provides that "${NEVADA}" (p. 2).`).judgedText).toBe(NEVADA_WORDS);
    expect(plan('In summary, the agreement remains in force for two years (Section 12.1).').judgedText).toBe('the agreement remains in force for two years.');
    // Attribution alone still judges the quote alone; a negation still judges the whole sentence.
    expect(plan(`agency.pdf provides that "${NEVADA}" (p. 2).`).judgedText).toBe(NEVADA_WORDS);
    expect(plan(`It is not the case that "${NEVADA}"`).judgedText).not.toBe(NEVADA_WORDS);
  });

  it('the wrong page: REFERENCE_MISMATCH, and the reviewer is told both places', () => {
    const p = plan(`agency.pdf provides that "${NEVADA}" (p. 1).`);
    expect(p.referenceMismatch).toBe(true);
    expect(p.citations[0]!.anchor).toBe('dA-2');
    expect(p.references.map((r) => r.text)).toContain('The answer places this at p. 1; the words are on p. 2.');
  });

  it('a quote from another document: cited against the named one so the binder names the misattribution', () => {
    const p = plan('supply.pdf provides that "This Agreement shall remain in force for one year."');
    expect(p.citations).toEqual([{ anchor: expect.stringMatching(/^dS-/), quote: 'This Agreement shall remain in force for one year' }]);
  });

  it('a document the matter does not hold: UNKNOWN_DOCUMENT, the quote still located for the reviewer', () => {
    const p = plan(`The Master Services Agreement provides that "${NEVADA}".`);
    expect(p.unknownDocument).toBe(true);
    expect(p.references[0]).toMatchObject({ kind: 'document', doc: null, resolved: false });
    expect(p.citations[0]!.anchor).toBe('dA-2');
  });

  it('"the MICOA agreement", with a lowercase instrument word, names a document; "the Acme agreement" is one the matter does not hold (session 27)', () => {
    // A trial's "the Zynga license" named no document: only "… License" with a capital was read as a name.
    const named = plan(`Under the MICOA agreement, "${NEVADA}".`);
    expect(named.references[0]).toMatchObject({ kind: 'document', text: 'MICOA agreement', doc: 'dA', resolved: true });
    expect(named.unknownDocument).toBe(false);
    const none = plan(`The Acme agreement provides that "${NEVADA}".`);
    expect(none.unknownDocument).toBe(true);
    expect(none.references[0]).toMatchObject({ kind: 'document', text: 'Acme agreement', doc: null, resolved: false });
    // Without "the" a capitalised word before "agreement" is no name ("Distributor's agreement to purchase").
    expect(plan(`Distributor's agreement to purchase is in "${NEVADA}".`).references.filter((r) => r.kind === 'document')).toEqual([]);
  });

  it('no quote: the best passage retrieval finds, labelled as found by Pincite', () => {
    const p = plan('Under supply.pdf the Supplier must deliver the Products within 30 days.');
    expect(p.foundBy).toBe('pincite');
    expect(p.citations[0]).toEqual({ anchor: 'dS-1', quote: expect.stringContaining('deliver the Products') });
  });

  it('sections: a section the lookup cannot find is parsed and reported unresolved — never used to place evidence', () => {
    const p = plan(`agency.pdf, Section 12.1: "${NEVADA}"`);
    expect(p.references.find((r) => r.kind === 'section')).toMatchObject({ text: 'Section 12.1', resolved: false, note: expect.stringMatching(/was found in the referenced document/) });
    expect(p.referenceMismatch).toBe(false);
  });

  it('sections through the SectionLookup seam: inside the section passes, outside it is REFERENCE_MISMATCH', () => {
    const right = plan(`agency.pdf, Section 14.1: "${NEVADA}"`, sectionMap);
    expect(right.referenceMismatch).toBe(false);
    expect(right.references.find((r) => r.kind === 'section')).toMatchObject({ resolved: true, doc: 'dA', section: '14.1' });
    const wrong = plan(`agency.pdf, Section 12.1: "${NEVADA}"`, sectionMap);
    expect(wrong.referenceMismatch).toBe(true);
    expect(wrong.references.map((r) => r.text)).toContain('The answer places this at Section 12.1; the words are on p. 2.');
  });

  it('footnotes: the claim takes its footnote’s document and page', () => {
    const p = plan(`It says "${NEVADA}" [1]\n\n[1] agency.pdf, p. 2`);
    expect(p.citations).toEqual([{ anchor: 'dA-2', quote: NEVADA_WORDS }]);
    expect(p.references.map((r) => r.kind)).toEqual(['footnote', 'document', 'page']);
  });

  it('a claim that names no document is about the one named before it; the words that lead in to a name only attribute', () => {
    const { claims, notes } = splitAnswer('Under the Agency Agreement, the agreement remains in force for two years (Section 12.1). The agreement is interpreted under the laws of the State of Utah (Section 14.1).');
    const ctx = { notes, sources: [], defaultDocs: null, sections: sectionMap, excludeSpans: [] };
    const first = planClaim(claims[0]!, view, ctx);
    expect(first.namedDocs).toEqual(['dA']);
    expect(first.judgedText).toBe('the agreement remains in force for two years.');
    // No quote: the evidence is found in the section the answer names, not where retrieval ranks first.
    expect(first.citations).toEqual([{ anchor: 'dA-1', quote: '12.1 This Agreement shall remain in force for one year.' }]);
    const second = planClaim(claims[1]!, view, { ...ctx, carried: first.namedDocs });
    expect(second.namedDocs).toEqual(['dA']);
    expect(second.references).toContainEqual(expect.objectContaining({ kind: 'document', doc: 'dA', resolved: true, note: 'Named earlier in the answer.' }));
    expect(second.citations[0]!.anchor).toBe('dA-2');
    expect(planClaim(claims[1]!, view, ctx).namedDocs).toEqual([]);
  });
});
