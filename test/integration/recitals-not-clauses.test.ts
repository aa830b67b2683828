import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A recital says why the parties contract, and is no clause however it is worded (session 31; cuad-scale, CUAD v1, CC BY 4.0):
 * the recitals are found by the document's structure (text/recitals.ts).
 */
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('recitals are never the answer', () => {
  const m = cuadScaleMatter(['cuad-scale-142']);

  it('cuad-scale-142: a lettered recital states background, not what the agreement provides', async () => {
    // Before: "(A) Glamis, Western Copper and Western Silver Corporation … are parties to an arrangement agreement …, pursuant to
    // which, among other things, Western Copper will acquire certain assets of Western Silver …" was the green answer.
    const r = await ask(m.matter, 'Does Western Copper acquire assets of Western Silver?', await configurePipeline({}), { docs: [m.ids.get('cuad-scale-142')!] });
    expect(r.claims.map((c) => c.text).filter((t) => /^\(A\) Glamis, Western Copper and Western Silver/.test(t))).toEqual([]);
    expect(green(r)).toEqual([]);
  });
});
