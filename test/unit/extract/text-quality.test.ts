import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_QUALITY, textQuality } from '../../../electron/pipeline/ingest/extract/text-quality.js';
import { lowQualityConfidence } from '../../../electron/pipeline/ingest/extract/extract-pdf.js';
import { cuadTxt } from '../../helpers/corpus.js';

/** The text of a real contract, cut into page-sized pieces. */
function contractPages(n: number, size = 3000): string[] {
  const t = readFileSync(cuadTxt(n), 'utf8');
  const out: string[] = [];
  for (let i = 0; i < t.length; i += size) out.push(t.slice(i, i + size));
  return out;
}

describe('text quality: reads real contract text as text', () => {
  it('scores every page-sized piece of ten CUAD contracts (CUAD\'s own text) at or above 0.9', () => {
    for (const n of [0, 1, 2, 5, 8, 13, 17, 21, 25, 29]) {
      for (const page of contractPages(n)) expect(textQuality(page).score, page.slice(0, 80)).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('is not fooled by what contracts legitimately hold: tables of codes and dates, dot leaders, redactions, section signs, CJK beside Latin', () => {
    const pages = [
      'PWM-5700-00431-SH\nTBD – Brookside 4 0.2MW\nUS 14/760,060 9-Jul-15\nEP 15198373.1 8-Dec-15\nPCT/US16/24457 28-Mar-16',
      'ARTICLE 1 DEFINITIONS . . . . . . . . . . . . . . . . 1\nARTICLE 2 LICENSE GRANT . . . . . . . . . . . 4\n§ 21 Governing Law ........ 12',
      'Appendix 1.57\n[…***…]\n***Confidential Treatment Requested***\nA-2',
      'SCHEDULE2\nSPECIFICATIONS\n{6 pages omitted}\n[***]',
      '1 Product Registration Certificate (Operation analysisV1.0) (经营分析软件 V1.0) 深 DGY - 2003 - 0164 2003.3.6',
      'Signature: ______________________ Date: ____________',
      'The fee is $1,000,000.00 (one million dollars), payable within thirty (30) days; 2nd and 3rd instalments at 5%.',
    ];
    for (const p of pages) expect(textQuality(p).score, p).toBeGreaterThanOrEqual(LOW_QUALITY);
  });
});

describe('text quality: flags text that is not text', () => {
  // Each is the text pdf.js gives for a page of ../shared/corpus/odd-pdfs (fonts without a Unicode map).
  const unreadable: Record<string, string> = {
    'all U+FFFD (issue4650)': '\ufffd'.repeat(14),
    'private-use glyphs': 'The \ue000\ue001\ue002 \ue003\ue004 Agreement \ue005\ue006\ue007\ue008 shall \ue009\ue00a',
    'C1 controls for digits (issue10640)': 'Version \u0081.\u0082\nNovember \u0083\u0084, \u0085\u0081\u0082\u0083\nfigure \u0081 on the following page. Type \u0081 versions of the fonts.',
    'symbol soup with controls (font_ascent_descent)': 'C$ D ""   #""# \'EF $BE9 C FEGC\n  01E8&$\u0003\u0004   E9 H  # #  E5  !\u0005  E  55    4E"#5#',
    'glyph ids read as letters of five scripts (complex_ttf_font)': '̽ଋҨ ǥ ƹ̽ୡȥ ဎഁ ୡࣧ Ҩ ဌʾ ဎಱ̽ೌ¢ ܆ȥ¢৞¢ ਮΝ੧ ੅ͱʸ¢ ͢ ฏʤҨ̿ ଋҨ ǥ ƺ̿ୡȥ ဎ ഔୡ࣭Ҩ',
    'abugida letters without a single vowel sign (bug1151216)': '?ဇငင     စ\n?စဉင     ဆ\n?ဉင     ဇ',
    'Latin-1 symbols (issue15441)': '³$%&´ μDEF¶ \u0002',
  };
  for (const [what, text] of Object.entries(unreadable)) {
    it(`${what}: below ${LOW_QUALITY}`, () => {
      expect(textQuality(text).score).toBeLessThan(LOW_QUALITY);
    });
  }

  it('gives a page below the threshold an extractor confidence no policy trusts (≤ 0.5), ordered by quality', () => {
    expect(lowQualityConfidence(0.59)).toBe(0.5);
    expect(lowQualityConfidence(0.2)).toBe(0.2);
    expect(lowQualityConfidence(0)).toBe(0);
  });
});

describe('text quality: invariants', () => {
  const words = fc.array(fc.constantFrom('the', 'Licensee', 'shall', 'pay', 'royalties', 'of', '5%', 'within', 'thirty', '(30)', 'days', 'Section', '9.2', 'non-exclusive', 'U.S.', '$1,000'), { minLength: 1, maxLength: 200 });

  it('scores any sequence of ordinary contract words at 1', () => {
    fc.assert(fc.property(words, (ws) => textQuality(ws.join(' ')).score === 1));
  });

  it('is always within [0, 1], for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
      const q = textQuality(s).score;
      return q >= 0 && q <= 1;
    }));
  });

  it('never rises when replacement characters are mixed into a text', () => {
    fc.assert(fc.property(words, fc.integer({ min: 1, max: 50 }), (ws, k) => {
      const text = ws.join(' ');
      return textQuality(text + ' ' + '\ufffd'.repeat(k)).score <= textQuality(text).score;
    }));
  });
});
