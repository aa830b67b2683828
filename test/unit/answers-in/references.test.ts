import { describe, expect, it } from 'vitest';
import { matchDocumentName, type NamedDoc } from '../../../electron/pipeline/answers-in/doc-names.js';
import { judgedText } from '../../../electron/pipeline/answers-in/plan.js';
import { parseReferences } from '../../../electron/pipeline/answers-in/references.js';
import { quotedTextMissing } from '../../../electron/pipeline/verification/claim-checks.js';

describe('parseReferences', () => {
  it('quotes with their spans (straight and curly), never shorter than 3 characters', () => {
    const t = 'It says "shall terminate" and “within thirty (30) days” but not "no".';
    const r = parseReferences(t);
    expect(r.quotes.map((q) => [q.text, t.slice(...q.span)])).toEqual([
      ['shall terminate', 'shall terminate'],
      ['within thirty (30) days', 'within thirty (30) days'],
    ]);
  });

  it('pages: p. 14, pp. 3–4, page 9, at 14 — but not "at 30 days" and not inside quotes', () => {
    const r = parseReferences('See p. 14, pp. 3–4 and pages 7 to 8; page 9; at 14. Payment at 30 days. "on p. 99"');
    expect(r.pages.map((p) => [p.first, p.last])).toEqual([[14, 14], [3, 4], [7, 8], [9, 9], [14, 14]]);
  });

  it('sections: § 12.2(b), Section 12.2, Article IV, clause 7, Exhibit A, paragraph 4.1(b)', () => {
    const r = parseReferences('Under § 12.2(b) and Section 12.2, Article IV, clause 7, Exhibit A and paragraph 4.1(b).');
    expect(r.sections.map((s) => s.ref)).toEqual(['§ 12.2(b)', 'Section 12.2', 'Article IV', 'clause 7', 'Exhibit A', 'paragraph 4.1(b)']);
  });

  it('footnote markers: [1], ¹², ^3, and (4) only at a sentence end', () => {
    const r = parseReferences('One [1]. Two.¹² Three^3. Four (4). The (a) list stays.');
    expect(r.footnotes.map((f) => f.marker)).toEqual(['1', '12', '3', '4']);
  });

  it('document names: file names and particular instrument names, not "this Agreement"', () => {
    const r = parseReferences('Under the Distributor Agreement (acme-distribution.pdf) and this Agreement, the Master Services Agreement controls.');
    expect(r.names.map((n) => n.name)).toEqual(['acme-distribution.pdf', 'Distributor Agreement', 'Master Services Agreement']);
  });

  it('spans given as excluded (legal authorities) yield no page or section references', () => {
    const t = 'Varghese, 925 F.3d 1339, 1345 (11th Cir. 2019); 925 F.3d at 1346; 42 U.S.C. § 1983.';
    const r = parseReferences(t, [[0, 47], [49, 65], [67, 84]]);
    expect(r.pages).toEqual([]);
    expect(r.sections).toEqual([]);
  });
});

describe('lettered parts as section references (session 26)', () => {
  it('"Section E", "Section D.1", "§ G.1(a)" are references; a lower-case letter after "section" is not', () => {
    const refs = (t: string) => parseReferences(t).sections.map((s) => s.ref);
    expect(refs('It must insure "with minimum limits of $1,000,000" (Section E). See Section D.1 and § G.1(a).')).toEqual(['Section E', 'Section D.1', '§ G.1(a)']);
    expect(refs('Under Section I.5, Nevada law applies; Section 4.2(a) too.')).toEqual(['Section I.5', 'Section 4.2(a)']);
    expect(refs('Under this section a party may assign.')).toEqual([]);
  });
});

describe('a stop inside the closing quotation mark (session 25)', () => {
  // American style puts the writer's full stop inside the quote: the N2K sponsorship's § 18 goes on ", without regard to …".
  const claim = 'The Sponsorship Agreement provides that it "will be governed by and construed in accordance with the laws of the State of New York."';
  const source = 'This Agreement will be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws rules.';
  it('is the writer\'s, not the quote\'s', () => {
    expect(parseReferences(claim).quotes.map((q) => q.text)).toEqual(['will be governed by and construed in accordance with the laws of the State of New York']);
    const contains = (h: string, n: string) => h.includes(n);
    expect(quotedTextMissing(claim, [source], contains)).toBe(false);
    expect(quotedTextMissing(claim.replace('New York', 'Nevada'), [source], contains)).toBe(true);
  });
});

describe('matchDocumentName', () => {
  const docs: NamedDoc[] = [
    { id: 'a', title: 'AMERICANPHYSICIANSCAPITALINC_03_31_2003-EX-10.26-AGENCY AGREEMENT', fileName: 'agency.pdf' },
    { id: 'b', title: 'LIMEENERGYCO_09_09_1999-EX-10-DISTRIBUTOR AGREEMENT', fileName: 'lime-distributor.pdf' },
    { id: 'c', title: 'cuad-dev-07', fileName: 'cuad-dev-07.pdf', heading: 'ENDORSEMENT AGREEMENT This Endorsement Agreement is made…' },
    { id: 'd', title: 'cuad-dev-08', fileName: 'cuad-dev-08.pdf', heading: 'DISTRIBUTOR AGREEMENT between …' },
  ];
  it('exact file names, with or without extension', () => {
    expect(matchDocumentName('lime-distributor.pdf', docs).docs).toEqual(['b']);
    expect(matchDocumentName('cuad-dev-07', docs).docs).toEqual(['c']);
  });
  it('titles by their particular words, stems included ("Distribution" ~ "Distributor")', () => {
    expect(matchDocumentName('the Agency Agreement', docs).docs).toEqual(['a']);
    expect(matchDocumentName('Distribution Agreement', docs).docs).toEqual(['b']);
  });
  it("a contract's printed title when its stored title is a file name", () => {
    expect(matchDocumentName('Endorsement Agreement', docs).docs).toEqual(['c']);
  });
  it('a name of kind words alone that tells one instrument apart (session 26 trial: "the License Agreement")', () => {
    const sample: NamedDoc[] = [
      { id: 'agency', title: 'Agency Agreement - American Physicians Capital', fileName: 'Agency Agreement - American Physicians Capital.pdf' },
      { id: 'license', title: 'License Agreement - Allied Esports Entertainment', fileName: 'License Agreement - Allied Esports Entertainment.pdf' },
      { id: 'sponsor', title: 'Sponsorship Agreement - N2K', fileName: 'Sponsorship Agreement - N2K.pdf' },
    ];
    expect(matchDocumentName('the License Agreement', sample).docs).toEqual(['license']);
    expect(matchDocumentName('the license', sample).docs).toEqual(['license']);
    // Words that tell nothing apart, or a kind the matter does not hold, still match none.
    expect(matchDocumentName('the Agreement', sample).docs).toEqual([]);
    expect(matchDocumentName('the Lease', sample).docs).toEqual([]);
    expect(matchDocumentName('the License Amendment', sample).docs).toEqual([]);
  });
  it('a name the matter does not hold resolves to nothing (UNKNOWN_DOCUMENT upstream)', () => {
    expect(matchDocumentName('Master Services Agreement', docs).docs).toEqual([]);
    expect(matchDocumentName('Agreement', docs).docs).toEqual([]);
    expect(matchDocumentName('missing.pdf', docs).docs).toEqual([]);
  });
});

describe('judgedText', () => {
  const j = (t: string) => judgedText(t, parseReferences(t), []);
  it('the quoted words alone when the rest only attributes them', () => {
    expect(j('Section 5.2 of the Agreement provides that "either party may terminate on notice" (p. 4).')).toBe('either party may terminate on notice');
    // The stop inside the closing mark is the writer's (session 25).
    expect(j('According to cuad-dev-01.pdf, "This Agreement shall be interpreted under the laws of the State of Nevada." [1]')).toBe('This Agreement shall be interpreted under the laws of the State of Nevada');
  });
  it('a negation or a number outside the quotes is an assertion of its own, even if the quote holds the same word', () => {
    expect(j('It is not the case that "the Agency shall not assign this Agreement" (p. 4).')).toBe('It is not the case that "the Agency shall not assign this Agreement".');
    expect(j('Within 30 days: "within thirty (30) days" (p. 4).')).toBe('within thirty (30) days');
    expect(j('Within 60 days: "within thirty (30) days" (p. 4).')).toBe('Within 60 days: "within thirty (30) days".');
  });

  it('the whole claim (markers blanked) when it asserts more than it quotes', () => {
    expect(j('The notice period is 90 days: "at least one hundred twenty (120) days advance written notice" (p. 2).')).toBe('The notice period is 90 days: "at least one hundred twenty (120) days advance written notice".');
  });
});
