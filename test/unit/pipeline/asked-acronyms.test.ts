import { describe, expect, it } from 'vitest';
import { acronymUnsaid, askedAcronyms, askedInitials, initialsSpelledOut } from '../../../electron/pipeline/text/asked-acronyms.js';
import { otherTermNamed, askedTerms } from '../../../electron/pipeline/text/asked-terms.js';
import { clauseTerms } from '../../../electron/pipeline/text/question-units.js';
import { extract } from '../../../electron/pipeline/generation/extractive.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

// cuad-dev-05 § 12.1 (trial 36, session 36): the mutual indemnity for breach, and LEA's one-way indemnity that names FTC actions.
const MUTUAL =
  "Each party shall defend, indemnify and hold harmless the other party and their respective Affiliates and their respective officers, directors, agents, contractors, employees, successor, and assigns from and against any and all claims, demands, losses, causes of action or damages connected with a breach of the indemnifying party's representations, warranties or covenants.";
const FTC =
  "Without limiting the generality of the foregoing, LEA shall defend, hold harmless and indemnify T&B and T&B's agents and employees from and against any and all claims, demands, losses, disputes, causes of action or damages, including, without limitation, FTC actions or other regulatory actions, arising out of or relating to the promotion, distribution and/or sale of any financial education programs.";
const PARTIES = [['LEA', 'Legacy Education Alliance'], ['T&B', 'Tigrent Brands']];

describe('an acronym the question names that is no party is said by the claim (session 36)', () => {
  it('reads the question\'s acronyms, not its capitals when it is all in capitals, nor roman numerals', () => {
    expect(askedAcronyms('Is T&B required to indemnify LEA against FTC actions?')).toEqual(['T&B', 'LEA', 'FTC']);
    expect(askedAcronyms('Does the Supplier have to comply with HIPAA and the GDPR?')).toEqual(['HIPAA', 'GDPR']);
    expect(askedAcronyms('IS THE LICENSE EXCLUSIVE?')).toEqual([]);
    expect(askedAcronyms('What does Article III say about notices?')).toEqual([]);
  });
  it('a party\'s name is no acronym to say; another one must be said, as written or spelled out', () => {
    const asked = askedAcronyms('Is T&B required to indemnify LEA against FTC actions?');
    expect(acronymUnsaid(asked, MUTUAL, PARTIES)).toBe('FTC');
    expect(acronymUnsaid(asked, FTC, PARTIES)).toBeNull();
    expect(acronymUnsaid(['FTC'], 'LEA shall indemnify T&B against proceedings of the Federal Trade Commission.', PARTIES)).toBeNull();
    // Without the parties read, their acronyms too must be said.
    expect(acronymUnsaid(asked, FTC)).toBeNull();
    expect(acronymUnsaid(['LEA'], 'Each party shall indemnify the other.')).toBe('LEA');
  });
  it('the generator does not answer with a clause that never names it, and responsiveness marks such a claim partial', () => {
    const anchors = [
      { anchor: 'a1', doc: 'd', title: 'd', pages: [1, 1] as [number, number], text: MUTUAL },
      { anchor: 'a2', doc: 'd', title: 'd', pages: [1, 1] as [number, number], text: FTC },
    ];
    const scope = { mode: 'single' as const, documents: [{ doc: 'd', title: 'd', parties: PARTIES }], nameWords: [] };
    const asked = extract('Is LEA required to indemnify T&B against FTC actions?', anchors, scope);
    expect(asked.kind).toBe('answer');
    if (asked.kind === 'answer') expect(asked.claims.map((c) => c.citations[0]!.anchor)).toEqual(['a2']);
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties: PARTIES };
    expect(lexicalResponsiveness({ ...base, question: 'Is LEA required to indemnify T&B against FTC actions?', claim: MUTUAL })).toMatchObject({ value: 'partial', detail: 'The question names “FTC”; the claim does not.' });
    expect(lexicalResponsiveness({ ...base, question: 'Is LEA required to indemnify T&B against FTC actions?', claim: FTC }).value).toBe('responsive');
  });
});

describe('initials a clause spells out, and "shall not apply" for "excluded" (trial 46, cuad-dev-03 § 9.4)', () => {
  const q = 'Is the 1980 UN Convention on Contracts for the International Sale of Goods excluded from the Anixa–OntoChem Collaboration Agreement?';
  const clause = 'The Parties agree that the 1980 United Nations Convention on Contracts for the International Sale of Goods shall not apply to this Agreement.';
  it('reads "UN" as said by "United Nations", and not by words with other initials', () => {
    expect(initialsSpelledOut(askedInitials(q), clause)).toEqual(['un']);
    expect(initialsSpelledOut(askedInitials(q), 'The Uniform Commercial Code shall apply.')).toEqual([]);
    expect(initialsSpelledOut(askedInitials('IS THE UN CONVENTION EXCLUDED?'), clause)).toEqual([]);
  });
  it('the "UN Convention" is the "United Nations Convention", not another term', () => {
    expect(otherTermNamed(askedTerms(q, ['anixa', 'ontochem']), clause)).toBeNull();
    expect(otherTermNamed(askedTerms('Does the UN Convention apply?'), 'The Hague Convention shall apply.')).toEqual({ asked: 'UN Convention', said: 'Hague Convention' });
  });
  it('what "shall not apply" to a thing is excluded from it', () => {
    expect(clauseTerms(clause)).toContain('exclud');
    expect(clauseTerms('The 1980 United Nations Convention on Contracts for the International Sale of Goods shall apply to this Agreement.')).not.toContain('exclud');
  });
});
