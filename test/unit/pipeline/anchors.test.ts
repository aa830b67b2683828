import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkAnchors } from '../../../electron/pipeline/ingest/anchors.js';
import { PAGE_SEPARATOR, type CanonicalPage } from '../../../electron/pipeline/text/canonical.js';
import { cuadTxt } from '../../helpers/corpus.js';

function pagesOf(text: string): CanonicalPage[] {
  const out: CanonicalPage[] = [];
  let start = 0;
  text.split(PAGE_SEPARATOR).forEach((p, i) => {
    out.push({ page: i + 1, start, end: start + p.length, width: 612, height: 792, rotation: 0, viewBox: [0, 0, 612, 792], ocr: false, confidence: 1 });
    start += p.length + PAGE_SEPARATOR.length;
  });
  return out;
}

describe('chunkAnchors on real contract text', () => {
  // CUAD's own plain text of a real contract, split into pseudo-pages.
  const raw = readFileSync(cuadTxt(6), 'utf8');
  const text = raw.slice(0, 20000) + PAGE_SEPARATOR + raw.slice(20000, 40000);
  const anchors = chunkAnchors('dtest', text, pagesOf(text));

  it('covers every non-space character exactly once, in order, without cutting words', () => {
    let last = 0;
    for (const a of anchors) {
      expect(a.start).toBeGreaterThanOrEqual(last);
      expect(text.slice(last, a.start).trim()).toBe('');
      expect(a.text).toBe(text.slice(a.start, a.end));
      expect(/\w/.test(text[a.start - 1] ?? ' ') && /\w/.test(text[a.start]!)).toBe(false);
      expect(/\w/.test(text[a.end - 1]!) && /\w/.test(text[a.end] ?? ' ')).toBe(false);
      last = a.end;
    }
    expect(text.slice(last).trim()).toBe('');
  });

  it('keeps anchors within size bounds and ids stable and ordered', () => {
    expect(anchors.every((a) => a.text.length <= 1600)).toBe(true);
    expect(anchors.map((a) => a.id)).toEqual(anchors.map((_, i) => `dtest-${String(i).padStart(4, '0')}`));
    expect(chunkAnchors('dtest', text, pagesOf(text))).toEqual(anchors);
  });

  it('starts anchors at numbered sections and records pages', () => {
    expect(anchors.filter((a) => a.heading !== null).length).toBeGreaterThan(5);
    expect(anchors.some((a) => a.pageStart === 2)).toBe(true);
    const spanning = anchors.filter((a) => a.pageStart !== a.pageEnd);
    for (const a of spanning) expect(a.text.includes('\f')).toBe(true);
  });

  it('a reference wrapped onto the next line starts no anchor; the section after it does (paragraph-v2)', () => {
    // cuad-dev-15 § 8.2 as pdf.js extracts it: v1 began an anchor at "11.4 [Nondisclosure]", so the clause was quoted
    // without its "EXCEPT …".
    const text =
      '8.2 No Consequential Damages. EXCEPT TO THE EXTENT AWARDED TO A THIRD\nPARTY IN A JUDGMENT AGAINST WHICH A PARTY IS ENTITLED TO INDEMNIFICATION\nPURSUANT TO SECTION 7.2 [Indemnity], OR TO THE EXTENT ARISING OUT OF ANY BREACH OF SECTION\n' +
      '11.4 [Nondisclosure], NEITHER PARTY WILL BE LIABLE (WHETHER IN CONTRACT, WARRANTY, TORT\n(INCLUDING, BUT NOT LIMITED TO, NEGLIGENCE), PRODUCT LIABILITY OR OTHER THEORY),\nTO THE OTHER PARTY OR ANY OTHER PERSON OR ENTITY FOR COST OF COVER OR FOR ANY\nINDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THIS AGREEMENT. '.repeat(3) +
      '\n8.3 Limitation of Damages. EXCEPT FOR LIABILITIES UNDER SECTION 7.2 [Indemnity], EACH PARTY\'S LIABILITY IS CAPPED.';
    const cut = chunkAnchors('dtest', text, pagesOf(text));
    expect(cut.map((a) => a.text.slice(0, 8))).toEqual(['8.2 No C', '8.3 Limi']);
    // cuad-scale-146 § 9.1: "… INDEMNITY OBLIGATIONS DESCRIBED IN" + "ARTICLE 8, (A) IN NO EVENT …"; a heading after a full stop
    // or a rule of dashes still opens its own.
    const article = [
      'ARTICLE 9.', 'LIABILITY AND REMEDY', '9.1 Limited Liability',
      'EXCEPT FOR LIABILITY ARISING FROM BREACHES OF A PARTY’S CONFIDENTIALITY OBLIGATIONS CONTAINED IN',
      'THE NON-DISCLOSURE CLAUSE IN SECTION 12.17 OF THE CHINA JV OPERATING AGREEMENT, BREACHES OF LICENSE GRANTS',
      'CONTAINED HEREIN, AND EXCEPT FOR AMOUNTS PAYABLE TO THIRD PARTIES TO FULFILL INDEMNITY OBLIGATIONS DESCRIBED IN',
      'ARTICLE 8, (A) IN NO EVENT SHALL ANY PARTY HAVE ANY LIABILITY TO THE OTHERS, OR TO ANY PARTY CLAIMING THROUGH OR',
      'UNDER THE OTHER, FOR ANY LOST PROFITS, ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES OF ANY KIND.',
      '----------------------------------------------------------------',
      'Exhibit C. Form of Notice',
      'The form of notice follows, to be given by either party to the other in writing and delivered by hand or by courier. '.repeat(3),
    ].join('\n');
    const parts = chunkAnchors('dtest', article, pagesOf(article)).map((a) => a.text);
    expect(parts.some((p) => /^ARTICLE 8,/.test(p))).toBe(false);
    expect(parts.some((p) => /^Exhibit C\./.test(p))).toBe(true);
  });

  it('a figure that repeats a number spelled out on the line before starts no anchor (paragraph-v3)', () => {
    // cuad-scale-298 § 4.1 as pdf.js extracts it: v2 cut the term at "one", so "(1) year from the Effective Date" was
    // a passage of its own and the one-year term was never read whole.
    const text = [
      '4.1 Term; Termination. This Agreement shall be effective as of',
      'that date (the "Effective Date") the Site becomes fully operational as set forth',
      'in writing and executed by both Parties and shall continue for a period of one',
      '(1) year from the Effective Date. This Agreement shall be automatically renewed',
      'for an additional one year period on each anniversary of the Effective Date,',
      'unless terminated by either Party hereto upon ninety (90) days written notice.',
      '(a) Either party may terminate this Agreement for any or no reason upon fifteen',
      '(15) days advance notice to the other.',
    ].join('\n');
    const parts = chunkAnchors('dtest', text, pagesOf(text)).map((a) => a.text.slice(0, 12));
    // The item "(a)" after a full stop still opens its own anchor; the figures "(1)" and "(15)" do not.
    expect(parts).toEqual(['4.1 Term; Te', '(a) Either p']);
  });

  it('property: any text is covered without splitting words', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('Section 2.1 Term. ', '\n\n', 'The Licensee shall pay. ', '(a) notice ', 'x'.repeat(700), '\n'), fc.string({ maxLength: 30 })), { maxLength: 80 }), (parts) => {
        const t = parts.join('');
        const as = chunkAnchors('d', t, pagesOf(t));
        let last = 0;
        for (const a of as) {
          expect(t.slice(last, a.start).trim()).toBe('');
          expect(a.end).toBeGreaterThan(a.start);
          last = a.end;
        }
        expect(t.slice(last).trim()).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
