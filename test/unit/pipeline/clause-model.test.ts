import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../electron/pipeline/generation/extractive.js';
import type { EvidenceAnchor } from '../../../electron/pipeline/generation/types.js';
import { CLAUSE_MODEL_CONCEPTS, clauseModelKnows, clauseModelSha256, clauseScore, lengthScale, sureBar } from '../../../electron/pipeline/text/clause-model.js';
import { conceptsIn, CONCEPTS, CONVENIENCE_WORDS, GOVERNING_LAW_WORDS, NON_COMPETE_WORDS } from '../../../electron/pipeline/text/legal-lexicon.js';
import { questionUnits } from '../../../electron/pipeline/text/question-units.js';
import { buildSectionMap, citableSection, sectionAt } from '../../../electron/pipeline/text/sections.js';
import { splitSentences } from '../../../electron/pipeline/text/sentences.js';
import { CLAUSE_QUESTIONS } from '../../bench/clauses.js';
import { ALL_CUAD, cuadTxt, loadQa } from '../../helpers/corpus.js';

/**
 * The clause model never saw the 30 dev contracts (it is trained on the tune half of cuad-scale), so they test it:
 * CUAD's own text and the lawyers' offsets into it, every sentence with its section heading as the generator reads it.
 */
const QA = loadQa();
const DOCS = ALL_CUAD.map((n) => {
  const title = `cuad-dev-${String(n).padStart(2, '0')}`;
  const text = readFileSync(cuadTxt(n), 'utf8');
  const map = buildSectionMap(text);
  const sentences = splitSentences(text).map((s) => ({ ...s, heading: citableSection(map, sectionAt(map, s.start))?.heading ?? null, concepts: conceptsIn(s.text, true).ids }));
  return { title, text, sentences };
});

function labelled(title: string, category: string): Array<[number, number]> {
  return QA.filter((r) => r.doc_id === title && r.category === category && !r.is_impossible).flatMap((r) => r.answers.map((a) => [a.start, a.start + a.text.length] as [number, number]));
}

/** The concept the model scores a bench question's candidates by: the one it asks that the category trained. */
function askedConcept(category: string, question: string): string {
  const concept = questionUnits(question).concepts.find((k) => CLAUSE_MODEL_CONCEPTS[k] === category);
  if (!concept) throw new Error(`${question} asks no concept the model learnt from ${category}`);
  return concept;
}

describe('clause model', () => {
  it('knows the twelve categories of the clause bench, each by the concept of the lexicon its question asks', () => {
    expect([...new Set(Object.values(CLAUSE_MODEL_CONCEPTS))].sort()).toEqual(Object.keys(CLAUSE_QUESTIONS).sort());
    for (const [category, question] of Object.entries(CLAUSE_QUESTIONS)) expect(CLAUSE_MODEL_CONCEPTS[askedConcept(category, question)], question).toBe(category);
    const ids = new Set(CONCEPTS.map((c) => c.id));
    for (const concept of Object.keys(CLAUSE_MODEL_CONCEPTS)) {
      expect(ids.has(concept), concept).toBe(true);
      expect(clauseModelKnows(concept)).toBe(true);
    }
    expect(clauseModelKnows('force_majeure')).toBe(false);
    expect(clauseScore('force_majeure', 'Neither party shall be liable for acts of God.', null)).toBeNull();
    expect(clauseModelSha256()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the operative clause from its false friends on the 30 dev contracts it never saw', () => {
    let kept = 0;
    let clauses = 0;
    let friendsCleared = 0;
    let friends = 0;
    let sureKept = 0;
    let friendsSure = 0;
    const rows: string[] = [];
    for (const [concept, category] of Object.entries(CLAUSE_MODEL_CONCEPTS)) {
      let k = 0, n = 0, fc0 = 0, f = 0, ks = 0, fs = 0;
      for (const d of DOCS) {
        const spans = labelled(d.title, category);
        for (const [ls, le] of spans) {
          const read = d.sentences.filter((s) => s.end > ls && s.start < le && s.concepts.has(concept));
          if (read.length === 0) continue;
          n++;
          const scores = read.map((s) => clauseScore(concept, s.text, s.heading)!);
          if (scores.some((x) => x.clears)) k++;
          if (scores.some((x) => x.sure)) ks++;
        }
        for (const s of d.sentences) {
          if (!s.concepts.has(concept) || spans.some(([ls, le]) => s.end > ls && s.start < le)) continue;
          f++;
          const score = clauseScore(concept, s.text, s.heading)!;
          if (score.clears) fc0++;
          if (score.sure) fs++;
        }
      }
      rows.push(`${category} (${concept}): kept ${k}/${n} labelled clauses, cleared ${fc0}/${f} false friends; sure of ${ks} clauses, ${fs} false friends`);
      kept += k; clauses += n; friendsCleared += fc0; friends += f; sureKept += ks; friendsSure += fs;
    }
    console.log(rows.join('\n'));
    console.log(`all: kept ${kept}/${clauses}, false friends cleared ${friendsCleared}/${friends}; sure of ${sureKept} clauses, ${friendsSure} false friends`);
    // Measured 2026-11-24: kept 240/253 (94.9%), false friends cleared 133/324 (41%; Exclusivity 72/116 — "exclusive" is said of remedies and licences alike).
    // 2026-11-25, with the limitation-of-liability concept: kept 269/283 (95.1%), false friends cleared 138/316 (43.7%).
    // 2026-12-02, features scaled by 1/√n (session 52): kept 274/287 (95.5%), false friends cleared 99/292 (33.9%); the summed
    // model of session 51 on the same sentences: kept 271/287, cleared 125/292.
    expect(kept / clauses).toBeGreaterThanOrEqual(0.94);
    expect(friendsCleared / friends).toBeLessThanOrEqual(0.38);
    // The sure bar, which the model alone must clear for the generator to show a clause green. One bar of 0.35 for all
    // (session 53): sure of 239/287 labelled clauses (83.3%) and 31/292 false friends (10.6%) — a third of the false friends
    // the threshold lets through, for an eighth of the clauses. Each category's own (session 54): sure of 226/287 (78.7%)
    // and 27/292 false friends (9.2%); Exclusivity (7/27) and Non-Compete (9/21), whose words are said of many things,
    // lose the most.
    expect(sureKept / clauses).toBeGreaterThanOrEqual(0.75);
    expect(friendsSure / friends).toBeLessThanOrEqual(0.11);
  });

  it("is sure of a sentence only when it clears the threshold and its category's sure bar", () => {
    const concepts = Object.keys(CLAUSE_MODEL_CONCEPTS);
    const sentences = DOCS.flatMap((d) => d.sentences.filter((s) => s.concepts.size > 0));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: concepts.length - 1 }), fc.integer({ min: 0, max: sentences.length - 1 }), fc.boolean(), (ci, si, withHeading) => {
        const s = sentences[si]!;
        const score = clauseScore(concepts[ci]!, s.text, withHeading ? s.heading : null)!;
        expect(score.sure).toBe(score.clears && score.p >= sureBar(concepts[ci]!)!);
      }),
      { numRuns: 500 },
    );
  });

  it('does not score a clause by its length: a long limitation of liability reads as one (cuad-dev-14, never trained on)', () => {
    // Summed, the long sentence's many small negative weights put it at 0.0001 (cuad-scale-278 § 11.2's audit right, which
    // lists what it covers, fell the same way below "Distributor will provide reasonable access to such records").
    const d = DOCS[14]!;
    const s = d.sentences.find((x) => /SUPPLIER MUST LIMIT ITS LIABILITY/.test(x.text))!;
    expect(s.text.length).toBeGreaterThan(400);
    expect(clauseScore('liability_limit', s.text, s.heading)!.clears).toBe(true);
    expect(lengthScale(100)).toBeCloseTo(0.1, 10);
    expect(lengthScale(0)).toBe(1);
  });

  it('scores the governing-law clause above a recital and an indemnity that name the law', () => {
    const clause = clauseScore('governing_law', 'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.', 'Governing Law')!;
    const recital = clauseScore('governing_law', 'WHEREAS, the Company is a corporation organized under the laws of the State of Delaware;', null)!;
    const indemnity = clauseScore('governing_law', 'Each party shall comply with all applicable laws of any jurisdiction in which it does business.', 'Compliance with Laws')!;
    expect(clause.clears).toBe(true);
    expect(clause.p).toBeGreaterThan(recital.p);
    expect(clause.p).toBeGreaterThan(indemnity.p);
    expect(recital.clears).toBe(false);
  });

  it('has no say over a choice of law for the agreement said in so many words (session 54)', () => {
    // The model refused these (scores 0.13 and 0.55 against governing law's threshold of 0.70): what follows the choice —
    // the Convention excluded, an arbitration — reads unlike the clauses it learnt. On the tune half's two folds, five such
    // clauses refused by the fold models (cuad-scale-152's "This Agreement shall be governed by the laws of the State of New
    // York and all disputes … shall be brought exclusively before the competent courts in New York County") and no wrong one.
    for (const [law, text] of [
      ['Switzerland', 'This Contract, its annexes and any purchase order issued under it shall be governed by the substantive laws of Switzerland, to the exclusion of the United Nations Convention on Contracts for the International Sale of Goods.'],
      ['Japan', 'The laws of Japan shall govern this Agreement, and any dispute shall be finally settled by arbitration in Tokyo.'],
    ] as const) {
      expect(clauseScore('governing_law', text, null)!.clears).toBe(false);
      const anchors: EvidenceAnchor[] = [
        { anchor: 'a', doc: 'd', title: 'Supply Agreement', pages: [1, 1], text: 'WHEREAS, the Supplier is a corporation organized under the laws of the State of Delaware.' },
        { anchor: 'b', doc: 'd', title: 'Supply Agreement', pages: [9, 9], text: `14.3 ${text}` },
      ];
      const out = extract('Which law governs this agreement?', anchors);
      expect(out.kind, law).toBe('answer');
      if (out.kind === 'answer') expect(out.claims.map((c) => c.text)).toEqual([expect.stringContaining(`laws of ${law}`)]);
    }
    // Another instrument's choice, or an entity's status, is no choice for the agreement in so many words.
    expect(GOVERNING_LAW_WORDS.test('This Note shall be governed by the laws of the State of New York.')).toBe(false);
    expect(GOVERNING_LAW_WORDS.test('The Company is a corporation duly organized under the laws of the State of Delaware and this Agreement has been duly authorized.')).toBe(false);
  });

  it('has no say over a concept it does not know: "the term … and how can it be terminated?" is answered by how it terminates', () => {
    const d = DOCS[1]!;
    const at = d.sentences.findIndex((s) => /This Agreement shall terminate, subject to any automatic/.test(s.text));
    expect(at).toBeGreaterThan(0);
    const anchors: EvidenceAnchor[] = [{ anchor: 'a', doc: d.title, title: d.title, pages: [1, 1], text: d.sentences.slice(at - 2, at + 3).map((s) => s.text).join(' ') }];
    const termModel = clauseScore('term', d.sentences[at]!.text, null)!;
    expect(termModel.clears).toBe(false);
    const out = extract('What is the term of the agreement and how can it be terminated?', anchors);
    expect(out.kind).toBe('answer');
    if (out.kind === 'answer') expect(out.claims[0]!.text).toMatch(/one hundred twenty \(120\) days/);
  });

  it('never lets the generator offer a clause of a modelled category that the model refuses, or is not sure of', () => {
    // Any run of a dev contract's sentences as anchors, any of the bench's questions: every claim the extractive
    // generator makes for a modelled category clears that category's threshold and sure bar — but where the words decide (a
    // termination "without cause", a covenant that calls itself a non-compete, a licence that says "non-exclusive"; these
    // anchors have no headings).
    const questions = Object.entries(CLAUSE_QUESTIONS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DOCS.length - 1 }), fc.integer({ min: 0, max: questions.length - 1 }), fc.nat(), (di, qi, at) => {
        const d = DOCS[di]!;
        const [category, question] = questions[qi]!;
        const concept = askedConcept(category, question);
        // Eight anchors of a few sentences each, from a window of the contract the lexicon reads as the concept.
        const near = d.sentences.map((s, i) => (s.concepts.has(concept) ? i : -1)).filter((i) => i >= 0);
        const centre = near.length ? near[at % near.length]! : at % d.sentences.length;
        const from = Math.max(0, centre - 12);
        const anchors: EvidenceAnchor[] = Array.from({ length: 8 }, (_, k) => d.sentences.slice(from + 3 * k, from + 3 * k + 3))
          .filter((ss) => ss.length > 0)
          .map((ss, k) => ({ anchor: `${d.title}-${from + 3 * k}`, doc: d.title, title: d.title, pages: [1, 1] as [number, number], text: ss.map((s) => s.text).join(' ') }));
        const out = extract(question, anchors);
        if (out.kind !== 'answer') return;
        const units = conceptsIn(question).ids;
        if (!units.has(concept)) return;
        for (const c of out.claims) {
          const quote = c.citations.map((x) => x.quote).join(' ');
          const decided = (concept === 'convenience' && CONVENIENCE_WORDS.test(quote)) || (concept === 'non_compete' && NON_COMPETE_WORDS.test(quote)) || (concept === 'exclusivity' && /\bnon-?\s?exclusive/i.test(quote));
          expect(decided || clauseScore(concept, quote, null)!.sure || clauseScore(concept, c.citations.at(-1)!.quote, null)!.sure, quote).toBe(true);
        }
      }),
      { numRuns: 150, seed: 12 },
    );
  });
});
