import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import type { PlantedKind } from '../helpers/planted-review.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { textLayerReady } from './highlights.js';
import { plantedForFile } from './plant.js';

/**
 * The reviewer's path through the queue, in Chromium against the real host: claims
 * produced by a replayed model answer (real anchors; altered, misattributed and
 * paraphrased quotes) through `answers:ask`, triaged with the keyboard, a rebind by
 * selecting words in the PDF's text layer, and a confirm refused on screen — each
 * decision checked in the list, through the API and in the audit log.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

const QUESTION = 'Which law governs this agreement and how can it be terminated?';
const KINDS: PlantedKind[] = ['verbatim', 'contradicted', 'no-verdict', 'low-confidence', 'altered', 'misattributed', 'paraphrased', 'contradicted', 'no-verdict'];
const REVIEWER = 'A. Reviewer';
const idOf = (i: number) => planted.response.claims[i]!.id;
const stateOf = async (id: string) => (await callApi(t.app, 'review:claim', { id })).state;
const row = (id: string) => t.page.locator(`[data-testid="queue-row"][data-claim-id="${id}"]`);
const rowState = (id: string, state: string) => t.page.locator(`[data-testid="queue-row"][data-claim-id="${id}"][data-state="${state}"]`).waitFor();
const current = () => t.page.locator('[data-testid="queue-row"][data-current="true"]').getAttribute('data-claim-id');
/** A decided claim leaves the default view of the queue (it stays under "all"). */
const rowGone = (id: string) => t.page.waitForFunction((c) => !document.querySelector(`[data-testid="queue-row"][data-claim-id="${c}"]`), id);

const planted = plantedForFile(t, QUESTION, KINDS);

describe('the review queue in the app', () => {
  it('lists every claim that needs review, most risky first, with the quality report', async () => {
    expect(planted.response.status).toBe('answered');
    expect(planted.response.claims).toHaveLength(KINDS.length);
    const api = await callApi(t.app, 'review:list', {});
    expect(api.total).toBe(KINDS.length - 1); // all but the verbatim, entailed claim
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('review-queue').waitFor();
    await t.page.waitForFunction((n) => document.querySelectorAll('[data-testid="queue-row"]').length === n, api.total);
    const shown = await t.page.getByTestId('queue-row').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-claim-id'), r.getAttribute('data-state')]));
    expect(shown).toEqual(api.items.map((i) => [i.claim, i.state]));
    expect(shown[0]![1]).toBe('contradicted');
    const quality = await callApi(t.app, 'review:quality', {});
    expect(await t.page.getByTestId('g2-status').getAttribute('data-pass')).toBe(String(quality.g2.pass));
    expect(await t.page.getByTestId('quality-contradicted').getAttribute('data-count')).toBe(String(quality.counts.contradicted));
    expect(await t.page.getByTestId('g2-status').innerText()).toMatch(/Quality bar not met\s+\d+\.\d% supported/);
    // The PDF pane follows the claim under the cursor, its quote highlighted.
    const first = (await current())!;
    await t.page.locator(`[data-testid="highlight"][data-claim-id="${first}"]`).first().waitFor();
    await screenshot(t.page, '20-review-queue');
  });

  it('triages with the keyboard: asks the reviewer’s name once, then each key is a decision on record', async () => {
    const first = (await current())!;
    expect(await stateOf(first)).toBe('contradicted');
    // A contradicted claim with a verbatim quote bound in its cited source: the reviewer may confirm it.
    await t.page.keyboard.press('c');
    await t.page.getByTestId('reviewer-prompt').waitFor();
    await t.page.getByTestId('reviewer-prompt-input').fill(REVIEWER);
    await t.page.getByTestId('reviewer-prompt-save').click();
    // Confirmed: the claim leaves the queue and the cursor is on the next one.
    await rowGone(first);
    expect(await stateOf(first)).toBe('supported');
    const second = (await current())!;
    expect(second).not.toBe(first);
    expect((await callApi(t.app, 'review:list', {})).items.map((i) => i.claim)).not.toContain(first);
    expect((await callApi(t.app, 'review:list', { scope: 'all' })).items.map((i) => i.claim)).toContain(first);

    const before = await stateOf(second);
    await t.page.keyboard.press('e');
    await rowGone(second);
    expect(await stateOf(second)).toBe('excluded');
    // u right after a decision undoes it: the claim comes back, under the cursor.
    await t.page.keyboard.press('u');
    await rowState(second, before);
    expect(await stateOf(second)).toBe(before);
    expect(await current()).toBe(second);

    await t.page.keyboard.press('ArrowDown');
    const third = (await current())!;
    await t.page.keyboard.press('x');
    await rowGone(third);
    expect(await stateOf(third)).toBe('contradicted');
    await t.page.keyboard.press('k');
    expect(await current()).toBe(second);

    // The decisions are in the hash-chained log with who, what, before and after.
    const { events } = await callApi(t.app, 'traces:get', { id: planted.response.trace });
    const decisions = events.filter((e) => e.type === 'review.decision').map((e) => e.payload as { claim: string; action: string; reviewer: string; before: string; after: string });
    expect(decisions.map((d) => [d.claim, d.action, d.reviewer, d.after])).toEqual([
      [first, 'confirm', REVIEWER, 'supported'],
      [second, 'exclude', REVIEWER, 'excluded'],
      [second, 'undo', REVIEWER, before],
      [third, 'contradict', REVIEWER, 'contradicted'],
    ]);
    await t.page.locator(`[data-testid="detail-decision"][data-action="undo"]`).waitFor();
  });

  it('applies a bulk action to a selection made with space and shift-click', async () => {
    const rows = await t.page.getByTestId('queue-row').evaluateAll((r) => r.map((x) => x.getAttribute('data-claim-id')!));
    const [a, b, c] = rows.slice(-3) as [string, string, string];
    await row(a).click();
    await t.page.keyboard.press(' ');
    await row(c).click({ modifiers: ['Shift'] });
    expect(await t.page.getByTestId('bulk-count').getAttribute('data-count')).toBe('3');
    await t.page.keyboard.press('n');
    await t.page.getByTestId('note-input').fill('Checked against the executed copy.');
    await t.page.getByTestId('note-save').click();
    await t.page.getByTestId('queue-info').waitFor();
    for (const id of [a, b, c]) {
      const d = await callApi(t.app, 'review:claim', { id });
      expect(d.decisions.at(-1)).toMatchObject({ action: 'note', note: 'Checked against the executed copy.', reviewer: REVIEWER });
    }
    expect(await t.page.getByTestId('bulk-count').count()).toBe(0);
  });

  it('refuses, visibly, to confirm a claim with no bound span', async () => {
    const mis = idOf(KINDS.indexOf('misattributed'));
    const before = await stateOf(mis);
    expect(before).not.toBe('supported');
    // It may have been decided already (then it is listed under "all"): a confirm stays refused all the same.
    await t.page.getByTestId('filter-scope').check();
    await row(mis).click();
    await t.page.locator(`[data-testid="queue-detail"][data-claim-id="${mis}"]`).waitFor();
    await t.page.keyboard.press('c');
    const err = t.page.getByTestId('queue-error');
    await err.waitFor();
    expect(await err.getAttribute('data-code')).toBe('INVALID_INPUT');
    expect(await err.innerText()).toMatch(/no span bound in its cited source/);
    expect(await row(mis).getAttribute('data-state')).toBe(before);
    expect(await stateOf(mis)).toBe(before);
    await screenshot(t.page.getByTestId('review-queue'), '21-confirm-refused');
  });

  it('rebinds the claim to words selected in the PDF text layer: bound first, then supported', async () => {
    const mis = idOf(KINDS.indexOf('misattributed'));
    const cited = planted.response.claims[KINDS.indexOf('misattributed')]!.evidence[0]!;
    const before = await stateOf(mis);
    expect(before).not.toBe('supported');
    // Nothing selected: refused, nothing changes.
    await t.page.evaluate(() => window.getSelection()?.removeAllRanges());
    await t.page.keyboard.press('b');
    await t.page.locator('[data-testid="queue-error"]', { hasText: 'Rebind needs text selected' }).waitFor();
    expect(await stateOf(mis)).toBe(before);

    // The viewer shows the cited document; select real words on its first page.
    await t.page.getByTestId('pdf-scroller').waitFor();
    await textLayerReady(t.page, 1);
    const selected = await t.page.evaluate(() => {
      const spans = [...document.querySelectorAll<HTMLElement>('[data-testid="pdf-page"][data-page-number="1"] .textLayer span:not(.markedContent)')];
      // A run of whole spans from the body of the page, at least 40 characters long.
      const i = spans.findIndex((s, k) => k >= 5 && /[A-Za-z]{4,}/.test(s.textContent ?? ''));
      let j = i;
      while (j < spans.length - 1 && spans.slice(i, j + 1).map((s) => s.textContent).join('').trim().length < 40) j++;
      const range = document.createRange();
      range.setStart(spans[i]!.firstChild!, 0);
      range.setEnd(spans[j]!.firstChild!, spans[j]!.textContent!.length);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
      return sel.toString();
    });
    expect(selected.trim().length).toBeGreaterThan(35);
    expect(await stateOf(mis)).toBe(before);
    await t.page.keyboard.press('b');
    await rowState(mis, 'supported');
    const after = await callApi(t.app, 'review:claim', { id: mis });
    expect(after.state).toBe('supported');
    expect(after.evidence).toHaveLength(1);
    expect(after.evidence[0]).toMatchObject({ doc: cited.doc, page: 1 });
    expect(['exact', 'normalized']).toContain(after.evidence[0]!.match);
    // The bound span is exactly the selected words (whitespace aside).
    expect(after.evidence[0]!.quote.replace(/\s+/g, ' ').trim()).toBe(selected.replace(/\s+/g, ' ').trim());
    // The decision row says what was bound, and the PDF pane now highlights the new span.
    const { events } = await callApi(t.app, 'traces:get', { id: planted.response.trace });
    const rebind = events.map((e) => e.payload as { action?: string; claim?: string; evidence?: { offsets: number[]; doc: string } }).find((p) => p.action === 'rebind');
    expect(rebind).toMatchObject({ claim: mis, evidence: { doc: cited.doc, offsets: after.evidence[0]!.offsets } });
    // Under "all" the rebound claim stays listed, and the PDF pane highlights its new span.
    await t.page.locator(`[data-testid="highlight"][data-claim-id="${mis}"]`).first().waitFor();
    await screenshot(t.page, '22-rebound');
    await t.page.getByTestId('filter-scope').uncheck();
  });

  it('filters by state, shows its keys on ?, and raised no page errors', async () => {
    await t.page.getByTestId('filter-state-contradicted').click();
    await t.page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="queue-row"]')];
      return rows.length > 0 && rows.every((r) => r.getAttribute('data-state') === 'contradicted');
    });
    const api = await callApi(t.app, 'review:list', { states: ['contradicted'] });
    expect(await t.page.getByTestId('queue-row').count()).toBe(api.total);
    await t.page.getByTestId('filter-state-contradicted').click();
    await t.page.keyboard.press('?');
    await t.page.getByTestId('queue-help').waitFor();
    expect(await t.page.getByTestId('queue-help').innerText()).toContain('Rebind');
    await t.page.keyboard.press('Escape');
  });

  it('shows the decisions in the answer: its footnotes carry each claim’s current state', async () => {
    const decided = await callApi(t.app, 'review:list', { scope: 'all', trace: planted.response.trace });
    const changed = decided.items.filter((i) => i.state !== planted.response.claims.find((c) => c.id === i.claim)!.state);
    expect(changed.length).toBeGreaterThan(1);
    await t.page.getByTestId('view-answer').click();
    await t.page.getByTestId('history-item').first().click();
    // A claim that answers the question shows its state on its footnote; one that does not is listed apart, with its state.
    for (const c of changed) await t.page.locator(`:is([data-testid="footnote"], [data-testid="not-responsive-claim"])[data-claim-id="${c.claim}"][data-state="${c.state}"]`).first().waitFor();
    const { response: now } = await callApi(t.app, 'traces:get', { id: planted.response.trace });
    expect(now.summary.supported).toBe(now.claims.filter((c) => c.state === 'supported').length);
    expect(t.errors).toEqual([]);
  });
});
