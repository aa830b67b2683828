import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listAnchors } from '../../electron/store/anchors.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, measureHighlights, openFootnote } from './highlights.js';

/**
 * An answer produced elsewhere, imported as a file, whose quote runs over a page
 * break of a real contract: it is rendered exactly like an asked answer and its
 * highlight is painted on both pages.
 */
const t = e2eHarness({ ingest: [cuadPdf(1)], deviceScaleFactor: 2 });

/** A quote of whole words around the first page break that falls inside a passage of the contract. */
function quoteOverPageBreak(docId: string): { anchor: string; quote: string; pages: [number, number] } {
  for (const a of listAnchors(t.app.session.current().db, docId)) {
    if (a.page_start === a.page_end) continue;
    const cut = a.text.indexOf('\f');
    const before = a.text.slice(0, cut).trim().split(/\s+/);
    const after = a.text.slice(cut + 1).trim().split(/\s+/);
    if (before.length < 6 || after.length < 6) continue;
    return { anchor: a.id, quote: `${before.slice(-8).join(' ')}\n${after.slice(0, 8).join(' ')}`, pages: [a.page_start, a.page_start + 1] };
  }
  throw new Error(`No passage of ${docId} runs over a page break with six words on each side.`);
}


describe('a quote across a page break', () => {
  it('is imported from a file, verified, and highlighted on both pages', async () => {
    const { documents } = await callApi(t.app, 'documents:list', {});
    const { anchor, quote, pages } = quoteOverPageBreak(documents[0]!.id);
    const answer = {
      kind: 'answer',
      value: 'If the Agency falls behind on accounting or payment, MICOA may act by written notice.',
      confidence: 0.8,
      claims: [{ text: 'If the Agency falls behind on accounting or payment, MICOA may act by written notice.', citations: [{ anchor, quote }] }],
    };
    const file = join(t.app.dir, 'answer-from-elsewhere.json');
    writeFileSync(file, JSON.stringify(answer, null, 2));

    await t.page.getByTestId('tab-verify').click();
    await t.page.getByTestId('verify-file').setInputFiles(file);
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="verify-input"]') as HTMLTextAreaElement).value.includes('"claims"'));
    await t.page.getByTestId('verify-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    expect(await t.page.getByTestId('answer-body').innerText()).toContain('MICOA may act by written notice');
    expect(await t.page.getByTestId('footnote').count()).toBe(1);

    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response, kind } = await callApi(t.app, 'traces:get', { id: trace });
    expect(kind).toBe('verify');
    const e = response.claims[0]!.evidence[0]!;
    expect(e.match).not.toBeNull();
    expect(new Set(e.boxes.map((b) => b.page))).toEqual(new Set(pages));

    const claimId = await openFootnote(t.page, 0, e.boxes);
    const painted = await measureHighlights(t.page, claimId);
    expectOnQuote(painted, e.quote, e.boxes.map((b) => b.page));
    expect(new Set(painted.map((h) => h.page))).toEqual(new Set(pages));
    await screenshot(t.page.getByTestId('pdf-viewer'), '05-page-break');

    // The inspector says why, code by code, in words.
    const claim = response.claims[0]!;
    const inspector = t.page.locator(`[data-testid="claim-inspector"][data-claim-id="${claim.id}"]`);
    await inspector.waitFor();
    expect(await inspector.getAttribute('data-state')).toBe(claim.state);
    const shown = await t.page.getByTestId('inspector-reason').evaluateAll((els) => els.map((e) => [e.getAttribute('data-code'), e.textContent ?? '']));
    expect(shown.map(([code]) => code)).toEqual(claim.reasons);
    for (const [code, text] of shown) expect(text!.length).toBeGreaterThan(code!.length + 20);
    await t.page.setViewportSize({ width: 1440, height: 2000 });
    await screenshot(inspector, '04b-inspector-' + claim.state);
    await t.page.setViewportSize({ width: 1440, height: 900 });
    expect(t.errors).toEqual([]);
  });
});
