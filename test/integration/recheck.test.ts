import { appendFileSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../electron/api/session.js';
import { recheck, RECHECK_REVIEWER } from '../../electron/audit/recheck.js';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { decideClaims } from '../../electron/pipeline/review/decide.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocument } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { queuePage } from '../../electron/store/queue.js';
import { listReviews } from '../../electron/store/reviews.js';
import { sourcePath } from '../../electron/store/sources.js';
import { getClaims } from '../../electron/store/traces.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';
import { plantedAnswer } from '../helpers/planted-review.js';

/**
 * Re-check at read time (issue M4): when a matter's content-addressed source copy, or
 * the user's original file, changes on disk, every claim bound to it fails closed —
 * it leaves `supported` with SOURCE_CHANGED, enters the review queue, and cannot be
 * confirmed until it is rebound to the current text.
 */
let tmp: ReturnType<typeof tempDir>;
let matter: Matter;
let docs: string[];
let originals: string[];

async function supportedClaims(doc: string, n: number): Promise<string[]> {
  const p = plantedAnswer(listAnchors(matter.db, doc).slice(2, 2 + n), [], Array(n).fill('verbatim'));
  const file = join(tmp.dir, `verdicts-${doc}.json`);
  writeFileSync(file, p.verdicts);
  const r = await verifyAnswer(matter, p.answer, null, await configurePipeline({ judge: `replay:${file}` }));
  expect(r.claims.map((c) => c.state)).toEqual(Array(n).fill('supported'));
  return r.claims.map((c) => c.id);
}

beforeAll(async () => {
  tmp = tempDir();
  // Originals in a folder of their own: the corpus is never modified.
  originals = [4, 5].map((n) => {
    const f = join(tmp.dir, `original-${n}.pdf`);
    copyFileSync(cuadPdf(n), f);
    return f;
  });
  matter = openMatter(join(tmp.dir, 'matter'));
  const outcomes = await ingest(matter, originals);
  docs = outcomes.map((o) => o.id!);
}, 120_000);
afterAll(() => {
  matter?.close();
  tmp?.cleanup();
});

describe('re-check fails closed when a source changes on disk', () => {
  it('a modified source copy: its claims leave supported with SOURCE_CHANGED and enter the queue; the other document’s stay', async () => {
    const changed = await supportedClaims(docs[0]!, 3);
    const untouched = await supportedClaims(docs[1]!, 2);
    expect(recheck(matter).changed).toEqual([]);
    expect(queuePage(matter.db).total).toBe(0);

    // One byte of the stored copy flipped, as a disk error or a tamperer would.
    const copy = sourcePath(matter, getDocument(matter.db, docs[0]!)!.sha256);
    const bytes = readFileSync(copy);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = bytes[at]! ^ 0x01;
    writeFileSync(copy, bytes);

    const r = recheck(matter);
    expect(r.changed.map((c) => c.claim).sort()).toEqual([...changed].sort());
    expect(r.changed.every((c) => c.from === 'supported' && c.to === 'unverified' && /stored copy .* changed on disk/.test(c.problem))).toBe(true);
    const byId = new Map(getClaims(matter.db, r.changed[0]!.trace).map((c) => [c.id, c]));
    for (const id of changed) {
      expect(byId.get(id)).toMatchObject({ state: 'unverified', reasons: expect.arrayContaining(['SOURCE_CHANGED']) });
      expect(byId.get(id)!.trustScore).toBeLessThanOrEqual(20);
      expect(listReviews(matter.db, id).map((x) => [x.action, x.reviewer, x.beforeState, x.afterState])).toEqual([['recheck', RECHECK_REVIEWER, 'supported', 'unverified']]);
    }
    const queued = queuePage(matter.db, { reasons: ['SOURCE_CHANGED'] });
    expect(queued.items.map((i) => i.claim).sort()).toEqual([...changed].sort());
    expect(queuePage(matter.db, { doc: docs[1]! }).total).toBe(0);
    for (const id of untouched) expect(queued.items.some((i) => i.claim === id)).toBe(false);

    const events = readEvents(matter.db).filter((e) => e.type === 'recheck.failed').map((e) => JSON.parse(e.payload) as { claim: string; reason: string });
    expect(events.map((e) => e.claim).sort()).toEqual([...changed].sort());
    expect(events.every((e) => e.reason === 'SOURCE_CHANGED')).toBe(true);
    expect(verifyChain(readEvents(matter.db), true)).toEqual([]);

    // A reviewer cannot wave it back to supported: confirm is refused until the claim is rebound.
    expect(() => decideClaims(matter, { claims: [changed[0]!], action: 'confirm', reviewer: 'A. Lawyer' })).toThrow(/SOURCE_CHANGED/);
    // A second re-check records nothing new.
    expect(recheck(matter).changed).toEqual([]);
  });

  it('a changed original file fails closed the same way, found when the matter is opened', async () => {
    const ids = await supportedClaims(docs[1]!, 1);
    const dir = matter.dir;
    matter.close();
    appendFileSync(originals[1]!, '\n% edited after ingest\n');
    const session = await openSession({ matterDir: dir });
    try {
      const db = session.current().db;
      for (const id of ids) {
        const c = db.prepare('SELECT state, reasons FROM claims WHERE id = ?').get(id) as { state: string; reasons: string };
        expect(c.state).toBe('unverified');
        expect(JSON.parse(c.reasons)).toContain('SOURCE_CHANGED');
      }
      // Every claim bound to that document: the two from the first test and this one.
      expect(queuePage(db, { doc: docs[1]!, reasons: ['SOURCE_CHANGED'] }).total).toBe(3);
      const note = listReviews(db, ids[0]!).at(-1)!.note!;
      expect(note).toContain(`the original file ${originals[1]} changed since it was ingested`);
      expect(queuePage(db, { doc: docs[1]! }).items.map((i) => i.claim)).toEqual(expect.arrayContaining(ids));
    } finally {
      await session.close();
      matter = openMatter(dir);
    }
  });
});
