import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * A question of two parts that no one clause answers whole, each part answered by a clause of its own (session 46).
 * cuad-dev-19 (CUAD v1, CC BY 4.0) § 3(d) gives CHT ten Business Days to run the acceptance tests and, two sentences on,
 * Ehave fifteen to correct a reported failure. Both claims are shown "answers in part", and the answer says that between
 * them every part is answered — before, only the second was shown, and the first part read as unanswered.
 */
const t = e2eHarness({ ingest: [cuadPdf(19)] });

describe('two parts, each answered by a claim of its own', () => {
  it('shows both claims and says which answers each part', async () => {
    await askInApp(t.page, 'How long does CHT have to perform acceptance tests on the Ehave Companion Solution, and how long does Ehave then have to correct a reported failure?');
    await expect.poll(() => t.page.getByTestId('parts-answered').innerText()).toBe(
      'The question asks two things; no one claim answers them all, but each is answered by a claim of its own: “How long does CHT have to perform acceptance tests on the Ehave Companion Solution” (§ 3(d)) and “how long does Ehave then have to correct a reported failure” (§ 3(d)).',
    );
    expect(await t.page.getByTestId('unanswered-parts').count()).toBe(0);
    expect(await t.page.getByTestId('claim-partial').count()).toBe(2);
    expect(await t.page.getByTestId('partial-count').innerText()).toBe('2 of 2 claims answer only in part: each answers a part of the question, none the whole.');
    await screenshot(t.page, 'm7-parts-answered-between');
    expect(t.errors).toEqual([]);
  });
});
