import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A question about what a contract provides ("Can a party terminate for convenience?", "Is a party required to maintain
 * insurance?") is answered by every clause of the kind, wherever the contract puts it: each party's own right to end
 * the agreement, the duty to insure and the duty to name the other party an additional insured. Before session 51 the
 * second claim had to come from the first one's section, so a lawyer saw Inktomi's right and not Microsoft's. (A question
 * for a law, a date or a figure still gets its one clause: test/unit/pipeline/extractive.test.ts.) Contracts of cuad-scale's tuning half (CUAD v1, The Atticus
 * Project, CC BY 4.0).
 */
const answer = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('every clause of the kind asked about, from any section (session 51)', () => {
  const m = cuadScaleMatter(['cuad-dev-10', 'cuad-scale-040', 'cuad-scale-280', 'cuad-scale-306', 'cuad-scale-430']);
  const q = async (title: string, question: string) => ask(m.matter, question, await configurePipeline({}), { docs: [m.ids.get(title)!] });

  it("each party's right to terminate without cause, in two sections (cuad-scale-306)", async () => {
    const r = await q('cuad-scale-306', 'Can a party terminate this agreement for convenience, without cause?');
    expect(answer(r).map((c) => c.text).sort()).toEqual([
      expect.stringMatching(/^Inktomi may terminate this Agreement without cause upon one year's prior written notice/),
      expect.stringMatching(/^Microsoft may terminate this Agreement at any time without cause/),
    ]);
    const sections = answer(r).map((c) => c.about?.section?.number);
    expect(new Set(sections).size).toBe(2);
  });

  it('each duty to maintain insurance (cuad-scale-430 § 10.4.1)', async () => {
    // Session 51 showed the general liability duty beside § 10.4.2's duty to name the other party an additional insured; the
    // clause model of session 52 (features scaled by length) ranks the second duty to insure, product liability, above it.
    const r = await q('cuad-scale-430', 'Is a party required to maintain insurance?');
    expect(answer(r).map((c) => c.text).sort()).toEqual([
      expect.stringMatching(/^Each of Supplier and CUTANEA shall maintain and keep in force .* Commercial General Liability Insurance/),
      expect.stringMatching(/^In addition, each of the Parties shall maintain and keep in force .* Product Liability Insurance/),
    ]);
    expect(new Set(answer(r).map((c) => c.about?.section?.number))).toEqual(new Set(['§ 10.4.1']));
  });

  it("the second claim is another clause, not the first one's words again (cuad-scale-040)", async () => {
    const r = await q('cuad-scale-040', 'Can a party assign this agreement, or is consent required for assignment?');
    expect(answer(r).map((c) => c.text).sort()).toEqual([
      expect.stringMatching(/^Notwithstanding any of the foregoing, without the consent of PB/),
      expect.stringMatching(/^Without the prior written consent of the other Party hereto, neither Party will sell, transfer, assign/),
    ]);
  });

  it('the rule that assignment needs consent beside its exception for affiliates, in one section (session 52, cuad-scale-280 § 22)', async () => {
    // "requires the prior written consent" binds no party by a modal verb; it was not read as an operative clause.
    const r = await q('cuad-scale-280', 'Can a party assign this agreement, or is consent required for assignment?');
    expect(answer(r).map((c) => c.text).sort()).toEqual([
      expect.stringMatching(/^Any other assignment\s+by the parties, requires the prior written consent of the other Party\.$/),
      expect.stringMatching(/^The parties shall have the right to assign all, or part, of\s+its\s+rights under\s+this\s+Agreement\s+to any\s+wholly owned subsidiary or\s+affiliate\s+without the consent of the other Party\.$/),
    ]);
  });

  it("a question that names its party and thing wants that one's clause, not another section's of the kind (trial 48, cuad-dev-10)", async () => {
    const r = await q('cuad-dev-10', 'Is the patent licence that Nuance grants to SpinCo perpetual and irrevocable?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/perpetual and irrevocable, transferable .* license under the Nuance Patents/)]);
  });
});
