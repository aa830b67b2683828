import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * A question that asks two things, in the app (session 29). cuad-dev-08 (CUAD v1, CC BY 4.0) § 16.03 says how long the
 * franchisee may not compete after termination; nothing in it says what royalty is due in euros. The claim is labelled
 * "answers in part", and the answer says which part no claim answers — before, it read as the whole answer.
 */
const t = e2eHarness({ ingest: [cuadPdf(8)] });

describe('a question that asks two things', () => {
  it('labels the claim that answers one part and names the part no claim answers', async () => {
    await askInApp(t.page, 'How long is the post-termination non-compete, and what royalty is due in euros?');
    await expect.poll(() => t.page.getByTestId('unanswered-parts').innerText()).toBe('The question asks two things; no supported claim answers “what royalty is due in euros”. Ask it on its own to see the passages tried.');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(1);
    expect(await t.page.getByTestId('claim-partial').first().getAttribute('title')).toBe('Answers “How long is the post-termination non-compete”; not “what royalty is due in euros”.');
    await screenshot(t.page, 'm7-question-parts');
    expect(t.errors).toEqual([]);
  });

  it('answers "What is the name of this contract?" with its title', async () => {
    await askInApp(t.page, 'What is the name of this contract?');
    const claim = t.page.getByTestId('claim').first();
    await expect.poll(() => claim.innerText()).toContain('FRANCHISE AGREEMENT');
    expect(await t.page.getByTestId('claim-partial').count()).toBe(0);
    await screenshot(t.page, 'm7-document-title');
    expect(t.errors).toEqual([]);
  });
});
