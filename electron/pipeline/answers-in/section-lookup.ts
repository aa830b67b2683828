import type { Db } from '../../store/open.js';
import { sectionMapFor } from '../ingest/section-map.js';

/** A section of a document as the section map (M7) knows it: its character range in the canonical text. */
export type SectionRange = { start: number; end: number; number: string; heading: string };

/**
 * Resolves a section reference as an answer writes it ("§ 12.2(b)", "Section 12.2",
 * "Article IV", "clause 7", "Exhibit A") in one document; null when the document has no
 * such section (or no section map). The one implementation is M7's section map (`sectionLookupFor`).
 */
export type SectionLookup = (docId: string, ref: string) => SectionRange | null;

/** A lookup that resolves nothing (tests of the parser alone). */
export const NO_SECTION_MAP: SectionLookup = () => null;

export const NO_SECTION_MAP_NOTE = 'No such section was found in the referenced document (by its section map), so the section was not used to place the evidence.';

/** The matter's section maps (M7): "§ 12.2(b)", "Section 12.2", "Article IV", "Exhibit A" resolved in one document. */
export function sectionLookupFor(db: Db): SectionLookup {
  // One answer looks a reference up in every document when it names none: each map is read once.
  const maps = new Map<string, ReturnType<typeof sectionMapFor>>();
  return (docId, ref) => {
    if (!maps.has(docId)) maps.set(docId, sectionMapFor(db, docId));
    const s = maps.get(docId)?.findSection(ref) ?? null;
    return s ? { start: s.start, end: s.end, number: s.number, heading: s.heading ?? '' } : null;
  };
}
