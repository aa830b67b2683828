import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeLexical } from '../../electron/pipeline/judge/lexical.js';
import { corpusPath } from '../helpers/corpus.js';

type Nli = {
  documents: Array<{ id: number; text: string; spans: Array<[number, number]>; annotation_sets: Array<{ annotations: Record<string, { choice: 'Entailment' | 'Contradiction' | 'NotMentioned'; spans: number[] }> }> }>;
  labels: Record<string, { hypothesis: string }>;
};

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/**
 * The lexical judge on ContractNLI (real NDAs, lawyer-annotated hypotheses). Hard rule:
 * it never says `entailed` for a Contradiction or NotMentioned pair.
 */
describe('lexical judge on ContractNLI dev', () => {
  const nli = JSON.parse(readFileSync(corpusPath('contractnli', 'dev.json'), 'utf8')) as Nli;
  const tally = { Entailment: { n: 0, entailed: 0, contradicted: 0 }, Contradiction: { n: 0, entailed: 0, contradicted: 0 }, NotMentioned: { n: 0, entailed: 0, contradicted: 0 } };
  const wrong: string[] = [];
  for (const doc of nli.documents) {
    for (const [key, a] of Object.entries(doc.annotation_sets[0]!.annotations)) {
      const hypothesis = nli.labels[key]!.hypothesis;
      let span: string;
      if (a.choice === 'NotMentioned' || a.spans.length === 0) {
        // No evidence: the document's span that shares most words with the hypothesis.
        const h = words(hypothesis);
        let best = '';
        let bestScore = -1;
        for (const [s, e] of doc.spans) {
          const t = doc.text.slice(s, e);
          const score = [...words(t)].filter((w) => h.has(w)).length;
          if (score > bestScore) [best, bestScore] = [t, score];
        }
        span = best;
      } else {
        span = a.spans.map((i) => doc.text.slice(doc.spans[i]![0], doc.spans[i]![1])).join(' ');
      }
      const r = judgeLexical(hypothesis, span);
      const t = tally[a.choice];
      t.n++;
      if (r.verdict === 'entailed') t.entailed++;
      if (r.verdict === 'contradicted') t.contradicted++;
      if (r.verdict === 'entailed' && a.choice !== 'Entailment') wrong.push(`${doc.id} ${key} ${a.choice}: ${hypothesis} ⟸ ${span.slice(0, 200)}`);
    }
  }

  it('never entails a Contradiction or NotMentioned pair', () => {
    console.log(
      `\nContractNLI dev, lexical judge: ${JSON.stringify(tally)}\n` +
        `  Entailment: precision ${tally.Entailment.entailed}/${tally.Entailment.entailed + tally.Contradiction.entailed + tally.NotMentioned.entailed}, coverage ${(tally.Entailment.entailed / tally.Entailment.n * 100).toFixed(1)}%\n` +
        `  Contradiction pairs judged contradicted: ${tally.Contradiction.contradicted}/${tally.Contradiction.n}`,
    );
    expect(tally.Entailment.n + tally.Contradiction.n + tally.NotMentioned.n).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  });
});
