import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

/** How much a matter holds, for the header of the window: documents and recorded answers. */
export function matterCounts(db: ReadableDB): { documents: number; traces: number } {
  const row = prepared(db, 'SELECT (SELECT count(*) FROM documents WHERE removed_at IS NULL) AS documents, (SELECT count(*) FROM traces) AS traces').get() as { documents: number; traces: number };
  return { documents: row.documents, traces: row.traces };
}
