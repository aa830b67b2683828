import type { AnchorRow } from '../../electron/store/anchors.js';

/**
 * Claim kinds a review queue must catch, planted in a model-output-contract answer over
 * real anchors, with the replay judge's verdicts for them:
 * - verbatim: the anchor's own words, entailed 0.95 → supported (not in the queue);
 * - contradicted: verbatim, the judge says contradicted → contradicted;
 * - no-verdict: verbatim, the judge's reply has no entry → unverified (JUDGE_NO_VERDICT);
 * - low-confidence: verbatim, entailed at 0.3 → unverified (LOW_CONFIDENCE);
 * - altered: one word of the quote changed ("shall" → "shall not", a digit bumped) → never supported;
 * - misattributed: words of another document, citing this anchor → unverified (QUOTE_IN_OTHER_SOURCE);
 * - paraphrased: the quote's words reordered → never supported.
 */
export type PlantedKind = 'verbatim' | 'contradicted' | 'no-verdict' | 'low-confidence' | 'altered' | 'misattributed' | 'paraphrased';

export const ALL_KINDS: readonly PlantedKind[] = ['verbatim', 'contradicted', 'no-verdict', 'low-confidence', 'altered', 'misattributed', 'paraphrased'];

export type PlantedClaim = { kind: PlantedKind; anchor: string; doc: string; quote: string };

/** A verbatim run of about `words` words of `text`, starting at word `from` (exact characters, line breaks included). */
export function wordsOf(text: string, from: number, words: number): string | null {
  const spans = [...text.matchAll(/\S+/g)];
  if (spans.length < from + words) return null;
  const a = spans[from]!;
  const b = spans[from + words - 1]!;
  return text.slice(a.index, b.index + b[0].length);
}

function alter(q: string): string {
  if (/\bshall\b/.test(q)) return q.replace(/\bshall\b/, 'shall not');
  if (/\d/.test(q)) return q.replace(/\d/, (d) => String((Number(d) + 3) % 10));
  // Otherwise one word (of four letters or more, punctuation aside) becomes "never".
  const m = /\b[A-Za-z]{4,}\b/.exec(q.slice(8));
  if (m) return q.slice(0, 8 + m.index) + 'never' + q.slice(8 + m.index + m[0].length);
  return `${q.slice(0, Math.floor(q.length / 2))} not ${q.slice(Math.floor(q.length / 2))}`;
}

function paraphrase(q: string): string {
  const w = q.split(/\s+/);
  return [...w.slice(Math.ceil(w.length / 2)), ...w.slice(0, Math.ceil(w.length / 2))].join(' ');
}

/**
 * Builds the answer and the verdict file text. `cite` are anchors the answer may cite
 * (the question's allowlist for `ask`); `foreign` are anchors of other documents whose
 * words a misattributed claim borrows. Claim i has kind kinds[i]; `variant` shifts
 * which words are quoted so thousands of claims are not all alike.
 */
export function plantedAnswer(cite: readonly AnchorRow[], foreign: readonly AnchorRow[], kinds: readonly PlantedKind[], variant = 0): { answer: string; verdicts: string; planted: PlantedClaim[] } {
  const usable = cite.filter((a) => wordsOf(a.text, 0, 16) !== null);
  const others = foreign.filter((a) => wordsOf(a.text, 0, 16) !== null && !cite.some((c) => c.doc_id === a.doc_id));
  if (usable.length === 0) throw new Error('plantedAnswer: no citable anchor has 16 words');
  const claims: Array<{ text: string; citations: Array<{ anchor: string; quote: string }> }> = [];
  const verdicts: Array<{ claim: number; verdict: string; confidence: number }> = [];
  const planted: PlantedClaim[] = [];
  kinds.forEach((kind, i) => {
    const a = usable[(i + variant) % usable.length]!;
    const total = [...a.text.matchAll(/\S+/g)].length;
    const from = (i * 7 + variant * 3) % Math.max(1, total - 12);
    const base = wordsOf(a.text, from, 10) ?? wordsOf(a.text, 0, 10)!;
    let quote = base;
    if (kind === 'altered') quote = alter(base);
    else if (kind === 'paraphrased') quote = paraphrase(base);
    else if (kind === 'misattributed') {
      const o = others[(i + variant) % Math.max(1, others.length)];
      if (!o) throw new Error('plantedAnswer: a misattributed claim needs an anchor of another document');
      quote = wordsOf(o.text, 0, 12)!;
    }
    claims.push({ text: `${kind}: ${quote.replace(/\s+/g, ' ')}`, citations: [{ anchor: a.id, quote }] });
    planted.push({ kind, anchor: a.id, doc: a.doc_id, quote });
    if (kind === 'no-verdict') return;
    verdicts.push({ claim: i, verdict: kind === 'contradicted' ? 'contradicted' : 'entailed', confidence: kind === 'low-confidence' ? 0.3 : 0.95 });
  });
  return {
    answer: JSON.stringify({ kind: 'answer', value: `A planted answer of ${kinds.length} claims.`, confidence: 0.9, claims }),
    verdicts: JSON.stringify({ verdicts }),
    planted,
  };
}
