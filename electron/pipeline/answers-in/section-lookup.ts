import type { Db } from '../../store/open.js';
import { getDocumentText } from '../../store/documents.js';
import { sectionMapFor } from '../ingest/section-map.js';
import type { Section } from '../text/sections.js';

/** A section of a document as the section map (M7) knows it: its character range in the canonical text. */
export type SectionRange = { start: number; end: number; number: string; heading: string };

/**
 * Resolves a section reference as an answer writes it ("§ 12.2(b)", "Section 12.2",
 * "Article IV", "clause 7", "Exhibit A") in one document: every section it may name, the
 * likeliest first (a document may number "4(c)" twice); none when the document has no such
 * section (or no section map). The one implementation is M7's section map (`sectionLookupFor`).
 */
export type SectionLookup = (docId: string, ref: string) => SectionRange[];

/** A lookup that resolves nothing (tests of the parser alone). */
export const NO_SECTION_MAP: SectionLookup = () => [];

export const NO_SECTION_MAP_NOTE = 'No such section was found in the referenced document (by its section map), so the section was not used to place the evidence.';

/**
 * The matter's section maps (M7): "§ 12.2(b)", "Section 12.2", "Article IV", "Exhibit A" resolved in one document.
 * `documentText`: the caller's own reader of a document's canonical text, when it already holds the texts (verify-pasted's
 * matter view), so that an item the map missed is looked for without reading the document from the store again.
 */
export function sectionLookupFor(db: Db, documentText?: (docId: string) => string | null): SectionLookup {
  // One answer looks a reference up in every document when it names none: each map is read once.
  const maps = new Map<string, ReturnType<typeof sectionMapFor>>();
  const texts = new Map<string, string | null>();
  const textOf =
    documentText ??
    ((docId: string) => {
      if (!texts.has(docId)) texts.set(docId, getDocumentText(db, docId));
      return texts.get(docId) ?? null;
    });
  return (docId, ref) => {
    if (!maps.has(docId)) maps.set(docId, sectionMapFor(db, docId));
    const map = maps.get(docId);
    if (!map) return [];
    const found = map.findSections(ref);
    // The heading a claim would cite: a paragraph without one of its own ("G.1") goes under its part's ("INDEMNIFICATION").
    if (found.length > 0) return found.map((s) => ({ start: s.start, end: s.end, number: s.number, heading: map.cite(s)?.heading ?? '' }));
    const item = SUB_ITEM.exec(ref.trim());
    const parent = item ? map.findSection(item[1]!) : null;
    const text = parent ? textOf(docId) : null;
    const range = parent && text !== null ? itemIn(text, parent, item![2]!, map.cite(parent)?.heading ?? '') : null;
    return range ? [range] : [];
  };
}

/** A reference to a lettered or numbered item of a section: "4.2(a)", "§ 12.2(iv)". */
const SUB_ITEM = /^(.*?[\w.])\s*\(([a-z]{1,4}|\d{1,2})\)$/i;

/**
 * An item the section map did not catch, found in its section's text: the label at the
 * start of a line or after a colon, up to the next such label or the section's end. The
 * sample Distributor Agreement's § 4.2 has its "(a)" past a page number, so its items
 * are not in the map, and a trial's "§ 4.2(a)" was LEGAL_CITATION_UNVERIFIED.
 */
function itemIn(text: string, parent: Section, label: string, heading: string): SectionRange | null {
  const body = text.slice(parent.start, parent.end);
  const at = new RegExp(String.raw`(?:^|\n|:\s)\s*\(${label}\)\s`, 'i').exec(body);
  if (!at) return null;
  const start = parent.start + at.index + at[0].indexOf('(');
  const next = /\n\s*\([a-z0-9]{1,4}\)\s/i.exec(text.slice(start + label.length + 2, parent.end));
  const end = next ? start + label.length + 2 + next.index : parent.end;
  return { start, end, number: `${parent.number}(${label.toLowerCase()})`, heading };
}
