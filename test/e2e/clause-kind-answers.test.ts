import { describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpus.js';
import { askInApp, screenshot, shownResponse } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * A question about a kind of clause is answered by every clause of the kind, wherever the contract puts it (session 51).
 * cuad-scale-306 (CUAD v1, The Atticus Project, CC BY 4.0) gives Inktomi and Microsoft each a right to terminate without
 * cause, in two sections; before, a lawyer asking whether a party may terminate for convenience saw Inktomi's alone.
 */
const t = e2eHarness({ ingest: [corpusPath('cuad-scale', 'pdf', 'cuad-scale-306.pdf')] });

describe('every clause of the kind asked about', () => {
  it("shows each party's right to terminate without cause, each cited by its own section, and a footnote opens its clause", async () => {
    await askInApp(t.page, 'Can a party terminate this agreement for convenience, without cause?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBe(2);
    const response = await shownResponse(t.app, t.page);
    const shown = response.claims.map((c) => [c.state, c.responsiveness?.value, c.text.slice(0, 40)]);
    expect(shown.sort()).toEqual([
      ['supported', 'responsive', 'Inktomi may terminate this Agreement wit'],
      ['supported', 'responsive', 'Microsoft may terminate this Agreement a'],
    ]);
    const sections = response.claims.map((c) => c.about?.section?.number);
    expect(new Set(sections).size).toBe(2);
    await openFootnote(t.page, 1, response.claims[1]!.evidence[0]!.boxes);
    await screenshot(t.page, 'm7-clause-kind-both');
    expect(t.errors).toEqual([]);
  });
});
