import type { Db } from '../../store/open.js';

/** What is kept per database handle and document id; a closed, dropped handle takes its entries with it (WeakMap). */
export type PerDocumentCache<T> = {
  /** The kept value, else `build()`'s — kept unless null (a document not in the matter is looked up again next time). */
  get<B extends T | null>(db: Db, doc: string, build: () => B): T | B;
  /** Replaces a document's kept value (a re-read's new map), on a handle something was read through: an ingest alone keeps nothing. */
  set(db: Db, doc: string, value: T): void;
};

export function perDocumentCache<T>(): PerDocumentCache<T> {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return {
    get(db, doc, build) {
      let perDb = byDb.get(db);
      if (!perDb) byDb.set(db, (perDb = new Map()));
      const hit = perDb.get(doc);
      if (hit !== undefined) return hit;
      const value = build();
      if (value !== null) perDb.set(doc, value);
      return value;
    },
    set(db, doc, value) {
      byDb.get(db)?.set(doc, value);
    },
  };
}
