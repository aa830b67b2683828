import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewClaim } from '../../electron/api/handlers/review.js';
import { verifyAnswer } from '../../electron/pipeline/ask/ask.js';
import { resolveJudge } from '../../electron/pipeline/judging/registry.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { listAnchors } from '../../electron/store/anchors.js';
import { getDocumentText } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { POLICIES } from '../../shared/policies.js';
import { tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Issue 12, observation 6, on the sample matter: `verify` (no question) of claims that
 * cite the true clause but say the opposite — "exclusive" for the Distributor
 * Agreement's §2.3 "nonexclusive", "thirty (30)" for §4.2(a)'s "sixty (60)" days, "five
 * (5)" for the License Agreement's "three (3)" years — was Unverified (JUDGE_ABSTAINED,
 * trust 40), like the correct claims. Each is now contradicted, and the clashing words
 * reach the claim's judge record, the trail and the reviewer's detail pane.
 */
const SAMPLES = join(import.meta.dirname, '..', '..', 'assets', 'samples');
const DISTRIBUTOR = join(SAMPLES, 'Distributor Agreement - European Micro Holdings.pdf');
const LICENSE = join(SAMPLES, 'License Agreement - Allied Esports Entertainment.pdf');

type Case = { name: string; quote: string; wrong: string; right: string; words: [string, string] };
const CASES: Case[] = [
  {
    name: '§2.3 nonexclusive',
    quote: "Distributor's appointment and the rights granted hereunder are nonexclusive.",
    wrong: "Distributor's appointment and the rights granted hereunder are exclusive.",
    right: "Distributor's appointment and the rights granted hereunder are nonexclusive.",
    words: ['exclusive', 'nonexclusive'],
  },
  {
    name: '§4.2(a) sixty (60) days',
    quote: 'provide Distributor with sixty (60) days advance notice in the event that it discontinues production of any Product',
    wrong: 'WGT will provide Distributor with thirty (30) days advance notice in the event that it discontinues production of any Product.',
    right: 'provide Distributor with sixty (60) days advance notice in the event that it discontinues production of any Product',
    words: ['thirty (30) days', 'sixty (60) days'],
  },
  {
    name: '§3 term of three (3) years',
    quote: 'This Agreement will be in effect for three (3) years from the Effective Date',
    wrong: 'This Agreement will be in effect for five (5) years from the Effective Date.',
    right: 'This Agreement will be in effect for three (3) years from the Effective Date.',
    words: ['five (5) years', 'three (3) years'],
  },
  {
    name: '§3.4 invoices within thirty (30) days',
    // Quoted with its qualification: without it the right claim is at best inferred (session 25, CARVE_OUT_OMITTED).
    quote: "Distributor will pay WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice, unless provided otherwise on the applicable invoice",
    wrong: "Distributor will pay WGT the full amount invoiced within thirty (30) months after the date of WGT's invoice, unless provided otherwise on the applicable invoice.",
    right: "Distributor will pay WGT the full amount invoiced within thirty (30) days after the date of WGT's invoice, unless provided otherwise on the applicable invoice.",
    words: ['thirty (30) months', 'thirty (30) days'],
  },
];

describe('verify on the sample matter: contradictions are caught and named (observation 6)', () => {
  const tmp = tempDir();
  let matter: Matter;
  const cited = new Map<string, { anchor: string; quote: string }>();

  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const outcomes = await ingest(matter, [DISTRIBUTOR, LICENSE]);
    expect(outcomes.every((o) => o.status === 'ok')).toBe(true);
    for (const c of CASES) {
      for (const o of outcomes) {
        const text = getDocumentText(matter.db, o.id!)!;
        const at = MATCHING.normalizedFind(text, c.quote, [0, text.length]);
        if (!at) continue;
        const anchor = listAnchors(matter.db, o.id!).find((a) => a.char_start <= at[0] && at[1] <= a.char_end);
        if (anchor) cited.set(c.name, { anchor: anchor.id, quote: text.slice(at[0], at[1]) });
      }
    }
  }, 300_000);
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  const answer = (claims: Array<{ text: string; anchor: string; quote: string }>) =>
    JSON.stringify({ kind: 'answer', value: claims.map((c) => c.text).join(' '), confidence: 0.9, claims: claims.map((c) => ({ text: c.text, citations: [{ anchor: c.anchor, quote: c.quote }] })) });

  it('every clause is found in the sample PDFs and bound inside one anchor', () => {
    expect([...cited.keys()]).toEqual(CASES.map((c) => c.name));
  });

  it('claims that say the opposite of their cited clause are contradicted, the clashing words named', async () => {
    const judge = await resolveJudge('lexical');
    const claims = CASES.flatMap((c) => [{ text: c.wrong, ...cited.get(c.name)! }, { text: c.right, ...cited.get(c.name)! }]);
    const r = await verifyAnswer(matter, answer(claims), null, { judge, policy: POLICIES.balanced, matching: MATCHING });
    expect(r.status).toBe('answered');
    CASES.forEach((c, i) => {
      const wrong = r.claims[2 * i]!;
      const right = r.claims[2 * i + 1]!;
      expect(wrong.evidence[0]!.match, c.name).toMatch(/exact|normalized/);
      expect(wrong.state, c.name).toBe('contradicted');
      expect(wrong.reasons).toContain('JUDGE_CONTRADICTED');
      expect(wrong.trustScore).toBeLessThanOrEqual(25);
      const why = wrong.judge!.reasons!.join(' ');
      for (const w of c.words) expect(why, c.name).toContain(`"${w}"`);
      expect(right.state, c.name).toBe('supported');
    });
    expect(r.summary).toMatchObject({ contradicted: CASES.length, supported: CASES.length });

    // The reviewer sees the same words in the claim's detail pane (read back from the trail).
    const detail = reviewClaim(matter, r.claims[0]!.id);
    expect(detail.state).toBe('contradicted');
    expect(detail.judge?.reasons).toEqual(r.claims[0]!.judge!.reasons);
  });
});
