import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEvent, readEvents, verifyChain, type AuditEvent } from '../../../electron/store/audit-events.js';
import { openMatter, type Matter } from '../../../electron/store/open.js';
import { tempDir } from '../../helpers/corpus.js';

describe('hash-chained audit trail', () => {
  let tmp: ReturnType<typeof tempDir>;
  let matter: Matter;
  beforeEach(() => {
    tmp = tempDir();
    matter = openMatter(tmp.dir);
    for (let i = 0; i < 20; i++) appendEvent(matter.db, i % 2 ? 't1' : 't2', 'step', { i, text: `event ${i}`, nested: { b: 2, a: 1 } });
  });
  afterEach(() => {
    matter.close();
    tmp.cleanup();
  });

  it('chains every event to the previous one from genesis', () => {
    const events = readEvents(matter.db);
    expect(events).toHaveLength(20);
    expect(verifyChain(events, true)).toEqual([]);
    expect(verifyChain(events, true, events[19]!.hash)).toEqual([]);
    // cutting the tail is invisible to the chain alone, and caught against the recorded head
    expect(verifyChain(events.slice(0, 19), true)).toEqual([]);
    expect(verifyChain(events.slice(0, 19), true, events[19]!.hash)).not.toEqual([]);
    expect(events[1]!.prevHash).toBe(events[0]!.hash);
    expect(events[0]!.payload).toBe('{"i":0,"nested":{"a":1,"b":2},"text":"event 0"}');
  });

  it('refuses UPDATE and DELETE at the database level', () => {
    expect(() => matter.db.prepare("UPDATE audit_events SET payload = '{}' WHERE seq = 3").run()).toThrow(/append-only/);
    expect(() => matter.db.prepare('DELETE FROM audit_events WHERE seq = 3').run()).toThrow(/append-only/);
    expect(() => matter.db.prepare('DELETE FROM audit_events').run()).toThrow(/append-only/);
  });

  it('detects any tampering: an edited field, a deleted event, a swap', () => {
    const events = readEvents(matter.db);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19 }), fc.constantFrom('payload', 'type', 'at', 'traceId', 'delete', 'swap'), (i, how) => {
        const copy: AuditEvent[] = events.map((e) => ({ ...e }));
        if (how === 'delete') copy.splice(i, 1);
        else if (how === 'swap') {
          const j = (i + 1) % copy.length;
          [copy[i], copy[j]] = [copy[j]!, copy[i]!];
        } else if (how === 'traceId') copy[i]!.traceId = 'other';
        else copy[i]![how] = `${copy[i]![how]}x`;
        expect(verifyChain(copy, true, events[19]!.hash).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the events of chosen traces', () => {
    expect(readEvents(matter.db, { traceIds: ['t1'] })).toHaveLength(10);
    expect(verifyChain(readEvents(matter.db, { traceIds: ['t1'] }), false)).toEqual([]);
  });
});
