import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A sentence that refers back to the clause it follows ranks below one that states a clause (session 22). cuad-scale-352 (a
 * supply agreement, CUAD v1, CC BY 4.0) § 7.4 binds both parties to insure: "Medica shall at its cost obtain and maintain one
 * or more insurance policies …" and "(b) Vapotherm shall at its cost obtain and maintain product-liability insurance
 * coverage …". Asked "Is a party required to maintain insurance?", the second green claim was "Medica shall furnish
 * Vapotherm with certification of insurance evidencing such coverage" — how the first is proved — and Vapotherm's own
 * obligation was not shown.
 */
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('a sentence that refers back to its clause ranks below a clause', () => {
  const m = cuadScaleMatter(['cuad-scale-352']);

  it("cuad-scale-352 § 7.4: both parties' obligations to insure, not the certificate that proves one", async () => {
    const r = await ask(m.matter, 'Is a party required to maintain insurance?', await configurePipeline({}), { docs: [m.ids.get('cuad-scale-352')!] });
    const texts = green(r).map((c) => c.text);
    expect(texts[0]).toMatch(/^Medica shall at its cost obtain and maintain one or more insurance policies/);
    expect(texts[1]).toMatch(/^\(b\) Vapotherm shall at its cost obtain and maintain product-liability insurance coverage/);
    expect(texts.filter((t) => /certification of insurance/.test(t))).toEqual([]);
  });
});
