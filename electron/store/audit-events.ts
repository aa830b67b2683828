import { createHash } from 'node:crypto';
import { canonicalJson } from '../../shared/canonical-json.js';
import type { Db, ReadableDB } from './open.js';
import { prepared } from './statements.js';

export const GENESIS_HASH = '0'.repeat(64);

export type AuditEvent = {
  seq: number;
  traceId: string | null;
  type: string;
  at: string;
  /** Canonical JSON, stored exactly as hashed. */
  payload: string;
  prevHash: string;
  hash: string;
};

/**
 * hash = SHA-256 over prev hash, sequence number, trace id, type, time and payload,
 * one per line. Any edit, reorder, insertion or deletion breaks the chain from that
 * event on. The bundle's verify.mjs recomputes exactly this.
 */
export function eventHash(e: Omit<AuditEvent, 'hash'>): string {
  return createHash('sha256').update([e.prevHash, String(e.seq), e.traceId ?? '', e.type, e.at, e.payload].join('\n')).digest('hex');
}

/**
 * Appends one event. Call inside the write transaction that stores what the event
 * describes, so the record and its audit entry commit together or not at all.
 */
export function appendEvent(db: Db, traceId: string | null, type: string, payload: unknown, at = new Date().toISOString()): AuditEvent {
  const last = prepared(db, 'SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1').get() as { seq: number; hash: string } | undefined;
  const partial = { seq: (last?.seq ?? 0) + 1, traceId, type, at, payload: canonicalJson(payload), prevHash: last?.hash ?? GENESIS_HASH };
  const event: AuditEvent = { ...partial, hash: eventHash(partial) };
  prepared(db, 'INSERT INTO audit_events (seq, trace_id, type, at, payload, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    event.seq, event.traceId, event.type, event.at, event.payload, event.prevHash, event.hash,
  );
  return event;
}

type Row = { seq: number; trace_id: string | null; type: string; at: string; payload: string; prev_hash: string; hash: string };

function fromRow(r: Row): AuditEvent {
  return { seq: r.seq, traceId: r.trace_id, type: r.type, at: r.at, payload: r.payload, prevHash: r.prev_hash, hash: r.hash };
}

export function readEvents(db: ReadableDB, opts: { traceIds?: readonly string[] } = {}): AuditEvent[] {
  if (!opts.traceIds) return (prepared(db, 'SELECT * FROM audit_events ORDER BY seq').all() as Row[]).map(fromRow);
  const ids = [...opts.traceIds];
  if (ids.length === 0) return [];
  const rows = prepared(db, `SELECT * FROM audit_events WHERE trace_id IN (SELECT value FROM json_each(?)) ORDER BY seq`).all(JSON.stringify(ids)) as Row[];
  return rows.map(fromRow);
}

export type ChainFailure = { seq: number; problem: string };

/**
 * Verifies a contiguous run of events (the whole log, from genesis, when `fromGenesis`).
 * For a subset of the log, each event's own hash is checked and links are checked
 * wherever consecutive sequence numbers are both present. A chain cannot show that its
 * tail was cut off; pass the head hash recorded elsewhere (a signed bundle manifest)
 * as `head` to catch that too.
 */
export function verifyChain(events: readonly AuditEvent[], fromGenesis: boolean, head?: string): ChainFailure[] {
  const failures: ChainFailure[] = [];
  let prev: AuditEvent | null = null;
  for (const e of events) {
    const { hash, ...rest } = e;
    if (eventHash(rest) !== hash) failures.push({ seq: e.seq, problem: 'hash does not match the event content' });
    if (prev === null) {
      if (fromGenesis && (e.seq !== 1 || e.prevHash !== GENESIS_HASH)) failures.push({ seq: e.seq, problem: 'log does not start at genesis' });
    } else if (e.seq <= prev.seq) {
      failures.push({ seq: e.seq, problem: `out of order after event ${prev.seq}` });
    } else if (e.seq === prev.seq + 1 && e.prevHash !== prev.hash) {
      failures.push({ seq: e.seq, problem: `does not link to event ${prev.seq}` });
    } else if (fromGenesis && e.seq !== prev.seq + 1) {
      failures.push({ seq: e.seq, problem: `events ${prev.seq + 1}–${e.seq - 1} are missing` });
    }
    prev = e;
  }
  if (head !== undefined && (prev?.hash ?? GENESIS_HASH) !== head) failures.push({ seq: prev?.seq ?? 0, problem: 'the log does not end at the recorded head' });
  return failures;
}
