import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * Three terms the lawyers labelled and Pincite refused, each for a reason of its own (session 28; CUAD v1, CC BY 4.0).
 * The question is the clause benchmark's for expiration dates.
 */
const EXPIRE = 'When does the term of this agreement expire?';
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('a term is read whole, past its renewal, and where a definition states it', () => {
  const m = cuadScaleMatter(['cuad-scale-054', 'cuad-scale-058', 'cuad-scale-298']);
  const expire = async (title: string) => ask(m.matter, EXPIRE, await configurePipeline({}), { docs: [m.ids.get(title)!] });

  it('cuad-scale-298 § 4.1: "… for a period of one" + "(1) year from the Effective Date" is one sentence (chunker paragraph-v3)', async () => {
    // pdf.js breaks the line before "(1)", which chunker paragraph-v2 took for a list item's label: the term was two passages.
    const r = await expire('cuad-scale-298');
    expect(green(r)[0]?.text).toMatch(/shall continue for a period of one\s+\(1\) year from the Effective Date\.$/);
    expect(green(r)[0]?.about?.section?.number).toBe('§ 4.1');
  });

  it('cuad-scale-054 § 12.1: a five-year term followed by its renewal "after the Initial Term" is still the term', async () => {
    // "after the Initial Term" (as a covenant "during the Term" runs for the term, not states it) made the sentence no term.
    const r = await expire('cuad-scale-054');
    expect(green(r)[0]?.text).toMatch(/^This contract shall remain in effect initially for the five \(5\) year term/);
  });

  it('cuad-scale-058 § 1(a): the definition of the contract period that ends on May 31, 2016 answers when the term ends', async () => {
    const r = await expire('cuad-scale-058');
    expect(green(r)[0]?.text).toMatch(/“CONTRACT PERIOD” means that period of time commencing upon the full execution of this Agreement by both Parties and\s+terminating on May 31, 2016/);
  });
});
