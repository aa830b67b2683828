import { describe, expect, it } from 'vitest';
import { ask, scopedRetrieval } from '../../electron/pipeline/ask/ask.js';
import { questionScope } from '../../electron/pipeline/ask/scope.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { LIST_CONTEXT } from '../../electron/pipeline/retrieval/list-context.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * A list item read with its lead-in, in real contracts (cuad-scale, CUAD v1, CC BY 4.0): the
 * chunker starts an anchor at every list label, so "This Agreement … may be terminated:" and
 * "(a) by Magenta for any reason upon [***] written notice" are two anchors, and only together
 * do they say the agreement may be terminated for convenience. Before extractive@8 both
 * contracts' convenience clauses were refused.
 */
const CONVENIENCE = 'Can a party terminate this agreement for convenience, without cause?';
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');

describe('list items with their lead-ins (extractive@8, list context in retrieval)', () => {
  const m = cuadScaleMatter(['cuad-scale-342', 'cuad-scale-350', 'cuad-scale-390']);
  const ids = m.ids;
  const q = async (title: string, question: string) => ask(m.matter, question, await configurePipeline({}), { docs: [ids.get(title)!] });

  it('cuad-scale-350 § 7.2: "may be terminated: (a) by Magenta for any reason upon … notice" — supported, citing the lead-in and the item', async () => {
    const r = await q('cuad-scale-350', CONVENIENCE);
    const [c] = green(r);
    expect(c?.text).toBe('This Agreement or any Project Plan may be terminated: (a) by Magenta for any reason upon [***] written notice to Bachem;');
    expect(c!.evidence.map((e) => e.quote)).toEqual(['This Agreement or any Project Plan may be terminated:', '(a) by Magenta for any reason upon [***] written notice to Bachem;']);
    // Both quotes bound at their offsets in the one source, in order.
    const [lead, item] = c!.evidence;
    expect(lead!.match).toBe('exact');
    expect(item!.match).toBe('exact');
    expect(lead!.offsets![1]).toBeLessThan(item!.offsets![0]);
  });

  it('retrieval sends a hit\'s list context beside it, recorded as such (retriever "list-context", contextOf the hit)', async () => {
    const doc = ids.get('cuad-scale-350')!;
    const r = await scopedRetrieval(m.matter, CONVENIENCE, questionScope(m.matter.db, CONVENIENCE, [doc]), { k: 8 });
    const sent = r.record.hits.filter((h) => h.sent);
    const context = sent.filter((h) => h.retriever === LIST_CONTEXT);
    expect(context.length).toBeGreaterThan(0);
    for (const h of context) {
      const of = sent.findIndex((s) => s.anchor === h.contextOf);
      expect(of).toBeGreaterThanOrEqual(0);
      expect(sent[of]!.retriever).not.toBe(LIST_CONTEXT);
      expect(r.allowlist.has(h.anchor)).toBe(true);
    }
    // The lead-in's hit brings the items it introduces, in document order, each once.
    expect(new Set(sent.map((h) => h.anchor)).size).toBe(sent.length);
    // § 7.2's lead-in and items (a)–(b) are one anchor, (c) and (d) one each. (d) is a hit; (c) comes as its context, so
    // the list reads on from the lead-in to (d) — the lead-in's anchor was a hit already and is not sent twice.
    const d = sent.find((h) => h.excerpt.startsWith('(d) by a Party or the Parties pursuant to Section 13'))!;
    const c = sent.find((h) => h.excerpt.startsWith('(c) by either Party, immediately'))!;
    expect(d.retriever).not.toBe(LIST_CONTEXT);
    expect(c).toMatchObject({ retriever: LIST_CONTEXT, contextOf: d.anchor, rank: d.rank, score: d.score });
    expect(sent.filter((h) => h.excerpt.includes('may be terminated:'))).toHaveLength(1);
  });

  it('cuad-scale-342 § 3: the termination events\' last item, "(e) Without cause on … seven (7) days prior written notice", answers; the events before it do not', async () => {
    const r = await q('cuad-scale-342', CONVENIENCE);
    const [c] = green(r);
    expect(c?.text).toMatch(/^Owner may terminate this Agreement at any time upon the occurrence of any of the following: \(e\) Without cause on no less than seven \(7\) days prior written notice\.$/);
  });

  it('an item of a list of causes is no termination for convenience: "for cause … as follows: (c) Upon any commission of any fraudulent activity" (cuad-scale-390)', async () => {
    const r = await q('cuad-scale-390', CONVENIENCE);
    for (const c of green(r)) expect(c.text).not.toMatch(/fraudulent/);
    // The list's last item, past a page number (since extractive@16), is the one the lawyers label a termination for
    // convenience: "(k) Upon the termination of the Service Agreement for any reason with one hundred eighty (180) days …".
    for (const c of green(r)) expect(c.text).toMatch(/\(k\) Upon the termination of the Service Agreement for any reason/);
  });
});
