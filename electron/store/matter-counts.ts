import type { Db } from './open.js';

/** How much a matter holds, for the header of the window: documents and recorded answers. */
export function matterCounts(db: Db): { documents: number; traces: number } {
  const row = db.prepare('SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM traces) AS traces').get() as { documents: number; traces: number };
  return { documents: row.documents, traces: row.traces };
}
