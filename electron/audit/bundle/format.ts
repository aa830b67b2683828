/**
 * The audit bundle's file formats, shared by the exporter and the verifier. Plain
 * types only: verify.mjs is built from the verifier with no dependencies, so nothing
 * here may pull in zod or the store.
 */
export const BUNDLE_FORMAT = 'pincite-audit-bundle';
export const BUNDLE_FORMAT_VERSION = 1;
export const TRACE_FORMAT = 'pincite-trace/1';

export const MANIFEST_FILE = 'manifest.json';
export const SIGNATURE_FILE = 'signature';
export const EVENTS_FILE = 'audit/events.jsonl';

export type ManifestFile = { sha256: string; bytes: number };

export type ManifestSource = {
  doc: string;
  title: string;
  fileName: string;
  pages: number;
  /** SHA-256 of the canonical text: the source version every binding records. */
  textSha256: string;
  /** SHA-256 of the original PDF bytes (the PDF itself is included only with --include-pdfs). */
  pdfSha256: string;
  text: string;
  pdf?: string;
};

export type Manifest = {
  format: typeof BUNDLE_FORMAT;
  formatVersion: number;
  createdAt: string;
  producer: string;
  matter: { name: string };
  scope: { kind: 'all' | 'selection'; traces: string[] };
  audit: {
    /** Hash of the last event of the matter's log when the bundle was made. */
    head: string;
    headSeq: number;
    /** The first event included; events from here to the head are all present (some redacted). */
    fromSeq: number;
    events: number;
    redacted: number;
  };
  signing: { algorithm: 'Ed25519'; publicKey: string; keyId: string };
  sources: ManifestSource[];
  /** Every file of the bundle but manifest.json and signature. */
  files: Record<string, ManifestFile>;
};

/** One line of audit/events.jsonl: a whole event, or a redacted one (another question's) kept for its links. */
export type BundleEvent =
  | { seq: number; traceId: string | null; type: string; at: string; payload: string; prevHash: string; hash: string }
  | { seq: number; redacted: true; prevHash: string; hash: string };

export type BundleBox = { page: number; x0: number; y0: number; x1: number; y1: number };

export type BundleEvidence = {
  quote: string;
  anchor: string;
  doc: string;
  page: number | null;
  offsets: [number, number] | null;
  sourceHash: string;
  match: 'exact' | 'normalized' | 'fuzzy' | null;
  boxes: BundleBox[];
  reason?: string;
  /** The PNG crop of the cited boxes shown in report.html, by page. */
  crops?: Array<{ page: number; sha256: string; widthPx: number; heightPx: number; dpi: number }>;
  [k: string]: unknown;
};

export type BundleReview = {
  id: number; reviewer: string; action: string; note: string | null; before: string; after: string; undoes: number | null; at: string;
};

export type BundleClaim = {
  id: string;
  idx: number;
  text: string;
  /** As answered (the recorded response) and as it stands now, after review and re-check. */
  stateAsAnswered: string;
  state: string;
  trustScore: number;
  reasons: string[];
  evidence: BundleEvidence[];
  verdicts: Array<{ model: string; promptVersion: number; verdict: string | null; confidence: number | null; at: string }>;
  reviews: BundleReview[];
};

export type BundleTrace = {
  format: typeof TRACE_FORMAT;
  id: string;
  kind: 'ask' | 'verify';
  question: string | null;
  createdAt: string;
  status: string;
  policy: unknown;
  generator: string | null;
  judge: string;
  retrieval: unknown;
  modelCalls: unknown[];
  gate: unknown[];
  /** The response exactly as recorded; its SHA-256 over canonical JSON is in the trace.end event. */
  response: { trace: string; claims: Array<{ id: string; evidence: BundleEvidence[] }>; [k: string]: unknown };
  claims: BundleClaim[];
  /** Sequence numbers of this trace's events in audit/events.jsonl. */
  events: number[];
};
