import { describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { measureHighlights, openFootnote } from './highlights.js';

/**
 * A lawyer asks a real contract whether it can be terminated for convenience, and the answer is
 * a list item read with its lead-in (cuad-scale-350 § 7.2, CUAD v1, CC BY 4.0): one green claim
 * with two footnotes, and the PDF highlights both the lead-in and the item.
 */
const t = e2eHarness({ ingest: [corpusPath('cuad-scale', 'pdf', 'cuad-scale-350.pdf')] });

describe('a list item with its lead-in, in the app', () => {
  it('answers "terminate for convenience?" with § 7.2\'s lead-in and item (a), both highlighted in the PDF', async () => {
    await t.page.getByTestId('ask-input').fill('Can a party terminate this agreement for convenience, without cause?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const body = await t.page.getByTestId('answer-body').innerText();
    expect(body).toContain('This Agreement or any Project Plan may be terminated: (a) by Magenta for any reason upon [***] written notice to Bachem');

    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const claim = response.claims.find((c) => c.text.includes('by Magenta for any reason'))!;
    expect(claim.state).toBe('supported');
    expect(claim.evidence.map((e) => e.quote)).toEqual(['This Agreement or any Project Plan may be terminated:', '(a) by Magenta for any reason upon [***] written notice to Bachem;']);
    expect(await t.page.getByTestId('footnote').count()).toBe(2);

    // Each footnote opens the PDF at its own quote: the first highlights the lead-in, the second the item.
    const [lead, item] = claim.evidence;
    const leadId = await openFootnote(t.page, 0, lead!.boxes);
    expect((await measureHighlights(t.page, leadId)).map((h) => h.text).join(' ').replace(/\s+/g, ' ')).toContain('may be terminated');
    const itemId = await openFootnote(t.page, 1, item!.boxes);
    expect((await measureHighlights(t.page, itemId)).map((h) => h.text).join(' ').replace(/\s+/g, ' ')).toContain('by Magenta for any reason');
    await screenshot(t.page, 'm7-list-item');
    expect(t.errors).toEqual([]);
  });
});
