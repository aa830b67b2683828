import { createHash } from 'node:crypto';
import type { Migration } from './types.js';
import { migration001 } from './001-documents.js';
import { migration002 } from './002-traces-audit.js';
import { migration003 } from './003-reviews.js';
import { migration004 } from './004-embeddings.js';
import { migration005 } from './005-sections.js';
import { migration006 } from './006-page-quality.js';
import { migration007 } from './007-review-tables.js';
import { migration008 } from './008-document-removal.js';
import { migration009 } from './009-document-readings.js';
import { migration010 } from './010-cell-answering.js';

/** Append only. A shipped migration is never edited: its hash is pinned in test/unit/store/migrations.test.ts. */
export const MIGRATIONS: readonly Migration[] = [migration001, migration002, migration003, migration004, migration005, migration006, migration007, migration008, migration009, migration010];

export const LATEST_VERSION = MIGRATIONS.length;

export function migrationHash(m: Migration): string {
  return createHash('sha256').update(m.sql).digest('hex');
}
