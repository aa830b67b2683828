import { describe, expect, it } from 'vitest';
import { cuadPdf } from '../helpers/corpus.js';
import { askInApp, callApi, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * Two of trial 37's wrong green answers, on cuad-dev-05 and cuad-dev-16 (CUAD v1, The Atticus Project, CC BY 4.0). "Who
 * owns the Derivative Works that LEA creates?" was green on "LEA shall be the owner of all LEA Work Product": the word
 * "Works" matched "Work", and the contract gives the Derivative Works to T&B. "When is a notice sent by e-mail deemed
 * given?" was green on the address block under § 2 ("Suite 2000" read as a year); the answer is item (c) of the list begun
 * inside the sentence before it, now quoted with its lead-in.
 */
const t = e2eHarness({ ingest: [cuadPdf(5), cuadPdf(16)] });

describe('a defined term the question names, and a list item read with its lead-in', () => {
  it('answers the e-mail notice question with the lead-in and the e-mail item, in green', async () => {
    await askInApp(t.page, 'When is a notice sent by e-mail deemed given?');
    await expect.poll(() => t.page.getByTestId('claim').count()).toBeGreaterThan(0);
    const trace = (await t.page.getByTestId('answer').getAttribute('data-trace'))!;
    const { response } = await callApi(t.app, 'traces:get', { id: trace });
    const green = response.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
    // One answer per contract: cuad-dev-16's is its e-mail item; none quotes the address block.
    const sixteen = green.filter((c) => c.about?.title.includes('cuad-dev-16'));
    expect(sixteen.map((c) => c.text)).toEqual([expect.stringMatching(/deemed to have been given: \(c\) on the date sent by facsimile or e-mail of a PDF document/)]);
    for (const c of green) expect(c.text).not.toMatch(/Suite 2000|following addresses/);
    expect(await t.page.getByTestId('answer').innerText()).toContain('on the date sent by facsimile or e-mail');
    await screenshot(t.page, 'm7-item-with-lead-in');
    expect(t.errors).toEqual([]);
  });

  it('answers who owns the Derivative Works from § 2.2, never from "LEA Work Product"', async () => {
    // Refused until session 48, when § 2.2's "For the avoidance of doubt, T&B shall remain the owner …" came to be offered
    // with the sentence it glosses (gloss-with-clause.test.ts opens its footnote).
    await askInApp(t.page, 'Who owns the Derivative Works that LEA creates?');
    const claims = t.page.getByTestId('claim');
    await expect.poll(() => claims.count()).toBe(1);
    const text = await claims.first().innerText();
    expect(text).toContain('T&B shall remain the owner of all right, title and interest in and to the Derivative Works');
    expect(text).not.toContain('LEA Work Product');
    await screenshot(t.page, 'm7-defined-term-not-traded');
    expect(t.errors).toEqual([]);
  });
});
