import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocumentText } from '../../electron/store/documents.js';
import { callApi, ROOT, screenshot } from './app.js';
import { e2eHarness } from './harness.js';

/**
 * A reviewer opens a verified answer whose claim says "exclusive" where the Distributor
 * Agreement's §2.3 says "nonexclusive": the claim is marked contradicted and the
 * inspector's judge section says why, in the clause's own words.
 */
const DISTRIBUTOR = join(ROOT, 'assets', 'samples', 'Distributor Agreement - European Micro Holdings.pdf');
const t = e2eHarness({ ingest: [DISTRIBUTOR] });

describe('the inspector names the words that contradict or qualify a claim', () => {
  /** Verifies one claim citing `quote` of the Distributor Agreement, then opens the answer from the history. */
  async function verifiedInApp(quote: string, claim: string) {
    const db = t.app.session.current().db;
    const { documents } = await callApi(t.app, 'documents:list', {});
    const doc = documents[0]!.id;
    const text = getDocumentText(db, doc)!;
    const at = MATCHING.normalizedFind(text, quote, [0, text.length])!;
    const anchor = listAnchors(db, doc).find((a) => a.char_start <= at[0] && at[1] <= a.char_end)!;
    const answer = JSON.stringify({ kind: 'answer', value: claim, confidence: 0.9, claims: [{ text: claim, citations: [{ anchor: anchor.id, quote: text.slice(at[0], at[1]) }] }] });
    const r = await callApi(t.app, 'answers:verify', { answer });
    await t.page.reload();
    await t.page.locator(`[data-testid="history-item"][data-trace="${r.trace}"]`).click();
    await t.page.locator(`[data-testid="answer"][data-trace="${r.trace}"]`).waitFor();
    return r;
  }

  it('shows the judge’s reasons for a contradicted claim', async () => {
    const r = await verifiedInApp("Distributor's appointment and the rights granted hereunder are nonexclusive.", "The Distributor's appointment is exclusive.");
    expect(r.claims[0]!.state).toBe('contradicted');
    const footnote = t.page.getByTestId('footnote').first();
    expect(await footnote.getAttribute('data-state')).toBe('contradicted');
    await footnote.click();
    // Right under the verdict in "Why this state", and in the judge section.
    const clash = t.page.getByTestId('inspector-clash');
    await clash.waitFor();
    // In words (the code is under "Technical details").
    expect(await clash.innerText()).toBe('The claim and the clause say opposite things: the claim says “exclusive”, the clause says “nonexclusive”.');
    await screenshot(t.page, 'contradiction-reasons');
    // The judge's own record sits under "Technical details" (M10): opened, it shows the same words.
    await t.page.getByTestId('technical-details').locator('summary').click();
    const why = t.page.getByTestId('inspector-judge-reasons');
    await why.waitFor();
    expect(await why.innerText()).toBe('NEGATION_MISMATCH: claim "exclusive", clause "nonexclusive"');
    await why.scrollIntoViewIfNeeded();
    await screenshot(t.page, 'contradiction-reasons-judge');
    expect(t.errors).toEqual([]);
  });

  it('shows the exception the claim leaves out, in the contract\'s words (session 25)', async () => {
    // The welcome sample's § 3.4 goes on past the quoted words: ", unless provided otherwise on the applicable invoice".
    const quote = "Distributor will pay WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice";
    const r = await verifiedInApp(quote, `${quote}.`);
    expect(r.claims[0]).toMatchObject({ state: 'inferred', reasons: expect.arrayContaining(['CARVE_OUT_OMITTED']) });
    await t.page.getByTestId('footnote').first().click();
    const words = t.page.getByTestId('inspector-carve-out');
    await words.waitFor();
    expect(await words.allInnerTexts()).toEqual(['The sentence goes on: “unless provided otherwise on the applicable invoice”']);
    await screenshot(t.page, 'qualification-omitted');
    expect(t.errors).toEqual([]);
  });

  it('shows the later sentence of the provision that takes the claim back (session 26)', async () => {
    // The Distributor Agreement's warranty returns: "… will be responsible for transportation charges … for service.
    // Provided that WGT is able to verify the presence of the reported defect …, transportation charges … shall be borne by WGT …".
    const quote = "Distributor, reseller or the end user will be responsible for\ntransportation charges for such Product units sent to WGT's facilities for\nservice.";
    const r = await verifiedInApp(quote, quote.replace(/\n/g, ' '));
    expect(r.claims[0]).toMatchObject({ state: 'inferred', reasons: expect.arrayContaining(['CARVE_OUT_OMITTED']) });
    await t.page.getByTestId('footnote').first().click();
    const words = t.page.getByTestId('inspector-carve-out');
    await words.waitFor();
    expect(await words.allInnerTexts()).toEqual([expect.stringMatching(/^The provision goes on: “Provided that WGT is able to verify the presence of the reported defect in such units, transportation charges/)]);
    // The words are the document's: the state says what is missing, not that no passage states them.
    expect(await t.page.getByText('The document says these words, but the clause goes on with an exception or condition that the claim leaves out.').count()).toBe(1);
    await screenshot(t.page, 'provision-goes-on');
    expect(t.errors).toEqual([]);
  });
});
