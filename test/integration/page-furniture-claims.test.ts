import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A running footer is never quoted as a clause (session 22). cuad-scale-100 (a wireless content licence, CUAD v1, CC BY 4.0)
 * ends each page with the agreement's title on two lines, a page number and the filing's "Source:" line, and one page spaces
 * "/Sorrent" differently. Its § 1(b)(i) runs across that footer ("… which are similar or in direct" | footer | "competition
 * with the Wireless Products …"), and the offline generator quoted "Wireless Content License Agreement Multiple Properties
 * /Sorrent, Inc. / Final PLZ competition with the Wireless Products …" as a clause.
 */
const FOOTER = /Wireless Content License Agreement Multiple|Final PLZ/;
const quotes = (r: PinciteResponse) => [...r.claims.map((c) => c.text), ...(r.insufficient?.tried ?? []).map((t) => t.quote)];

describe("a page's running footer is not quoted as part of a clause", () => {
  const m = cuadScaleMatter(['cuad-scale-100']);

  it('cuad-scale-100 § 1(b)(i) is read across its page break without the footer', async () => {
    const deps = await configurePipeline({});
    const doc = m.ids.get('cuad-scale-100')!;
    const r = await ask(m.matter, 'Can Fox grant a third party the right to distribute wireless products in Japan?', deps, { docs: [doc] });
    const green = r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
    expect(green[0]?.text).toMatch(/^\(i\) Development\/Exploitation\/Distribution: .* similar or in direct competition with the Wireless Products at any time in Japan/);
    const refused = await ask(m.matter, 'Is a party restricted from competing?', deps, { docs: [doc] });
    for (const res of [r, refused]) {
      expect(quotes(res).length).toBeGreaterThan(0);
      expect(quotes(res).filter((t) => FOOTER.test(t))).toEqual([]);
    }
  });
});
