import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyBundleFiles } from '../../electron/audit/bundle/verify.mjs';
import { unzipBundle } from '../../electron/audit/bundle/zip.js';
import { cuadPdf } from '../helpers/corpus.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { openFootnote } from './highlights.js';

/**
 * M8 in Chromium: a lawyer pastes prose another AI tool wrote — a correct quote with a
 * page, a fabricated quote, a fake case, commentary — and sees each claim painted by
 * state, follows a footnote to its highlighted words, reads the authorities table,
 * triages one claim from the queue, and exports a bundle that verifies.
 */
const t = e2eHarness({ ingest: [cuadPdf(1)] });

const PASTED = `Sure! Here is what the agency agreement says.

- The agreement provides that "This Agreement shall be interpreted under the laws of the State of Nevada." (cuad-dev-01.pdf, p. 3)
- It also says "the Agency may assign this Agreement to any affiliate without consent" (p. 4).
- Such clauses are routinely enforced. See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).

I hope this helps!`;

describe('verify an answer another tool wrote, in the app', () => {
  it('paste prose: claims painted by state, commentary marked, authorities listed', async () => {
    await t.page.getByTestId('tab-verify').click();
    await t.page.getByTestId('verify-input').fill(PASTED);
    await t.page.getByTestId('verify-submit').click();
    await t.page.locator('[data-testid="answer"][data-status="answered"]').waitFor();
    const claims = t.page.getByTestId('claim');
    const rows = await claims.evaluateAll((els) => els.map((e) => [(e as HTMLElement).dataset.kind, (e as HTMLElement).dataset.state, e.textContent ?? '']));
    const find = (needle: string) => rows.find((r) => r[2]!.includes(needle))!;
    expect(find('Sure!').slice(0, 2)).toEqual(['commentary', 'excluded']);
    expect(find('I hope this helps').slice(0, 2)).toEqual(['commentary', 'excluded']);
    expect(find('laws of the State of Nevada').slice(0, 2)).toEqual(['fact', 'supported']);
    expect(find('assign this Agreement to any affiliate')[1]).toBe('unverified');
    expect(find('Varghese')[1]).toBe('unverified');
    const authority = t.page.getByTestId('authority');
    expect(await authority.count()).toBe(1);
    expect(await authority.getAttribute('data-status')).toBe('not_in_matter');
    await screenshot(t.page, '30-verify-pasted');
    // Each claim is reachable by keyboard: focused and Enter opens it in the inspector.
    const nevadaClaim = claims.filter({ hasText: 'laws of the State of Nevada' }).first();
    await nevadaClaim.focus();
    await t.page.keyboard.press('Enter');
    await t.page.getByTestId('claim-inspector').waitFor();
    expect(await t.page.getByTestId('claim-inspector').getAttribute('data-claim-id')).toBe(await nevadaClaim.getAttribute('data-claim-id'));
  });

  it("opens the supported claim's footnote on its highlighted words", async () => {
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const detail = await callApi(t.app, 'traces:get', { id: trace });
    const nevada = detail.response.claims.find((c) => c.text.includes('Nevada'))!;
    const ev = nevada.evidence[0]!;
    const index = await t.page.getByTestId('footnote').evaluateAll((els, id) => els.findIndex((e) => (e as HTMLElement).dataset.claimId === id), nevada.id);
    expect(index).toBeGreaterThanOrEqual(0);
    await openFootnote(t.page, index, ev.boxes);
    expect(await t.page.locator(`[data-testid="highlight"][data-claim-id="${nevada.id}"]`).count()).toBe(ev.boxes.length);
    expect(ev.page).toBe(3);
    await screenshot(t.page, '31-verify-pasted-footnote');
  });

  it('the case-law lookup chosen in Settings reaches the check, and says when it cannot run', async () => {
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-authorities').selectOption('courtlistener');
    await t.page.getByRole('button', { name: 'Close', exact: true }).click();
    await t.page.getByTestId('tab-verify').click();
    await t.page.getByTestId('verify-input').fill(PASTED);
    const before = await t.page.evaluate(() => document.querySelector('[data-testid="answer"]')?.getAttribute('data-trace') ?? null);
    await t.page.getByTestId('verify-submit').click();
    await t.page.waitForFunction((b) => { const now = document.querySelector('[data-testid="answer"]')?.getAttribute('data-trace'); return !!now && now !== b; }, before);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    // No COURTLISTENER_TOKEN in this environment: the lookup is off, and the answer says so.
    expect(response.authorityLookup).toMatchObject({ mode: 'courtlistener' });
    expect(response.authorityLookup!.note).toMatch(/COURTLISTENER_TOKEN/);
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-authorities').selectOption('matter');
    await t.page.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('the unverified claims are in the review queue, a decision is recorded, and the bundle verifies', async () => {
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const queue = await callApi(t.app, 'review:list', { trace });
    const texts = queue.items.map((i) => i.text);
    expect(texts.some((x) => x.includes('assign this Agreement'))).toBe(true);
    // commentary is never queued
    expect(texts.some((x) => x.includes('I hope this helps'))).toBe(false);
    const fabricated = queue.items.find((i) => i.text.includes('assign this Agreement'))!;
    await callApi(t.app, 'review:decide', { claims: [fabricated.claim], action: 'exclude', reviewer: 'A. Lawyer', note: 'Fabricated quote.' });
    const out = await callApi(t.app, 'bundles:export', { traces: [trace], includePdfs: false });
    const files = unzipBundle(readFileSync(out.path), out.fileName);
    const report = verifyBundleFiles(files);
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
    const md = new TextDecoder().decode(files.get('answer.md')!);
    expect(md).toContain('Sure! Here is what the agency agreement says.');
    expect(md).toMatch(/Varghese v\. China Southern Airlines Co\., 925 F\.3d 1339 \(11th Cir\. 2019\) — case, \*\*not in matter\*\*/);
    expect(new TextDecoder().decode(files.get('report.html')!)).toContain('The answer as pasted');
  });
});
