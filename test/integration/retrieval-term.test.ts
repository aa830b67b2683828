import { describe, expect, it } from 'vitest';
import { ask, scopedRetrieval } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { questionScope } from '../../electron/pipeline/ask/scope.js';
import { getAnchor } from '../../electron/store/anchors.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A clause nearly every contract has, below the first k passages (session 21). cuad-scale-200 (a franchise agreement, CUAD
 * v1, CC BY 4.0): "When does the term of this agreement expire?" ranked eight passages about expiry, the lease and the
 * manuals above § II.A "The term of this Agreement is for ten (10) years commencing on the date of this Agreement", and was
 * refused: "No retrieved passage says anything the question asks about". In this two-contract matter BM25 weighs "term"
 * higher and ranks § II.A third, so the tests send k = 2 passages to put it below the first k again.
 */
const EXPIRE = 'When does the term of this agreement expire?';
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('retrieval reads deeper for a term or a governing law the first passages do not state', () => {
  const m = cuadScaleMatter(['cuad-scale-200', 'cuad-scale-350']);
  const ids = m.ids;

  it('cuad-scale-200: the ten-year term is sent after the first k passages, and is the green answer', async () => {
    const doc = ids.get('cuad-scale-200')!;
    const deps = { ...(await configurePipeline({})), k: 2 };
    const retrieval = await scopedRetrieval(m.matter, EXPIRE, questionScope(m.matter.db, EXPIRE, [doc]), deps);
    const term = retrieval.record.hits.find((h) => getAnchor(m.matter.db, h.anchor)?.text.includes('ten (10) years commencing'));
    expect(term).toMatchObject({ sent: true });
    expect(term!.rank).toBeGreaterThan(2);
    const r = await ask(m.matter, EXPIRE, deps, { docs: [doc] });
    expect(green(r)[0]?.text).toMatch(/^A\. The term of this Agreement is for ten \(10\) years commencing on the date of this Agreement/);
  });

  it('reads no deeper when the first passages state the term, nor for a clause many contracts lack', async () => {
    const doc = ids.get('cuad-scale-350')!;
    const deps = { ...(await configurePipeline({})), k: 2 };
    const retrieval = await scopedRetrieval(m.matter, EXPIRE, questionScope(m.matter.db, EXPIRE, [doc]), deps);
    expect(Math.max(...retrieval.record.hits.filter((h) => !h.contextOf).map((h) => h.rank))).toBeLessThanOrEqual(2);
    const q = 'What happens on a change of control of a party?';
    const control = await scopedRetrieval(m.matter, q, questionScope(m.matter.db, q, [ids.get('cuad-scale-200')!]), deps);
    expect(Math.max(...control.record.hits.filter((h) => !h.contextOf).map((h) => h.rank))).toBeLessThanOrEqual(2);
  });
});
