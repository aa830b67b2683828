import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getDocument } from '../../electron/store/documents.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { textLayerReady } from './highlights.js';

/**
 * Ethical walls: after switching from a matter with an answer, an open PDF with its
 * highlights, an inspector, a queue and a history to a new, empty matter, nothing of the
 * first matter — no text, no id, no URL — is left in the page or in the renderer's stores.
 */
const t = e2eHarness({ ingest: [cuadPdf(1)] });

const QUESTION = 'Which state’s law governs this agreement?';
const NEW_MATTER = 'Acme v. Beta (2026)';

/** The whole page as markup (text, attributes, URLs) and the stores as JSON. */
async function everything(page: Page): Promise<{ dom: string; stores: string; resources: string[] }> {
  return page.evaluate(() => ({
    dom: document.documentElement.outerHTML,
    stores: (window as unknown as { pinciteState: () => string }).pinciteState(),
    resources: [...document.querySelectorAll('[src],[href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href') ?? ''),
  }));
}

async function switchTo(page: Page, name: string, create: boolean) {
  await page.getByTestId('matter-switcher').click();
  if (create) {
    await page.getByTestId('matter-new-name').fill(name);
    await page.getByTestId('matter-create').click();
  } else {
    await page.locator('[data-testid="matter-option"]', { hasText: name }).click();
  }
  await page.locator('[data-testid="matter-name"]', { hasText: name }).waitFor();
}

describe('switching matters', () => {
  const markers: string[] = [];

  it('fills matter A: an answer, its PDF with highlights, the inspector, the queue and the history', async () => {
    await t.page.getByTestId('ask-input').fill(QUESTION);
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    await t.page.getByTestId('footnote').first().click();
    await t.page.locator('[data-testid="highlight"]').first().waitFor();
    await textLayerReady(t.page, 1).catch(() => undefined);
    await t.page.getByTestId('claim').first().click();
    await t.page.getByTestId('claim-inspector').waitFor();
    await t.page.getByTestId('history-item').first().waitFor();

    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const doc = getDocument(t.app.session.current().db, response.claims[0]!.evidence[0]!.doc)!;
    const quote = response.claims[0]!.evidence[0]!.quote.replace(/\s+/g, ' ').trim();
    markers.push(trace, doc.id, doc.sha256, doc.title, QUESTION, quote.slice(0, 40), ...response.claims.map((c) => c.id), ...response.claims.flatMap((c) => c.evidence.map((e) => e.anchor)));
    // Every marker is really on the page or in the stores now, so its absence later means something.
    const before = await everything(t.page);
    for (const m of [trace, doc.title, QUESTION, response.claims[0]!.id]) expect(before.dom.includes(m) || before.stores.includes(m), m).toBe(true);
    expect(before.stores).toContain(doc.id);
    // Documents are named by their titles, never their ids: the PDF pane's header and the inspector.
    const header = await t.page.getByTestId('pdf-viewer').locator('div.truncate').first().innerText();
    expect(header).toBe(doc.title);
    const inspector = await t.page.getByTestId('claim-inspector').innerText();
    expect(inspector).toContain(doc.title);
    expect(inspector).not.toContain(doc.id);
    expect(await t.page.locator('[data-testid="pdf-page"]').count()).toBeGreaterThan(0);

    // The queue too, with its cursor on one of A's claims.
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('review-queue').waitFor();
    await t.page.getByTestId('quality-report').locator('[data-testid="g2-status"]').waitFor();
    await screenshot(t.page, '40-matter-a');
  });

  it('leaves nothing of matter A on screen or in the stores after creating and opening an empty matter', async () => {
    await switchTo(t.page, NEW_MATTER, true);
    await t.page.locator('[data-testid="matter-name"]', { hasText: NEW_MATTER }).waitFor();
    // Let any reply still in flight for A arrive: it must be dropped, not shown.
    await t.page.waitForTimeout(500);
    const after = await everything(t.page);
    for (const m of markers) {
      expect(after.dom.includes(m), `the page still shows "${m}"`).toBe(false);
      expect(after.stores.includes(m), `the stores still hold "${m}"`).toBe(false);
    }
    expect(after.resources.filter((r) => r.startsWith('blob:') || r.startsWith('data:application/pdf'))).toEqual([]);
    for (const id of ['pdf-page', 'highlight', 'claim-inspector', 'answer', 'history-item', 'queue-row', 'document-row']) {
      expect(await t.page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await t.page.getByTestId('matter-name').innerText()).toBe(NEW_MATTER);
    await screenshot(t.page, '41-matter-b-empty');
  });

  it('shows an empty matter’s queue without a red "G2 fail … of 0"', async () => {
    await t.page.getByTestId('view-queue').click();
    const g2 = t.page.getByTestId('g2-status');
    await g2.waitFor();
    expect(await g2.getAttribute('data-pass')).toBe('none');
    expect(await g2.innerText()).not.toMatch(/fail/i);
    expect(await t.page.getByTestId('quality-report').innerText()).not.toMatch(/of 0\b/);
    await screenshot(t.page, '42-empty-queue');
    await t.page.getByTestId('view-answer').click();
  });

  it('accepts ordinary matter names and lists them as typed; matter A is still there when switched back', async () => {
    for (const name of ["Smith & Jones", "O'Brien Estate"]) {
      await switchTo(t.page, name, true);
      expect(await t.page.getByTestId('matter-name').innerText()).toBe(name);
    }
    await switchTo(t.page, 'e2e-matter', false);
    await t.page.getByTestId('history-item').first().waitFor();
    expect(await t.page.getByTestId('history-item').first().innerText()).toContain(QUESTION);
    const { matters } = await callApi(t.app, 'matters:list', {});
    expect(matters.map((m) => m.name)).toEqual(expect.arrayContaining([NEW_MATTER, 'Smith & Jones', "O'Brien Estate", 'e2e-matter']));
    expect(t.errors).toEqual([]);
  });
});
