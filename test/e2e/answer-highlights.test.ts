import { describe, expect, it } from 'vitest';
import { cuadPdf, loadQa } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { expectOnQuote, letters, measureHighlights, openFootnote, textLayerReady } from './highlights.js';

/**
 * The main path a lawyer takes: add a real contract through the UI, ask a question whose
 * answer CUAD's annotators know, and check — geometrically, on the painted page — that
 * every footnote lands on the quoted words.
 */
const t = e2eHarness({ deviceScaleFactor: 2 });

const QUESTION = 'Which state’s law governs this agreement?';
const governingLaw = loadQa().find((q) => q.doc_id === 'cuad-dev-01' && q.category === 'Governing Law') as ReturnType<typeof loadQa>[number] & { normalized_answer: string };


describe('ingest, ask, and follow each footnote to its words', () => {
  it('ingests a real contract dropped on the file picker, with per-document progress', async () => {
    await screenshot(t.page, '00-welcome');
    await t.page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="ingest-progress"]')) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await t.page.getByTestId('file-input').setInputFiles(cuadPdf(1));
    await t.page.getByTestId('ingest-progress').waitFor();
    const row = t.page.locator('[data-testid="document-row"][data-status="ok"]', { hasText: 'cuad-dev-01' });
    await row.waitFor();
    expect(await row.innerText()).toContain('6 pages');
    const seen = await t.page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(Math.max(...seen)).toBeGreaterThan(0);
    expect(await t.page.locator('[data-testid="document-row"][data-status="ingesting"]').count()).toBe(0);
  });

  it('asks a question whose answer CUAD knows and serves it with footnotes and a summary', async () => {
    await t.page.getByTestId('ask-input').fill(QUESTION);
    await t.page.getByTestId('ask-submit').click();
    const answer = t.page.locator('[data-testid="answer"][data-status="answered"]');
    await answer.waitFor();
    const body = await t.page.getByTestId('answer-body').innerText();
    expect(body).toContain(governingLaw.normalized_answer);
    const footnotes = t.page.getByTestId('footnote');
    expect(await footnotes.count()).toBeGreaterThan(0);
    for (const f of await footnotes.all()) expect(['supported', 'inferred', 'unverified', 'contradicted', 'excluded']).toContain(await f.getAttribute('data-state'));
    expect(await t.page.getByTestId('summary-supported').getAttribute('data-count')).not.toBe('0');
    await screenshot(t.page, '01-answer');
  });

  it('highlights the quoted words of every footnote, one rectangle per line, on the right page', async () => {
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const cited = response.claims.flatMap((c) => c.evidence.map((e) => ({ claim: c, e })));
    expect(cited.length).toBe(await t.page.getByTestId('footnote').count());
    // The CUAD annotation's words are among the quoted ones.
    expect(cited.some(({ e }) => letters(e.quote).includes(letters(governingLaw.answers[0]!.text)))).toBe(true);
    for (const [i, { claim, e }] of cited.entries()) {
      if (!e.boxes.length) continue;
      const claimId = await openFootnote(t.page, i, e.boxes);
      expect(claimId).toBe(claim.id);
      const painted = await measureHighlights(t.page, claimId);
      expectOnQuote(painted, e.quote, e.boxes.map((b) => b.page));
      // The quote breaks over lines: several rectangles, on distinct lines.
      if (e.quote.includes('\n')) {
        expect(painted.length).toBeGreaterThan(1);
        expect(new Set(painted.map((h) => Math.round(h.rect.top))).size).toBe(painted.length);
      }
      // The rectangle was scrolled into the visible part of the pane.
      const pane = (await t.page.getByTestId('pdf-scroller').boundingBox())!;
      expect(painted[0]!.rect.top).toBeGreaterThanOrEqual(pane.y);
      expect(painted[0]!.rect.bottom).toBeLessThanOrEqual(pane.y + pane.height);
    }
    // Highlights never block the text layer: a double-click under one selects the word.
    const last = cited.at(-1)!;
    const first = (await measureHighlights(t.page, last.claim.id))[0]!;
    await t.page.mouse.dblclick(first.rect.left + 12, (first.rect.top + first.rect.bottom) / 2);
    const selected = await t.page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(letters(selected).length).toBeGreaterThan(1);
    expect(letters(last.e.quote)).toContain(letters(selected));
    await t.page.mouse.click(5, 890);
    await screenshot(t.page, '02-overview');
    await screenshot(t.page.getByTestId('pdf-viewer'), '03-pdf-highlight');
  });

  it('keeps highlights on the words after zooming and rotating', async () => {
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const e = response.claims[0]!.evidence[0]!;
    const claimId = response.claims[0]!.id;
    const level = t.page.getByTestId('pdf-zoom-level');
    for (const [key, check] of [
      ['+', () => level.innerText()],
      ['+', () => level.innerText()],
      ['r', () => t.page.locator('.textLayer[data-main-rotation="90"]').first().waitFor().then(() => '90')],
    ] as const) {
      const before = await level.innerText();
      await t.page.getByTestId('pdf-scroller').focus();
      await t.page.keyboard.press(key);
      if (key === '+') await t.page.waitForFunction((b) => document.querySelector('[data-testid="pdf-zoom-level"]')?.textContent !== b, before);
      await check();
      await textLayerReady(t.page, e.boxes[0]!.page);
      const painted = await measureHighlights(t.page, claimId);
      expect(painted.length).toBe(e.boxes.length);
      for (const h of painted) expect(h.spanCoverage).toBeGreaterThan(0.6);
      expect(letters(painted.map((h) => h.text).join(''))).toContain(letters(e.quote).slice(1, -1));
    }
    await t.page.keyboard.press('r');
    await t.page.keyboard.press('r');
    await t.page.keyboard.press('r');
    await t.page.keyboard.press('0');
    await t.page.getByTestId('pdf-fit-width').click();
  });

  it('previews the quote on hover and explains the claim in the inspector', async () => {
    const first = t.page.getByTestId('footnote').first();
    const claimId = (await first.getAttribute('data-claim-id'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: (await t.page.getByTestId('answer').getAttribute('data-trace'))! });
    const claim = response.claims.find((c) => c.id === claimId)!;
    await first.hover();
    const tip = t.page.getByTestId('footnote-tooltip');
    await tip.waitFor();
    expect(letters(await tip.innerText())).toContain(letters(claim.evidence[0]!.quote));
    await first.click();
    const inspector = t.page.locator(`[data-testid="claim-inspector"][data-claim-id="${claimId}"]`);
    await inspector.waitFor();
    expect(await inspector.getAttribute('data-state')).toBe(claim.state);
    expect(await t.page.getByTestId('trust-score').getAttribute('data-score')).toBe(String(claim.trustScore));
    const e = claim.evidence[0]!;
    // Plain words first; the technical record one click away.
    expect(await t.page.getByTestId('inspector-todo').innerText()).toMatch(/What to do/);
    expect(await inspector.innerText()).not.toMatch(/cuad-dev-\d+-\d{4}|bm25|allowlist|lexical@/i);
    await t.page.getByTestId('technical-details').locator('summary').click();
    expect(await t.page.getByTestId('evidence-match').first().getAttribute('data-match')).toBe(e.match);
    expect(await t.page.getByTestId('evidence-offsets').first().innerText()).toContain(`${e.offsets![0]}–${e.offsets![1]}`);
    expect(await t.page.getByTestId('evidence-hash').first().innerText()).toContain(e.sourceHash.slice(0, 12));
    expect(await t.page.getByTestId('inspector-judge').innerText()).toContain(claim.judge!.model);
    await t.page.getByTestId('provenance-retrieval').waitFor();
    expect(await t.page.getByTestId('provenance-retrieval').innerText()).toMatch(/ranked \d+ of \d+/);
    await t.page.mouse.move(0, 0);
    await t.page.setViewportSize({ width: 1440, height: 2000 });
    await screenshot(inspector, '04-inspector');
    await t.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('pages with j/k, PageDown and the page box', async () => {
    const input = t.page.getByTestId('pdf-page-input');
    await t.page.getByTestId('pdf-page-input').fill('1');
    await t.page.getByTestId('pdf-page-input').press('Enter');
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement).value === '1');
    await t.page.getByTestId('pdf-scroller').focus();
    await t.page.keyboard.press('j');
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement).value === '2');
    await t.page.keyboard.press('PageDown');
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement).value === '3');
    await t.page.keyboard.press('k');
    await t.page.waitForFunction(() => (document.querySelector('[data-testid="pdf-page-input"]') as HTMLInputElement).value === '2');
    expect(await input.inputValue()).toBe('2');
    expect(t.errors).toEqual([]);
  });
});
