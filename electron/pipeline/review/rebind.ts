import { PinciteError } from '../../../shared/errors.js';
import type { Evidence } from '../../../shared/response.js';
import type { RebindSelection } from '../../../shared/review.js';
import { anchorsHolding, getAnchor } from '../../store/anchors.js';
import { getDocumentSource, getPages } from '../../store/documents.js';
import type { ReadableDB } from '../../store/open.js';
import type { ClaimRow } from '../../store/traces.js';
import { bindCitation, type Binding } from '../verification/bind.js';
import { MATCHING } from '../verification/matching.js';
import { toEvidence } from '../verification/evidence.js';

/** Shorter selections bind anywhere and prove nothing. */
const MIN_SELECTION_CHARS = 3;

function citedDocs(claim: ClaimRow): string[] {
  return [...new Set(claim.evidence.map((e) => e.doc).filter(Boolean))];
}

function requireCited(claim: ClaimRow, doc: string): void {
  const cited = citedDocs(claim);
  if (!cited.includes(doc)) {
    throw new PinciteError('INVALID_INPUT', `The selected text is in document ${doc}, but claim ${claim.id} cites ${cited.join(', ') || 'no document'}. A claim is only ever bound in its cited source; select the text there.`);
  }
}

/** The smallest anchor holding the span, preferring one the claim already cites. */
function anchorFor(db: ReadableDB, claim: ClaimRow, doc: string, at: readonly [number, number]): { id: string; start: number; end: number } {
  const rows = anchorsHolding(db, doc, at[0]);
  const cited = new Set(claim.evidence.map((e) => e.anchor));
  const pick = rows.find((r) => cited.has(r.id)) ?? rows[0];
  if (!pick) throw new PinciteError('INVALID_INPUT', `No passage of document ${doc} holds offset ${at[0]}; select text from the document body.`);
  return pick;
}

/**
 * Layer 1 for a reviewer's selection in the PDF's text layer: the text must be found,
 * exactly or after normalisation (never fuzzy), on the named page of a document the
 * claim cites — or at the given offsets, which are checked, not trusted. Returns the
 * evidence envelope (offsets, hash, boxes) or a typed refusal; nothing is written.
 */
export function bindSelection(db: ReadableDB, claim: ClaimRow, sel: RebindSelection): Evidence {
  requireCited(claim, sel.doc);
  const text = sel.text;
  if (text.replace(/\s+/g, '').length < MIN_SELECTION_CHARS) throw new PinciteError('INVALID_INPUT', `Select at least ${MIN_SELECTION_CHARS} characters of the source to rebind claim ${claim.id}.`);
  const src = getDocumentSource(db, sel.doc);
  if (!src) throw new PinciteError('NOT_FOUND', `No document ${sel.doc} in this matter.`);
  const pages = getPages(db, sel.doc);
  const page = pages.find((p) => p.page === sel.page);
  if (!page) throw new PinciteError('INVALID_INPUT', `Document ${sel.doc} has no page ${sel.page}.`);

  let at: [number, number] | null = null;
  let match: 'exact' | 'normalized' = 'exact';
  if (sel.offsets) {
    const [s, t] = sel.offsets;
    if (t <= s || t > src.text.length) throw new PinciteError('INVALID_INPUT', `Offsets [${s}, ${t}) are outside document ${sel.doc}.`);
    if (src.text.slice(s, t) === text) at = [s, t];
    else if (MATCHING.normalizedEqualAt(src.text, [s, t], text)) [at, match] = [[s, t], 'normalized'];
    else throw new PinciteError('INVALID_INPUT', `The text at offsets [${s}, ${t}) of document ${sel.doc} is not the selected text; claim ${claim.id} was not changed.`);
  } else {
    // A selection may run on to the next page; it must start on the named one.
    const end = pages.find((p) => p.page === sel.page + 1)?.end ?? page.end;
    const i = src.text.indexOf(text, page.start);
    if (i >= 0 && i < page.end && i + text.length <= end) at = [i, i + text.length];
    else {
      const n = MATCHING.normalizedFind(src.text, text, [page.start, end]);
      if (n && n[0] < page.end) [at, match] = [n, 'normalized'];
    }
  }
  if (!at) {
    throw new PinciteError('INVALID_INPUT', `The selected text was not found (exactly or after normalisation) on page ${sel.page} of document ${sel.doc}, so claim ${claim.id} was not rebound. Select the words in the PDF's text layer.`);
  }
  const anchor = anchorFor(db, claim, sel.doc, at);
  const b: Binding = { offsets: at, match, score: 1, inAnchor: at[0] >= anchor.start && at[1] <= anchor.end, sourceHash: src.sha256 };
  return toEvidence(db, text, anchor.id, sel.doc, src.text, b);
}

/** The CLI's form: an anchor id and a quote, bound in that anchor's document (which the claim must cite). */
export function bindAnchorQuote(db: ReadableDB, claim: ClaimRow, anchorId: string, quote: string): Evidence {
  const anchor = getAnchor(db, anchorId);
  if (!anchor) throw new PinciteError('NOT_FOUND', `No anchor ${anchorId} in this matter.`);
  requireCited(claim, anchor.doc_id);
  const src = getDocumentSource(db, anchor.doc_id)!;
  const b = bindCitation({
    quote, anchor: { id: anchor.id, doc: anchor.doc_id, start: anchor.char_start, end: anchor.char_end }, source: src,
    others: () => [], normalizedFind: MATCHING.normalizedFind, minFuzzyScore: 1,
  });
  return toEvidence(db, quote, anchor.id, anchor.doc_id, src.text, b);
}
