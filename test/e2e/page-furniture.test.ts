import { describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { measureHighlights, openFootnote } from './highlights.js';

/**
 * A clause that runs across a page break under a five-line footer (cuad-scale-100 § 1(b)(i), CUAD v1, CC BY 4.0): the
 * answer quotes the clause, never the footer ("Wireless Content License Agreement Multiple Properties /Sorrent, Inc. /
 * Final PLZ" was once its first words), and its footnotes highlight the clause on both pages (session 22).
 */
const t = e2eHarness({ ingest: [corpusPath('cuad-scale', 'pdf', 'cuad-scale-100.pdf')] });

describe('a clause across a page break under a running footer, in the app', () => {
  it('is quoted without the footer and highlighted on both pages', async () => {
    await t.page.getByTestId('ask-input').fill('Can Fox grant a third party the right to distribute wireless products in Japan?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const body = await t.page.getByTestId('answer-body').innerText();
    expect(body).toContain('similar or in direct competition with the Wireless Products at any time in Japan');
    expect(body).not.toMatch(/Final PLZ|Wireless Content License Agreement Multiple/);

    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const claim = response.claims.find((c) => c.text.includes('in direct competition with the Wireless Products'))!;
    expect(claim.state).toBe('supported');
    expect(claim.evidence.map((e) => e.quote).join(' ')).not.toMatch(/Final PLZ/);
    const pages = new Set(claim.evidence.flatMap((e) => e.boxes.map((b) => b.page)));
    expect(pages.size).toBe(2);

    const last = claim.evidence[claim.evidence.length - 1]!;
    const id = await openFootnote(t.page, claim.evidence.length - 1, last.boxes);
    const painted = (await measureHighlights(t.page, id)).map((h) => h.text).join(' ').replace(/\s+/g, ' ');
    expect(painted).toContain('competition with the Wireless Products');
    expect(painted).not.toContain('Final PLZ');
    await screenshot(t.page, 'm7-footer-free-quote');
    expect(t.errors).toEqual([]);
  });
});
