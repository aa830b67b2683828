import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Matching } from '../../electron/pipeline/verification/assess.js';
import { PAGE_SEPARATOR } from '../../electron/pipeline/text/canonical.js';
import { findRepeatedLines } from '../../electron/pipeline/text/headers-footers.js';
import {
  findNormalized,
  normalizedContains,
  normalizedEqual,
  normalizedEqualAt,
  normalizedFind,
  normalizeText,
  prepareHaystack,
  SITE,
} from '../../electron/pipeline/text/normalize.js';

const norm = (s: string) => normalizeText(s).text;
/** The original text of every normalised match. */
const found = (hay: string, needle: string) => findNormalized(hay, needle).map(([s, e]) => hay.slice(s, e));

describe('normalizeText', () => {
  it('collapses every kind of whitespace, the page separator included, to one space and trims', () => {
    expect(norm(`  a\u00a0\u2009b\t\r\nc${PAGE_SEPARATOR}d  `)).toBe('a b c d');
    expect(norm('zero\u200bwidth\ufeff')).toBe('zerowidth');
    expect(norm('ab\ufeffcd')).toBe('abcd');
  });
  it('unifies quote, dash and ligature styles', () => {
    expect(norm('“Agreement” ‘x’ it’s „y‟ «z»')).toBe(`"Agreement" 'x' it's "y" "z"`);
    expect(norm('a‐b a‑b 1–2 a—b a―b a－b')).toBe('a-b a-b 1-2 a-b a-b a-b');
    expect(norm('(−5)')).toBe('(-5)');
    expect(norm('ﬁnal ﬂow eﬀect oﬃce baﬄe')).toBe('final flow effect office baffle');
  });
  it('drops whitespace next to a dash, so spacing around dashes never matters', () => {
    expect(norm('non- sublicensable')).toBe('non-sublicensable');
    expect(norm('2006 – 2010')).toBe('2006-2010');
    expect(norm('Non-\nCompete')).toBe('Non-Compete');
  });
  it('marks line-break hyphenation between a letter and a lowercase letter as a hyphenation point', () => {
    expect(norm('termi-\nnation')).toBe(`termi${SITE}nation`);
    expect(norm(`non-${PAGE_SEPARATOR}sublicensable`)).toBe(`non${SITE}sublicensable`);
    expect(norm('termi\u00ad\nnation')).toBe(`termi${SITE}nation`);
    // Not hyphenation: no line break, an uppercase or digit continuation, or no letter before.
    expect(norm('well-known')).toBe('well-known');
    expect(norm('1990-\n1995')).toBe('1990-1995');
    expect(norm('(a)-\nb')).toBe('(a)-b');
    // A stray soft hyphen is invisible.
    expect(norm('a\u00adB x\u00ad')).toBe('aB x');
  });
  it('keeps case, digits, other punctuation and the space between two words', () => {
    expect(norm('Shall NOT pay $1,000.00 (net)')).toBe('Shall NOT pay $1,000.00 (net)');
    expect(norm('the rapist')).not.toBe(norm('therapist'));
  });
  it('maps every normalised character back to the original characters it came from', () => {
    const src = 'a \u00a0“b”\nﬁ-\nx';
    const n = normalizeText(src);
    expect(n.text).toBe(`a "b" fi${SITE}x`);
    const origin = (i: number) => src.slice(n.starts[i]!, n.ends[i]!);
    expect([...n.text].map((_, i) => origin(i))).toEqual(['a', ' \u00a0', '“', 'b', '”', '\n', 'ﬁ', 'ﬁ', '-\n', 'x']);
  });
});

describe('findNormalized', () => {
  const hay = 'The termi-\nnation of the non-\nsublicensable licence “shall”  be\u00a0final; the ﬁnal licence.';
  it('matches both readings of a hyphenated line break, and nothing else', () => {
    expect(found(hay, 'termination')).toEqual(['termi-\nnation']);
    expect(found(hay, 'termi-nation')).toEqual(['termi-\nnation']);
    expect(found(hay, 'non-sublicensable')).toEqual(['non-\nsublicensable']);
    expect(found(hay, 'non- sublicensable')).toEqual(['non-\nsublicensable']);
    expect(found(hay, 'nonsublicensable')).toEqual(['non-\nsublicensable']);
    expect(found(hay, 'non sublicensable')).toEqual([]);
    expect(found(hay, 'terminations')).toEqual([]);
    expect(found(hay, 'termi nation')).toEqual([]);
  });
  it('returns exact original offsets for every occurrence, by ascending start', () => {
    expect(findNormalized(hay, '"shall" be final')).toEqual([[hay.indexOf('“shall”'), hay.indexOf(';')]]);
    expect(found(hay, 'final')).toEqual(['final', 'ﬁnal']);
    expect(findNormalized(hay, 'licence', { limit: 1 })).toEqual([[hay.indexOf('licence'), hay.indexOf('licence') + 7]]);
    expect(findNormalized(hay, 'licence', { range: [hay.indexOf(';'), hay.length] })).toEqual([[hay.lastIndexOf('licence'), hay.lastIndexOf('licence') + 7]]);
  });
  it('never starts or ends a match inside a ligature, and finds nothing for an empty needle', () => {
    expect(found(hay, 'inal licence')).toEqual([]); // would start inside the ligature of "ﬁnal licence"
    expect(found(hay, 'nal licence')).toEqual(['nal licence']);
    expect(found(hay, 'final licence')).toEqual(['ﬁnal licence']);
    expect(found('ﬁnal or final', 'inal')).toEqual(['inal']);
    expect(findNormalized('ﬁnal or final', 'inal')).toEqual([[9, 13]]);
    expect(found(hay, ' \n ')).toEqual([]);
  });
  it('gives the binder, the claim checks and the re-check what they expect', () => {
    const matching = { normalizedFind, contains: normalizedContains, normalizedEqualAt } satisfies Matching;
    expect(matching.normalizedFind(hay, 'termination of', [0, 30])).toEqual([4, 20]);
    expect(matching.normalizedFind(hay, 'termination of', [5, 30])).toBeNull();
    expect(matching.contains(hay, 'licence "shall" be')).toBe(true);
    expect(matching.contains(hay, 'licence shall be')).toBe(false);
    expect(matching.normalizedEqualAt(hay, [4, 17], 'termination')).toBe(true);
    expect(matching.normalizedEqualAt(hay, [4, 17], 'terminations')).toBe(false);
    expect(matching.normalizedEqualAt(hay, [3, 17], 'termination')).toBe(false);
    expect(normalizedEqual('termi-\nnation', 'termination')).toBe(true);
    expect(normalizedEqual('termination', 'terminations')).toBe(false);
    expect(normalizedEqual('', ' ')).toBe(true);
  });
});

describe('page furniture', () => {
  const footer = 'Source: TUBEMEDIA CORP, 8-K, 3/10/2006';
  const page = (n: number, body: string) => `${body}\n${n}\n${footer}`;
  const doc = [
    page(1, 'CHARTER AFFILIATION AGREEMENT\nThe Term of this Agreement shall'),
    page(2, 'commence on the Effective Date.\nAffiliate shall pay the fees within thirty (30) days of'),
    page(3, 'receipt of an invoice.\nNeither party shall be liable for delays'),
    `caused by force majeure.\n4\n${footer}`,
  ].join(PAGE_SEPARATOR);

  it('finds the repeated footer and the page numbers, and nothing else', () => {
    const lines = findRepeatedLines(doc).map(([s, e]) => doc.slice(s, e));
    expect(lines).toEqual(['1', footer, '2', footer, '3', footer, '4', footer]);
  });
  it('reads a clause straight across the page break, footer and page number skipped', () => {
    const at = findNormalized(doc, 'within thirty (30) days of receipt of an invoice');
    expect(at).toHaveLength(1);
    expect(doc.slice(...at[0]!)).toContain(footer);
    expect(normalizedEqualAt(doc, at[0]!, 'within thirty (30) days of receipt of an invoice')).toBe(true);
    // The slice alone cannot know the footer is furniture.
    expect(normalizedEqual(doc.slice(...at[0]!), 'within thirty (30) days of receipt of an invoice')).toBe(false);
  });
  it('ends a quote that ends at a hyphenated line break at its hyphen, not after the furniture beyond it', () => {
    // Found by the offsets property (CI, session 53): "the-" before a page break whose running head "§4.2" is furniture
    // matched twice, once ending after the furniture, so that slice held "§4.2" and did not normalise to the quote.
    const hay = '(30)Term\n\f\n§4.2\n\f\nAffiliate’s\u00ad\noﬃce ﬁnal the-\n§4.2\n\f\n§4.2 \n shall ';
    const needle = "e's\u00ad\noﬃce ﬁnal the-";
    const at = findNormalized(hay, needle);
    expect(at.map(([s, e]) => hay.slice(s, e))).toEqual(['e’s\u00ad\noﬃce ﬁnal the-']);
    for (const r of at) expect(normalizedEqual(hay.slice(...r), needle) && normalizedEqualAt(hay, r, needle)).toBe(true);
    // Without furniture the quote still ends at its hyphen, not after the line break.
    expect(found('a rene-\nwal of the term', 'a rene-')).toEqual(['a rene-']);
  });
  it('also matches a quote that copies the footer and page number along', () => {
    expect(findNormalized(doc, `thirty (30) days of 2 ${footer} receipt`)).toHaveLength(1);
  });
  it('never strips a running head’s words from a quote that uses them as body text', () => {
    const head = 'Consulting Agreement';
    const pages = [1, 2, 3, 4].map((n) => `${head}\nPage ${n} of 4\n${n === 2 ? 'This shall end.' : `Clause ${n}.`}`);
    const text = pages.join(PAGE_SEPARATOR);
    expect(findRepeatedLines(text).map(([s, e]) => text.slice(s, e))).toContain(head);
    expect(found(text, 'This shall end.')).toEqual(['This shall end.']);
    expect(found(text, 'This Consulting Agreement shall end.')).toEqual([]);
  });
  it('never drops a word of the body: a quote missing one does not match', () => {
    expect(findNormalized(doc, 'within thirty (30) days receipt of an invoice')).toEqual([]);
    expect(findNormalized(doc, 'within thirty (31) days of receipt of an invoice')).toEqual([]);
  });
  it('finds a footer block longer than the page edge, whatever its spacing (cuad-scale-100)', () => {
    // The filing's footer: the agreement's title on two lines, a page number and the "Source:" line, one page spacing a slash
    // differently. Before, only the last three lines were candidates and spacing made "/Sorrent" another line.
    const words = ['Licensee shall', 'develop the', 'Wireless Products', 'and Fox', 'may approve', 'each release', 'in its', 'discretion'];
    const body = (n: number) => [0, 1, 2, 3, 4].map((k) => `${words[(n + k) % words.length]} ${words[(n * 3 + k) % words.length]}`).join('\n');
    const foot = (n: number) => ['Wireless Content License Agreement Multiple', n === 3 ? 'Properties /Sorrent, Inc. / Final PLZ' : 'Properties / Sorrent, Inc. / Final PLZ', `-${n}-`, 'Source: GLU MOBILE INC, S-1/A, 3/19/2007'].join('\n');
    const text = [1, 2, 3, 4, 5].map((n) => `${body(n)}\n${foot(n)}`).join(PAGE_SEPARATOR);
    const lines = findRepeatedLines(text).map(([s, e]) => text.slice(s, e));
    expect(lines.filter((l) => l.startsWith('Wireless'))).toHaveLength(5);
    expect(lines.filter((l) => l.startsWith('Properties'))).toHaveLength(5);
    expect(lines.filter((l) => !/^(?:Wireless|Properties|-\d-|Source:)/.test(l))).toEqual([]);
  });
  it('skips printed page numbers inside a page, where a filing printed several pages on one (the sample Agency Agreement)', () => {
    // Its § B.3 runs across its printed page 2's folio, mid-way down the PDF's second page: the quote was flagged as not in the source.
    const pdfPage2 = 'time;\n\n3. Except as provided in Section D or unless authorized by the\nAgency, MICOA or its affiliates shall not use its records of\nbusiness placed by the Agency with MICOA to solicit individual\npolicyholders for the sale of other lines of\n\n-2-\n\ninsurance or other products or services. When the Agency\ngrants such authorization\n\n-3-\n\nprovided an appropriate agreement is in place.';
    const text = ['MICOA AGENCY AGREEMENT\nThe Agency shall', pdfPage2, 'monies due MICOA.\n\n- 4 -\n\nThe Parties agree.'].join(PAGE_SEPARATOR);
    const quote = 'MICOA or its affiliates shall not use its records of business placed by the Agency with MICOA to solicit individual policyholders for the sale of other lines of insurance or other products or services.';
    expect(findRepeatedLines(text).map(([s, e]) => text.slice(s, e))).toEqual(['-2-', '-3-', '- 4 -']);
    expect(found(text, quote)).toHaveLength(1);
    expect(found(text, quote.replace('other lines of', 'other lines'))).toEqual([]);
    // One folio alone, or a bare number on a line (a table's cell), is not taken for one.
    const once = ['Clause one.', 'shall pay\n\n-2-\n\nthe fees', 'Clause three.'].join(PAGE_SEPARATOR);
    expect(findRepeatedLines(once)).toEqual([]);
    const rows = ['Widgets', 'Gaskets', 'Valves', 'Pumps', 'Seals', 'Hoses', 'Filters', 'Bolts'];
    const cells = [2, 3, 4].map((n) => rows.map((r, k) => (k === 4 ? String(n) : `${rows[(k + n) % rows.length]} ${r}`)).join('\n')).join(PAGE_SEPARATOR);
    expect(findRepeatedLines(cells).map(([s, e]) => cells.slice(s, e)).filter((l) => /^\d+$/.test(l))).toEqual([]);
  });
  it('skips bare printed page numbers inside pages when they run 1, 2, 3 … a page apart (cuad-dev-08, session 27)', () => {
    // Its filing runs the contract's printed pages across the PDF's: "… royalty fee on a monthly basis of" + "2" + "5% of Your
    // total monthly gross sales" — a claim quoted across it read "2 5%".
    const filler = (n: number) => Array.from({ length: 12 }, (_, k) => `Clause ${n}.${k + 1} of the franchise agreement binds You.`).join('\n');
    const text = [
      `FRANCHISE AGREEMENT\n${filler(1)}\n\n1\n\n${filler(2)}`,
      `B. You shall pay to AIRSOPURE a continuing non-refundable royalty fee on a\nmonthly basis of\n\n2\n\n5% of Your total monthly gross sales.\n${filler(3)}`,
      `${filler(4)}\n\n3\n\n${filler(10)}`,
    ].join(PAGE_SEPARATOR);
    expect(findRepeatedLines(text).map(([s, e]) => text.slice(s, e))).toEqual(['1', '2', '3']);
    expect(found(text, 'a continuing non-refundable royalty fee on a monthly basis of 5% of Your total monthly gross sales')).toHaveLength(1);
    // A table's numbered rows count up on adjacent lines, and two numbers are no run.
    const table = `Schedule 1\nItem\n1\nWidgets\n2\nGaskets\n3\nValves\n${filler(5)}`;
    expect(findRepeatedLines([table, filler(6), filler(11)].join(PAGE_SEPARATOR)).filter(([s, e]) => /^\d+$/.test(table.slice(s, e)))).toEqual([]);
    const two = [`${filler(7)}\n\n1\n\n${filler(8)}`, `${filler(9)}\n\n2\n\n${filler(12)}`, filler(13)].join(PAGE_SEPARATOR);
    expect(findRepeatedLines(two)).toEqual([]);
  });
  it('does not take lines that also recur inside pages, or short documents, for furniture', () => {
    // Signature pages: every page ends with a signature block, and the blocks recur inside pages too.
    const block = (who: string) => `${who}\nBy: /s/ Jane Roe\nChief Compliance Officer`;
    const sigPage = (n: number) => [1, 2, 3, 4].map((k) => block(`Fund ${n}-${k}`)).join('\n');
    const signatures = [1, 2, 3, 4].map(sigPage).join(PAGE_SEPARATOR);
    expect(findRepeatedLines(signatures)).toEqual([]);
    expect(findRepeatedLines([page(1, 'x'), page(2, 'y')].join(PAGE_SEPARATOR))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------
// Properties. Texts are built from pieces that exercise every rule.

const WORDS = ['the', 'Term', 'shall', 'be', 'thirty', '(30)', 'days', 'Affiliate’s', '“Agreement”', 'ﬁnal', 'oﬃce', 'non', 'sub', '§4.2', 'Inc.'];
const SEPARATORS = [' ', '  ', '\n', '\u00a0', ' \n ', '-', '-\n', ' – ', '—', PAGE_SEPARATOR, '\u00ad\n', ''];
const text = fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 30 }).map((ps) => ps.map(([w, s]) => w + s).join(''));

/** Style changes normalisation forgives, applied to a needle. */
const restyle = (s: string, k: number) =>
  [
    (x: string) => x.replace(/[“”]/g, '"').replace(/’/g, "'"),
    (x: string) => x.replace(/\s+/g, ' '),
    (x: string) => x.replace(/ﬁ/g, 'fi').replace(/ﬃ/g, 'ffi'),
    (x: string) => x.replace(/–|—/g, '-'),
    (x: string) => x,
  ][k % 5]!(s);

/** Letters and digits, ligatures spelled out: what normalisation must never change. */
const LIG: Record<string, string> = { 'ﬁ': 'fi', 'ﬃ': 'ffi', 'ﬀ': 'ff', 'ﬂ': 'fl', 'ﬄ': 'ffl' };
const content = (s: string) => [...s].map((c) => LIG[c] ?? c).join('').replace(/[^\p{L}\p{N}]/gu, '');

describe('normalisation properties', () => {
  it('maps offsets back: any slice of a text, restyled, is found, and each hit normalises to it', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.nat(), (hay, a, b, k) => {
        const s = a % (hay.length + 1);
        const e = s + (b % (hay.length - s + 1));
        const needle = restyle(hay.slice(s, e), k);
        const hits = findNormalized(hay, needle);
        if (norm(needle).length === 0) return hits.length === 0;
        if (hits.length === 0) return false;
        return hits.every(([hs, he]) => normalizedEqual(hay.slice(hs, he), needle) && normalizedEqualAt(hay, [hs, he], needle));
      }),
      { numRuns: 1000 },
    );
  });
  it('is idempotent', () => {
    const anyText = fc.oneof(text, fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: fc.constantFrom('a', 'B', '-', '\n', ' ', '\u00ad', '\u00a0', 'ﬁ', '’', '1'), maxLength: 40 }));
    fc.assert(
      fc.property(anyText, (s) => {
        const once = norm(s);
        return norm(once) === once;
      }),
      { numRuns: 2000 },
    );
  });
  it('never changes a letter or digit: every match has exactly the needle’s letters and digits', () => {
    fc.assert(
      fc.property(text, text, (hay, needle) => findNormalized(hay, needle).every(([s, e]) => content(hay.slice(s, e)) === content(needle))),
      { numRuns: 1000 },
    );
  });

  // Documents of distinct words, so a changed quote cannot turn up elsewhere by chance.
  const doc = fc
    .uniqueArray(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 8, maxLength: 40 })
    .chain((words) => fc.tuple(fc.constant(words.map((w, i) => `${w}${i}`)), fc.array(fc.constantFrom(' ', '\n', '\u00a0', ' - ', PAGE_SEPARATOR), { minLength: words.length, maxLength: words.length })));
  const quoted = doc.chain(([words, seps]) =>
    fc.tuple(fc.constant(words), fc.constant(seps), fc.integer({ min: 0, max: words.length - 3 }).chain((from) => fc.tuple(fc.constant(from), fc.integer({ min: from + 3, max: words.length })))),
  );
  const join = (words: readonly string[], seps: readonly string[]) => words.map((w, i) => w + (i < words.length - 1 ? seps[i] : '')).join('');

  it('never matches a quote with a word inserted or removed, a digit changed or a "not" added', () => {
    fc.assert(
      fc.property(quoted, fc.nat(), fc.constantFrom('insert', 'remove', 'digit', 'not'), ([words, seps, [from, to]], at, how) => {
        const hay = join(words, seps);
        const window = words.slice(from, to);
        const gaps = seps.slice(from, to - 1);
        expect(findNormalized(hay, join(window, gaps))).toHaveLength(1);
        const i = 1 + (at % (window.length - 2)); // an interior word
        const changed = [...window];
        const changedGaps = [...gaps];
        if (how === 'insert' || how === 'not') {
          changed.splice(i, 0, how === 'not' ? 'not' : 'extra');
          changedGaps.splice(i, 0, ' ');
        } else if (how === 'remove') {
          changed.splice(i, 1);
          changedGaps.splice(i, 1);
        } else {
          changed[i] = changed[i]!.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));
        }
        return findNormalized(hay, join(changed, changedGaps)).length === 0;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('prepareHaystack', () => {
  it('computes the furniture-free reading only when a search needs it', () => {
    const prepared = prepareHaystack('one page only');
    expect(prepared.furniture).toEqual([]);
    expect(findNormalized(prepared, 'page only')).toEqual([[4, 13]]);
  });
});
