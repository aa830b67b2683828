import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSectionMap, citableSection, findSection, sectionAt, sectionKey } from '../../../electron/pipeline/text/sections.js';
import { AGENCY } from '../../helpers/sample-texts.js';
import { cuadTxt } from '../../helpers/corpus.js';

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
