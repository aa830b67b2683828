import { modelFamily } from '../providers/model-family.js';
import { ollamaGenerate, resolveOllamaConfig, type GenerateResult, type OllamaOptions } from '../providers/ollama-client.js';
import type { Judge, JudgeItem, JudgeResult } from './types.js';

export const DEFAULT_MINICHECK_MODEL = 'bespoke-minicheck';

/** Bump on any change to the prompt or the reading of the reply: it is recorded with every verdict. */
export const MINICHECK_PROMPT_VERSION = 1;

/**
 * Bespoke-MiniCheck's own user prompt, as its Ollama model card gives it: "Document:
 * {document}\nClaim: {claim}". Its system prompt ("Determine whether the provided claim
 * is consistent with the corresponding document…") and chat template live in the model's
 * Modelfile, so none is sent: the model is asked exactly as it was trained.
 */
export function miniCheckPrompt(item: Pick<JudgeItem, 'claim' | 'span'>): string {
  return `Document: ${item.span}\nClaim: ${item.claim}`;
}

/**
 * Without log-probabilities a bare "Yes" gets this confidence: above the balanced
 * policy's 0.7 (a MiniCheck "Yes" on a bound quote supports the claim there) and below
 * strict's 0.8 (strict wants a measured probability, not a word).
 */
export const MINICHECK_FIXED_CONFIDENCE = 0.75;

/**
 * Reads one reply. MiniCheck is a support classifier: "Yes" = the document supports the
 * claim → entailed; "No" = it does not → abstain (NOT_SUPPORTED), never contradicted,
 * because "not supported" is not proof of the opposite (the lexical judge and a review
 * decide that). Anything else is no verdict. Confidence is P(Yes) / (P(Yes) + P(No))
 * from the first token's log-probabilities when the server returns them (for a "No",
 * the confidence of "not supported", 1 − that), else MINICHECK_FIXED_CONFIDENCE.
 */
export function readMiniCheckReply(reply: Pick<GenerateResult, 'content' | 'topLogprobs'>): JudgeResult | null {
  const word = /^\s*(yes|no)\b/i.exec(reply.content)?.[1]?.toLowerCase();
  if (!word) return null;
  const pYes = yesProbability(reply.topLogprobs);
  if (word === 'yes') return { verdict: 'entailed', confidence: pYes ?? MINICHECK_FIXED_CONFIDENCE, reasons: ['SUPPORTED'] };
  return { verdict: 'abstain', confidence: pYes === null ? MINICHECK_FIXED_CONFIDENCE : 1 - pYes, reasons: ['NOT_SUPPORTED'] };
}

function yesProbability(top: GenerateResult['topLogprobs']): number | null {
  if (!top || top.length === 0) return null;
  let yes = 0;
  let no = 0;
  for (const t of top) {
    if (!Number.isFinite(t.logprob)) continue;
    const w = t.token.trim().toLowerCase();
    if (w === 'yes') yes += Math.exp(t.logprob);
    else if (w === 'no') no += Math.exp(t.logprob);
  }
  if (yes + no === 0) return null;
  return Math.round((yes / (yes + no)) * 1e4) / 1e4;
}

/**
 * `--judge minicheck[:MODEL]`: Bespoke-MiniCheck over a local Ollama, one /api/generate
 * call per claim (the model judges one document and one claim sentence at a time),
 * temperature 0, two tokens at most, log-probabilities of the top five first tokens. A
 * failed call throws a typed ModelClientError (judgeAll then records it and gives every
 * item no verdict, never a pass), exactly as the other model judges.
 */
export function createMiniCheckJudge(options: OllamaOptions = {}): Judge {
  const config = resolveOllamaConfig({ ...options, model: options.model ?? DEFAULT_MINICHECK_MODEL });
  return {
    id: `minicheck:${config.model}`,
    promptVersion: MINICHECK_PROMPT_VERSION,
    provider: 'ollama',
    family: modelFamily(config.model),
    async judge(items): Promise<Array<JudgeResult | null>> {
      const out: Array<JudgeResult | null> = [];
      for (const item of items) {
        const reply = await ollamaGenerate(config, { prompt: miniCheckPrompt(item), options: { num_predict: 2 }, topLogprobs: 5 });
        out.push(readMiniCheckReply(reply));
      }
      return out;
    },
  };
}
