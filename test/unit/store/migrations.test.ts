import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, MIGRATIONS, migrationHash } from '../../../electron/store/migrations/index.js';
import { migrate, type Db } from '../../../electron/store/open.js';

/**
 * SHA-256 of each shipped migration's SQL. A shipped migration is never edited — a
 * matter that already ran it would never see the change. Change the schema with a new
 * migration, and pin its hash here when it ships.
 */
const PINNED: Record<number, string> = {
  1: 'b3739d36bd46afb177b60b20a399f31a4f3ec4300ef1eb617b5656136674ce11',
  2: '001f165de91a6d764a19b68bcb66a35d377b77bad96da20b09922397a3b6e3cd',
  3: 'ca3e198dbacfd90da3a90b0444fe65482586f3b296d21a2bf03c560c70cb70f1',
  4: '8fc0a77ae30db5f8d055ff9725b63fb7f8303d1f5fee00b599c43400e39de358',
  5: '0b22be5ecac4a41047552480d0efd756f5f305327c4ff4afc6f9affb60f2f416',
  6: '48396ea31ddb96af620f9c01c4cef6f0dd44b52359f522e57387922499605ae0',
  7: 'dc096f37c86e22a75d365d92b8401ed2e268816f9cd79d2df17331e4ac86513f',
  8: '1166a748945af1cb1f0bedc51d0a55bb48ee2960ead05618971d9e221f98917a',
  9: '28e351e2444524d4c2ea06b6bd6535f55c0e482b96f5d9195c7319638b699c7b',
  10: 'fbadce4694430001750088dbd038268c1b18191b0900698c94ea213660b7b838',
};

/** A fresh database migrated to `version`, with the pragmas openMatter sets. */
function dbAt(version: number): Db {
  // A bare in-memory database stands in for a matter's: the test mints the handle itself.
  const db = new Database(':memory:') as Db;
  db.pragma('foreign_keys = ON');
  migrate(db, ':memory:', MIGRATIONS.slice(0, version));
  return db;
}

function schemaObjects(db: Db): Set<string> {
  return new Set((db.prepare('SELECT type, name FROM sqlite_master').all() as Array<{ type: string; name: string }>).map((o) => `${o.type}:${o.name}`));
}

/** What applying `version` on top of `version - 1` adds to sqlite_master. */
function addedBy(version: number): string[] {
  const before = schemaObjects(dbAt(version - 1));
  return [...schemaObjects(dbAt(version))].filter((o) => !before.has(o)).sort();
}

function columns(db: Db, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>).map((c) => c.name);
}

const insertDoc = (db: Db, id = 'd1') =>
  db.prepare(`INSERT INTO documents (id, sha256, text_sha256, title, category, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at)
    VALUES (?, ?, 't', 'Title', NULL, 'f.pdf', 10, 1, 0, 'the licensee shall pay royalties', 'x', 'y', '2026-01-01')`).run(id, `sha-${id}`);
const insertAnchor = (db: Db, docId = 'd1') =>
  db.prepare(`INSERT INTO anchors (id, doc_id, ordinal, char_start, char_end, page_start, page_end, heading, text, legal_terms)
    VALUES (?, ?, 0, 0, 32, 1, 1, NULL, 'the licensee shall pay royalties', '')`).run(`${docId}-a0`, docId);

describe('the shipped migrations', () => {
  it('are numbered 1, 2, 3… without gaps, with unique names, and LATEST_VERSION is the last', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
    expect(LATEST_VERSION).toBe(MIGRATIONS.length);
  });

  it('are exactly the pinned SQL: a shipped migration is never edited', () => {
    for (const m of MIGRATIONS) {
      expect(PINNED[m.version], `migration ${m.version} (${m.name}) has no pinned hash: pin it when it ships`).toBeDefined();
      expect(migrationHash(m), `migration ${m.version} (${m.name}) was edited after shipping; add a new migration instead`).toBe(PINNED[m.version]);
    }
  });

  it('refuse to run out of order', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, ':memory:', [MIGRATIONS[0]!, MIGRATIONS[2]!])).toThrow(/expected 2/);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
  });
});

describe('migration 001: documents', () => {
  it('creates the document tables, the offset index, the FTS5 index and its sync triggers', () => {
    expect(addedBy(1)).toEqual([
      'index:elements_by_offset',
      'index:sqlite_autoindex_anchors_1',
      'index:sqlite_autoindex_anchors_2',
      'index:sqlite_autoindex_documents_1',
      'index:sqlite_autoindex_documents_2',
      'table:anchors',
      'table:anchors_fts',
      'table:anchors_fts_config',
      'table:anchors_fts_data',
      'table:anchors_fts_docsize',
      'table:anchors_fts_idx',
      'table:documents',
      'table:elements',
      'table:pages',
      'trigger:anchors_ad',
      'trigger:anchors_ai',
    ]);
    expect(dbAt(1).pragma('user_version', { simple: true })).toBe(1);
  });

  it('keeps the FTS index in step with anchors, and deleting a document takes all of its rows', () => {
    const db = dbAt(1);
    insertDoc(db);
    insertAnchor(db);
    db.prepare(`INSERT INTO pages VALUES ('d1', 1, 612, 792, 0, '[0,0,612,792]', 0, 32, 0, 1)`).run();
    const match = () => db.prepare(`SELECT count(*) AS n FROM anchors_fts WHERE anchors_fts MATCH 'royalty'`).get();
    expect(match()).toEqual({ n: 1 }); // porter stemming: royalties → royalti ← royalty
    db.prepare(`DELETE FROM documents WHERE id = 'd1'`).run();
    expect(match()).toEqual({ n: 0 });
    expect(db.prepare('SELECT (SELECT count(*) FROM pages) + (SELECT count(*) FROM anchors) AS n').get()).toEqual({ n: 0 });
    db.exec(`INSERT INTO anchors_fts(anchors_fts) VALUES('integrity-check')`);
  });

  it('refuses a document without pages, and a page without its document', () => {
    const db = dbAt(1);
    expect(() =>
      db.prepare(`INSERT INTO documents (id, sha256, text_sha256, title, file_name, bytes, page_count, ocr_pages, text, extractor, chunker, ingested_at)
        VALUES ('d0', 's', 't', 'T', 'f', 1, 0, 0, '', 'x', 'y', 'z')`).run(),
    ).toThrow(/CHECK constraint/);
    expect(() => db.prepare(`INSERT INTO pages VALUES ('nope', 1, 612, 792, 0, '[]', 0, 0, 0, 1)`).run()).toThrow(/FOREIGN KEY/);
  });
});

describe('migration 002: traces and the audit log', () => {
  it('creates traces, claims, verdicts and audit events, with their indexes and append-only triggers', () => {
    expect(addedBy(2)).toEqual([
      'index:audit_by_trace',
      'index:claims_by_state',
      'index:sqlite_autoindex_audit_events_1',
      'index:sqlite_autoindex_claims_1',
      'index:sqlite_autoindex_claims_2',
      'index:sqlite_autoindex_traces_1',
      'index:traces_by_time',
      'index:verdicts_by_claim',
      'table:audit_events',
      'table:claims',
      'table:traces',
      'table:verdicts',
      'trigger:audit_no_delete',
      'trigger:audit_no_update',
      'trigger:verdicts_no_delete',
      'trigger:verdicts_no_update',
    ]);
  });

  it('makes verdicts and audit events append-only in the database itself', () => {
    const db = dbAt(2);
    db.prepare(`INSERT INTO traces VALUES ('t1', 'ask', 'q', 'strict', 'g', 'j', 'answered', '{}', 'now')`).run();
    db.prepare(`INSERT INTO claims VALUES ('c1', 't1', 0, 'x', 'supported', 90, '[]', '[]', 'now')`).run();
    db.prepare(`INSERT INTO verdicts (claim_id, model, prompt_version, verdict, confidence, at) VALUES ('c1', 'm', 1, 'entailed', 0.9, 'now')`).run();
    db.prepare(`INSERT INTO audit_events (trace_id, type, at, payload, prev_hash, hash) VALUES ('t1', 'x', 'now', '{}', '0', 'h1')`).run();
    expect(() => db.prepare(`UPDATE verdicts SET verdict = 'contradicted'`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`DELETE FROM verdicts`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`UPDATE audit_events SET payload = '{"x":1}'`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`DELETE FROM audit_events`).run()).toThrow(/append-only/);
  });

  it('upgrades a version-1 matter without touching its documents', () => {
    const db = dbAt(1);
    insertDoc(db);
    insertAnchor(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 2));
    expect(db.prepare('SELECT id, title FROM documents').all()).toEqual([{ id: 'd1', title: 'Title' }]);
    expect(db.prepare('SELECT count(*) AS n FROM anchors').get()).toEqual({ n: 1 });
  });
});

describe('migration 003: reviews', () => {
  it('creates the append-only reviews table and records where an original file was', () => {
    expect(addedBy(3)).toEqual(['index:reviews_by_claim', 'table:reviews', 'trigger:reviews_no_delete', 'trigger:reviews_no_update']);
    expect(columns(dbAt(2), 'documents')).not.toContain('original_path');
    expect(columns(dbAt(3), 'documents')).toContain('original_path');
  });

  it('upgrades a version-2 matter, leaving existing documents with no recorded original', () => {
    const db = dbAt(2);
    insertDoc(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 3));
    expect(db.prepare('SELECT id, original_path FROM documents').all()).toEqual([{ id: 'd1', original_path: null }]);
  });

  it('makes review decisions append-only', () => {
    const db = dbAt(3);
    db.prepare(`INSERT INTO traces VALUES ('t1', 'ask', 'q', 'strict', 'g', 'j', 'answered', '{}', 'now')`).run();
    db.prepare(`INSERT INTO claims VALUES ('c1', 't1', 0, 'x', 'unverified', 40, '[]', '[]', 'now')`).run();
    db.prepare(`INSERT INTO reviews (claim_id, reviewer, action, before_state, after_state, before_trust, after_trust, before_reasons, at)
      VALUES ('c1', 'ann', 'exclude', 'unverified', 'excluded', 40, 0, '[]', 'now')`).run();
    expect(() => db.prepare(`UPDATE reviews SET reviewer = 'bob'`).run()).toThrow(/append-only/);
    expect(() => db.prepare(`DELETE FROM reviews`).run()).toThrow(/append-only/);
  });
});

describe('migration 004: embeddings', () => {
  const vec = (xs: number[]) => Buffer.from(new Float32Array(xs).buffer);
  const insertVec = (db: Db, anchor: string, v: number[], embedder = 'openai:m') =>
    db.prepare(`INSERT INTO anchor_embeddings (embedder, anchor_id, dims, vector, created_at) VALUES (?, ?, ?, ?, 'now')`).run(embedder, anchor, v.length, vec(v));

  it('creates the embeddings table with its unique (embedder, anchor) key and the index cascades use', () => {
    expect(addedBy(4)).toEqual(['index:anchor_embeddings_by_anchor', 'index:sqlite_autoindex_anchor_embeddings_1', 'table:anchor_embeddings']);
  });

  it('keeps one vector per embedder and anchor, refuses a vector for no anchor or of the wrong size', () => {
    const db = dbAt(4);
    insertDoc(db);
    insertAnchor(db);
    insertVec(db, 'd1-a0', [0.6, 0.8]);
    insertVec(db, 'd1-a0', [1, 0, 0], 'ollama:m');
    expect(() => insertVec(db, 'd1-a0', [0.6, 0.8])).toThrow(/UNIQUE/);
    expect(() => insertVec(db, 'nope', [1])).toThrow(/FOREIGN KEY/);
    expect(() => db.prepare(`INSERT INTO anchor_embeddings (embedder, anchor_id, dims, vector, created_at) VALUES ('x', 'd1-a0', 3, ?, 'now')`).run(vec([1, 2]))).toThrow(/CHECK/);
  });

  it('deleting a document takes its anchors\' vectors with it', () => {
    const db = dbAt(4);
    insertDoc(db);
    insertAnchor(db);
    insertVec(db, 'd1-a0', [1, 0]);
    db.prepare(`DELETE FROM documents WHERE id = 'd1'`).run();
    expect(db.prepare('SELECT count(*) AS n FROM anchor_embeddings').get()).toEqual({ n: 0 });
  });

  it('upgrades a version-3 matter without touching its documents or anchors', () => {
    const db = dbAt(3);
    insertDoc(db);
    insertAnchor(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 4));
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(db.prepare('SELECT id FROM anchors').all()).toEqual([{ id: 'd1-a0' }]);
    expect(db.prepare('SELECT count(*) AS n FROM anchor_embeddings').get()).toEqual({ n: 0 });
  });
});

describe('migration 005: section maps', () => {
  const insertMap = (db: Db, doc = 'd1') => db.prepare(`INSERT INTO section_maps (doc_id, builder, built_at) VALUES (?, 'sections-v1', 'now')`).run(doc);
  const insertSection = (db: Db, ordinal: number, parent: number | null, doc = 'd1') =>
    db.prepare(`INSERT INTO sections (doc_id, ordinal, number, heading, kind, level, char_start, char_end, parent) VALUES (?, ?, '12.2', 'Governing Law', 'section', 3, 0, 10, ?)`).run(doc, ordinal, parent);

  it('creates the map and section tables; a section needs its map, a parent before it and a sane range; deleting a document takes its map', () => {
    expect(addedBy(5)).toEqual(['index:sqlite_autoindex_section_maps_1', 'index:sqlite_autoindex_sections_1', 'table:section_maps', 'table:sections']);
    const db = dbAt(5);
    insertDoc(db);
    expect(() => insertSection(db, 0, null)).toThrow(/FOREIGN KEY/);
    insertMap(db);
    insertSection(db, 0, null);
    insertSection(db, 1, 0);
    expect(() => insertSection(db, 2, 5)).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO sections (doc_id, ordinal, number, kind, level, char_start, char_end) VALUES ('d1', 3, '1', 'section', 2, 10, 5)`).run()).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO sections (doc_id, ordinal, number, kind, level, char_start, char_end) VALUES ('d1', 3, '1', 'chapter', 2, 0, 5)`).run()).toThrow(/CHECK/);
    db.prepare(`DELETE FROM documents WHERE id = 'd1'`).run();
    expect(db.prepare('SELECT (SELECT count(*) FROM sections) + (SELECT count(*) FROM section_maps) AS n').get()).toEqual({ n: 0 });
  });

  it('upgrades a version-4 matter, leaving its documents without a map (built from their text when first asked for)', () => {
    const db = dbAt(4);
    insertDoc(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 5));
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    expect(db.prepare('SELECT count(*) AS n FROM section_maps').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT id FROM documents').all()).toEqual([{ id: 'd1' }]);
  });
});

describe('migration 006: page quality (M11)', () => {
  it('adds element kind, page unreadable reason / text quality / readings, and document warnings', () => {
    const db = dbAt(6);
    expect(columns(db, 'elements')).toContain('kind');
    expect(columns(db, 'pages')).toEqual(expect.arrayContaining(['unreadable', 'text_quality', 'readings']));
    expect(columns(db, 'documents')).toContain('warnings');
  });

  it('upgrades a version-5 matter: old rows read as text-layer elements, readable pages, no warnings', () => {
    const db = dbAt(5);
    insertDoc(db);
    db.prepare(`INSERT INTO pages (doc_id, page_no, width, height, rotation, view_box, char_start, char_end, ocr, confidence) VALUES ('d1', 1, 612, 792, 0, '[0,0,612,792]', 0, 32, 0, 1)`).run();
    db.prepare(`INSERT INTO elements (doc_id, seq, page_no, char_start, char_end, ox, oy, ux, uy, advance, ascent, descent, font_class, extractor, confidence) VALUES ('d1', 0, 1, 0, 32, 72, 700, 1, 0, 200, 8, 2, 'serif', 'x', 1)`).run();
    migrate(db, ':memory:', MIGRATIONS.slice(0, 6));
    expect(db.prepare('SELECT kind FROM elements').get()).toEqual({ kind: null });
    expect(db.prepare('SELECT unreadable, text_quality, readings FROM pages').get()).toEqual({ unreadable: null, text_quality: null, readings: null });
    expect(db.prepare('SELECT warnings FROM documents').get()).toEqual({ warnings: '[]' });
  });

  it('refuses an element kind it does not know', () => {
    const db = dbAt(6);
    insertDoc(db);
    let seq = 0;
    const ins = (kind: string | null) =>
      db.prepare(`INSERT INTO elements (doc_id, seq, page_no, char_start, char_end, ox, oy, ux, uy, advance, ascent, descent, font_class, extractor, confidence, kind) VALUES ('d1', ?, 1, 0, 5, 0, 0, 1, 0, 10, 8, 2, 'serif', 'x', 1, ?)`).run(seq++, kind);
    expect(() => ins('field')).not.toThrow();
    expect(() => ins('annotation')).not.toThrow();
    expect(() => ins('signature')).toThrow(/CHECK/);
  });
});

describe('migration 007: review tables', () => {
  const V = 7;
  const table = (db: Db, scope = 'all') => db.prepare(`INSERT INTO review_tables (id, name, template, rows_scope, created_at) VALUES ('tb1', 'T', 'cuad', ?, 'now')`).run(scope);
  const column = (db: Db, id = 'c1') => db.prepare(`INSERT INTO review_table_columns (table_id, id, ordinal, name, question, type) VALUES ('tb1', ?, 0, 'Law', 'Which law?', 'jurisdiction')`).run(id);
  const trace = (db: Db) => db.prepare(`INSERT INTO traces (id, kind, question, policy, generator, judge, status, response, created_at) VALUES ('t1', 'ask', 'q', '{}', 'g', 'j', 'answered', '{}', 'now')`).run();
  const cell = (db: Db, status: string, traceId: string | null) =>
    db.prepare(`INSERT INTO review_table_cells (table_id, column_id, doc_id, revision, status, value, trace_id, updated_at) VALUES ('tb1', 'c1', 'd1', 1, ?, NULL, ?, 'now')`).run(status, traceId);

  it('creates the table, column, row and cell tables', () => {
    expect(addedBy(V)).toEqual([
      'index:review_table_cells_by_trace',
      'index:sqlite_autoindex_review_table_cells_1',
      'index:sqlite_autoindex_review_table_columns_1',
      'index:sqlite_autoindex_review_table_rows_1',
      'index:sqlite_autoindex_review_tables_1',
      'table:review_table_cells',
      'table:review_table_columns',
      'table:review_table_rows',
      'table:review_tables',
    ]);
  });

  it('a cell is failed without a trace or answered with one, never both or neither; it goes with its column', () => {
    const db = dbAt(V);
    table(db);
    column(db);
    trace(db);
    expect(() => cell(db, 'answered', null)).toThrow(/CHECK/);
    expect(() => cell(db, 'failed', 't1')).toThrow(/CHECK/);
    expect(() => cell(db, 'answered', 'nope')).toThrow(/FOREIGN KEY/);
    cell(db, 'answered', 't1');
    expect(() => column(db, 'c2') && db.prepare(`INSERT INTO review_table_columns (table_id, id, ordinal, name, question, type) VALUES ('tb1', 'c3', 1, 'X', 'Why?', 'colour')`).run()).toThrow(/CHECK/);
    db.prepare(`DELETE FROM review_table_columns WHERE id = 'c1'`).run();
    expect(db.prepare('SELECT count(*) AS n FROM review_table_cells').get()).toEqual({ n: 0 });
    expect(() => table(db, 'some')).toThrow();
  });

  it('upgrades a version-6 matter without touching its traces', () => {
    const db = dbAt(6);
    trace(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, V));
    expect(db.pragma('user_version', { simple: true })).toBe(V);
    expect(db.prepare('SELECT id FROM traces').all()).toEqual([{ id: 't1' }]);
  });
});

describe('migration 008: document removal', () => {
  it('adds when and by whom a document was removed, nothing else', () => {
    expect(addedBy(8)).toEqual([]);
    expect(columns(dbAt(7), 'documents')).not.toContain('removed_at');
    expect(columns(dbAt(8), 'documents')).toEqual(expect.arrayContaining(['removed_at', 'removed_by']));
  });

  it('upgrades a version-7 matter: its documents read as present, anchors untouched', () => {
    const db = dbAt(7);
    insertDoc(db);
    insertAnchor(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 8));
    expect(db.pragma('user_version', { simple: true })).toBe(8);
    expect(db.prepare('SELECT id, removed_at, removed_by FROM documents').all()).toEqual([{ id: 'd1', removed_at: null, removed_by: null }]);
    expect(db.prepare('SELECT count(*) AS n FROM anchors').get()).toEqual({ n: 1 });
  });
});

describe('migration 009: document readings', () => {
  it('creates the table of earlier readings, which goes with its document', () => {
    expect(addedBy(9)).toEqual(['table:document_readings']);
    const db = dbAt(9);
    insertDoc(db);
    db.prepare(`INSERT INTO document_readings VALUES ('d1', 'old-hash', 'the licensee shal pay', 'pdfjs', 0, 'now')`).run();
    expect(() => db.prepare(`INSERT INTO document_readings VALUES ('nope', 'h', 't', 'x', 0, 'now')`).run()).toThrow(/FOREIGN KEY/);
    db.prepare(`DELETE FROM documents WHERE id = 'd1'`).run();
    expect(db.prepare('SELECT count(*) AS n FROM document_readings').get()).toEqual({ n: 0 });
  });

  it('upgrades a version-8 matter without touching its documents', () => {
    const db = dbAt(8);
    insertDoc(db);
    migrate(db, ':memory:', MIGRATIONS.slice(0, 9));
    expect(db.pragma('user_version', { simple: true })).toBe(9);
    expect(db.prepare('SELECT id FROM documents').all()).toEqual([{ id: 'd1' }]);
  });
});

describe('migration 010: which claims of a cell answer its question', () => {
  it('fills a version-9 matter\'s cells from their traces\' recorded responses: responsive claims, and those judged before M7', () => {
    const db = dbAt(9);
    db.prepare(`INSERT INTO review_tables (id, name, template, rows_scope, created_at) VALUES ('tb1', 'T', 'cuad', 'all', 'now')`).run();
    db.prepare(`INSERT INTO review_table_columns (table_id, id, ordinal, name, question, type) VALUES ('tb1', 'c1', 0, 'Exclusivity', 'Is any right exclusive?', 'yes_no')`).run();
    const response = JSON.stringify({ claims: [
      { id: 'k1', state: 'supported', responsiveness: { value: 'partial', method: 'lexical@27', detail: 'Says only part of what the question asks.' } },
      { id: 'k2', state: 'supported', responsiveness: { value: 'responsive', method: 'lexical@27', detail: '' } },
      { id: 'k3', state: 'supported', responsiveness: { value: 'not_responsive', method: 'lexical@27', detail: '' } },
      { id: 'k4', state: 'unverified' },
    ] });
    db.prepare(`INSERT INTO traces (id, kind, question, policy, generator, judge, status, response, created_at) VALUES ('t1', 'ask', 'q', '{}', 'g', 'j', 'answered', ?, 'now')`).run(response);
    db.prepare(`INSERT INTO traces (id, kind, question, policy, generator, judge, status, response, created_at) VALUES ('t2', 'ask', 'q', '{}', 'g', 'j', 'answered', ?, 'now')`).run(JSON.stringify({ claims: [{ id: 'k5', state: 'supported', responsiveness: { value: 'partial', method: 'm', detail: '' } }] }));
    const cell = db.prepare(`INSERT INTO review_table_cells (table_id, column_id, doc_id, revision, status, value, value_claim, value_from, trace_id, error_code, error_message, updated_at) VALUES ('tb1', 'c1', ?, 1, ?, NULL, NULL, NULL, ?, ?, NULL, 'now')`);
    cell.run('d1', 'answered', 't1', null);
    cell.run('d2', 'answered', 't2', null);
    cell.run('d3', 'failed', null, 'INTERNAL');
    migrate(db, ':memory:', MIGRATIONS.slice(0, 10));
    expect(db.pragma('user_version', { simple: true })).toBe(10);
    const answering = Object.fromEntries((db.prepare('SELECT doc_id, answering FROM review_table_cells ORDER BY doc_id').all() as Array<{ doc_id: string; answering: string | null }>).map((r) => [r.doc_id, r.answering === null ? null : JSON.parse(r.answering)]));
    expect(answering).toEqual({ d1: ['k2', 'k4'], d2: [], d3: null });
  });
});
