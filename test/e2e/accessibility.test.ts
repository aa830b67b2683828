import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot, SCREENSHOTS } from './app.js';
import { e2eHarness } from './harness.js';
import { plantedForFile } from './plant.js';

/**
 * axe-core over every view — welcome, answer, inspector with its technical details,
 * review queue, settings, matter switcher — in light and dark: no serious or critical
 * violation. Results (every impact) are written to test-results/axe.json for the README.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };
const results: Record<string, Record<string, number | string[]>> = {};

plantedForFile(t, 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'contradicted', 'no-verdict', 'misattributed', 'altered'], {
  timeoutMs: 180_000,
  then: async (app, planted) => {
    // A decision for the print view of the queue's decisions.
    await callApi(app, 'review:decide', { claims: [planted.claims[1]!.id], action: 'contradict', reviewer: 'A. Reviewer', note: 'Checked against the clause' });
    // A review table with its cells run (two documents × the diligence template's columns).
    const { table } = await callApi(app, 'tables:create', { name: 'Data room', template: 'diligence' });
    await callApi(app, 'tables:run', { id: table });
  },
});

/** Runs axe on the page (evaluated through the debugger, so the app's CSP stays as users have it). */
async function audit(page: Page, view: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  const counts: Record<string, number | string[]> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) counts[v.impact ?? 'minor'] = ((counts[v.impact ?? 'minor'] as number) ?? 0) + v.nodes.length;
  counts.rules = violations.map((v) => `${v.id} (${v.impact})`);
  results[view] = counts;
  // The first audit may run before any screenshot made the folder (a fresh clone has none).
  mkdirSync(join(SCREENSHOTS, '..'), { recursive: true });
  writeFileSync(join(SCREENSHOTS, '..', 'axe.json'), JSON.stringify(results, null, 2));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const expectClean = (v: Violation[]) => expect(v.map((x) => `${x.id} (${x.impact}): ${x.help} — ${x.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (scheme) => {
  it('welcome and matter switcher', async () => {
    await t.page.emulateMedia({ colorScheme: scheme });
    await t.page.reload();
    await t.page.getByTestId('matter-name').waitFor();
    expectClean(await audit(t.page, `welcome-${scheme}`));
    await t.page.getByTestId('matter-switcher').click();
    await t.page.getByTestId('matter-new-name').waitFor();
    expectClean(await audit(t.page, `matter-switcher-${scheme}`));
    await t.page.keyboard.press('Escape');
  });

  it('answer and inspector, with its technical details', async () => {
    await t.page.getByTestId('history-item').first().click();
    await t.page.getByTestId('answer').waitFor();
    expectClean(await audit(t.page, `answer-${scheme}`));
    await t.page.getByTestId('claim').first().click();
    await t.page.getByTestId('claim-inspector').waitFor();
    await t.page.getByTestId('technical-details').locator('summary').click();
    await t.page.getByTestId('inspector-provenance').waitFor();
    expectClean(await audit(t.page, `inspector-${scheme}`));
    await screenshot(t.page, `70-a11y-inspector-${scheme}`);
  });

  it('review queue', async () => {
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('queue-row').first().waitFor();
    await t.page.locator('[data-testid="queue-detail"]:not([data-claim-id=""])').waitFor();
    expectClean(await audit(t.page, `queue-${scheme}`));
    await t.page.getByTestId('view-answer').click();
  });

  it('tables, with cells run', async () => {
    await t.page.getByTestId('view-tables').click();
    await t.page.getByTestId('table-grid').waitFor();
    await t.page.locator('[data-testid="table-cell"]:not([data-status="pending"])').first().waitFor();
    await t.page.getByTestId('table-grid').focus();
    expectClean(await audit(t.page, `tables-${scheme}`));
    await screenshot(t.page, `66-a11y-tables-${scheme}`);
    await t.page.getByTestId('view-answer').click();
  });

  it('document details, the removal confirmation, and the print view of the decisions', async () => {
    const row = t.page.getByTestId('document-row').first();
    await row.hover();
    await t.page.getByTestId('document-edit-open').first().click();
    await t.page.getByTestId('document-edit').waitFor();
    expectClean(await audit(t.page, `document-details-${scheme}`));
    await t.page.getByTestId('document-reread-open').click();
    await t.page.getByTestId('document-reread').waitFor();
    expectClean(await audit(t.page, `document-reread-${scheme}`));
    await t.page.getByTestId('document-remove-open').click();
    await t.page.getByTestId('document-remove-claims').filter({ hasText: /cite/ }).waitFor();
    expectClean(await audit(t.page, `document-remove-${scheme}`));
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('document-edit').waitFor();
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('document-edit').waitFor({ state: 'detached' });
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('print-decisions-open').waitFor();
    await t.page.keyboard.press('p');
    await t.page.getByTestId('decisions-print-row').first().waitFor();
    expectClean(await audit(t.page, `decisions-print-${scheme}`));
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('decisions-print').waitFor({ state: 'detached' });
    await t.page.getByTestId('view-answer').click();
  });

  it('settings', async () => {
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-dialog').waitFor();
    await t.page.getByTestId('signing-key').waitFor();
    expectClean(await audit(t.page, `settings-${scheme}`));
    await t.page.keyboard.press('Escape');
    expect(t.errors).toEqual([]);
  });
});
