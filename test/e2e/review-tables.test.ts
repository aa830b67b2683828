import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * The review table in the app, in Chromium against the real host: create from a
 * template, run with a progress bar, move with the keyboard, open a cell's answer with
 * its highlight in the PDF, decide its claim in the queue, and see the cell follow.
 */
const t = e2eHarness({ ingest: [cuadPdf(0), cuadPdf(1), cuadPdf(2)] });

describe('review tables in the app', () => {
  it('creates a table from the diligence template and runs it to the end', async () => {
    await t.page.getByTestId('view-tables').click();
    await t.page.getByTestId('tables-view').waitFor();
    await t.page.getByTestId('new-table-name').fill('Data room');
    await t.page.getByTestId('new-table-template').selectOption('diligence');
    await t.page.getByTestId('create-table').click();
    await t.page.getByTestId('table-grid').waitFor();
    expect(await t.page.getByTestId('column-header').count()).toBeGreaterThan(3);
    await t.page.getByTestId('run-table').click();
    // Every visible cell leaves "not run" once the run ends.
    await t.page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-testid="table-cell"]')];
      return cells.length > 0 && cells.every((c) => c.getAttribute('data-status') !== 'pending');
    }, undefined, { timeout: 60_000 });
    const { tables } = await callApi(t.app, 'tables:list', {});
    expect(tables[0]).toMatchObject({ name: 'Data room', rows: 3, columns: 10, done: 30, failed: 0 });
    await screenshot(t.page, '40-review-table');
  });

  it('opening the Tables tab asks the host for the list and the newest table once each', async () => {
    // A fresh page, as when the app opens: every API call it makes from the click on.
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();
    const calls: string[] = [];
    let inFlight = 0;
    const isInvoke = (r: Request) => r.url().includes('/api/invoke');
    const started = (r: Request) => {
      if (!isInvoke(r)) return;
      inFlight++;
      calls.push((JSON.parse(r.postData() ?? '{}') as { method: string }).method);
    };
    const ended = (r: Request) => { if (isInvoke(r)) inFlight--; };
    await t.page.waitForFunction(() => document.readyState === 'complete');
    await expect.poll(() => inFlight).toBe(0);
    t.page.on('request', started);
    t.page.on('requestfinished', ended);
    t.page.on('requestfailed', ended);
    try {
      await t.page.getByTestId('view-tables').click();
      await t.page.getByTestId('table-cell').first().waitFor();
      await expect.poll(() => inFlight).toBe(0);
    } finally {
      t.page.off('request', started);
      t.page.off('requestfinished', ended);
      t.page.off('requestfailed', ended);
    }
    // Each is a read of the whole matter's tables or of a whole table (19,000 cells at 468 contracts).
    expect(calls.filter((m) => m === 'tables:list')).toHaveLength(1);
    expect(calls.filter((m) => m === 'tables:get')).toHaveLength(1);
  });

  it('moves by keyboard, opens a cell with its highlight, and the cell follows a review decision', async () => {
    const { tables } = await callApi(t.app, 'tables:list', {});
    const view = await callApi(t.app, 'tables:get', { id: tables[0]!.id });
    // The first answered, supported cell in grid order.
    let target: { row: number; col: number } | null = null;
    view.rows.forEach((row, r) => row.cells.forEach((c, i) => { if (!target && c.state === 'supported' && c.value) target = { row: r, col: i }; }));
    expect(target).not.toBeNull();
    const { row, col } = target!;
    await t.page.getByTestId('table-grid').focus();
    for (let i = 0; i < row; i++) await t.page.keyboard.press('ArrowDown');
    for (let i = 0; i < col; i++) await t.page.keyboard.press('ArrowRight');
    const active = t.page.locator('[data-testid="table-cell"][aria-selected="true"]');
    // The cell's accessible name carries its column (read with the cell), besides the words on screen.
    expect(await active.getAttribute('aria-label')).toContain(view.columns[col]!.name);
    expect(await active.getAttribute('aria-label')).toContain(await active.textContent());
    const cell = view.rows[row]!.cells[col]!;
    await t.page.keyboard.press('Enter');
    // The answer view opens on the cell's trace, its quote highlighted in the PDF.
    await t.page.locator(`[data-testid="highlight"][data-claim-id="${cell.claims[0]!.id}"]`).first().waitFor({ timeout: 30_000 });
    await screenshot(t.page, '41-table-cell-opened');
    await callApi(t.app, 'review:decide', { claims: [cell.claims[0]!.id], action: 'contradict', reviewer: 'A. Reviewer', note: 'not the clause asked about' });
    await t.page.getByTestId('view-tables').click();
    await t.page.getByTestId('table-grid').waitFor();
    const updated = (await callApi(t.app, 'tables:get', { id: tables[0]!.id })).rows[row]!.cells[col]!;
    expect(updated).toMatchObject({ state: 'contradicted', value: null });
    await t.page.waitForFunction(([r, c]) => {
      const rows = document.querySelectorAll('[role="row"][aria-rowindex]');
      const rowEl = [...rows].find((x) => x.getAttribute('aria-rowindex') === String(r + 2));
      return rowEl?.querySelectorAll('[data-testid="table-cell"]')[c]?.getAttribute('data-state') === 'contradicted';
    }, [row, col] as const);
  });

  it('filters rows by a column\'s state, and exports the workbook', async () => {
    await t.page.locator('#filter-column').selectOption({ index: 1 });
    await t.page.locator('#filter-state').selectOption('insufficient_evidence');
    const shown = await t.page.locator('[role="rowheader"]').count();
    const { tables } = await callApi(t.app, 'tables:list', {});
    const view = await callApi(t.app, 'tables:get', { id: tables[0]!.id });
    expect(shown).toBe(view.rows.filter((r) => r.cells[0]!.status === 'insufficient_evidence').length);
    const download = t.page.waitForEvent('download');
    await t.page.getByTestId('export-xlsx').click();
    expect((await download).suggestedFilename()).toBe('Data room.xlsx');
  });

  it('rewords a question from the app: its column turns stale, the others stay answered', async () => {
    await t.page.getByTestId('edit-questions').click();
    const row = t.page.getByTestId('question-row').first();
    await row.locator('textarea').fill('Under which law is this agreement to be interpreted?');
    await row.getByRole('button', { name: /Save/ }).click();
    // Saved when the stored question is the one typed: the Save button goes (reading the API before that raced the save).
    await row.getByRole('button', { name: /Save/ }).waitFor({ state: 'detached' });
    await t.page.keyboard.press('Escape');
    const { tables } = await callApi(t.app, 'tables:list', {});
    const view = await callApi(t.app, 'tables:get', { id: tables[0]!.id });
    expect(view.columns[0]!.question).toBe('Under which law is this agreement to be interpreted?');
    expect(view.rows.every((r) => r.cells[0]!.stale === true && !r.cells[1]!.stale)).toBe(true);
    // The grid marks the reworded column's cells stale, beside their state's word (all rows: the filter off).
    await t.page.locator('#filter-column').selectOption({ index: 0 });
    await t.page.waitForFunction(() => document.querySelector('[data-testid="table-grid"]')?.textContent?.includes('stale'));
    expect(await t.page.locator('[data-testid="table-cell"][data-col="0"]').first().getAttribute('aria-label')).toMatch(/, stale \(question changed since\)$/);
    await screenshot(t.page, '42-review-table-stale');
    expect(t.errors).toEqual([]);
  });
});
