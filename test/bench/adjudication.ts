import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A blind reading of the clause benchmark's green answers (test/bench/adjudication.jsonl): the labels say whether a green
 * claim overlaps the clause CUAD's lawyers marked, not whether it answers the question — a clause of the kind they left
 * unlabelled counts as wrong, a false friend that touches a label counts as right. In session 52 a reader who saw neither
 * the labels nor the benchmark's verdict read, in the whole contract, every held-out answer counted wrong (91) and 60
 * answers counted right (a seeded sample), mixed, and said of each whether it answers the question, in part, or not.
 * The benchmark reports that reading beside the strict figure for the answers it still gives word for word; an answer whose
 * claims changed since is not adjudicated. The strict figure stays the target.
 */
export const ADJUDICATION_FILE = join(import.meta.dirname, 'adjudication.jsonl');

const VerdictSchema = z.enum(['answers', 'partly', 'no']);
export type Verdict = z.infer<typeof VerdictSchema>;
const AdjudicationSchema = z.object({
  category: z.string(),
  doc: z.string(),
  /** The green claims' text, as the answer showed them. */
  claims: z.array(z.string()).min(1),
  verdict: VerdictSchema,
  reason: z.string(),
});

const keyOf = (category: string, doc: string, claims: readonly string[]) => [category, doc, ...claims].join('\n');

/** The readings by answer: category, contract and the green claims' text. */
export function loadAdjudications(file = ADJUDICATION_FILE): Map<string, Verdict> {
  const out = new Map<string, Verdict>();
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .forEach((l, i) => {
      const parsed = AdjudicationSchema.safeParse(JSON.parse(l));
      if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
      const a = parsed.data;
      out.set(keyOf(a.category, a.doc, a.claims), a.verdict);
    });
  return out;
}

export type ReadingTally = Record<'right' | 'wrong', Record<Verdict, number>>;
export const emptyReadingTally = (): ReadingTally => ({ right: { answers: 0, partly: 0, no: 0 }, wrong: { answers: 0, partly: 0, no: 0 } });

/** Counts the reading of one green answer, if it was read; `right` is the strict (label) verdict. */
export function tallyReading(t: ReadingTally, readings: ReadonlyMap<string, Verdict>, category: string, doc: string, claims: readonly string[], right: boolean): void {
  const v = readings.get(keyOf(category, doc, claims));
  if (v) t[right ? 'right' : 'wrong'][v]++;
}

export function addReadings(into: ReadingTally, t: ReadingTally): void {
  for (const s of ['right', 'wrong'] as const) for (const v of VerdictSchema.options) into[s][v] += t[s][v];
}

const sum = (r: Record<Verdict, number>) => r.answers + r.partly + r.no;

/**
 * Precision as the reader would count it: the strict right answers scaled by the share of the sampled ones the reader
 * agreed answer, plus the strict wrong answers the reader found to answer. Null when no answer of either kind was read.
 */
export function readerPrecision(t: ReadingTally, right: number, supported: number): number | null {
  if (sum(t.right) === 0 || sum(t.wrong) === 0 || supported === 0) return null;
  return (right * (t.right.answers / sum(t.right)) + t.wrong.answers) / supported;
}

export function describeReadings(t: ReadingTally): string {
  const w = t.wrong;
  const r = t.right;
  return `blind reading (test/bench/adjudication.jsonl): of ${sum(w)} wrong answers read, ${w.answers} answer, ${w.partly} in part, ${w.no} not; of ${sum(r)} right answers read, ${r.answers} answer, ${r.partly} in part, ${r.no} not`;
}
