import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import type { PlantedKind } from '../helpers/planted-review.js';
import { callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';
import { plantedForFile } from './plant.js';

/**
 * Dialogs are typed into, not shortcut through: the reviewer-name and note dialogs focus
 * their field, keys typed there never reach the queue's shortcuts, Escape closes, and
 * focus goes back. The history's per-state badges follow decisions without a reload, and
 * Settings names every field.
 */
const t = e2eHarness({ ingest: [cuadPdf(1), cuadPdf(2)] });

const QUESTION = 'Which law governs this agreement and how can it be terminated?';
const KINDS: PlantedKind[] = ['verbatim', 'contradicted', 'no-verdict', 'low-confidence', 'altered', 'no-verdict'];
const planted = plantedForFile(t, QUESTION, KINDS);

const decisionsOn = async (ids: string[]) => (await Promise.all(ids.map((id) => callApi(t.app, 'review:claim', { id })))).flatMap((d) => d.decisions);
const focused = () => t.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
const badges = (trace: string) =>
  t.page.locator(`[data-testid="history-item"][data-trace="${trace}"] [data-testid="history-badge"]`).evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-state'), Number(e.getAttribute('data-count'))])));

describe('dialogs, keys and the history', () => {
  it('types a reviewer name with spaces and the letter c into the name dialog without closing it or deciding anything', async () => {
    await t.page.reload();
    await t.page.getByTestId('view-queue').click();
    await t.page.getByTestId('queue-row').first().waitFor();
    const ids = planted.response.claims.map((c) => c.id);
    await t.page.getByTestId('queue-list').focus();
    const before = await focused();
    await t.page.keyboard.press('c');
    await t.page.getByTestId('reviewer-prompt').waitFor();
    expect(await focused()).toBe('reviewer-prompt-input');
    await t.page.keyboard.type('A. Associate c x e');
    expect(await t.page.getByTestId('reviewer-prompt').isVisible()).toBe(true);
    expect(await t.page.getByTestId('reviewer-prompt-input').inputValue()).toBe('A. Associate c x e');
    expect(await decisionsOn(ids)).toEqual([]);
    await screenshot(t.page, '50-reviewer-dialog');

    // Escape closes it, nothing is decided, and focus is back where it was.
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('reviewer-prompt').waitFor({ state: 'detached' });
    expect(await decisionsOn(ids)).toEqual([]);
    await t.page.waitForFunction((b) => (document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName) === b, before);

    // Asked again, the name is saved with Enter and the decision is recorded once, by that name.
    await t.page.keyboard.press('c');
    await t.page.getByTestId('reviewer-prompt').waitFor();
    await t.page.getByTestId('reviewer-prompt-input').fill('');
    await t.page.keyboard.type('A. Associate');
    await t.page.keyboard.press('Enter');
    await t.page.getByTestId('reviewer-prompt').waitFor({ state: 'detached' });
    await t.page.waitForFunction(() => document.querySelector('[data-testid="queue-info"], [data-testid="queue-error"]') !== null);
    const made = await decisionsOn(ids);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ action: 'confirm', reviewer: 'A. Associate' });
  });

  it('keeps keys typed into the note dialog out of the shortcuts', async () => {
    const ids = planted.response.claims.map((c) => c.id);
    const count = (await decisionsOn(ids)).length;
    await t.page.keyboard.press('n');
    await t.page.getByTestId('note-prompt').waitFor();
    expect(await focused()).toBe('note-input');
    await t.page.keyboard.type('checked c x e u j k against the signed copy');
    expect(await t.page.getByTestId('note-input').inputValue()).toBe('checked c x e u j k against the signed copy');
    expect((await decisionsOn(ids)).length).toBe(count);
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('note-prompt').waitFor({ state: 'detached' });
    expect((await decisionsOn(ids)).length).toBe(count);
  });

  it('updates the history badges as decisions are made, without a reload', async () => {
    const listed = async () => (await callApi(t.app, 'traces:list', { limit: 10 })).traces.find((x) => x.id === planted.response.trace)!.summary;
    const expected = (s: Awaited<ReturnType<typeof listed>>) => Object.fromEntries(Object.entries(s).filter(([, n]) => n > 0));
    await t.page.waitForFunction(
      ([trace, want]) => {
        const got = Object.fromEntries([...document.querySelectorAll(`[data-testid="history-item"][data-trace="${trace}"] [data-testid="history-badge"]`)].map((e) => [e.getAttribute('data-state'), Number(e.getAttribute('data-count'))]));
        return JSON.stringify(got) === JSON.stringify(want);
      },
      [planted.response.trace, expected(await listed())] as const,
    );
    const first = await badges(planted.response.trace);
    // Two more decisions: contradict and exclude.
    await t.page.keyboard.press('x');
    await t.page.waitForFunction(() => !document.querySelector('[data-testid="queue-error"]'));
    await t.page.keyboard.press('e');
    await t.page.waitForTimeout(100);
    const want = expected(await listed());
    expect(want).not.toEqual(first);
    await t.page.waitForFunction(
      ([trace, w]) => {
        const got = Object.fromEntries([...document.querySelectorAll(`[data-testid="history-item"][data-trace="${trace}"] [data-testid="history-badge"]`)].map((e) => [e.getAttribute('data-state'), Number(e.getAttribute('data-count'))]));
        return JSON.stringify(got) === JSON.stringify(w);
      },
      [planted.response.trace, want] as const,
      { timeout: 5000 },
    );
  });

  it('names every field of Settings for assistive technology, and offers the known generators and judges', async () => {
    await t.page.getByTestId('open-settings').click();
    await t.page.getByTestId('settings-dialog').waitFor();
    // The first field has focus, not the Close button.
    expect(await focused()).toBe('settings-reviewer');
    expect(await t.page.getByLabel('Reviewer name').getAttribute('data-testid')).toBe('settings-reviewer');
    const unnamed = await t.page.getByTestId('settings-dialog').evaluate((d) =>
      [...d.querySelectorAll('input:not([type="hidden"]), select, textarea')]
        .filter((el) => {
          const id = el.getAttribute('id');
          const labelled = (id && d.querySelector(`label[for="${id}"]`)) || el.closest('label') || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
          return !labelled;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    const generators = await t.page.getByTestId('settings-generator-choice').locator('option').allInnerTexts();
    expect(generators.join('\n')).toMatch(/Anthropic/);
    expect(generators.join('\n')).toMatch(/Ollama/);
    // A known choice fills the spec; free entry stays possible.
    await t.page.getByTestId('settings-judge-choice').selectOption('ollama');
    expect(await t.page.getByTestId('settings-judge').inputValue()).toBe('ollama');
    await t.page.getByTestId('settings-judge').fill('ollama:qwen2.5:14b');
    expect(await t.page.getByTestId('settings-judge-choice').inputValue()).toBe('');
    await t.page.getByTestId('settings-judge-choice').selectOption('lexical');
    await screenshot(t.page, '51-settings');
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    expect(await focused()).toBe('open-settings');
    expect(t.errors).toEqual([]);
  });
});
