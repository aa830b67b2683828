import { join } from 'node:path';
import { CHUNKER } from '../../electron/pipeline/ingest/anchors.js';
import { LATEST_VERSION } from '../../electron/store/migrations/index.js';

const CACHE = join(import.meta.dirname, '..', '..', '.bench', 'matters');

/**
 * Where a bench keeps a matter it ingested once. Keyed by schema version and chunker: a cache made by an older Pincite is
 * never opened by a newer one, nor are anchors cut by an older chunker measured as if they were today's.
 */
export const cachedMatterDir = (name: string): string => join(CACHE, `${name}-v${LATEST_VERSION}-${CHUNKER}`);
