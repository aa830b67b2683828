import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../electron/api/session.js';
import { recheck } from '../../electron/audit/recheck.js';
import { buildBundle } from '../../electron/audit/bundle/export.js';
import { loadSigningKey } from '../../electron/audit/bundle/sign.js';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { main } from '../../electron/cli.js';
import { readEvents } from '../../electron/store/audit-events.js';
import { sourcePath } from '../../electron/store/sources.js';
import type { PinciteResponse } from '../../shared/response.js';
import { plantReplayedAnswer } from '../e2e/plant.js';
import { refusal } from '../helpers/api-call.js';
import { cuadPdf } from '../helpers/corpus.js';
import { sessionFixture } from '../helpers/session-fixture.js';

/**
 * Removing a document from a matter (M10) on real contracts: claims citing it are
 * flagged and go to review, never stay green; the removal is on the audit log; the
 * document leaves the list and search but its past answers stay readable, and a bundle
 * of them still verifies; a document nothing cites is deleted with its stored copy; the
 * same file ingested again brings it back.
 */
const fx = sessionFixture('pincite-remove-', { files: [cuadPdf(1), cuadPdf(2), cuadPdf(3)] });
const { tmp, home, call } = fx;
let session: Session;

let answer: PinciteResponse;
let cited: string;
let fileOf: Map<string, string>;

beforeAll(async () => {
  session = fx.session();
  fileOf = new Map(fx.ingested().documents.map((d) => [d.id!, d.file]));
  answer = await plantReplayedAnswer(fx.app(), 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'contradicted', 'no-verdict']);
  cited = answer.claims[0]!.evidence[0]!.doc;
}, 120_000);

describe('removing a cited document', () => {
  it('refuses bad input in plain words: an unknown id, no name', async () => {
    expect(await refusal(call('documents:remove', { id: 'd000000000000', by: 'A. Associate' }))).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('No document d000000000000') });
    expect(await refusal(call('documents:remove', { id: cited, by: '  ' }))).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('say who is removing') });
  });

  it('flags every claim citing it, records who/when/what on the audit log, and keeps the text and copy', async () => {
    const [verbatim, contradicted, noVerdict] = answer.claims;
    expect(verbatim!.state).toBe('supported');
    // A reviewer's earlier decision: the claim left the open queue.
    await call('review:decide', { claims: [noVerdict!.id], action: 'contradict', reviewer: 'A. Reviewer', note: null });
    expect((await call('review:list', { scope: 'open' })).items.map((i) => i.claim)).not.toContain(noVerdict!.id);
    const doc = (await call('documents:list', {})).documents.find((d) => d.id === cited)!;

    const r = await call('documents:remove', { id: cited, by: 'A. Associate' });
    expect(r).toMatchObject({ id: cited, title: doc.title, sha256: doc.sha256, flagged: 3, copy: 'kept', removedBy: 'A. Associate' });
    expect(new Set(r.claims)).toEqual(new Set(answer.claims.map((c) => c.id)));

    const trace = await call('traces:get', { id: answer.trace });
    const now = new Map(trace.response.claims.map((c) => [c.id, c]));
    expect(now.get(verbatim!.id)).toMatchObject({ state: 'unverified', reasons: expect.arrayContaining(['SOURCE_REMOVED']) });
    expect(now.get(verbatim!.id)!.trustScore).toBeLessThanOrEqual(20);
    expect(now.get(contradicted!.id)!.state).toBe('contradicted');
    expect(now.get(noVerdict!.id)).toMatchObject({ state: 'contradicted', reasons: expect.arrayContaining(['SOURCE_REMOVED']) });
    expect(now.get(noVerdict!.id)!.reasons).not.toContain('REVIEWER_DECISION');
    expect(trace.response.claims.every((c) => c.state !== 'supported' && c.state !== 'inferred')).toBe(true);
    // Every one of them is in the open queue, with the reviewer's decided one back in it.
    const open = (await call('review:list', { scope: 'open', reasons: ['SOURCE_REMOVED'] })).items.map((i) => i.claim);
    expect(new Set(open)).toEqual(new Set(answer.claims.map((c) => c.id)));
    const detail = await call('review:claim', { id: verbatim!.id });
    expect(JSON.stringify(detail)).toContain('was removed from the matter by A. Associate');

    const events = readEvents(session.current().db);
    const removed = events.filter((e) => e.type === 'document.removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.at).toBe(r.removedAt);
    expect(JSON.parse(removed[0]!.payload)).toMatchObject({ doc: cited, sha256: doc.sha256, textSha256: doc.textSha256, title: doc.title, fileName: doc.fileName, by: 'A. Associate', flagged: 3, copy: 'kept' });
    expect(events.filter((e) => e.type === 'claim.source_removed' && e.traceId === answer.trace)).toHaveLength(3);
    expect(existsSync(sourcePath(session.current(), doc.sha256))).toBe(true);
  });

  it('takes it out of the documents list, the matter count and search; its past answer and PDF stay readable', async () => {
    expect((await call('documents:list', {})).documents.map((d) => d.id)).not.toContain(cited);
    expect((await call('matters:current', {})).documents).toBe(2);
    const hits = (await call('search:query', { query: 'governing law terminate agreement', k: 50 })).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((h) => h.doc)).not.toContain(cited);
    expect((await call('documents:source', { id: cited })).dataBase64.length).toBeGreaterThan(1000);
    const ev = answer.claims[0]!.evidence[0]!;
    expect((await call('documents:boxes', { id: cited, start: ev.offsets![0], end: ev.offsets![1] })).boxes.length).toBeGreaterThan(0);
    // A question scoped to it is refused: it is not in the matter.
    expect(await refusal(call('answers:ask', { question: 'Which law governs?', docs: [cited] }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to remove it twice, and refuses to make its claims green again', async () => {
    expect(await refusal(call('documents:remove', { id: cited, by: 'A. Associate' }))).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringMatching(/was already removed from the matter, on \d{4}-\d\d-\d\d by A\. Associate/) });
    const claim = answer.claims[0]!.id;
    expect(await refusal(call('review:decide', { claims: [claim], action: 'confirm', reviewer: 'A. Reviewer', note: null }))).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('removed from the matter, so it cannot be confirmed') });
    // Excluded, then restored: back to review, not to the supported state it had before the removal.
    await call('review:decide', { claims: [claim], action: 'exclude', reviewer: 'A. Reviewer', note: null });
    const restored = await call('review:decide', { claims: [claim], action: 'restore', reviewer: 'A. Reviewer', note: null });
    expect(restored.decided[0]).toMatchObject({ state: 'unverified', inQueue: true, reasons: expect.arrayContaining(['SOURCE_REMOVED']) });
  });

  it('re-check finds nothing new, and a bundle with the answer exports and verifies, bare-Node verifier included', async () => {
    expect(recheck(session.current()).changed).toEqual([]);
    const { files } = await buildBundle(session.current(), { traces: [answer.trace], crops: false, key: loadSigningKey(home) });
    const report = verifyBundleFiles(files);
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    const md = new TextDecoder().decode(files.get('answer.md')!);
    expect(md).toContain('UNVERIFIED');
    // The CLI's verify-bundle (the bare-Node verifier) agrees, on the file written to disk.
    const out = join(tmp.dir, 'removed.zip');
    const io = { out: (s: string) => void outs.push(s), err: () => undefined };
    const outs: string[] = [];
    expect(await main(['export', answer.trace, '--out', out, '--no-crops', '--matter', session.current().dir, '--json'], io)).toBe(0);
    outs.length = 0;
    expect(await main(['verify-bundle', out, '--json'], io)).toBe(0);
    expect(JSON.parse(outs.join(''))).toMatchObject({ ok: true, failures: [] });
  });
});

describe('removing a document nothing cites', () => {
  it('deletes it and its stored copy, on the record; the CLI says so', async () => {
    const docs = (await call('documents:list', {})).documents;
    const citedDocs = new Set(answer.claims.flatMap((c) => c.evidence.map((e) => e.doc)));
    const uncited = docs.find((d) => !citedDocs.has(d.id))!;
    const outs: string[] = [];
    const errs: string[] = [];
    const io = { out: (s: string) => void outs.push(s), err: (s: string) => void errs.push(s) };
    // The session holds the matter; the CLI opens it too (WAL: readers and one writer at a time).
    expect(await main(['documents', 'remove', uncited.id, '--matter', session.current().dir, '--json'], io)).toBe(1);
    expect(errs.join('')).toContain('--reviewer NAME');
    expect(await main(['documents', 'remove', uncited.id, '--reviewer', 'B. Partner', '--matter', session.current().dir, '--json'], io)).toBe(0);
    expect(JSON.parse(outs.at(-1)!)).toMatchObject({ id: uncited.id, flagged: 0, copy: 'deleted', removedBy: 'B. Partner' });
    expect(existsSync(sourcePath(session.current(), uncited.sha256))).toBe(false);
    expect(await refusal(call('documents:source', { id: uncited.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const ev = readEvents(session.current().db).filter((e) => e.type === 'document.removed').map((e) => JSON.parse(e.payload) as { doc: string; copy: string });
    expect(ev.find((e) => e.doc === uncited.id)).toMatchObject({ copy: 'deleted' });
  });
});

describe('the same file ingested again', () => {
  it('brings the removed document back: listed, searchable, its claims confirmable again', async () => {
    const again = await call('documents:ingest', { paths: [fileOf.get(cited)!] });
    expect(again.documents[0]).toMatchObject({ id: cited, status: 'ok', restored: true });
    expect((await call('documents:list', {})).documents.map((d) => d.id)).toContain(cited);
    const hits = (await call('search:query', { query: 'governing law terminate agreement', k: 50 })).hits;
    expect(hits.map((h) => h.doc)).toContain(cited);
    expect(readEvents(session.current().db).some((e) => e.type === 'document.restored')).toBe(true);
    const claim = answer.claims[0]!.id;
    const confirmed = await call('review:decide', { claims: [claim], action: 'confirm', reviewer: 'A. Reviewer', note: null });
    expect(confirmed.decided[0]).toMatchObject({ state: 'supported', inQueue: false });
    expect(confirmed.decided[0]!.reasons).not.toContain('SOURCE_REMOVED');
  });
});

describe('the printable record of the queue', () => {
  it('lists each reviewer decision with its claim, document title and page, states, reviewer, note and time — no system flags', async () => {
    const { decisions } = await call('review:decisions', {});
    expect(decisions.map((d) => d.action)).toEqual(['contradict', 'exclude', 'restore', 'confirm']);
    const doc = (await call('documents:list', {})).documents.find((d) => d.id === cited)!;
    for (const d of decisions) {
      expect(d).toMatchObject({ reviewer: 'A. Reviewer', doc: cited, title: doc.title, trace: answer.trace });
      expect(d.page).toBeGreaterThan(0);
      expect(answer.claims.map((c) => c.text)).toContain(d.text);
    }
    expect(decisions[0]).toMatchObject({ before: 'unverified', after: 'contradicted', claim: answer.claims[2]!.id });
    expect(decisions.at(-1)).toMatchObject({ before: 'unverified', after: 'supported', claim: answer.claims[0]!.id });
    expect((await call('review:decisions', { trace: 'nope' })).decisions).toEqual([]);
  });
});

describe('documents reread on the command line', () => {
  it('reads a document again (here without OCR: the same text, nothing changes) and refuses bad input in plain words', async () => {
    const doc = (await call('documents:list', {})).documents[0]!;
    const outs: string[] = [];
    const errs: string[] = [];
    const io = { out: (s: string) => void outs.push(s), err: (s: string) => void errs.push(s) };
    const dir = session.current().dir;
    expect(await main(['documents', 'reread', doc.id, '--ocr', 'sometimes', '--reviewer', 'A. Associate', '--matter', dir], io)).toBe(1);
    expect(errs.join('')).toContain('--ocr must be auto, on or off');
    expect(await main(['documents', 'reread', doc.id, '--matter', dir], io)).toBe(1);
    expect(errs.join('')).toContain('--reviewer NAME');
    expect(await main(['documents', 'reread', 'd000000000000', '--reviewer', 'A. Associate', '--matter', dir], io)).toBe(1);
    expect(errs.join('')).toContain('No document d000000000000');
    outs.length = 0;
    expect(await main(['documents', 'reread', doc.id, '--ocr', 'off', '--reviewer', 'A. Associate', '--matter', dir, '--json'], io)).toBe(0);
    expect(JSON.parse(outs.join(''))).toMatchObject({ id: doc.id, ocr: 'off', changed: false, before: { textSha256: doc.textSha256 }, after: { textSha256: doc.textSha256 }, rebound: [], flagged: [] });
    expect(readEvents(session.current().db).filter((e) => e.type === 'document.reread').map((e) => JSON.parse(e.payload) as { changed: boolean; by: string })).toEqual([expect.objectContaining({ changed: false, by: 'A. Associate' })]);
  }, 120_000);
});
