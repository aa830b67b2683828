import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadMatter } from '../helpers/matter.js';

/**
 * "How is Confidential Information defined?" is answered by the contract's definition (session 31). Before, asked of
 * cuad-dev-05 (CUAD v1, CC BY 4.0), the green answer was "Each Party will protect the Confidential Information of the other
 * Party from misappropriation …" — an obligation that uses the term — and § 1.4's definition was never offered; "What does
 * Change of Control mean?" of cuad-dev-15 was refused though its definitions article says it.
 */
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('definition questions over the CUAD dev contracts', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let deps: Awaited<ReturnType<typeof configurePipeline>>;
  beforeAll(async () => {
    env = await cuadMatter([1, 5, 15, 17]);
    deps = await configurePipeline({});
  }, 180_000);
  afterAll(() => env?.cleanup());

  it('cuad-dev-05: the definition in § 1.4, not a clause that uses the term', async () => {
    const r = await ask(env.matter, 'How is Confidential Information defined?', deps, { docs: [env.ids[1]!] });
    const texts = green(r).map((c) => c.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^The term “Confidential Information” means any and all information which is not readily ascertainable/);
    expect(r.claims.every((c) => c.responsiveness?.detail === 'Defines “Confidential Information”.')).toBe(true);
    // The entry whole: its second sentence and the exceptions listed under it are the definition too.
    expect(texts[0]).toMatch(/shall be treated as Confidential Information hereunder, except such information which the other party can clearly show: \(a\) .* \(d\) is approved for release by written authorization of the other party/);
    expect(texts[0]).not.toContain('Customer Data');
  });

  it('cuad-dev-17: the meaning § 5.04 gives, not the entry that only points there, quoted from before the page break', async () => {
    const r = await ask(env.matter, 'How is Confidential Information defined?', deps, { docs: [env.ids[3]!] });
    const texts = green(r).map((c) => c.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^In performing its obligations under this Agreement, each party may receive information .* \(collectively, “Confidential Information”\)\.$/);
    expect(r.claims[0]!.evidence.length).toBe(2);
  });

  it('cuad-dev-15: "Change of Control" from its definitions article, with the page it is on', async () => {
    const r = await ask(env.matter, 'What does Change of Control mean?', deps, { docs: [env.ids[2]!] });
    const [claim] = green(r);
    expect(claim?.text).toMatch(/^"Change of Control" means, with respect to Company, a transaction or series of related transactions/);
    expect(claim?.evidence[0]?.offsets).toBeTruthy();
  });

  it('a term the contract never defines is refused, saying what was looked for', async () => {
    const r = await ask(env.matter, 'What is the definition of Territory?', deps, { docs: [env.ids[2]!] });
    expect(r.status).toBe('insufficient_evidence');
    expect(r.insufficient?.missing).toEqual(['a definition of “Territory”']);
  });

  it('asked of each agreement: one definition per document that has one', async () => {
    const r = await ask(env.matter, 'How is Confidential Information defined in each agreement?', deps, { docs: env.ids });
    const byDoc = new Map(green(r).map((c) => [c.about?.title, c.text]));
    expect([...byDoc.keys()].sort()).toEqual(['cuad-dev-05', 'cuad-dev-15', 'cuad-dev-17']);
    expect(byDoc.get('cuad-dev-15')).toMatch(/^"Confidential Information" means, with respect to either Party/);
  });
});
