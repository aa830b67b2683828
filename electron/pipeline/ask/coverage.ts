import type { CoverageMap, CoveragePassage } from '../../../shared/response.js';
import { getAnchor } from '../../store/anchors.js';
import { listDocuments } from '../../store/documents.js';
import type { Db } from '../../store/open.js';
import type { CitationRecord } from '../retrieval/retrieve.js';

/** Pages listed by name in a coverage map; the total is always given. */
const MAX_PAGES_LISTED = 100;
const PASSAGE_CHARS = 400;

/**
 * The coverage map of an insufficient-evidence answer (M7 item 7): what was searched,
 * what was tried, what could not be read, what was never reached. Everything comes
 * from the store and the recorded retrieval; the model's `tried` list only names
 * anchors, and an anchor the store does not know is left out (the gate has already
 * refused any the allowlist did not hold).
 *
 * `retrieval` is null when the whole matter was the allowlist (verify without a
 * question): every document was then in reach.
 */
export function buildCoverageMap(db: Db, retrieval: CitationRecord | null, tried: ReadonlyArray<{ anchor: string; quote: string }>, scope: readonly string[] | null = null): CoverageMap {
  // A question scoped to some documents (--doc, a named agreement, a table's cell) searched those only.
  const inScope = scope ? new Set(scope) : null;
  const docs = listDocuments(db, scope ? { ids: scope } : {});
  const titles = new Map(docs.map((d) => [d.id, d.title]));
  const hitsByDoc = new Map<string, number>();
  for (const h of retrieval?.hits ?? []) hitsByDoc.set(h.doc, (hitsByDoc.get(h.doc) ?? 0) + 1);

  const passages: CoveragePassage[] = [];
  const seen = new Set<string>();
  const add = (anchorId: string, source: CoveragePassage['source'], quote: string | null) => {
    if (seen.has(anchorId)) return;
    const a = getAnchor(db, anchorId);
    if (!a) return;
    seen.add(anchorId);
    // The model's quote is shown only when the passage holds it; otherwise the passage's own text.
    const text = quote && quote.trim() && squash(a.text).includes(squash(quote)) ? quote : a.text;
    passages.push({
      anchor: a.id, doc: a.doc_id, title: titles.get(a.doc_id) ?? a.doc_id, page: a.page_start, pages: [a.page_start, a.page_end],
      offsets: [a.char_start, a.char_end], text: clip(text), source,
    });
  };
  for (const t of tried) add(t.anchor, 'model', t.quote);
  for (const h of retrieval?.hits ?? []) if (h.sent) add(h.anchor, 'retrieval', null);

  const issues = docs.flatMap((d) => (d.pageIssues ?? []).map((i) => ({ doc: d.id, title: d.title, page: i.page, kind: i.kind, ...(i.reason ? { reason: i.reason } : {}), confidence: i.confidence, message: i.message })));
  // Pages of documents retrieval reached come first: the answer is likeliest near where it looked.
  issues.sort((x, y) => Number(hitsByDoc.has(y.doc)) - Number(hitsByDoc.has(x.doc)));
  const notReached = retrieval ? docs.filter((d) => !hitsByDoc.has(d.id)).map((d) => ({ doc: d.id, title: d.title })) : [];
  const searched = docs.map((d) => ({ doc: d.id, title: d.title, pages: d.pages, hits: hitsByDoc.get(d.id) ?? 0 }));
  const complete = issues.length === 0;
  return {
    documentsSearched: searched,
    passagesTried: passages,
    pagesNotReadWell: issues.slice(0, MAX_PAGES_LISTED),
    pagesNotReadWellTotal: issues.length,
    documentsNotReached: notReached,
    complete,
    summary: summarise(searched, passages.length, issues, notReached.length),
  };
}

function summarise(searched: CoverageMap['documentsSearched'], passages: number, issues: CoverageMap['pagesNotReadWell'], notReached: number): string {
  const pages = searched.reduce((n, d) => n + d.pages, 0);
  const looked = `Searched ${searched.length} ${searched.length === 1 ? 'document' : 'documents'} (${pages} ${pages === 1 ? 'page' : 'pages'}) and tried ${passages} ${passages === 1 ? 'passage' : 'passages'}`;
  const unreached = notReached ? `; ${notReached} ${notReached === 1 ? 'document had' : 'documents had'} no passage matching the question` : '';
  // Retrieval matches the question's words, so "not found" is about the passages tried, not the documents: a clause in
  // other words ("for any reason or no reason" for "convenience") can rank below them. Say so rather than clear the documents.
  // "Was taken as the answer", not "says this": a refusal may list a clause that does say it but was turned away as another
  // kind of clause (extractive@17), and the reader is to judge it.
  if (issues.length === 0) return `${looked}${unreached}. Every page was read as text, and none of the passages that best matched the question was taken as the answer. A clause in other words could still be there: search for the words it would use before relying on its absence.`;
  const byDoc = new Map<string, number[]>();
  for (const i of issues) byDoc.set(i.title, [...(byDoc.get(i.title) ?? []), i.page]);
  const docs = [...byDoc.entries()];
  const where = docs.slice(0, 3).map(([title, ps]) => `${title}, ${ps.length === 1 ? 'page' : 'pages'} ${pageRanges(ps)}`).join('; ');
  const more = docs.length > 3 ? `; and ${docs.length - 3} more documents` : '';
  return `${looked}${unreached}. ${issues.length} ${issues.length === 1 ? 'page' : 'pages'} could not be read well (${where}${more}): the answer may be there. Check ${issues.length === 1 ? 'that page' : 'those pages'} by eye.`;
}

/** "1–6, 9, 12–13": pages as a reader lists them. */
function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j > i ? `${sorted[i]}–${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return out.join(', ');
}

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function clip(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length <= PASSAGE_CHARS ? t : `${t.slice(0, PASSAGE_CHARS - 1)}…`;
}
