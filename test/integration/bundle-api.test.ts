import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import type { Session } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { cropCacheDir } from '../../electron/audit/bundle/crops.js';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import type { ApiResult, EventName } from '../../shared/api.js';
import { cuadPdf } from '../helpers/corpus.js';
import { sessionFixture } from '../helpers/session-fixture.js';

/** bundles:export and bundles:download through the contract, as any transport calls them. */
const fx = sessionFixture('pincite-bundle-api-', { files: [cuadPdf(1)], session: { cropDelayMs: 0 } });
const { tmp } = fx;
let session: Session;
const events: Array<{ event: EventName; payload: unknown }> = [];
const call = (method: string, input: unknown) => dispatch(createHandlers(session), method, input, (event, payload) => events.push({ event, payload }));

beforeAll(async () => {
  session = fx.session();
  expect((await call('answers:ask', { question: 'Which state law governs this agreement?' })).ok).toBe(true);
});

describe('bundles over the API', () => {
  it('exports into the matter\'s exports folder with progress events, and downloads the same bytes', async () => {
    events.length = 0;
    const env = await call('bundles:export', { traces: 'all' });
    expect(env.ok).toBe(true);
    const r = (env as { ok: true; result: ApiResult<'bundles:export'> }).result;
    expect(r.path).toBe(join(tmp.dir, 'matters', 'acme', 'exports', r.fileName));
    const stages = events.filter((e) => e.event === 'export:progress').map((e) => (e.payload as { stage: string }).stage);
    expect(stages[0]).toBe('collect');
    expect(stages.at(-1)).toBe('write');
    const down = await call('bundles:download', { fileName: r.fileName });
    const bytes = Buffer.from((down as { ok: true; result: ApiResult<'bundles:download'> }).result.dataBase64, 'base64');
    expect(bytes.equals(readFileSync(r.path))).toBe(true);
    expect(verifyBundleFiles(unzipBundle(bytes, r.fileName)).ok).toBe(true);
  });

  it('an answer\'s crops are drawn in the background once it is recorded, so its export draws none', async () => {
    const asked = await call('answers:ask', { question: 'What is the term of the agreement and how can it be terminated?' });
    expect(asked.ok).toBe(true);
    const trace = (asked as { ok: true; result: ApiResult<'answers:ask'> }).result.trace;
    await session.crops().idle();
    expect(readdirSync(cropCacheDir(session.current())).filter((f) => f.endsWith('.png')).length).toBeGreaterThan(0);
    events.length = 0;
    const env = await call('bundles:export', { traces: [trace] });
    expect(env.ok).toBe(true);
    const crops = events.filter((e) => e.event === 'export:progress' && (e.payload as { stage: string }).stage === 'crops').map((e) => e.payload as { done: number; total: number });
    expect(crops.every((p) => p.total === 0)).toBe(true);
    const r = (env as { ok: true; result: ApiResult<'bundles:export'> }).result;
    expect(r.summary.crops).toBeGreaterThan(0);
  });

  it('paths never come from the renderer: no output path accepted, no name outside the exports folder served', async () => {
    expect(await call('bundles:export', { traces: 'all', out: '/tmp/evil.zip' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    for (const fileName of ['../matter.sqlite', '../../keys/bundle-signing-ed25519.pem', 'pincite-bundle-x/../../a.zip', '/etc/passwd', 'pincite-bundle-a.zip/..']) {
      expect(await call('bundles:download', { fileName }), fileName).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect(await call('bundles:download', { fileName: 'pincite-bundle-nope.zip' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await call('bundles:export', { traces: ['tnope'] })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
