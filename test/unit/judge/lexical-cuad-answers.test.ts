import { describe, expect, it } from 'vitest';
import { judgeLexical } from '../../../electron/pipeline/judging/lexical.js';
import { POLICIES } from '../../../shared/policies.js';
import { loadQa } from '../../helpers/corpus.js';

/**
 * The lexical judge on every lawyer-labelled CUAD answer (25–400 characters): quoted
 * verbatim, each must be entailed with enough confidence to be `supported` even under
 * the strict policy; altered the way a careless or dishonest answer alters a clause —
 * a "not" after the first modal, the first number changed, a party swapped for its
 * counterparty — none may be entailed.
 */
const answers = [...new Set(loadQa().flatMap((r) => r.answers.map((a) => a.text)).filter((t) => t.length >= 25 && t.length <= 400))];

const COUNTERPARTY: Array<[RegExp, string]> = [
  [/\bLicensor\b/, 'Licensee'], [/\bLicensee\b/, 'Licensor'], [/\bCompany\b/, 'Distributor'], [/\bDistributor\b/, 'Company'],
  [/\bSupplier\b/, 'Customer'], [/\bCustomer\b/, 'Supplier'], [/\bAgency\b/, 'MICOA'], [/\bMICOA\b/, 'Agency'],
  [/\bNetwork\b/, 'Affiliate'], [/\bAffiliate\b/, 'Network'], [/\bZynga\b/, 'WPT'], [/\bWPT\b/, 'Zynga'],
];
const ALTER: Record<string, (s: string) => string | null> = {
  negation: (s) => {
    const m = /\b(shall|will|may|must|is|are)\b/.exec(s);
    return m ? `${s.slice(0, m.index + m[0].length)} not${s.slice(m.index + m[0].length)}` : null;
  },
  number: (s) => {
    const m = /\d+/.exec(s);
    return m ? `${s.slice(0, m.index)}${Number(m[0]) + 7}${s.slice(m.index + m[0].length)}` : null;
  },
  party: (s) => {
    for (const [re, to] of COUNTERPARTY) if (re.test(s)) return s.replace(re, to);
    return null;
  },
};

describe('lexical judge on CUAD answers', () => {
  it('has the answers', () => expect(answers.length).toBeGreaterThan(400));

  it('entails every answer quoted verbatim, at or above the strict policy confidence', () => {
    const misses = answers.filter((a) => {
      const r = judgeLexical(a.replace(/\s+/g, ' ').trim(), a);
      return !(r.verdict === 'entailed' && r.confidence >= POLICIES.strict.minJudgeConfidence);
    });
    expect(misses).toEqual([]);
  });

  it('never entails an answer with a negation inserted, a number changed or a party swapped', () => {
    const tally: Record<string, Record<string, number>> = {};
    const entailed: string[] = [];
    for (const a of answers) {
      for (const [kind, alter] of Object.entries(ALTER)) {
        const claim = alter(a.replace(/\s+/g, ' ').trim());
        if (!claim) continue;
        const v = judgeLexical(claim, a).verdict;
        (tally[kind] ??= {})[v] = (tally[kind]![v] ?? 0) + 1;
        if (v === 'entailed') entailed.push(`${kind}: ${claim}`);
      }
    }
    console.log(`\nCUAD answers altered, lexical verdicts: ${JSON.stringify(tally)}`);
    expect(entailed).toEqual([]);
    // Most negations and changed numbers are caught as contradictions, not just abstentions.
    expect(tally['negation']!['contradicted']! / (tally['negation']!['contradicted']! + tally['negation']!['abstain']!)).toBeGreaterThan(0.6);
  });
});
