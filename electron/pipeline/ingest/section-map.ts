import { getDocumentText } from '../../store/documents.js';
import type { Db } from '../../store/open.js';
import { listSections, replaceSections, sectionMapBuilder } from '../../store/sections.js';
import { buildSectionMap, citableSection, findSection, findSections, SECTION_BUILDER, sectionAt, type Section } from '../text/sections.js';
import { perDocumentCache } from './per-document-cache.js';

/** A document's sections with the lookups other stages use (claims' citations, carve-outs, references in pasted answers). */
export type SectionMap = {
  doc: string;
  sections: readonly Section[];
  /** The innermost section containing the offset. */
  sectionAt(offset: number): Section | null;
  /** The section a reference names: "12.2", "§ 21", "Section 5.2(a)", "Article IV". */
  findSection(ref: string, near?: number): Section | null;
  /** Every section the reference may name, the likeliest first (a document that numbers "4(c)" twice). */
  findSections(ref: string): Section[];
  /** What a claim about the text at `offset` cites: "§ 14.10" with its heading "Governing Law". */
  citeAt(offset: number): { number: string; heading: string | null } | null;
  /** The same for a section of the map. */
  cite(s: Section): { number: string; heading: string | null } | null;
};

const cache = perDocumentCache<SectionMap>();

function wrap(doc: string, sections: readonly Section[]): SectionMap {
  return {
    doc,
    sections,
    sectionAt: (offset) => sectionAt(sections, offset),
    findSection: (ref, near) => findSection(sections, ref, near),
    findSections: (ref) => findSections(sections, ref),
    citeAt: (offset) => citableSection(sections, sectionAt(sections, offset)),
    cite: (s) => citableSection(sections, s),
  };
}

/** Builds and stores a document's map from its canonical text (ingest calls this inside the document's transaction). */
export function writeSectionMap(db: Db, doc: string, text: string, at = new Date().toISOString()): SectionMap {
  const sections = buildSectionMap(text);
  replaceSections(db, doc, SECTION_BUILDER, sections, at);
  const map = wrap(doc, sections);
  cache.set(db, doc, map);
  return map;
}

/**
 * The section map of a document, or null when the document is not in the matter. A
 * document ingested before section maps existed (or by an older builder) gets its map
 * built from the stored canonical text now and stored: a matter from an earlier
 * version works unchanged.
 */
export function sectionMapFor(db: Db, doc: string): SectionMap | null {
  return cache.get(db, doc, () => {
    if (sectionMapBuilder(db, doc) === SECTION_BUILDER) return wrap(doc, listSections(db, doc));
    const text = getDocumentText(db, doc);
    if (text === null) return null;
    return db.readonly ? wrap(doc, buildSectionMap(text)) : writeSectionMap(db, doc, text);
  });
}
