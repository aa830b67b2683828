import { z } from 'zod';
import { ErrorInfo } from './errors.js';

export const DocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  fileName: z.string(),
  pages: z.number().int(),
  ocrPages: z.number().int(),
  /** SHA-256 of the file's bytes: names the content-addressed copy in the matter. */
  sha256: z.string(),
  /** SHA-256 of the canonical text: the "source version hash" every binding records. */
  textSha256: z.string(),
  bytes: z.number().int(),
  ingestedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

/** One line of an ingest report, as the CLI contract prints it. */
export const IngestOutcome = z.object({
  file: z.string(),
  id: z.string().optional(),
  title: z.string().optional(),
  pages: z.number().int().optional(),
  sha256: z.string().optional(),
  ocrPages: z.number().int().optional(),
  status: z.enum(['ok', 'error']),
  /** True when the same bytes were already in the matter: nothing was written. */
  duplicate: z.boolean().optional(),
  error: ErrorInfo.optional(),
});
export type IngestOutcome = z.infer<typeof IngestOutcome>;

export const IngestProgress = z.object({
  file: z.string(),
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  ocrPages: z.number().int(),
  phase: z.enum(['reading', 'extracting', 'ocr', 'storing', 'done', 'error']),
});
export type IngestProgress = z.infer<typeof IngestProgress>;

export const SearchHit = z.object({
  anchor: z.string(),
  doc: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  page: z.number().int(),
  pages: z.tuple([z.number().int(), z.number().int()]),
  rank: z.number().int(),
  score: z.number(),
  retriever: z.string(),
  text: z.string(),
  /** Hybrid retrieval: every retriever that found this anchor, with its own rank and score (`rank`/`score` above are the fused ones). */
  retrievers: z.array(z.object({ retriever: z.string(), rank: z.number().int(), score: z.number() })).optional(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const OcrMode = z.enum(['auto', 'on', 'off']);
export type OcrMode = z.infer<typeof OcrMode>;
