import type Database from 'better-sqlite3';
import type { ReadableDB } from './open.js';

/**
 * Statements are prepared once per database and reused: better-sqlite3 compiles SQL on
 * every `prepare`, which cost more than the query itself for the short lookups that a
 * review decision or a bundle export makes by the thousand. Keyed by SQL text; every
 * SQL string in the store is a constant (interpolations are constant fragments), so the
 * cache is bounded by the number of queries in the code. The bound below catches a
 * query built from data by mistake instead of letting the cache grow without end.
 */
const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX_STATEMENTS = 512;

export function prepared(db: ReadableDB, sql: string): Database.Statement {
  let byDb = cache.get(db);
  if (!byDb) {
    byDb = new Map();
    cache.set(db, byDb);
  }
  let stmt = byDb.get(sql);
  if (!stmt) {
    if (byDb.size >= MAX_STATEMENTS) throw new Error(`More than ${MAX_STATEMENTS} distinct SQL statements on one database: a query is being built from data. Bind values as parameters instead.`);
    stmt = db.prepare(sql);
    byDb.set(sql, stmt);
  }
  return stmt;
}
