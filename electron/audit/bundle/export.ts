import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PinciteError } from '../../../shared/errors.js';
import { formatAnswerMarkdown, type CurrentClaim } from '../../../shared/format-markdown.js';
import { PinciteResponse, ResponseClaim } from '../../../shared/response.js';
import type { Matter } from '../../store/open.js';
import { readMatterDisplayName } from '../../store/matter-location.js';
import { writeFileDurably } from '../../store/durable-write.js';
import { sourcePath } from '../../store/sources.js';
import { collect } from './collect.js';
import { cropCacheDir, cropRequestsFor, renderCrops } from './crops.js';
import { EVENTS_FILE, type BundleTrace, type BundleEvidence, type Manifest, type ManifestSource } from './format.js';
import { sealBundle } from './manifest.js';
import { renderReportHtml } from './report-html.js';
import { loadSigningKey, type SigningKey } from './sign.js';
import { zipBundle, type BundleFiles } from './zip.js';
import type { TableView } from '../../../shared/tables.js';

const HERE = dirname(fileURLToPath(import.meta.url));
export const VERIFY_SCRIPT = join(HERE, 'verify.mjs');
const SAMPLES = join(HERE, '..', '..', '..', 'assets', 'samples');
const PRODUCER = 'pincite 0.1.0';

export type ExportStage = 'collect' | 'crops' | 'report' | 'seal' | 'write';
export type ExportProgress = { stage: ExportStage; done: number; total: number };

export type ExportOptions = {
  traces: readonly string[] | 'all';
  includePdfs?: boolean;
  /** Skip rendering crops (the report then shows quotes without page images). */
  crops?: boolean;
  key?: SigningKey;
  now?: Date;
  onProgress?: (p: ExportProgress) => void;
  /** A review table's bundle: report.html opens with the table (its cells' traces are `traces`). */
  table?: TableView;
};

export type ExportSummary = { traces: number; claims: number; sources: number; events: number; redactedEvents: number; crops: number; files: number; keyId: string; head: string };

/** Builds the bundle in memory: every file, the signed manifest, the signature. */
export async function buildBundle(matter: Matter, opts: ExportOptions): Promise<{ files: BundleFiles; summary: ExportSummary }> {
  const progress = opts.onProgress ?? (() => undefined);
  const now = opts.now ?? new Date();
  progress({ stage: 'collect', done: 0, total: 1 });
  const c = collect(matter.db, opts.traces);
  progress({ stage: 'collect', done: 1, total: 1 });
  const key = opts.key ?? loadSigningKey();

  // Crops of the cited boxes, from the matter's own copy of each PDF.
  const pdfByDoc = new Map(c.sources.map((s) => [s.doc, sourcePath(matter, s.pdfSha256)]));
  const { requests, byKey } = cropRequestsFor(opts.crops === false ? [] : c.traces.flatMap((t) => t.claims.flatMap((claim) => claim.evidence)), (doc) => pdfByDoc.get(doc) ?? null);
  const crops = await renderCrops(requests, { cacheDir: cropCacheDir(matter), onPage: (done, total) => progress({ stage: 'crops', done, total }) });
  const cropBytes = new Map<string, Uint8Array>();
  for (const [key, list] of crops) {
    for (const crop of list) cropBytes.set(crop.sha256, crop.png);
    for (const e of byKey.get(key) ?? []) e.crops = list.map(({ page, sha256, widthPx, heightPx, dpi }) => ({ page, sha256, widthPx, heightPx, dpi }));
  }

  progress({ stage: 'report', done: 0, total: 1 });
  const enc = new TextEncoder();
  const files: BundleFiles = new Map();
  const sources: ManifestSource[] = [];
  for (const s of c.sources) {
    const textSha = createHash('sha256').update(s.text).digest('hex');
    const entry: ManifestSource = { doc: s.doc, title: s.title, fileName: s.fileName, pages: s.pages, textSha256: textSha, pdfSha256: s.pdfSha256, text: `sources/${textSha}.txt` };
    files.set(entry.text, enc.encode(s.text));
    if (opts.includePdfs) {
      const pdf = pdfByDoc.get(s.doc)!;
      if (!existsSync(pdf)) throw new PinciteError('NOT_FOUND', `The stored copy of ${s.fileName} is missing from the matter, so it cannot be included. Export without --include-pdfs, or ingest the file again.`);
      entry.pdf = `sources/${s.pdfSha256}.pdf`;
      files.set(entry.pdf, new Uint8Array(readFileSync(pdf)));
    }
    sources.push(entry);
  }
  const titles = Object.fromEntries(c.sources.map((s) => [s.doc, s.title]));
  for (const t of c.traces) files.set(`traces/${t.id}.json`, enc.encode(`${JSON.stringify(t, null, 2)}\n`));
  files.set(EVENTS_FILE, enc.encode(c.events.map((e) => JSON.stringify(e)).join('\n') + '\n'));
  files.set('answer.md', enc.encode(c.traces.map((t) => `# ${t.question ?? `Verified answer (trace ${t.id})`}\n\n${formatAnswerMarkdown(PinciteResponse.parse(t.response), { titles, current: currentClaims(t) })}`).join('\n')));
  const matterName = readMatterDisplayName(matter.dir);
  files.set('report.html', enc.encode(renderReportHtml({ matter: matterName, createdAt: now.toISOString(), keyId: key.keyId, head: c.audit.head, traces: c.traces, sources, crops: cropBytes, ...(opts.table ? { table: opts.table } : {}) })));
  files.set('verify.mjs', new Uint8Array(readFileSync(VERIFY_SCRIPT)));
  files.set('README.txt', enc.encode(readme(key.keyId)));
  if (sources.some((s) => isCuad(s))) files.set('ATTRIBUTION', enc.encode(CUAD_ATTRIBUTION));
  progress({ stage: 'report', done: 1, total: 1 });

  progress({ stage: 'seal', done: 0, total: 1 });
  const meta: Omit<Manifest, 'format' | 'formatVersion' | 'files' | 'signing'> = {
    createdAt: now.toISOString(),
    producer: PRODUCER,
    matter: { name: matterName },
    scope: { kind: opts.traces === 'all' ? 'all' : 'selection', traces: c.traces.map((t) => t.id) },
    audit: { head: c.audit.head, headSeq: c.audit.headSeq, fromSeq: c.audit.fromSeq, events: c.events.length, redacted: c.audit.redacted },
    sources: sources,
  };
  const sealed = sealBundle(files, meta, key);
  progress({ stage: 'seal', done: 1, total: 1 });
  return {
    files: sealed,
    summary: {
      traces: c.traces.length, claims: c.traces.reduce((n, t) => n + t.claims.length, 0), sources: sources.length, events: c.events.length,
      redactedEvents: c.audit.redacted, crops: cropBytes.size, files: sealed.size, keyId: key.keyId, head: c.audit.head,
    },
  };
}

/** Builds the bundle and writes the zip durably (temporary file, fsync, rename). */
export async function exportBundle(matter: Matter, out: string, opts: ExportOptions): Promise<{ path: string; bytes: number; sha256: string; summary: ExportSummary }> {
  const { files, summary } = await buildBundle(matter, opts);
  opts.onProgress?.({ stage: 'write', done: 0, total: 1 });
  const zip = zipBundle(files, opts.now ?? new Date());
  mkdirSync(dirname(out), { recursive: true });
  try {
    writeFileDurably(out, zip);
  } catch (err) {
    throw new PinciteError('MATTER_UNWRITABLE', `The bundle could not be written to ${out} (${(err as Error).message}). Choose a writable folder.`, { cause: err });
  }
  opts.onProgress?.({ stage: 'write', done: 1, total: 1 });
  return { path: out, bytes: zip.length, sha256: createHash('sha256').update(zip).digest('hex'), summary };
}

/** Where the app writes bundles: the matter's own exports folder, under a name made here (never by the renderer). */
export function exportsDir(matter: Matter): string {
  return join(matter.dir, 'exports');
}

export function bundleFileName(now: Date, scope: string): string {
  return `pincite-bundle-${now.toISOString().replace(/[:.]/g, '-')}-${scope.replace(/[^a-z0-9-]/gi, '').slice(0, 24)}.zip`;
}

let sampleShas: Set<string> | null = null;

function isCuad(s: ManifestSource): boolean {
  if (/cuad/i.test(s.fileName)) return true;
  sampleShas ??= new Set(existsSync(SAMPLES) ? readdirSync(SAMPLES).filter((f) => f.endsWith('.pdf')).map((f) => createHash('sha256').update(readFileSync(join(SAMPLES, f))).digest('hex')) : []);
  return sampleShas.has(s.pdfSha256);
}

const CUAD_ATTRIBUTION = `Some source documents in this bundle are contracts from CUAD v1, the Contract
Understanding Atticus Dataset, by The Atticus Project, licensed under the Creative
Commons Attribution 4.0 International licence (CC BY 4.0,
https://creativecommons.org/licenses/by/4.0/). They are public filings from the SEC's
EDGAR system.

Contracts from CUAD v1, The Atticus Project, CC BY 4.0.
`;

/** Each claim's state now (after review and re-check) with its latest deciding review, for answer.md. */
function currentClaims(t: BundleTrace): Record<string, CurrentClaim> {
  return Object.fromEntries(
    t.claims.map((c) => {
      const last = [...c.reviews].reverse().find((r) => r.action !== 'note');
      // The stored claim row is the schema's own shape; parsing restores its types from the bundle's looser ones.
      const now = ResponseClaim.pick({ state: true, reasons: true, evidence: true }).parse({ state: c.state, reasons: c.reasons, evidence: c.evidence });
      return [c.id, { ...now, review: last ? { reviewer: last.reviewer, action: last.action, at: last.at } : undefined }];
    }),
  );
}

function readme(keyId: string): string {
  return `Pincite audit bundle

report.html         the claims, their states, quotes and page crops (open in any browser)
answer.md           each answer with footnotes and a citations section; each claim's
                    state now and, where a review changed it, the state as answered
traces/<id>.json    per question: policy, retrieval (included and excluded hits), model
                    calls, gate, claims with evidence, verdicts, review decisions
audit/events.jsonl  the hash-chained audit events, up to the signed head (other
                    questions' events in the range appear redacted: hashes only)
sources/<sha>.txt   the canonical text of each cited source, named by its SHA-256
manifest.json       SHA-256 of every file; signature: Ed25519 over manifest.json

To verify (Node 18 or later, nothing to install):

    node verify.mjs --expect-key KEY-ID-FROM-THE-SENDER

It re-checks every file hash, the signature, the audit chain and every quote at its
offsets, prints what failed, and exits 1 on any failure.

Where the key id comes from: ask the person who sent you this bundle for their Pincite
key id (shown in Pincite under Settings, "Bundle signing key") through another channel
than the one the bundle came by — a phone call, a letter, your firm's directory. Do not
take it from this bundle or the message that carried it: whoever could alter the bundle
could alter a key id written beside it. With --expect-key, verify.mjs refuses a bundle
signed by any other key.

This bundle says it was signed by key ${keyId}. That proves nothing by itself;
it must match the key id the sender gave you.
`;
}
