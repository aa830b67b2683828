import { readFileSync } from 'node:fs';
import { noReadablePage } from './page-faults.js';
import type { IngestProgress, OcrMode } from '../../../shared/documents.js';
import { PinciteError } from '../../../shared/errors.js';
import type { Evidence, ReasonCode } from '../../../shared/response.js';
import { anchorsHolding } from '../../store/anchors.js';
import { appendEvent } from '../../store/audit-events.js';
import { getDocument, getDocumentText, replaceReading } from '../../store/documents.js';
import type { Db, Matter } from '../../store/open.js';
import { insertReview, updateClaim } from '../../store/reviews.js';
import { sourcePath } from '../../store/sources.js';
import { claimsCitingDocument } from '../../store/traces.js';
import { assembleCanonical, sha256Hex } from '../text/canonical.js';
import { toEvidence } from '../verification/evidence.js';
import { MATCHING } from '../verification/matching.js';
import { CHUNKER, chunkAnchors } from './anchors.js';
import { EXTRACTOR_NAME } from './extract/extractor-name.js';
import { refreshTextRegions } from './text-regions.js';
import { applyOcr, DEFAULT_MAX_PAGES, type IngestServices } from './ingest.js';
import { writeSectionMap } from './section-map.js';

/** Who re-binds or flags claims in their review history when their document is read again. */
export const REREAD_REVIEWER = 'pincite:reread';

export type RereadResult = {
  id: string;
  ocr: OcrMode;
  changed: boolean;
  before: { textSha256: string; ocrPages: number };
  after: { textSha256: string; ocrPages: number };
  /** Claims whose quotes were found again (exactly or after normalisation) in the new reading, and re-bound to it. */
  rebound: string[];
  /** Claims whose quotes are not in the new reading: SOURCE_CHANGED, to the review queue, still bound to the old reading. */
  flagged: string[];
};

/**
 * Reads a document's stored bytes again — `ocr: 'on'` runs OCR on every page — and, when
 * the canonical text comes out different, makes it the current reading. The file is the
 * same (same SHA-256, same copy); the text, and so the source version hash every binding
 * records, may not be. The old reading is kept under its hash (store replaceReading), and
 * each claim bound to it is handled as the trail treats a changed source: Layer 1 binds
 * its quote again in the new text (exact or normalised, never fuzzy) — the claim keeps its
 * state, with a review row holding the evidence before and after — or, when the words
 * are not there, the claim is flagged SOURCE_CHANGED (unverified, to the queue) and left
 * bound to the old reading, whose text a bundle still carries. All in one transaction,
 * with a `document.reread` audit event (who, OCR mode, text hashes before and after).
 */
export async function rereadDocument(
  matter: Matter,
  id: string,
  services: IngestServices,
  opts: { ocr: OcrMode; by: string; onProgress?: (p: IngestProgress) => void },
  now = () => new Date(),
): Promise<RereadResult> {
  const by = opts.by.trim();
  if (!by) throw new PinciteError('INVALID_INPUT', 'Reading a document again needs the name of the person asking (set your name in Settings, or pass --reviewer NAME).');
  const doc = getDocument(matter.db, id);
  if (!doc) throw new PinciteError('NOT_FOUND', `No document ${id} in this matter. List the documents with \`pincite documents\`.`);
  if (doc.removed) throw new PinciteError('INVALID_INPUT', `“${doc.title}” was removed from the matter; add it back (ingest the same file) before reading it again.`);
  let data: Buffer;
  try {
    data = readFileSync(sourcePath(matter, doc.sha256));
  } catch {
    throw new PinciteError('NOT_FOUND', `The stored copy of ${doc.fileName} is missing from the matter. Ingest the original file again.`);
  }
  if (sha256Hex(data) !== doc.sha256) throw new PinciteError('MATTER_CORRUPT', `The stored copy of ${doc.fileName} no longer matches its recorded SHA-256; it was changed on disk. It was not read again.`);

  const file = doc.fileName;
  const progress = (p: Omit<IngestProgress, 'file'>) => opts.onProgress?.({ file, ...p });
  const extracted = await services.pool.run({ data: new Uint8Array(data), file, ocr: opts.ocr, ocrDpi: 300, maxPages: DEFAULT_MAX_PAGES }, (p) => progress({ phase: 'extracting', ...p }));
  // As in ingest: OCR takes its turn with extraction, and a reading with no readable page is refused (nothing is replaced).
  const { pages, ocrError } = extracted.ocrImages.length
    ? await services.pool.exclusive(() => applyOcr(extracted.pages, extracted.ocrImages, services, file, progress, () => undefined), () => services.ocr.close())
    : { pages: extracted.pages };
  const none = noReadablePage(pages, file, ocrError);
  if (none) throw none;
  const canonical = assembleCanonical(pages);
  const at = now().toISOString();
  const before = { textSha256: doc.textSha256, ocrPages: doc.ocrPages };
  const after = { textSha256: canonical.sha256, ocrPages: canonical.pages.filter((p) => p.ocr).length };
  const result: RereadResult = { id, ocr: opts.ocr, changed: canonical.sha256 !== doc.textSha256, before, after, rebound: [], flagged: [] };
  const db = matter.db;
  db.transaction(() => {
    if (result.changed) {
      const oldText = getDocumentText(db, id) ?? '';
      replaceReading(db, id, { canonical, anchors: chunkAnchors(id, canonical.text, canonical.pages), extractor: EXTRACTOR_NAME, at });
      writeSectionMap(db, id, canonical.text, at);
      refreshTextRegions(db, id, canonical.text);
      for (const c of claimsCitingDocument(db, id)) {
        const bound = c.evidence.filter((e) => e.doc === id && e.offsets && e.sourceHash === before.textSha256);
        if (bound.length === 0) continue;
        const moved = c.evidence.map((e) => (bound.includes(e) ? bindAgain(db, e, oldText, canonical.text, canonical.sha256) : e));
        if (moved.every((e): e is Evidence => e !== null)) {
          insertReview(db, {
            claimId: c.id, reviewer: REREAD_REVIEWER, action: 'recheck', note: `${doc.title} was read again (OCR ${opts.ocr}); the quoted words are in the new reading and the claim is bound to them there.`,
            beforeState: c.state, afterState: c.state, beforeTrust: c.trustScore, afterTrust: c.trustScore, beforeReasons: c.reasons, beforeEvidence: c.evidence, afterEvidence: moved, undoes: null, at,
          });
          updateClaim(db, c.id, { state: c.state, trustScore: c.trustScore, reasons: c.reasons, evidence: moved, updatedAt: at });
          appendEvent(db, c.traceId, 'claim.rebound', { claim: c.id, doc: id, from: before.textSha256, to: after.textSha256, offsets: moved.filter((e) => e.doc === id).map((e) => e.offsets) }, at);
          result.rebound.push(c.id);
        } else {
          const to = c.state === 'supported' || c.state === 'inferred' ? 'unverified' : c.state;
          const reasons: ReasonCode[] = [...c.reasons.filter((r) => r !== 'REVIEWER_DECISION' && r !== 'SOURCE_CHANGED'), 'SOURCE_CHANGED'];
          const trust = Math.min(c.trustScore, 20);
          insertReview(db, {
            claimId: c.id, reviewer: REREAD_REVIEWER, action: 'recheck', note: `${doc.title} was read again (OCR ${opts.ocr}) and the quoted words are not in the new reading; the claim stays bound to the earlier reading. Check it against the page.`,
            beforeState: c.state, afterState: to, beforeTrust: c.trustScore, afterTrust: trust, beforeReasons: c.reasons, beforeEvidence: c.evidence, afterEvidence: c.evidence, undoes: null, at,
          });
          updateClaim(db, c.id, { state: to, trustScore: trust, reasons, evidence: c.evidence, updatedAt: at });
          appendEvent(db, c.traceId, 'recheck.failed', { claim: c.id, before: c.state, after: to, reason: 'SOURCE_CHANGED', problem: `${doc.title} was read again and the quote is not in the new reading` }, at);
          result.flagged.push(c.id);
        }
      }
    }
    appendEvent(db, null, 'document.reread', {
      doc: id, sha256: doc.sha256, title: doc.title, by, ocr: opts.ocr, changed: result.changed, before, after, extractor: EXTRACTOR_NAME, chunker: CHUNKER,
      rebound: result.rebound, flagged: result.flagged,
    }, at);
  }).immediate();
  return result;
}

/**
 * Layer 1 again, in the new reading: the words the evidence was bound to, at the
 * occurrence nearest where they stood, exactly; else the quote after normalisation.
 * Never fuzzy: a claim whose words the new reading does not hold is flagged, not moved.
 */
function bindAgain(db: Db, e: Evidence, oldText: string, text: string, sha256: string): Evidence | null {
  const [s, t] = e.offsets!;
  const span = oldText.slice(s, t);
  const near = Math.round((s * text.length) / Math.max(1, oldText.length));
  let at: [number, number] | null = null;
  let best = Infinity;
  for (let i = text.indexOf(span); i >= 0 && span.length > 0; i = text.indexOf(span, i + 1)) {
    if (Math.abs(i - near) < best) [best, at] = [Math.abs(i - near), [i, i + span.length]];
  }
  at ??= MATCHING.normalizedFind(text, e.quote, [0, text.length]);
  if (!at) return null;
  const match = text.slice(at[0], at[1]) === e.quote ? 'exact' : MATCHING.normalizedEqualAt(text, at, e.quote) ? 'normalized' : null;
  if (!match) return null;
  const anchor = anchorsHolding(db, e.doc, at[0]).find((a) => a.end >= at[1]) ?? anchorsHolding(db, e.doc, at[0])[0];
  if (!anchor) return null;
  return toEvidence(db, e.quote, anchor.id, e.doc, text, { offsets: at, match, score: 1, inAnchor: at[0] >= anchor.start && at[1] <= anchor.end, sourceHash: sha256 });
}
