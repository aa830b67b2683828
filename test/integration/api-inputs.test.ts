import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch, type Handlers } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import { createHandlers } from '../../electron/api/handlers.js';
import { api, METHODS, type Method } from '../../shared/api.js';
import type { IngestOutcome } from '../../shared/documents.js';
import { sparseFile } from '../helpers/bad-pdfs.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';

/**
 * Every method of the contract refuses input that fails its schema with a typed
 * INVALID_INPUT before any handler runs — whatever the transport, since IPC and the
 * loopback host both go through dispatch. A method added to shared/api.ts without a
 * sample here fails the first test: add one.
 */
const VALID: { [M in Method]: unknown } = {
  'matters:current': {},
  'matters:list': {},
  'matters:open': { name: 'Acme v Beta', create: true },
  'documents:upload': { files: [{ name: 'a.pdf', dataBase64: 'JVBERi0=' }], ocr: 'off', category: null },
  'documents:list': {},
  'documents:ingest': { paths: ['/tmp/a.pdf'], ocr: 'auto', category: 'Lease' },
  'documents:setCategory': { id: 'd1', category: 'Lease' },
  'documents:edit': { id: 'd1', title: 'Supply Agreement', category: 'Supply' },
  'documents:remove': { id: 'd1', by: 'A. Associate' },
  'documents:reveal': { id: 'd1' },
  'documents:reread': { id: 'd1', ocr: 'on', by: 'A. Associate' },
  'review:decisions': { trace: 't1', limit: 100 },
  'documents:boxes': { id: 'd1', start: 0, end: 10 },
  'documents:source': { id: 'd1' },
  'documents:pages': { id: 'd1' },
  'documents:find': { id: 'd1', query: 'governing law', limit: 50 },
  'answers:ask': { question: 'Which law governs?', generator: 'extractive', judge: 'lexical', policy: 'strict' },
  'answers:verify': { answer: '{}', format: 'text', docs: ['d1'], authorities: 'matter', question: 'q', judge: 'lexical', policy: 'balanced' },
  'answers:exportDocx': { trace: 't1' },
  'traces:list': { limit: 10 },
  'traces:get': { id: 't1' },
  'search:query': { query: 'governing law', k: 5, retriever: 'bm25' },
  'settings:get': {},
  'settings:setKey': { provider: 'openai', key: 'sk-test-0123456789abcdef0123' },
  'settings:clearKey': { provider: 'anthropic' },
  'bundles:export': { traces: ['t1'], includePdfs: false },
  'bundles:download': { fileName: 'pincite-bundle-20261123-abc.zip' },
  'bundles:signingKey': { create: false },
  'review:list': { states: ['unverified'], trace: 't1', limit: 50 },
  'review:decide': { claims: ['c1'], action: 'exclude', reviewer: 'A. Lawyer' },
  'review:claim': { id: 'c1' },
  'review:quality': { trace: 't1' },
  'tables:list': {},
  'tables:templates': {},
  'tables:create': { name: 'Diligence', template: 'cuad', docs: ['d1'] },
  'tables:get': { id: 'tb1' },
  'tables:run': { id: 'tb1', generator: 'extractive', judge: 'lexical', policy: 'balanced', concurrency: 2 },
  'tables:stop': { id: 'tb1' },
  'tables:editColumn': { id: 'tb1', column: 'c1', question: 'Which law governs?' },
  'tables:addColumn': { id: 'tb1', column: { name: 'Law', question: 'Which law governs?', type: 'jurisdiction' } },
  'tables:removeColumn': { id: 'tb1', column: 'c1' },
  'tables:addRows': { id: 'tb1', docs: ['d1'] },
  'tables:export': { id: 'tb1', format: 'xlsx' },
};

/** A value of another JSON type than `v`. */
function wrongType(v: unknown): unknown {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return '7';
  if (typeof v === 'boolean') return 'yes';
  if (Array.isArray(v)) return 'not-a-list';
  if (v === null) return 42;
  return 'not-an-object';
}

/** Inputs that must fail: other JSON types, an unknown field, and each field in turn of the wrong type, emptied or oversized. */
function invalidInputs(valid: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [
    ['a number', 42],
    ['a string', 'documents'],
    ['an array', [valid]],
    ['true', true],
    ['an unknown field', { ...valid, sql: 'DROP TABLE documents' }],
    // JSON.parse makes "__proto__" an own key, as it arrives over IPC or HTTP.
    ['a prototype key', Object.assign(JSON.parse('{"__proto__":{"admin":true}}') as object, valid)],
  ];
  for (const [k, v] of Object.entries(valid)) {
    out.push([`${k} of the wrong type`, { ...valid, [k]: wrongType(v) }]);
    if (typeof v === 'string' && k !== 'category') out.push([`${k} empty`, { ...valid, [k]: '' }]);
    if (typeof v === 'string') out.push([`${k} of 10 MB`, { ...valid, [k]: 'x'.repeat(10 * 1024 * 1024) }]);
    if (typeof v === 'number') out.push([`${k} negative / fractional`, { ...valid, [k]: -1.5 }]);
  }
  return out;
}

describe('every API method validates its input against the contract', () => {
  const called: Method[] = [];
  const handlers = Object.fromEntries(METHODS.map((m) => [m, () => (called.push(m), {})])) as unknown as Handlers;
  const emit = () => undefined;

  it('has a valid sample for every method, and each passes to its handler', async () => {
    expect(Object.keys(VALID).sort()).toEqual([...METHODS].sort());
    for (const m of METHODS) {
      called.length = 0;
      const r = await dispatch(handlers, m, VALID[m], emit);
      expect(r, m).toMatchObject({ ok: true });
      expect(called).toEqual([m]);
    }
  });

  it('every input schema is strict: unknown fields are refused, not stripped', () => {
    for (const m of METHODS) {
      const def = (api[m].input as unknown as { _zod: { def: { catchall?: { _zod: { def: { type: string } } } } } })._zod.def;
      expect(def.catchall?._zod.def.type, m).toBe('never');
    }
  });

  it.each(METHODS)('%s refuses every invalid input with INVALID_INPUT and never runs its handler', async (m) => {
    const cases = invalidInputs(VALID[m] as Record<string, unknown>);
    let refused = 0;
    for (const [what, input] of cases) {
      called.length = 0;
      const r = await dispatch(handlers, m, input, emit);
      expect(r, `${m}: ${what}`).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining(m) } });
      expect(called, `${m}: ${what}`).toEqual([]);
      refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(5);
  });
});

describe('documents:ingest never trusts a path from the renderer', () => {
  const tmp = tempDir('pincite-paths-');
  let session: Session;
  const outcomes = async (paths: string[]): Promise<IngestOutcome[]> => {
    const r = await dispatch(createHandlers(session), 'documents:ingest', { paths }, () => undefined);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return (r.result as { documents: IngestOutcome[] }).documents;
  };

  beforeAll(async () => {
    session = await openSession({ matterDir: join(tmp.dir, 'matter') });
    mkdirSync(join(tmp.dir, 'folder.pdf'));
    execFileSync('mkfifo', [join(tmp.dir, 'pipe.pdf')]);
    symlinkSync('/dev/zero', join(tmp.dir, 'zero.pdf'));
    symlinkSync(join(tmp.dir, 'pipe.pdf'), join(tmp.dir, 'link-to-pipe.pdf'));
    writeFileSync(join(tmp.dir, 'passwd-copy.pdf'), 'root:x:0:0:root:/root:/bin/bash\n');
    sparseFile(join(tmp.dir, 'huge.pdf'), 3 * 1024 ** 3);
  });
  afterAll(async () => {
    await session.close();
    tmp.cleanup();
  });

  it('refuses devices, pipes (without blocking on them), folders, missing and oversized files, each typed; a real PDF beside them lands', { timeout: 60_000 }, async () => {
    const t0 = performance.now();
    const got = await outcomes([
      '/dev/zero',
      '/dev/urandom',
      join(tmp.dir, 'pipe.pdf'),
      join(tmp.dir, 'link-to-pipe.pdf'),
      join(tmp.dir, 'zero.pdf'),
      join(tmp.dir, 'folder.pdf'),
      join(tmp.dir, 'missing.pdf'),
      join(tmp.dir, 'huge.pdf'),
      join(tmp.dir, 'passwd-copy.pdf'),
      `${tmp.dir}/../${tmp.dir.split('/').pop()}/missing-too.pdf`,
      cuadPdf(18),
    ]);
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(got.map((o) => o.error?.code ?? o.status)).toEqual([
      'FILE_UNREADABLE', 'FILE_UNREADABLE', 'FILE_UNREADABLE', 'FILE_UNREADABLE', 'FILE_UNREADABLE', 'FILE_UNREADABLE',
      'FILE_NOT_FOUND', 'FILE_TOO_LARGE', 'NOT_A_PDF', 'FILE_NOT_FOUND', 'ok',
    ]);
    for (const o of got.slice(0, 5)) expect(o.error!.message).toMatch(/not a regular file/);
    // Nothing of a refused file's content is echoed back.
    expect(JSON.stringify(got)).not.toContain('root:x:0:0');
  });

  it('refuses paths the contract does not admit: relative, empty, NUL, over 4096 characters, more than 1000', async () => {
    for (const paths of [['contracts/a.pdf'], ['../../etc/passwd'], [''], ['/tmp/a\u0000.pdf'], ['/' + 'a'.repeat(5000)], Array.from({ length: 1001 }, (_, i) => `/tmp/${i}.pdf`), []]) {
      const r = await dispatch(createHandlers(session), 'documents:ingest', { paths }, () => undefined);
      expect(r, JSON.stringify(paths).slice(0, 80)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
  });
});
