import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * M7 in the browser: a per-document question over the sample matter shows one claim per
 * agreement, each tagged with its document and section; the composer's picker scopes a
 * question to the document open in the viewer.
 */
const SAMPLES = join(import.meta.dirname, '..', '..', 'assets', 'samples');
const t = e2eHarness({ ingest: readdirSync(SAMPLES).filter((f) => f.endsWith('.pdf')).map((f) => join(SAMPLES, f)) });

describe('answers that name their documents', () => {
  it('answers "each of these agreements" per document, every claim tagged with its document and section', async () => {
    await t.page.getByTestId('ask-input').fill('Which state’s law governs each of these agreements?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const tags = await t.page.getByTestId('claim-about').allInnerTexts();
    expect(tags).toHaveLength(4);
    expect(tags.join('\n')).toContain('Distributor Agreement - European Micro Holdings, Exhibit B, § 29 Governing Law; Venue');
    expect(await t.page.getByTestId('scope-per-document').innerText()).toContain('4 of 4');
    await screenshot(t.page, 'm7-per-document');
  });

  it('scopes a question to the document open in the viewer with the composer picker', async () => {
    await t.page.getByTestId('claim-about').first().waitFor();
    // Open the Sponsorship agreement's footnote: the viewer now shows that document.
    const claim = t.page.getByTestId('claim').filter({ hasText: 'State of New York' });
    await claim.click();
    await t.page.getByTestId('scope-mode').selectOption('this');
    await t.page.getByTestId('ask-input').fill('Is there a cap on liability?');
    await t.page.getByTestId('ask-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    await t.page.getByTestId('scope-single').waitFor();
    expect(await t.page.getByTestId('scope-single').innerText()).toContain('Sponsorship Agreement - N2K');
    expect(await t.page.getByTestId('answer-body').innerText()).toContain('WILL NOT EXCEED');
    await screenshot(t.page, 'm7-this-document');
    expect(t.errors).toEqual([]);
  });
});
