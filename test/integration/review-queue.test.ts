import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { readEvents, verifyChain } from '../../electron/store/audit-events.js';
import { main } from '../../electron/cli.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { qualityReport } from '../../electron/pipeline/review/quality.js';
import { decideClaims } from '../../electron/pipeline/review/decide.js';
import { listAnchors, type AnchorRow } from '../../electron/store/anchors.js';
import { getDocumentText, getPages } from '../../electron/store/documents.js';
import { queuePage, stateCounts } from '../../electron/store/queue.js';
import { listReviews } from '../../electron/store/reviews.js';
import { getClaim, getClaims } from '../../electron/store/traces.js';
import { recordTrace } from '../../electron/pipeline/ask/record-trace.js';
import { POLICIES } from '../../shared/policies.js';
import { PinciteError } from '../../shared/errors.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadMatter } from '../helpers/matter.js';
import { ALL_KINDS, plantedAnswer, type PlantedKind } from '../helpers/planted-review.js';

/**
 * The review queue over claims produced by the real pipeline from planted answers on
 * real CUAD contracts (replayed judge verdicts), and every decision's rules: typed
 * refusals that write nothing, bulk selections, rebinding selected text by Layer 1 in
 * the cited document, append-only decisions in the hash-chained log, and the CLI on
 * the same core.
 */
let env: Awaited<ReturnType<typeof cuadMatter>>;
let kindOf: Map<string, PlantedKind>;
let trace: string;
let otherTrace: string;
let anchorsA: AnchorRow[];
const REVIEWER = 'R. Reviewer';

function claimOf(kind: PlantedKind, t = trace): string {
  const c = getClaims(env.matter.db, t).find((x) => kindOf.get(x.id) === kind);
  if (!c) throw new Error(`no ${kind} claim in ${t}`);
  return c.id;
}

async function verifyPlanted(kinds: readonly PlantedKind[], cite: AnchorRow[], foreign: AnchorRow[], variant: number): Promise<PinciteResponse> {
  const p = plantedAnswer(cite, foreign, kinds, variant);
  const file = join(env.matter.dir, `verdicts-${variant}.json`);
  writeFileSync(file, p.verdicts);
  const deps = await configurePipeline({ judge: `replay:${file}` });
  const r = await verifyAnswer(env.matter, p.answer, null, deps);
  r.claims.forEach((c, i) => kindOf.set(c.id, kinds[i]!));
  return r;
}

beforeAll(async () => {
  env = await cuadMatter([1, 2]);
  kindOf = new Map();
  anchorsA = listAnchors(env.matter.db, env.ids[0]!);
  const anchorsB = listAnchors(env.matter.db, env.ids[1]!);
  trace = (await verifyPlanted(ALL_KINDS, anchorsA.slice(5, 15), anchorsB, 0)).trace;
  otherTrace = (await verifyPlanted(['verbatim', 'contradicted'], anchorsB.slice(3, 9), anchorsA, 1)).trace;
}, 120_000);
afterAll(() => env?.cleanup());

describe('the review queue', () => {
  it('holds exactly the claims that need a human, most risky first', () => {
    const { items, total } = queuePage(env.matter.db);
    expect(total).toBe(items.length);
    const kinds = items.map((i) => kindOf.get(i.claim));
    expect(new Set(kinds)).toEqual(new Set(['contradicted', 'no-verdict', 'low-confidence', 'altered', 'misattributed', 'paraphrased']));
    expect(kinds.filter((k) => k === 'contradicted')).toHaveLength(2);
    expect(kinds).not.toContain('verbatim');
    const byId = new Map(items.map((i) => [i.claim, i]));
    expect(byId.get(claimOf('no-verdict'))!.reasons).toContain('JUDGE_NO_VERDICT');
    expect(byId.get(claimOf('low-confidence'))!.reasons).toContain('LOW_CONFIDENCE');
    expect(byId.get(claimOf('misattributed'))!.reasons).toContain('QUOTE_IN_OTHER_SOURCE');
    for (const k of ['altered', 'paraphrased'] as const) expect(byId.get(claimOf(k))!.state).not.toBe('supported');
    // Risk order: contradicted first, then unverified, then inferred; lower trust first within a state.
    const rank = { contradicted: 0, unverified: 1, inferred: 2, supported: 3, excluded: 4 } as const;
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(rank[a.state] < rank[b.state] || (rank[a.state] === rank[b.state] && a.trustScore <= b.trustScore)).toBe(true);
    }
    expect(items[0]!.question).toBeNull();
    expect(byId.get(claimOf('contradicted'))!.docs).toEqual([env.ids[0]]);
  });

  it('filters by state, reason, document and trace, and pages with a stable total', () => {
    const db = env.matter.db;
    expect(queuePage(db, { states: ['contradicted'] }).items.map((i) => kindOf.get(i.claim))).toEqual(['contradicted', 'contradicted']);
    expect(queuePage(db, { reasons: ['JUDGE_NO_VERDICT'] }).items.map((i) => i.claim)).toEqual([claimOf('no-verdict')]);
    expect(queuePage(db, { doc: env.ids[1]! }).items.map((i) => i.claim)).toEqual([claimOf('contradicted', otherTrace)]);
    expect(queuePage(db, { trace: otherTrace }).total).toBe(1);
    const all = queuePage(db).items.map((i) => i.claim);
    const pages = [0, 2, 4, 6].map((offset) => queuePage(db, { offset, limit: 2 }));
    expect(pages.every((p) => p.total === all.length)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((i) => i.claim))).toEqual(all);
    // `all` lists reviewed and supported claims too.
    expect(queuePage(db, { scope: 'all' }).total).toBe(9);
  });

  it('holds a supported claim bound to text below its policy’s extractor confidence (OCR) until a reviewer looks', () => {
    const db = env.matter.db;
    const donor = getClaim(db, claimOf('verbatim'))!;
    const evidence = donor.evidence.map((e) => ({ ...e, extractorConfidence: 0.75 }));
    const id = 'ocr-claim-1';
    // A trace recorded under lenient (threshold 0.7) and re-read under its own policy; then one under balanced (0.8).
    for (const [t, policy] of [['t-ocr-lenient', POLICIES.lenient], ['t-ocr-balanced', POLICIES.balanced]] as const) {
      const response: PinciteResponse = {
        trace: t, status: 'answered', claims: [{ id: `${id}-${t}`, text: donor.text, state: 'supported', trustScore: 75, reasons: [], evidence, judge: null }],
        summary: { supported: 1, inferred: 0, unverified: 0, contradicted: 0, excluded: 0 }, policy: { id: policy.id, version: policy.version },
      };
      recordTrace(db, { response, kind: 'verify', question: null, policyJson: policy, generator: null, judge: 'test', createdAt: new Date().toISOString(), events: [], verdicts: [] });
    }
    const q = queuePage(db, { states: ['supported'] }).items;
    expect(q.map((i) => i.claim)).toEqual([`${id}-t-ocr-balanced`]);
    expect(q[0]!.lowConfidence).toBe(true);
    decideClaims(env.matter, { claims: [`${id}-t-ocr-balanced`], action: 'confirm', reviewer: REVIEWER });
    expect(queuePage(db, { states: ['supported'] }).total).toBe(0);
    decideClaims(env.matter, { claims: [`${id}-t-ocr-balanced`, `${id}-t-ocr-lenient`], action: 'exclude', reviewer: REVIEWER, note: 'test fixtures, not real claims' });
  });
});

describe('review decisions', () => {
  const counts = () => ({
    reviews: (env.matter.db.prepare('SELECT count(*) AS n FROM reviews').get() as { n: number }).n,
    events: readEvents(env.matter.db).length,
  });

  it('refuses to confirm a claim with no bound span — a typed error, and nothing is written', () => {
    const before = counts();
    const id = claimOf('misattributed');
    let err: unknown;
    try {
      decideClaims(env.matter, { claims: [id], action: 'confirm', reviewer: REVIEWER });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PinciteError);
    expect((err as PinciteError).code).toBe('INVALID_INPUT');
    expect((err as PinciteError).message).toMatch(/no span bound/);
    expect(counts()).toEqual(before);
    expect(getClaim(env.matter.db, id)!.state).toBe('unverified');
  });

  it('refuses a decision without a reviewer name', () => {
    expect(() => decideClaims(env.matter, { claims: [claimOf('contradicted')], action: 'exclude', reviewer: '  ' })).toThrow(/reviewer/);
  });

  it('confirms a bound claim, then undoes it as a new decision: before/after, reviewer and time on record and in the chain', () => {
    const id = claimOf('no-verdict');
    const r = decideClaims(env.matter, { claims: [id], action: 'confirm', reviewer: REVIEWER, note: 'read the clause myself' }, new Date('2026-11-23T09:00:00Z'));
    expect(r.decided[0]).toMatchObject({ claim: id, state: 'supported', inQueue: false });
    expect(getClaim(env.matter.db, id)!.reasons).toEqual(['REVIEWER_DECISION']);
    const u = decideClaims(env.matter, { claims: [id], action: 'undo', reviewer: REVIEWER });
    expect(u.decided[0]).toMatchObject({ state: 'unverified', inQueue: true });
    const history = listReviews(env.matter.db, id);
    expect(history.map((h) => [h.action, h.beforeState, h.afterState, h.reviewer])).toEqual([
      ['confirm', 'unverified', 'supported', REVIEWER],
      ['undo', 'supported', 'unverified', REVIEWER],
    ]);
    expect(history[0]!.at).toBe('2026-11-23T09:00:00.000Z');
    expect(history[1]!.undoes).toBe(history[0]!.id);
    const events = readEvents(env.matter.db, { traceIds: [trace] }).filter((e) => e.type === 'review.decision');
    const payloads = events.map((e) => JSON.parse(e.payload) as { claim: string; action: string; reviewer: string; before: string; after: string; note: string | null });
    expect(payloads.filter((p) => p.claim === id)).toMatchObject([
      { action: 'confirm', reviewer: REVIEWER, before: 'unverified', after: 'supported', note: 'read the clause myself' },
      { action: 'undo', reviewer: REVIEWER, before: 'supported', after: 'unverified' },
    ]);
    expect(verifyChain(readEvents(env.matter.db), true)).toEqual([]);
  });

  it('applies a bulk selection in one transaction, listing the claims it refused', () => {
    const ids = [claimOf('contradicted'), claimOf('paraphrased'), claimOf('verbatim')];
    const r = decideClaims(env.matter, { claims: ids, action: 'exclude', reviewer: REVIEWER, note: 'out of scope' });
    expect(r.decided.map((d) => d.claim)).toEqual(ids);
    expect(r.decided.every((d) => d.state === 'excluded')).toBe(true);
    // Restoring the selection plus a claim that was never excluded: that one is refused, the rest restored.
    const extra = claimOf('altered');
    const back = decideClaims(env.matter, { claims: [...ids, extra], action: 'restore', reviewer: REVIEWER });
    expect(back.decided.map((d) => [d.claim, d.state])).toEqual([[ids[0], 'contradicted'], [ids[1], getClaim(env.matter.db, ids[1]!)!.state], [ids[2], 'supported']]);
    expect(back.refused).toEqual([{ claim: extra, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/not excluded/) } }]);
    expect(listReviews(env.matter.db, extra)).toEqual([]);
  });

  it('rebinds text selected on a page of the cited document: bound by Layer 1 before the state changes', () => {
    const db = env.matter.db;
    const id = claimOf('misattributed');
    const doc = env.ids[0]!;
    const text = getDocumentText(db, doc)!;
    const page = getPages(db, doc)[0]!;
    // What a text-layer selection gives: the words, line breaks as single spaces.
    const raw = text.slice(page.start, page.end);
    const start = raw.search(/[A-Za-z]{4,}/);
    const exact = raw.slice(start, start + 60);
    const selected = exact.replace(/\s+/g, ' ');

    const before = counts();
    const refuse = (sel: Parameters<typeof decideClaims>[1]['rebind'], pattern: RegExp) => {
      expect(() => decideClaims(env.matter, { claims: [id], action: 'rebind', reviewer: REVIEWER, rebind: sel })).toThrow(pattern);
      expect(counts()).toEqual(before);
      expect(getClaim(db, id)!.state).toBe('unverified');
    };
    refuse({ doc: env.ids[1]!, page: 1, text: selected }, /only ever bound in its cited source/);
    refuse({ doc, page: 1, text: `${selected} and not a word of it` }, /not found/);
    refuse({ doc, page: 2, text: selected }, /not found/);
    refuse({ doc, page: 1, text: selected, offsets: [page.start + start + 1, page.start + start + 61] }, /not the selected text/);

    const r = decideClaims(env.matter, { claims: [id], action: 'rebind', reviewer: REVIEWER, rebind: { doc, page: 1, text: selected } });
    expect(r.decided[0]).toMatchObject({ state: 'supported', reasons: ['REVIEWER_DECISION'] });
    const after = getClaim(db, id)!;
    expect(after.evidence).toHaveLength(1);
    const e = after.evidence[0]!;
    expect(e.offsets).toEqual([page.start + start, page.start + start + exact.length]);
    expect(e.doc).toBe(doc);
    expect(e.boxes.length).toBeGreaterThan(0);
    expect(e.boxes[0]!.page).toBe(1);
    const ev = readEvents(db, { traceIds: [trace] }).filter((x) => x.type === 'review.decision').map((x) => JSON.parse(x.payload) as { claim: string; action: string; evidence?: { offsets: number[] } }).at(-1)!;
    expect(ev).toMatchObject({ claim: id, action: 'rebind', evidence: { offsets: e.offsets } });
  });

  it('reports quality: counts per state, trust score and the G2 bar with its numbers', () => {
    const q = qualityReport(stateCounts(env.matter.db));
    expect(q.total).toBe(Object.values(q.counts).reduce((a, b) => a + b, 0));
    expect(q.g2.judged).toBe(q.total - q.counts.excluded - q.coverageGaps);
    expect(q.g2.supportedShare).toBeCloseTo(q.counts.supported / q.g2.judged, 10);
    expect(q.g2.pass).toBe(false);
    // The bar itself: 90% supported and at most 2% contradicted among judged claims.
    const base = { inferred: 0, unverified: 0, excluded: 5, coverageGaps: 3, trustSum: 0, trustCount: 1 };
    expect(qualityReport({ ...base, supported: 90, contradicted: 2, unverified: 8, total: 113 }).g2).toMatchObject({ judged: 105, pass: false });
    expect(qualityReport({ ...base, supported: 98, contradicted: 2, total: 108 }).g2).toMatchObject({ judged: 100, pass: true, supportedShare: 0.98, unsupportedShare: 0.02 });
    expect(qualityReport({ ...base, supported: 97, contradicted: 3, total: 108 }).g2.pass).toBe(false);
    expect(qualityReport({ supported: 0, inferred: 0, unverified: 0, contradicted: 0, excluded: 0, total: 0, coverageGaps: 0, trustSum: 0, trustCount: 0 })).toMatchObject({ trustScore: null, g2: { pass: false, judged: 0 } });
  });
});

describe('the review:* contract methods', () => {
  it('validate input at the boundary and answer with typed errors', async () => {
    const session = await openSession({ matterDir: env.matter.dir });
    try {
      const call = (method: string, input: unknown) => dispatch(createHandlers(session), method, input, () => undefined);
      expect(await call('review:list', { states: ['contradicted'] })).toEqual({ ok: true, result: queuePage(env.matter.db, { states: ['contradicted'] }) });
      const twoRebinds = await call('review:decide', { claims: [claimOf('altered'), claimOf('paraphrased')], action: 'rebind', reviewer: REVIEWER, rebind: { doc: env.ids[0], page: 1, text: 'some words' } });
      expect(twoRebinds).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/rebind takes exactly one claim/) } });
      expect(await call('review:decide', { claims: [claimOf('altered')], action: 'exclude', reviewer: '' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      expect(await call('review:decide', { claims: [claimOf('altered')], action: 'approve', reviewer: REVIEWER })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      expect(await call('review:claim', { id: 'no-such-claim' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      const detail = await call('review:claim', { id: claimOf('contradicted') });
      expect(detail).toMatchObject({ ok: true, result: { id: claimOf('contradicted'), trace, judge: { verdict: 'contradicted', confidence: 0.95 } } });
      expect(await call('review:quality', { trace: otherTrace })).toEqual({ ok: true, result: qualityReport(stateCounts(env.matter.db, otherTrace)) });
    } finally {
      await session.close();
    }
  });
});

describe('the CLI goes through the same core', () => {
  const run = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await main([...args, '--matter', env.matter.dir, '--json'], { out: (s) => void (out += s), err: (s) => void (err += s) });
    return { code, out: out ? (JSON.parse(out) as Record<string, unknown>) : null, err };
  };

  it('review list prints the queue the API serves; decide and quality too', async () => {
    const listed = await run('review', 'list', '--state', 'contradicted,unverified');
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual(JSON.parse(JSON.stringify(queuePage(env.matter.db, { states: ['contradicted', 'unverified'] }))));
    const id = claimOf('contradicted', otherTrace);
    const decided = await run('review', 'decide', id, '--action', 'note', '--reviewer', REVIEWER, '--note', 'checked against the signed copy');
    expect(decided.code).toBe(0);
    expect(decided.out).toMatchObject({ claim: { id, state: 'contradicted' } });
    expect(listReviews(env.matter.db, id).at(-1)).toMatchObject({ action: 'note', note: 'checked against the signed copy', reviewer: REVIEWER });
    const refused = await run('review', 'decide', claimOf('altered'), '--action', 'restore', '--reviewer', REVIEWER);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    const quality = await run('review', 'quality');
    expect(quality.out).toEqual(JSON.parse(JSON.stringify(qualityReport(stateCounts(env.matter.db)))));
  });
});
