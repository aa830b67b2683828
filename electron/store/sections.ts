import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

/** One stored section (see migration 005); `parent` is the ordinal of the enclosing section. */
export type SectionRow = {
  number: string;
  heading: string | null;
  kind: 'exhibit' | 'article' | 'section' | 'clause' | 'subclause';
  level: number;
  start: number;
  end: number;
  parent: number | null;
};

/** The builder that made a document's stored map, or null when it has none yet (ingested before M7). */
export function sectionMapBuilder(db: ReadableDB, docId: string): string | null {
  return (prepared(db, 'SELECT builder FROM section_maps WHERE doc_id = ?').get(docId) as { builder: string } | undefined)?.builder ?? null;
}

export function listSections(db: ReadableDB, docId: string): SectionRow[] {
  return prepared(db, 'SELECT number, heading, kind, level, char_start AS start, char_end AS "end", parent FROM sections WHERE doc_id = ? ORDER BY ordinal')
    .all(docId) as SectionRow[];
}

/** The innermost section of a document's stored map holding `offset`, or null (none, or no map). */
export function innermostSection(db: ReadableDB, docId: string, offset: number): SectionRow | null {
  return (
    (prepared(db, 'SELECT number, heading, kind, level, char_start AS start, char_end AS "end", parent FROM sections WHERE doc_id = ? AND char_start <= ? AND char_end > ? ORDER BY level DESC, char_start DESC LIMIT 1').get(docId, offset, offset) as
      | SectionRow
      | undefined) ?? null
  );
}

/** Replaces a document's map in one transaction (a nested call joins its caller's transaction). */
export function replaceSections(db: Db, docId: string, builder: string, sections: readonly SectionRow[], at: string): void {
  const ins = prepared(db, 'INSERT INTO sections (doc_id, ordinal, number, heading, kind, level, char_start, char_end, parent) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    prepared(db, 'DELETE FROM section_maps WHERE doc_id = ?').run(docId);
    prepared(db, 'INSERT INTO section_maps (doc_id, builder, built_at) VALUES (?, ?, ?)').run(docId, builder, at);
    sections.forEach((s, i) => ins.run(docId, i, s.number, s.heading, s.kind, s.level, s.start, s.end, s.parent));
  }).immediate();
}
