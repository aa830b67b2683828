import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAUSE_FORM_CONFIDENCE, judgeLexical } from '../../../electron/pipeline/judging/lexical.js';
import { POLICIES } from '../../../shared/policies.js';
import { corpusPath } from '../../helpers/corpus.js';

/**
 * lexical@4's entailment by clause form (clause-forms.ts, clause-form-list.ts): a claim
 * whose whole logical form is a standard NDA clause is entailed by a span that states
 * that clause in other words — and by nothing that negates it, adds to it, or merely
 * mentions its words.
 */
const byForm = (claim: string, span: string) => {
  const r = judgeLexical(claim, span);
  return r.verdict === 'entailed' && r.reasons.some((x) => x.startsWith('CLAUSE_FORM:'));
};

type Nli = { labels: Record<string, { hypothesis: string }>; documents: Array<{ text: string; spans: Array<[number, number]> }> };
const nli = JSON.parse(readFileSync(corpusPath('contractnli', 'dev.json'), 'utf8')) as Nli;
const HYPOTHESES = Object.values(nli.labels).map((l) => l.hypothesis);
/** Every evidence span of the corpus, as the judge would read it. */
const SPANS = nli.documents.flatMap((d) => d.spans.map(([s, e]) => d.text.slice(s, e))).filter((s) => s.length > 40);

describe('clause forms: paraphrases a lawyer reads as the same clause', () => {
  it.each([
    ['The Receiving Party may share Confidential Information with its employees.', 'Recipient shall not disclose Confidential Information to any person or entity, except its employees involved in the Project.', 'SHARE_WITH_EMPLOYEES'],
    ['Receiving Party may independently develop information similar to Confidential Information.', 'The term "Confidential Information" does not include any information which (d) is or was independently developed by you without use of any Confidential Information.', 'INDEPENDENT_DEVELOPMENT'],
    ['Some obligations of Agreement may survive termination of Agreement.', 'The obligations of confidentiality shall survive the termination of this Agreement for a period of three (3) years.', 'SURVIVAL'],
    ['Confidential Information may include verbally conveyed information.', '"Confidential Information" means all information, whether written or oral, including without limitation oral presentations, disclosed by the Disclosing Party.', 'ORAL_INFORMATION_INCLUDED'],
    ['The Receiving Party shall notify the Disclosing Party in case the Receiving Party is required by law, regulation or judicial process to disclose any Confidential Information.', 'If the Recipient is required by a court order to disclose any Confidential Information, the Recipient shall promptly notify the Discloser so that it may seek a protective order.', 'NOTICE_OF_COMPELLED_DISCLOSURE'],
  ])('%s', (claim, span, form) => {
    expect(judgeLexical(claim, span)).toEqual({ verdict: 'entailed', confidence: CLAUSE_FORM_CONFIDENCE, reasons: [`CLAUSE_FORM:${form}`] });
  });

  it('a paraphrase is never enough for strict, which wants the clause itself (0.75 < 0.8), but is for balanced', () => {
    expect(CLAUSE_FORM_CONFIDENCE).toBeLessThan(POLICIES.strict.minJudgeConfidence);
    expect(CLAUSE_FORM_CONFIDENCE).toBeGreaterThanOrEqual(POLICIES.balanced.minJudgeConfidence);
  });

  it.each([
    ['the permission negated', 'The Receiving Party may share Confidential Information with its employees.', 'The Recipient may not disclose Confidential Information to its employees.'],
    ['a prohibition with no exception', 'The Receiving Party may share Confidential Information with its employees.', 'The Recipient shall not disclose Confidential Information to any person, including its employees.'],
    ['employees as authors, not recipients', 'The Receiving Party may share Confidential Information with its employees.', '(i) is or becomes generally available to the public other than as a result of a disclosure by the Recipient or any of its employees.'],
    ['an inclusion read as an exclusion', 'Receiving Party may independently develop information similar to Confidential Information.', 'Confidential Information shall include all information independently developed by the Recipient in the course of the Project.'],
    ['survival negated', 'Some obligations of Agreement may survive termination of Agreement.', 'No obligation under this Agreement shall survive its termination.'],
    ['oral information excluded', 'Confidential Information may include verbally conveyed information.', 'Confidential Information shall not include information disclosed orally.'],
    ['a claim that says more than the form', 'The Receiving Party may share Confidential Information with its employees within thirty (30) days.', 'The Recipient may disclose Confidential Information to its employees who need to know it.'],
    ['retaining a list is not retaining the information', 'Receiving Party may retain some Confidential Information even after the return or destruction of Confidential Information.', 'The Receiving Party shall be permitted to retain a list that contains general descriptions of the documents it has returned.'],
  ])('abstains on %s', (_, claim, span) => {
    expect(byForm(claim, span)).toBe(false);
  });
});

describe('clause forms: invariants', () => {
  const RECIPIENTS = ['its employees', 'its employees and consultants', 'any third party', 'its officers and directors', 'its attorneys and accountants'];
  const SUBJECTS = ['The Receiving Party', 'Recipient', 'Each party'];

  it('"may share with its employees" is entailed only by a permission, or a prohibition whose exception names employees as recipients', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBJECTS),
        fc.constantFrom('may disclose', 'may not disclose', 'shall not disclose', 'shall disclose', 'shall not share', 'will not disclose'),
        fc.constantFrom(...RECIPIENTS),
        fc.option(fc.constantFrom(...RECIPIENTS), { nil: undefined }),
        (subject, act, to, except) => {
          const span = `${subject} ${act} Confidential Information to ${to}${except ? `, except to ${except}` : ''}.`;
          const entailed = byForm('The Receiving Party may share Confidential Information with its employees.', span);
          const negated = /not/.test(act);
          // "may disclose to any third party, except to its employees" leaves the employees out.
          const allows = (negated && except?.includes('employees') === true) || (act === 'may disclose' && to.includes('employees'));
          if (entailed) expect(allows, span).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a claim that adds anything to a form (a number, a condition, a negation) is never entailed by form, whatever the span', () => {
    const tails = [' within thirty (30) days', ' unless the Disclosing Party objects', ' only in Delaware', ' for five (5) years', ' without notice', ' at any time'];
    fc.assert(
      fc.property(fc.constantFrom(...HYPOTHESES), fc.constantFrom(...tails), fc.constantFrom(...SPANS), (h, tail, span) => {
        expect(byForm(h.replace(/\.$/, '') + tail + '.', span)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('a negated form claim ("shall not" ↔ "shall", "may" → "may not") is never entailed by form, whatever the span', () => {
    const negate = (s: string) => s.replace(/\b(shall|will|may|must)( not)?\b/, (_m, v: string, n?: string) => (n ? v : `${v} not`));
    fc.assert(
      fc.property(fc.constantFrom(...HYPOTHESES), fc.constantFrom(...SPANS), (h, span) => {
        expect(byForm(negate(h), span)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('never entails both a claim and its negation from one span, over every span of the corpus', () => {
    const negate = (s: string) => s.replace(/\b(shall|will|may|must)( not)?\b/, (_m, v: string, n?: string) => (n ? v : `${v} not`));
    for (const h of HYPOTHESES) {
      for (const span of SPANS.slice(0, 1500)) if (judgeLexical(h, span).verdict === 'entailed') expect(judgeLexical(negate(h), span).verdict).not.toBe('entailed');
    }
  });
});

describe('clause forms in the pipeline', () => {
  it('cues never combine across separately bound spans ("\\n…\\n"): a lead-in and an item cited apart are two statements', () => {
    const claim = 'Receiving Party may independently develop information similar to Confidential Information.';
    const leadIn = 'The term "Confidential Information" shall not include information that:';
    const item = 'the Recipient has independently developed in the course of its business.';
    expect(byForm(claim, `${leadIn} (d) ${item}`)).toBe(true);
    expect(byForm(claim, `${leadIn}\n…\n${item}`)).toBe(false);
  });
});
