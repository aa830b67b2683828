import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * A review-table cell is green only on a claim that answers its question (session 30). On cuad-dev-15 and cuad-dev-20 the
 * Exclusivity question's supported claims only partly answer it (a restriction on what ACSI may sell; travel expenses
 * "wholly, exclusively and necessarily incurred"): the cells said "Yes ✓ Supported"; they now say "No direct answer",
 * muted, and the claims are still there to open. The Governing Law column beside them stays green. Since session 44 the
 * travel clause says no exclusivity at all ("exclusively" is said of no dealing): cuad-dev-20's cell is "Not found". Since
 * session 53 the clause model must be sure of a clause it alone vouches for, and it is not of cuad-dev-15's restriction, so
 * the cell that answers in part is cuad-dev-25's: its only exclusive thing is its cover note ("this Agreement shall be
 * exclusively used by Didi Chuxing").
 */
const t = e2eHarness({ ingest: [cuadPdf(20), cuadPdf(25)] });

describe('table cells in the app take their state from the claims that answer', () => {
  it('shows "No direct answer", not a green Yes, where no claim answers the question', async () => {
    const { table } = await callApi(t.app, 'tables:create', {
      name: 'Exclusivity check',
      columns: [
        { name: 'Exclusivity', question: 'Is any appointment, license or right under this agreement exclusive?', type: 'yes_no', category: 'Exclusivity' },
        { name: 'Governing Law', question: 'Which law governs this agreement?', type: 'jurisdiction', category: 'Governing Law' },
      ],
    });
    await callApi(t.app, 'tables:run', { id: table });
    await t.page.getByTestId('view-tables').click();
    await t.page.getByTestId('table-grid').waitFor();
    await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="table-cell"]').length === 4);
    const cells = await t.page.getByTestId('table-cell').evaluateAll((els) => els.map((e) => ({ col: e.getAttribute('data-col'), status: e.getAttribute('data-status'), state: e.getAttribute('data-state'), text: e.textContent, label: e.getAttribute('aria-label') })));
    const exclusivity = cells.filter((c) => c.col === '0');
    // cuad-dev-20's travel clause says no exclusivity since session 44, so its cell is refused; cuad-dev-25's answers in
    // part: neither is green.
    expect(exclusivity).toEqual([
      { col: '0', status: 'insufficient_evidence', state: '', text: 'Not found', label: 'Exclusivity: Not found' },
      { col: '0', status: 'answered', state: '', text: 'No direct answer', label: 'Exclusivity: No direct answer' },
    ]);
    for (const c of cells.filter((x) => x.col === '1')) expect(c.state).toBe('supported');
    await screenshot(t.page, 'm7-table-no-direct-answer');
    // The claims are still the cell's answer: opening it shows them, labelled as answering in part.
    await t.page.locator('[data-testid="table-cell"][data-col="0"][data-status="answered"]').dblclick();
    await t.page.getByTestId('claim-partial').first().waitFor();
  });
});
