import type { Evidence } from '../../../shared/response.js';
import { getElements } from '../../store/documents.js';
import type { ReadableDB } from '../../store/open.js';
import type { Binding } from './bind.js';
import { boxesForRange } from '../ingest/boxes.js';
import { withoutPageBreaks } from '../text/sentences.js';

/**
 * Completes a binding into the evidence envelope: the boxes of the bound span on its
 * pages, the page it starts on, the lowest extractor confidence under it (OCR text
 * is only as good as its worst word), and the quote as read across a page break.
 */
export function toEvidence(db: ReadableDB, quote: string, anchor: string, doc: string, text: string, b: Binding): Evidence {
  const reads = withoutPageBreaks(quote).replace(/\s+/g, ' ').trim();
  const base: Evidence = {
    ...(reads !== quote.replace(/\s+/g, ' ').trim() ? { reads } : {}),
    quote, anchor, doc, page: null, offsets: b.offsets, sourceHash: b.sourceHash, match: b.match, inAnchor: b.inAnchor, boxes: [],
    ...(b.match ? { score: b.score } : {}),
    ...(b.reason ? { reason: b.reason } : {}),
    ...(b.foundIn ? { foundIn: b.foundIn } : {}),
  };
  if (!b.offsets) return base;
  const [start, end] = b.offsets;
  const elements = getElements(db, doc, start, end);
  const boxes = boxesForRange(text, elements, start, end);
  const covering = elements.filter((e) => e.end > start && e.start < end);
  const extractorConfidence = covering.length ? Math.min(...covering.map((e) => e.confidence)) : 1;
  // A quote of a form field's value or an annotation is labelled as such (M11).
  const sourceKinds = [...new Set(covering.flatMap((e) => (e.kind ? [e.kind] : [])))].sort();
  return { ...base, page: boxes[0]?.page ?? null, boxes, extractorConfidence, ...(sourceKinds.length ? { sourceKinds } : {}) };
}
