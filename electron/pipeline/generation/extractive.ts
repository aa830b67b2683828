import { createHash } from 'node:crypto';
import { stemmer } from 'stemmer';
import type { AnswerOutput, InsufficientEvidenceOutput } from '../../../shared/model-output.js';
import { splitSentences } from '../text/sentences.js';
import type { EvidenceAnchor, GenerationRequest, GenerationResult, Generator } from './types.js';

/** 2: "missing" terms are the question's own words, not their stems. */
export const EXTRACTIVE_VERSION = 2;

/** Question words that carry no content for matching ("what", "the", "agreement"…). */
const STOP = new Set(
  ('a an and are as at be been by can could did do does for from has have how i if in into is it its may might must of on or our shall should ' +
    'so that the their them then there these this those to under upon was we were what when where whether which while who whom whose why will ' +
    'with would you your any all each such other than not no nor also about after before between during without within per via ' +
    'agreement contract party parties document documents section clause provision provisions term terms highlight parts related reviewed lawyer details').split(' '),
);
/** Kept apart from STOP: they decide meaning, so a question about them must find them. */
const POLARITY = new Set(['not', 'no', 'nor', 'never']);

const MIN_COVERAGE = 0.5;
const MAX_CLAIMS = 3;
const MAX_QUOTE = 1500;

export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => (w.length > 1 || /\d/.test(w)) && (!STOP.has(w) || POLARITY.has(w))).map(stemmer))];
}

/** The first word of the question whose stem is `term` ("cryptocurrency" for "cryptocurr"). */
function questionWord(question: string, term: string): string {
  return (question.match(/[\p{L}\p{N}]+/gu) ?? []).find((w) => stemmer(w.toLowerCase()) === term) ?? term;
}

type Scored = { anchor: EvidenceAnchor; start: number; end: number; text: string; covered: Set<string>; score: number };

/**
 * The offline default generator. It never writes a word of its own: claims are
 * sentences of the retrieved anchors, quoted verbatim, chosen by how much of the
 * question's content they cover. When no sentence covers enough, it says so with a
 * typed insufficient-evidence output. Deterministic; no model.
 */
export function extract(question: string, anchors: readonly EvidenceAnchor[]): AnswerOutput | InsufficientEvidenceOutput {
  const terms = contentTerms(question);
  const sentences: Array<{ anchor: EvidenceAnchor; rank: number; start: number; end: number; text: string; have: Set<string> }> = [];
  anchors.forEach((a, rank) => {
    for (const s of splitSentences(a.text)) {
      if (s.text.length <= MAX_QUOTE) sentences.push({ anchor: a, rank, ...s, have: new Set(contentTerms(s.text)) });
    }
  });
  // Rare question terms weigh more than ones every passage has ("state", "law").
  const weight = new Map(terms.map((t) => [t, Math.log(1 + (sentences.length + 1) / (1 + sentences.filter((s) => s.have.has(t)).length))]));
  const total = terms.reduce((n, t) => n + weight.get(t)!, 0);
  const scored: Scored[] = [];
  for (const s of sentences) {
    const covered = new Set(terms.filter((t) => s.have.has(t)));
    if (covered.size === 0) continue;
    const coverage = [...covered].reduce((n, t) => n + weight.get(t)!, 0) / total;
    // Coverage first; then retrieval rank; among equals prefer shorter sentences.
    scored.push({ anchor: s.anchor, start: s.start, end: s.end, text: s.text, covered, score: coverage - s.rank / 1e3 - s.text.length / 1e7 });
  }
  scored.sort((x, y) => y.score - x.score || x.anchor.anchor.localeCompare(y.anchor.anchor) || x.start - y.start);
  const best = scored[0];
  const coverageOf = (s: Scored) => [...s.covered].reduce((n, t) => n + weight.get(t)!, 0) / total;
  if (terms.length === 0 || !best || coverageOf(best) < MIN_COVERAGE) {
    const found = new Set(scored.flatMap((s) => [...s.covered]));
    return {
      kind: 'insufficient_evidence',
      reason: terms.length === 0 ? 'The question has no content words to look for.' : 'No retrieved passage covers enough of the question.',
      // Shown to the user ("what would resolve it"): the question's own words, not their stems.
      missing: terms.filter((t) => !found.has(t)).map((t) => questionWord(question, t)),
      tried: scored.slice(0, 3).map((s) => ({ anchor: s.anchor.anchor, quote: s.text })),
    };
  }
  // Further claims come from the same document as the best one: an answer about one contract.
  const chosen: Scored[] = [best];
  for (const s of scored.slice(1)) {
    if (chosen.length >= MAX_CLAIMS) break;
    if (s.anchor.doc !== best.anchor.doc || coverageOf(s) < Math.max(MIN_COVERAGE, 0.8 * coverageOf(best))) continue;
    if (chosen.some((c) => c.anchor.anchor === s.anchor.anchor && c.start === s.start)) continue;
    chosen.push(s);
  }
  const claims = chosen.map((c) => ({ text: c.text.replace(/\s+/g, ' '), citations: [{ anchor: c.anchor.anchor, quote: c.text }] }));
  return {
    kind: 'answer',
    value: claims.map((c) => c.text).join(' '),
    confidence: Math.round(coverageOf(best) * 100) / 100,
    claims,
  };
}

export const extractiveGenerator: Generator = {
  id: `extractive@${EXTRACTIVE_VERSION}`,
  provider: 'pincite',
  family: 'extractive',
  async generate(req: GenerationRequest): Promise<GenerationResult> {
    const t0 = performance.now();
    const raw = JSON.stringify(extract(req.question, req.anchors));
    const sha = createHash('sha256').update(`extractive@${EXTRACTIVE_VERSION}\n${req.question}\n${req.anchors.map((a) => a.anchor).join(',')}`).digest('hex');
    return {
      raw,
      model: `extractive@${EXTRACTIVE_VERSION}`,
      promptVersion: EXTRACTIVE_VERSION,
      promptSha256: sha,
      temperature: null,
      usage: { inputTokens: null, outputTokens: null },
      latencyMs: performance.now() - t0,
    };
  },
};
