import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeAll } from '../../../electron/pipeline/judging/judge-claims.js';
import { parseVerdictReply } from '../../../electron/pipeline/judging/parse-verdicts.js';
import type { Judge, ModelResponsiveness } from '../../../electron/pipeline/judging/types.js';
import { combineResponsiveness, judgeMethod, modelResponsiveness } from '../../../electron/pipeline/verification/responsiveness-model.js';
import { JUDGE_VERDICTS_CONTRACT_SCHEMA, JUDGE_VERDICTS_JSON_SCHEMA, JudgeVerdicts } from '../../../shared/judge-output.js';
import type { Responsiveness, ResponsivenessRecord } from '../../../shared/response.js';

const VALUES = ['responsive', 'partial', 'not_responsive'] as const;
const RANK: Record<Responsiveness, number> = { not_responsive: 0, partial: 1, responsive: 2 };
const lexical = (value: Responsiveness): ResponsivenessRecord => ({ value, method: 'lexical@1', detail: `lexical said ${value}` });
const modelAnswer: fc.Arbitrary<ModelResponsiveness | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...VALUES).map((value) => ({ value })),
  fc.constantFrom('RESPONSIVENESS_MISSING' as const, 'RESPONSIVENESS_MALFORMED' as const).map((problem) => ({ value: null, problem })),
);

describe('combining a model judge\'s responsiveness with the lexical check', () => {
  it('the model can demote, never promote; what decided is named; every input is kept', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALUES), modelAnswer, (lex, model) => {
        const out = combineResponsiveness(lexical(lex), 'openai:gpt-4.1', model);
        expect(RANK[out.value]).toBeLessThanOrEqual(RANK[lex]);
        if (!model) {
          expect(out).toEqual(lexical(lex));
          return;
        }
        expect(out.inputs).toEqual([{ method: 'lexical@1', value: lex }, { method: 'judge:openai:gpt-4.1', value: model.value, ...(model.value === null ? { problem: model.problem } : {}) }]);
        if (model.value !== null && RANK[model.value] < RANK[lex]) {
          expect(out).toMatchObject({ value: model.value, method: judgeMethod('openai:gpt-4.1') });
        } else {
          expect(out).toMatchObject({ value: lex, method: 'lexical@1', detail: `lexical said ${lex}` });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a model\'s "responsive" does not lift a claim about another document (lexical not_responsive)', () => {
    const out = combineResponsiveness({ value: 'not_responsive', method: 'lexical@1', detail: 'The claim is about Agency Agreement, a document the question does not ask about.' }, 'anthropic:claude', { value: 'responsive' });
    expect(out).toMatchObject({ value: 'not_responsive', method: 'lexical@1' });
  });

  it('a claim sent to the judge without an answer is RESPONSIVENESS_MISSING; one never sent has no model input', () => {
    expect(modelResponsiveness(null, true)).toEqual({ value: null, problem: 'RESPONSIVENESS_MISSING' });
    expect(modelResponsiveness({}, true)).toEqual({ value: null, problem: 'RESPONSIVENESS_MISSING' });
    expect(modelResponsiveness({ responsiveness: { value: 'partial' } }, true)).toEqual({ value: 'partial' });
    expect(modelResponsiveness(null, false)).toBeUndefined();
  });
});

describe('reading responsiveness from a verdict reply', () => {
  const entry = (claim: number, responsiveness?: unknown) => ({ claim, verdict: 'entailed', confidence: 0.9, ...(responsiveness === undefined ? {} : { responsiveness }) });

  it('never throws and never makes up a value, whatever the entry holds; the verdict is kept', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), fc.anything(), (asked, junk) => {
        const raw = JSON.stringify({ verdicts: asked.map((_, i) => ({ ...entry(i), responsiveness: junk })) });
        const out = parseVerdictReply(raw ?? '', asked.length, asked);
        out.forEach((r, i) => {
          if (r === null) return; // junk that JSON cannot carry (undefined) leaves the key out: still an entry
          expect(r.verdict).toBe('entailed');
          if (!asked[i]) {
            expect(r.responsiveness).toBeUndefined();
            return;
          }
          const json = JSON.parse(raw).verdicts[i].responsiveness as unknown;
          if (typeof json === 'string' && (VALUES as readonly string[]).includes(json)) expect(r.responsiveness).toEqual({ value: json });
          else expect(r.responsiveness?.value).toBeNull();
        });
      }),
      { numRuns: 300 },
    );
  });

  it('judgeAll keeps the verdict of a judge whose responsiveness is malformed, and records it as malformed', async () => {
    const odd: Judge = {
      id: 'test:odd',
      promptVersion: 1,
      asksResponsiveness: true,
      async judge() {
        return [
          { verdict: 'entailed', confidence: 0.9, reasons: [], responsiveness: 'yes' },
          { verdict: 'abstain', confidence: 0.5, reasons: [], responsiveness: { value: 'partial' } },
          { verdict: 'abstain', confidence: 0.5, reasons: [] },
        ] as never;
      },
    };
    const { results } = await judgeAll(odd, [0, 1, 2].map((i) => ({ claim: `c${i}`, span: 's', question: 'q?' })));
    expect(results).toEqual([
      { verdict: 'entailed', confidence: 0.9, reasons: [], responsiveness: { value: null, problem: 'RESPONSIVENESS_MALFORMED' } },
      { verdict: 'abstain', confidence: 0.5, reasons: [], responsiveness: { value: 'partial' } },
      { verdict: 'abstain', confidence: 0.5, reasons: [] },
    ]);
  });
});

describe('the judge reply contract is derived from zod', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: false });
  const contract = ajv.compile(JUDGE_VERDICTS_CONTRACT_SCHEMA);
  const structured = ajv.compile(JUDGE_VERDICTS_JSON_SCHEMA);

  it('the contract schema accepts exactly what the zod schema accepts; the provider schema wants responsiveness said (null allowed)', () => {
    const entry = fc.record(
      {
        claim: fc.oneof(fc.nat(20), fc.constantFrom(-1, 1.5, '0')),
        verdict: fc.constantFrom('entailed', 'contradicted', 'abstain', 'supported'),
        confidence: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-0.1, 1.1)),
        responsiveness: fc.constantFrom('responsive', 'partial', 'not_responsive', null, 'yes', 3),
      },
      { requiredKeys: ['claim', 'verdict', 'confidence'] },
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 4 }), (verdicts) => {
        const doc = JSON.parse(JSON.stringify({ verdicts })) as unknown;
        expect(contract(doc)).toBe(JudgeVerdicts.safeParse(doc).success);
        if (structured(doc)) expect(JudgeVerdicts.safeParse(doc).success || verdicts.some((v) => typeof v.confidence === 'number' && (v.confidence < 0 || v.confidence > 1)) || verdicts.some((v) => typeof v.claim === 'number' && v.claim < 0)).toBe(true);
        if (verdicts.some((v) => !('responsiveness' in v))) expect(structured(doc)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
