import { describe, expect, it } from 'vitest';
import { readEvents } from '../../electron/store/audit-events.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/** A document's display title and category, edited in the app, shown everywhere, and on record in the audit log. */
const t = e2eHarness({ ingest: [cuadPdf(2)] });

describe('document details', () => {
  it('renames a document and sets its category; the viewer shows the new title and the audit log the change', async () => {
    const [doc] = (await callApi(t.app, 'documents:list', {})).documents;
    const row = t.page.locator(`[data-testid="document-row"][data-doc-id="${doc!.id}"]`);
    await row.hover();
    await t.page.getByTestId('document-edit-open').click();
    await t.page.getByTestId('document-edit').waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('document-title');
    await t.page.getByTestId('document-title').fill('');
    expect(await t.page.getByTestId('document-save').isDisabled()).toBe(true);
    await t.page.getByTestId('document-title').fill('Co-Branding Agreement — e-centives & Excite');
    await t.page.getByTestId('document-category').fill('Co-branding');
    await screenshot(t.page, '96-document-edit');
    await t.page.getByTestId('document-save').click();
    await t.page.getByTestId('document-edit').waitFor({ state: 'detached' });
    await row.filter({ hasText: 'Co-Branding Agreement — e-centives & Excite' }).waitFor();
    expect(await row.innerText()).toContain('Co-branding');
    await row.click();
    await t.page.locator('[data-testid="pdf-viewer"]', { hasText: 'Co-Branding Agreement — e-centives & Excite' }).waitFor();

    const edited = readEvents(t.app.session.current().db).filter((e) => e.type === 'document.edited');
    expect(edited).toHaveLength(1);
    expect(JSON.parse(edited[0]!.payload)).toEqual({ doc: doc!.id, before: { title: doc!.title, category: null }, after: { title: 'Co-Branding Agreement — e-centives & Excite', category: 'Co-branding' } });
    expect(t.errors).toEqual([]);
  });

  it('a title longer than the sidebar ends in an ellipsis inside it, not cut at its edge (session 24)', async () => {
    const [doc] = (await callApi(t.app, 'documents:list', {})).documents;
    const long = 'Agency Agreement - American Physicians Capital and Stratton, Cheeseman & Walsh-Nevada';
    await callApi(t.app, 'documents:edit', { id: doc!.id, title: long });
    await t.page.reload();
    const row = t.page.locator(`[data-testid="document-row"][data-doc-id="${doc!.id}"]`);
    await row.filter({ hasText: long }).waitFor();
    const fit = await row.evaluate((button) => {
      const title = button.querySelector('span > span') as HTMLElement;
      const list = button.closest('ul, ol') as HTMLElement;
      return { truncated: title.scrollWidth > title.clientWidth, ellipsis: getComputedStyle(title).textOverflow, right: title.getBoundingClientRect().right, listRight: list.getBoundingClientRect().right };
    });
    expect(fit.truncated).toBe(true);
    expect(fit.ellipsis).toBe('ellipsis');
    expect(fit.right).toBeLessThanOrEqual(fit.listRight);
    // The whole title is on hover.
    expect(await row.getAttribute('title')).toMatch(new RegExp(`^${long}\n`));
    await screenshot(t.page, '97-document-long-title');
    expect(t.errors).toEqual([]);
  });
});
