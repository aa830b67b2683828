import type { SearchHit } from '../../../shared/documents.js';
import { anchorsAround, type AnchorRow } from '../../store/anchors.js';
import { innermostSection } from '../../store/sections.js';
import type { ReadableDB } from '../../store/open.js';
import { MAX_ITEMS, opensList, startsWithListLabel } from '../text/list-items.js';
import { continuesAcross } from '../text/sentences.js';

/** The retriever name a list's context is recorded under (CitationRecord): sent because a hit needs it, not because it matched. */
export const LIST_CONTEXT = 'list-context';
/** …and the one a sentence cut by a page break is finished in (or begun in). */
export const SENTENCE_CONTEXT = 'sentence-context';
/** …and the one the rest of a short section is read in. */
export const SECTION_CONTEXT = 'section-context';

/**
 * A retrieved list item comes with its lead-in, and a retrieved lead-in with its items, so a
 * generator can read (and cite) "Vyera shall have the right to terminate this Agreement in its
 * entirety:" with "(c) at any time …, for any reason or no reason, upon … notice". The chunker
 * starts an anchor at every list label, so the two are mostly different anchors, and the
 * question's words are mostly in only one of them. Each added anchor follows the hit that
 * needed it, with that hit's rank and score and `contextOf` naming it; the items between an
 * item and its lead-in come too (a list is read in order). An anchor is never added twice.
 */
export function withListContext(db: ReadableDB, hits: readonly SearchHit[]): SearchHit[] {
  const have = new Set(hits.map((h) => h.anchor));
  const out: SearchHit[] = [];
  for (const h of hits) {
    out.push(h);
    const context = [
      ...listContext(db, h).map((row) => ({ row, retriever: LIST_CONTEXT })),
      ...sentenceContext(db, h).map((row) => ({ row, retriever: SENTENCE_CONTEXT })),
      ...(h.contextOf ? [] : sectionRest(db, h).map((row) => ({ row, retriever: SECTION_CONTEXT }))),
    ];
    for (const { row, retriever } of context.sort((x, y) => x.row.ordinal - y.row.ordinal)) {
      if (have.has(row.id)) continue;
      have.add(row.id);
      out.push({ anchor: row.id, doc: row.doc_id, title: h.title, category: h.category, page: row.page_start, pages: [row.page_start, row.page_end], rank: h.rank, score: h.score, retriever, text: row.text, contextOf: h.anchor });
    }
  }
  return out;
}

/** The anchors `hit` needs read with it: back to its list's lead-in, or on through the items its lead-in introduces. */
function listContext(db: ReadableDB, hit: SearchHit): AnchorRow[] {
  const leads = opensList(hit.text);
  const item = startsWithListLabel(hit.text);
  if (!leads && !item) return [];
  const around = anchorsAround(db, hit.anchor, item ? MAX_ITEMS : 0, leads ? MAX_ITEMS : 0);
  const at = around.findIndex((r) => r.id === hit.anchor);
  if (at < 0) return [];
  const out: AnchorRow[] = [];
  if (leads) for (let i = at + 1; i < around.length && startsWithListLabel(around[i]!.text); i++) out.push(around[i]!);
  if (item) {
    const back: AnchorRow[] = [];
    for (let i = at - 1; i >= 0; i--) {
      const r = around[i]!;
      back.unshift(r);
      if (opensList(r.text)) {
        out.unshift(...back);
        break;
      }
      if (!startsWithListLabel(r.text)) break;
    }
  }
  return out;
}

/**
 * The rest of a sentence a page break cut (anchors end at pages): "All such arbitration shall take place at the office"
 * + page 5's "of the American Arbitration Association located in Cleveland, Ohio." (cuad-dev-07 § 21). Read alone, the
 * first half was the green answer to "Where is the arbitration held?" without the place. The anchor before whose
 * sentence `hit` finishes, and the one after that finishes `hit`'s last sentence.
 */
function sentenceContext(db: ReadableDB, hit: SearchHit): AnchorRow[] {
  const around = anchorsAround(db, hit.anchor, 1, 1);
  const at = around.findIndex((r) => r.id === hit.anchor);
  if (at < 0) return [];
  const before = around[at - 1];
  const after = around[at + 1];
  return [...(before && continuesAcross(before.text, hit.text) ? [before] : []), ...(after && continuesAcross(hit.text, after.text) ? [after] : [])];
}

/** A section read whole with a hit in it is at most this long, and brings at most this many paragraphs after the hit. */
const SHORT_SECTION_CHARS = 2_500;
const SECTION_REST = 2;

/**
 * The rest of a short section after a hit in it: cuad-dev-12 § 3(e) "Audit Rights" says who keeps and who may examine the
 * records in its first paragraph and who bears the examination's cost in its second ("… out-of-pocket costs of such
 * examination shall be borne by Zynga"), which says neither "audit" nor "royalty" and was never retrieved: "In what
 * circumstances must Zynga bear the cost of WPT's audit …?" was refused (session 50). The section map (ingest/section-map.ts)
 * says where the section ends; a long one is not read whole.
 */
function sectionRest(db: ReadableDB, hit: SearchHit): AnchorRow[] {
  const around = anchorsAround(db, hit.anchor, 0, SECTION_REST);
  const self = around[0];
  if (!self || self.id !== hit.anchor) return [];
  // The section the hit ends in: an anchor may begin in the section before (a page's paragraphs run on).
  const section = innermostSection(db, self.doc_id, self.char_end - 1);
  if (!section || section.end - section.start > SHORT_SECTION_CHARS || section.end <= self.char_end) return [];
  return around.slice(1).filter((r) => r.char_start < section.end);
}
