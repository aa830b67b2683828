import { z } from 'zod';
import type { AuditEvent } from '../store/answer';

const Hit = z.object({
  anchor: z.string(),
  title: z.string().optional(),
  rank: z.number(),
  score: z.number(),
  retriever: z.string(),
  sent: z.boolean(),
  excluded: z.string().optional(),
  pages: z.tuple([z.number(), z.number()]).optional(),
});
const Retrieval = z.object({
  query: z.string().nullable().optional(),
  retriever: z.string().optional(),
  k: z.number().optional(),
  at: z.string().optional(),
  hits: z.array(Hit).optional(),
  allowlist: z.union([z.array(z.string()), z.string()]).optional(),
  count: z.number().optional(),
});
const ModelCall = z.object({
  generator: z.string().optional(),
  model: z.string().optional(),
  promptVersion: z.union([z.number(), z.string()]).optional(),
  promptSha256: z.string().optional(),
  latencyMs: z.number().optional(),
  usage: z.object({ inputTokens: z.number().nullable().optional(), outputTokens: z.number().nullable().optional() }).passthrough().nullable().optional(),
});

export type RetrievalFacts = {
  query: string | null;
  retriever: string | null;
  at: string | null;
  /** Where the cited anchor ranked; null when it was not among the hits. */
  hit: z.infer<typeof Hit> | null;
  hits: number;
  allowlist: string;
};
export type ModelFacts = z.infer<typeof ModelCall>;

/** What the trail says about how a cited passage reached the answer. Tolerant of older payload shapes. */
export function provenanceFor(events: readonly AuditEvent[], anchor: string | null): { retrieval: RetrievalFacts | null; model: ModelFacts | null; external: boolean } {
  const r = Retrieval.safeParse(events.find((e) => e.type === 'retrieval')?.payload);
  const m = ModelCall.safeParse(events.find((e) => e.type === 'model.call')?.payload);
  const external = events.some((e) => e.type === 'model.output');
  let retrieval: RetrievalFacts | null = null;
  if (r.success) {
    const hits = r.data.hits ?? [];
    const allow = r.data.allowlist;
    retrieval = {
      query: r.data.query ?? null,
      retriever: r.data.retriever ?? hits[0]?.retriever ?? null,
      at: r.data.at ?? null,
      hit: hits.find((h) => h.anchor === anchor) ?? null,
      hits: hits.length,
      allowlist: Array.isArray(allow) ? `${allow.length} passage${allow.length === 1 ? '' : 's'} sent to the model` : `${allow ?? 'unknown'}${r.data.count !== undefined ? ` (${r.data.count})` : ''}`,
    };
  }
  return { retrieval, model: m.success ? m.data : null, external };
}
