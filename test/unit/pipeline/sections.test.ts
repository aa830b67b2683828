import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSectionMap, citableSection, findSection, sectionAt, sectionKey } from '../../../electron/pipeline/text/sections.js';
import { AGENCY } from '../../helpers/sample-texts.js';
import { corpusPath, cuadTxt } from '../../helpers/corpus.js';

/** Section maps of real contracts (CUAD's own text renderings). */
describe('section map', () => {
  it('every section lies in the text, nested in its parent, numbered sections in order', () => {
    // CUAD's own renderings put a paragraph on a line; the PDF-extracted text is tested in test/integration/answers-that-answer.test.ts.
    let total = 0;
    for (let n = 0; n < 30; n++) {
      const text = readFileSync(cuadTxt(n), 'utf8');
      const map = buildSectionMap(text);
      total += map.length;
      for (const s of map) {
        expect(s.start).toBeLessThanOrEqual(s.end);
        expect(s.end).toBeLessThanOrEqual(text.length);
        if (s.parent !== null) {
          const p = map[s.parent]!;
          expect(p.start).toBeLessThanOrEqual(s.start);
          expect(s.end).toBeLessThanOrEqual(p.end);
        }
      }
    }
    expect(total).toBeGreaterThan(300);
  });

  it('does not take a wrapped line for a section ("5.4 will be…", "Exhibit A and to modify…", "2019. The…")', () => {
    const text = '5.3 Failure. Upon any failure by Distributor as set out in\n5.4 will be without prejudice.\n5.4 Termination. Either party\nmay end it under Exhibit A and\nExhibit A and to modify the hardware.\n2019. The parties agree.\n6.0 Force Majeure. Neither party.';
    const map = buildSectionMap(text);
    expect(map.map((s) => s.number)).toEqual(['5.3', '5.4', '6']);
    expect(map[1]!.heading).toBe('Termination');
  });

  it('the testimonium ends the last section: the signatures and an unnumbered schedule after them are in none (sections-v7)', () => {
    // cuad-dev-26 as pdf.js extracts it: its License Reselling Schedule was cited "§ 13.10 NO DISPARAGEMENT".
    const text = [
      '13.9 CONTENT. Member Provider is responsible for its content.',
      '13.10 NO DISPARAGEMENT. Each party agrees that, during the Term of this',
      'Agreement and for a period of five (5) years thereafter, neither will make',
      'written or oral comments regarding the other that are negative.',
      '',
      'IN WITNESS WHEREOF, the parties have caused this Agreement to be executed',
      'effective as of the day and year last set forth below.',
      '',
      'LICENSE RESELLING SCHEDULE',
      'PORTAL SALES: MediaNet shall remit all sums due to Member Provider within 30 days of receipt of cleared funds.',
      '',
      'EXHIBIT A',
      '1. Fees. The fees are set out below.',
    ].join('\n');
    const map = buildSectionMap(text);
    const last = map.find((s) => s.number === '13.10')!;
    expect(text.slice(last.start, last.end)).toMatch(/^13\.10 NO DISPARAGEMENT[\s\S]*negative\.$/);
    expect(sectionAt(map, text.indexOf('PORTAL SALES'))).toBeNull();
    // An exhibit after the signatures still opens, with its own sections.
    expect(map.filter((s) => s.start > text.indexOf('IN WITNESS')).map((s) => s.number)).toEqual(['Exhibit A', '1']);
  });

  // Session 20: a lawyer saw cuad-dev-08's § 14.01 cited "Exhibit C, § 10" and cuad-dev-14's § 22.4 cited "§ 21.1".
  it('a numbered list inside a section is no run of sections; the numbering after it goes on (cuad-dev-08)', () => {
    const text = '12.02. Transfer by You\nA. You may transfer on these conditions:\n1. All accrued monetary obligations shall be satisfied;\n2. The transferee shall execute the standard form franchise agreement;\n10. You shall pay AIRSOPURE a transfer fee of $1000.00.\n\n12.03. Right of First Refusal\n\nIn the event You desire to sell.\n\n14. DEFAULT AND TERMINATION\n\n14.01. AIRSOPURE may, at its option, terminate this Agreement.';
    const map = buildSectionMap(text);
    expect(map.filter((s) => s.kind === 'section').map((s) => s.number)).toEqual(['12.02', '12.03', '14', '14.01']);
    expect(citableSection(map, sectionAt(map, text.indexOf('AIRSOPURE may')))?.number).toBe('§ 14.01');
    // After a table of contents, the body starts again at "1. DEFINITIONS" or "1." then "1.1".
    const body = '11.4 Assignment. Neither party may assign.\n\n1. DEFINITIONS\n\n1.1 Affiliate. Any entity.\n\n2. TERM\n\n2.1 Term. Five years.';
    expect(buildSectionMap(body).filter((s) => s.kind === 'section').map((s) => s.number)).toEqual(['11.4', '1', '1.1', '2', '2.1']);
  });

  it('a numbering that skips ahead is taken up when the next section follows it (cuad-dev-14 has no 22.1), not when the old one goes on', () => {
    const text = '21. General\n21.1 Force Majeur. Neither party shall be liable.\n22.2 Severability. If any provision is held unenforceable.\n22.3 Relationship of the Parties. Each party is independent.\n22.4 Governing Law. This Agreement shall be governed by the laws of Israel.';
    const map = buildSectionMap(text);
    expect(citableSection(map, sectionAt(map, text.indexOf('laws of Israel')))).toEqual({ number: '§ 22.4', heading: 'Governing Law' });
    // cuad-dev-25's "11.1.1.3" under 10.1.1, with 10.1.2 after it, is a typo, not § 11.
    const typo = '10.1.1 Party B fails to cooperate, for example:\n10.1.1.1 Party B fails to provide information.\n11.1.1.3 Party B fails to affix its seal.\n11.1.1.4 Other noncooperation.\n10.1.2 Being complained about more than 3 times.';
    expect(buildSectionMap(typo).filter((s) => s.kind === 'section').map((s) => s.number)).toEqual(['10.1.1', '10.1.1.1', '10.1.2']);
  });

  // Session 21: cuad-dev-08's § 19 was cited "Exhibit C, § 19": the whole contract is its filing's Exhibit C.
  it('an exhibit label above the title, with nothing before it but a logo, labels the filing, not a part (cuad-dev-08)', () => {
    const top = '[LOGO]\n\n                  EXHIBIT C\n\n   AIRSOPURE    FRANCHISE AGREEMENT\n\nTHIS AGREEMENT is entered into.\n\n1. DEFINITIONS\n\nTerms are defined.\n\n2. APPLICABLE LAW AND MEDIATION\n\nA. THE PARTIES AGREE TO SUBMIT ANY CLAIM TO MEDIATION.\n\nEXHIBIT G\n\n1. JURISDICTION AND VENUE. Associate submits to the jurisdiction.';
    const map = buildSectionMap(top);
    expect(citableSection(map, sectionAt(map, top.indexOf('THE PARTIES')))?.number).toBe('§ 2');
    // An exhibit further on is one.
    expect(citableSection(map, sectionAt(map, top.indexOf('Associate submits')))?.number).toBe('Exhibit G, § 1');
    // Text before the label (a sentence, a heading) makes it a part again.
    const later = buildSectionMap(`Cover letter to the buyer.\n${top.slice(top.indexOf('EXHIBIT C') - 18)}`);
    expect(later[0]?.number).toBe('Exhibit C');
    // Its own text's real contract: none of its sections is cited inside Exhibit C.
    const real = readFileSync(cuadTxt(8), 'utf8');
    const cited = buildSectionMap(real).map((s, _, m) => citableSection(m, s)?.number ?? '');
    expect(cited).toContain('§ 19');
    expect(cited.filter((n) => n.startsWith('Exhibit C'))).toEqual([]);
  });

  // Session 21, from a lawyer's trial: cuad-dev-00 cited every clause as one of § 1, cuad-dev-10 every section as "Schedule I, § …".
  it('a heading in capitals run into its number is a section ("2.TERM, EXTENSION AND RENEWAL:", cuad-dev-00)', () => {
    const text = '1. DEFINITIONS:\n\nIn addition to any other defined terms, the following apply.\n\n(a) "Service" means the network.\n\n2.TERM, EXTENSION AND RENEWAL:\n\n(a) Initial Term. The "Initial Term" shall commence upon the Effective Date and shall expire on March 31, 2011.\n\n(b) Renewal Term. The Term may be renewed.\n\n3.GRANT OF RIGHTS; ACQUIRED STATIONS:\n\n(a) Network hereby grants to Affiliate the right.';
    const map = buildSectionMap(text);
    expect(citableSection(map, sectionAt(map, text.indexOf('shall expire on March')))).toEqual({ number: '§ 2(a)', heading: 'Initial Term' });
    expect(map.find((s) => s.number === '2')?.heading).toBe('TERM, EXTENSION AND RENEWAL');
    expect(citableSection(map, sectionAt(map, text.indexOf('Network hereby')))?.number).toBe('§ 3(a)');
    // Not a number run into a word of a sentence, nor a decimal.
    expect(buildSectionMap('The fee is 2.Fifty dollars.\n\nPaid at 3.5 percent.').filter((s) => s.kind === 'section')).toEqual([]);
  });

  it('a list of schedules after the contents is no schedule; an article\'s first section follows the contents\' numbering (cuad-dev-10)', () => {
    const text = [
      'ARTICLE IX\nTERMINATION\n\nSection 9.01. Termination by Both Parties 13\nSection 9.02. Termination prior to the Distribution 13\nSection 9.03. Effect of Termination; Survival 13\n',
      'ARTICLE X\nFURTHER ASSURANCES\n\nSection 10.01. Further Assurances 13\n',
      'SCHEDULE G – SpinCo Domain Names\nSCHEDULE H – Technology Assets\nSCHEDULE I – OEM Technology\n\nEXHIBIT A1 – Patent Assignment Agreement\niii\n\nSource: CERENCE INC., 8-K, 10/2/2019\n',
      'INTELLECTUAL PROPERTY AGREEMENT, dated as of September 30, 2019, by and between NUANCE COMMUNICATIONS, INC. and CERENCE INC.\n',
      'ARTICLE IX\nTERMINATION\n\nSection 9.01. Termination by Both Parties. Subject to Section 9.02, this Agreement may not be terminated except by an agreement in writing.\n\nSection 9.02. Termination prior to the Distribution. This Agreement may be terminated by Nuance at any time prior to the Distribution.\n',
    ].join('\n');
    const map = buildSectionMap(text);
    expect(map.filter((s) => s.kind === 'exhibit')).toEqual([]);
    expect(citableSection(map, sectionAt(map, text.indexOf('may not be terminated except')))).toEqual({ number: '§ 9.01', heading: 'Termination by Both Parties' });
    expect(citableSection(map, sectionAt(map, text.indexOf('may be terminated by Nuance')))?.number).toBe('§ 9.02');
    // The contents' entries are none of the sections.
    expect(map.filter((s) => s.kind === 'section' && s.start < text.indexOf('INTELLECTUAL PROPERTY AGREEMENT'))).toEqual([]);
  });

  it('a table of contents\' entries are not the sections (cuad-scale-342: "2.1 Engagement.. 5")', () => {
    const text = 'ARTICLE II : ENGAGEMENT OF OPERATOR5\n2.1 Engagement.. 5\n2.2 Independent Contractor. 5\nARTICLE VIII : GENERAL PROVISIONS15\n8.16 Further Assurances. 28\n\nARTICLE II : ENGAGEMENT OF OPERATOR\n\n2.1 Engagement. Owner hereby appoints Operator.\n2.2 Independent Contractor. The Parties expressly agree.';
    const map = buildSectionMap(text);
    const sections = map.filter((s) => s.kind === 'section');
    expect(sections.map((s) => text.slice(s.start, s.start + 16))).toEqual(['2.1 Engagement. ', '2.2 Independent ']);
    expect(sections[0]!.start).toBeGreaterThan(text.indexOf('Owner') - 20);
  });

  it('lettered and roman subclauses belong to their section, in sequence', () => {
    const text = '5.2 Termination by WGT. WGT may terminate:\n(a) any failure of Distributor;\n(b) any change of control:\n(i) by merger;\n(ii) by sale;\n(c) insolvency.\n5.3 Other. Text.';
    const map = buildSectionMap(text);
    expect(map.map((s) => s.number)).toEqual(['5.2', '5.2(a)', '5.2(b)', '5.2(b)(i)', '5.2(b)(ii)', '5.2(c)', '5.3']);
    expect(findSection(map, 'Section 5.2(b)')!.end).toBe(text.indexOf('(c)') - 1);
  });

  it('parts lettered in capitals ("G. INDEMNIFICATION") hold their paragraphs, cited with the part when "1." restarts in each (the sample matter\'s Agency Agreement)', () => {
    const map = buildSectionMap(AGENCY);
    expect(map.filter((s) => s.level === 1).map((s) => [s.number, s.heading])).toEqual([['F', 'TERMINATION OF AGREEMENT'], ['G', 'INDEMNIFICATION'], ['H', 'POTENTIAL OPPORTUNITIES']]);
    const cite = (words: string) => citableSection(map, sectionAt(map, AGENCY.indexOf(words)));
    // The lead-in is under G, not in F's last paragraph.
    expect(cite('The respective parties shall indemnify')).toEqual({ number: '§ G', heading: 'INDEMNIFICATION' });
    expect(cite('MICOA shall indemnify')).toEqual({ number: '§ G.1', heading: 'INDEMNIFICATION' });
    expect(cite('Immediately if either party')).toEqual({ number: '§ F.1(b)', heading: 'TERMINATION OF AGREEMENT' });
    expect(cite('Agency and MICOA agree')).toEqual({ number: '§ H.1', heading: 'Other Programs' });
  });

  it('takes no lone capital for a part, nor parts out of sequence, and numbering that runs on across parts is cited as is', () => {
    expect(buildSectionMap('A. SMITH\n1. Term. The term is one year.').map((s) => s.number)).toEqual(['1']);
    expect(buildSectionMap('A. PRICE\n1. Price. It is $5.\nC. TERM\n2. Term. One year.\nB. OTHER\n3. Notices. In writing.').filter((s) => s.level === 1).map((s) => s.number)).toEqual(['A', 'C']);
    const runsOn = buildSectionMap('I. PRICE\n1. Price. It is $5.\nII. TERM\n2. Term. One year.');
    expect(runsOn.map((s) => citableSection(runsOn, s)!.number)).toEqual(['§ I', '§ 1', '§ II', '§ 2']);
  });

  it('a paragraph written in capitals is no part, nor is a list of exhibits; lettered headings inside roman parts are paragraphs (cuad-dev-08, cuad-scale-200)', () => {
    const capitals = 'MEDIATION.\n\nB. WITH RESPECT TO ANY CLAIMS, CONTROVERSIES OR DISPUTES WHICH ARE NOT FINALLY\nRESOLVED THROUGH MEDIATION, YOU HEREBY IRREVOCABLY SUBMIT YOURSELF.\n\nC. YOU AND AIRSOPURE ACKNOWLEDGE THAT THE PARTIES\' AGREEMENT REGARDING\nAPPLICABLE STATE LAW AND FORUM PROVIDE EACH OF THE PARTIES A BENEFIT.';
    expect(buildSectionMap(capitals)).toEqual([]);
    const franchise = [
      'EXHIBITS:', '', 'A. OWNER AGREEMENT', 'B. DESCRIPTION OF DESIGNATED AREA', 'C. LEASE ADDENDUM', '', 'i', '',
      'I. APPOINTMENT AND FRANCHISE FEE', '', 'A. We grant you the right to operate.', '',
      'II. TERM AND RENEWAL', '', 'A. The term of this Agreement is for ten (10) years commencing on the', 'date of this Agreement.', '',
      'D. INFRINGEMENT; VALIDITY OF MARKS AND COPYRIGHTS; REGISTRATIONS.', 'You will not at any time commit any act that would infringe upon the Marks.',
    ].join('\n');
    const map = buildSectionMap(franchise);
    expect(map.map((s) => s.number)).toEqual(['I', 'II']);
    expect(citableSection(map, sectionAt(map, franchise.indexOf('The term of this Agreement')))).toEqual({ number: '§ II', heading: 'TERM AND RENEWAL' });
  });

  it('an article numbered after a dash ("ARTICLE – 11") opens, so the numbering after an article without sections goes on (cuad-scale-088)', () => {
    // cuad-scale-088 as pdf.js extracts it: ARTICLE – 11 has no numbered sections, and without reading it 12.1 looked out of
    // sequence after 10.5, so every section to the end of the contract was cited "§ 10.5" (§ 18.1 as "§ 10.5(b)").
    const text = [
      'ARTICLE – 10',
      'BUSINESS INFORMATION',
      '10.4 Plant Inspection: During reasonable business hours IMPCO will have the right to visit the plant.',
      '10.5 The financial year of the JVC shall be from 1st April to 31st March of each year.',
      'ARTICLE – 11',
      'SUCCESSORS & ASSIGNS',
      'Successors & Assigns: All provisions of this Agreement shall inure to the benefit of the Parties.',
      'ARTICLE – 12',
      'INDEMNIFICATION',
      '12.1 Indemnification by IMPCO: IMPCO hereby indemnifies MIL/MINDA and the JVC.',
      'ARTICLE – 16A',
      'NON-COMPETE',
      '16A.1 Neither Party shall compete with the JVC.',
      'ARTICLE – 18',
      'CONFIDENTIALITY',
      '18.1 During the term of this Agreement and for a period of three (3) years thereafter, the Parties shall keep it secret.',
    ].join('\n');
    const map = buildSectionMap(text);
    const cite = (words: string) => citableSection(map, sectionAt(map, text.indexOf(words)))?.number;
    expect(cite('three (3) years thereafter')).toBe('§ 18.1');
    expect(cite('hereby indemnifies')).toBe('§ 12.1');
    expect(cite('shall inure')).toBe('Article 11');
    expect(cite('Neither Party shall compete')).toMatch(/16A/);
    expect(map.filter((s) => s.kind === 'article').map((s) => s.number)).toEqual(['10', '11', '12', '16A', '18']);
  });

  it('a whole number before a heading in capitals opens a section ("5 BENEFITS"), not a page number, a date or a figure (cuad-scale-374)', () => {
    // cuad-scale-374 (CUAD v1, CC BY 4.0) numbers "1." to "4." with points and "5 BENEFITS" on without: every paragraph from
    // § 5 on was cited "§ 5.4(h)", § 11.1's notice among them (session 50).
    const real = readFileSync(corpusPath('cuad-scale', 'txt', 'cuad-scale-374.txt'), 'utf8');
    const map = buildSectionMap(real);
    const cite = (words: string) => citableSection(map, sectionAt(map, real.indexOf(words)))?.number;
    expect(cite('either you or the Company may terminate your employment by giving to the other not less than six months')).toBe('§ 11.1');
    expect(map.filter((s) => s.level === 2).map((s) => s.number).slice(0, 12)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const lines = (...l: string[]) => buildSectionMap(l.join('\n')).map((s) => s.number);
    expect(lines('1. TERM', 'The term is one year.', '2 PAYMENT', 'Fees are due monthly.')).toEqual(['1', '2']);
    expect(lines('1. TERM', 'The term is one year.', '2 OCTOBER 2019', '2                                        EXHIBIT 10.1', '2 NUMBER OF COPIES: 3')).toEqual(['1']);
  });

  it('reads references the way lawyers write them', () => {
    expect(sectionKey('§ 12.2')).toBe('12.2');
    expect(sectionKey('Section 12.2 (a)')).toBe('12.2(a)');
    expect(sectionKey('ARTICLE IV')).toBe('article iv');
    expect(sectionKey('6.0')).toBe('6');
  });

  it('never throws and keeps its invariants on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('1. Term. ', '1.1 ', '(a) ', 'ARTICLE II\n', 'Exhibit B\n', '\n', '§ 3 ', 'x'), fc.string()), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        for (const s of buildSectionMap(text)) {
          expect(s.start).toBeGreaterThanOrEqual(0);
          expect(s.end).toBeGreaterThanOrEqual(s.start);
          expect(s.end).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 200 },
    );
  });
});
