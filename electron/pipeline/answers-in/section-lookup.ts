/** A section of a document as the section map (M7) knows it: its character range in the canonical text. */
export type SectionRange = { start: number; end: number; number: string; heading: string };

/**
 * Resolves a section reference as an answer writes it ("§ 12.2(b)", "Section 12.2",
 * "Article IV", "clause 7", "Exhibit A") in one document; null when the document has no
 * such section (or no section map). The one implementation is M7's section map, wired in
 * at the merge; this module owns only the seam.
 */
export type SectionLookup = (docId: string, ref: string) => SectionRange | null;

/** Until the section map is wired in: every section reference stays unresolved, and says so. */
export const NO_SECTION_MAP: SectionLookup = () => null;

export const NO_SECTION_MAP_NOTE = 'Section references are parsed but not resolved yet: this build has no section map, so the section was not used to place the evidence.';
