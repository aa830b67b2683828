import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../electron/pipeline/answers-in/input.js';
import { verifyPasted, type PastedOptions } from '../../electron/pipeline/ask/verify-pasted.js';
import { resolveJudge } from '../../electron/pipeline/judging/registry.js';
import type { Judge } from '../../electron/pipeline/judging/types.js';
import { MATCHING } from '../../electron/pipeline/verification/matching.js';
import { getDocumentText, getPages } from '../../electron/store/documents.js';
import { POLICIES } from '../../shared/policies.js';
import type { PinciteResponse, ReasonCode, ResponseClaim } from '../../shared/response.js';
import { ALL_CUAD, loadQa } from '../helpers/corpus.js';
import { cuadMatter } from '../helpers/matter.js';
import { COURTLISTENER_TEST_TOKEN, startCourtListener } from '../helpers/wire/courtlistener.js';
import type { WireServer } from '../helpers/wire/server.js';

/**
 * The M8 proof on the 30 CUAD contracts: prose answers written the way chat tools write
 * them — quotes, "(p. 4)", footnotes, a sources list, file names — built from the
 * lawyers' labelled clauses, with planted errors: fabricated quotes, altered quotes,
 * quotes from another contract, wrong pages, wrong sections, claim-only alterations,
 * unknown documents and fabricated case citations. Every planted error must come back
 * not supported and named by the right reason; correct verbatim-quoted claims must be
 * supported (≥ 98%). Everything goes through verifyPasted, the CLI's and the API's path.
 */
type Case = { n: number; file: string; doc: string; page: number; quote: string };
type Planted = { claim: string; kind: string; reasons: ReasonCode[]; notes?: string[] };

const FABRICATED = [
  'The Distributor shall have no obligation to purchase any minimum quantity of Products during the Term.',
  'Either party may terminate this Agreement at any time for convenience upon five (5) days written notice.',
  'All disputes shall be resolved exclusively by binding arbitration in London, England.',
  'The Company shall indemnify the Distributor against all losses without limitation.',
];

function negate(s: string): string | null {
  const m = /\b(shall|will|may|must)\b/.exec(s);
  return m ? `${s.slice(0, m.index + m[0].length)} not${s.slice(m.index + m[0].length)}` : null;
}
function changeNumber(s: string): string | null {
  const m = /\b\d+\b/.exec(s);
  return m ? `${s.slice(0, m.index)}${Number(m[0]) + 7}${s.slice(m.index + m[0].length)}` : null;
}

describe('verify pasted answers: planted errors on CUAD', () => {
  let env: Awaited<ReturnType<typeof cuadMatter>>;
  let lexical: Judge;
  let server: WireServer;
  let cases: Case[] = [];
  const report: string[] = [];

  beforeAll(async () => {
    env = await cuadMatter(ALL_CUAD);
    lexical = await resolveJudge('lexical');
    server = await startCourtListener();
    const docByCuad = new Map(ALL_CUAD.map((n, i) => [`cuad-dev-${String(n).padStart(2, '0')}`, { n, id: env.ids[i]! }]));
    const seen = new Set<string>();
    for (const row of loadQa()) {
      if (row.is_impossible) continue;
      const d = docByCuad.get(row.doc_id)!;
      const text = getDocumentText(env.matter.db, d.id)!;
      const pages = getPages(env.matter.db, d.id);
      for (const a of row.answers) {
        const quote = a.text.replace(/\s+/g, ' ').trim();
        if (quote.length < 30 || quote.length > 300 || /["“”]/.test(quote) || seen.has(quote)) continue;
        const at = MATCHING.normalizedFind(text, quote, [0, text.length]);
        if (!at) continue;
        // Another contract holding the same words would make a misattribution legitimate.
        seen.add(quote);
        cases.push({ n: d.n, file: `${row.doc_id}.pdf`, doc: d.id, page: pages.find((p) => at[0] >= p.start && at[0] < p.end)!.page, quote });
      }
    }
    cases = cases.filter((_, i) => i % 3 === 0).slice(0, 120);
  }, 900_000);

  afterAll(async () => {
    console.log(`\nverify pasted answers on CUAD:\n  ${report.join('\n  ')}`);
    await server.close();
    env.cleanup();
  });

  const run = async (text: string, opts: Partial<PastedOptions> = {}): Promise<PinciteResponse> =>
    verifyPasted(env.matter, await readAnswer(new TextEncoder().encode(text), 'auto'), { question: null, docs: null, authorities: 'matter', courtListener: null, ...opts }, { judge: lexical, policy: POLICIES.balanced, matching: MATCHING });

  const claimAt = (r: PinciteResponse, text: string, written: string): ResponseClaim => {
    const start = text.indexOf(written);
    const end = start + written.length;
    // The claim holding the written sentence's last character (a list marker is not part of a claim).
    const c = r.claims.find((x) => x.answerSpan && x.answerSpan[0] < end && x.answerSpan[1] >= end - 1);
    if (!c) throw new Error(`no claim at ${written.slice(0, 60)}`);
    return c;
  };

  it('correct verbatim-quoted claims, as chat tools write them: ≥ 98% supported, or inferred only for a qualification they leave out', async () => {
    let supported = 0;
    // A lawyers' label span whose provision goes on with a qualification ("Provided that, …", "Notwithstanding the foregoing,
    // …", ", unless …") is quoted without it: inferred by design (sessions 25 and 26), the qualification shown.
    const qualified: string[] = [];
    const misses: string[] = [];
    // Four styles: file name + page, footnote, a sources list, and a Markdown list.
    for (let i = 0; i < cases.length; i += 8) {
      const batch = cases.slice(i, i + 8);
      const lines: string[] = ['Here is what the contracts say.', ''];
      const notes: string[] = [];
      const written: string[] = [];
      batch.forEach((c, j) => {
        const style = (i / 8 + j) % 4;
        const claim =
          style === 0 ? `${c.file} provides that "${c.quote}" (p. ${c.page}).`
          : style === 1 ? `According to the contract, "${c.quote}" [${j + 1}]`
          : style === 2 ? `- The clause reads: "${c.quote}" (${c.file}, p. ${c.page})`
          : `Page ${c.page} of ${c.file} states: "${c.quote}"`;
        if (style === 1) notes.push(`[${j + 1}] ${c.file}, p. ${c.page}`);
        written.push(claim);
        lines.push(claim, '');
      });
      lines.push('I hope this helps!', '', ...notes);
      const text = lines.join('\n');
      const r = await run(text);
      written.forEach((w) => {
        const c = claimAt(r, text, w);
        if (c.state === 'supported') supported++;
        else if (c.state === 'inferred' && c.reasons.join() === 'CARVE_OUT_OMITTED' && (c.carveOuts ?? []).some((o) => o.omitted && o.outside)) qualified.push(w.slice(0, 100));
        else misses.push(`${c.state} ${c.reasons.join(',')}: ${w.slice(0, 100)}`);
      });
      expect(r.claims.filter((c) => c.kind === 'commentary').map((c) => c.state)).toEqual(['excluded', 'excluded']);
    }
    report.push(`correct verbatim-quoted claims supported: ${supported}/${cases.length} = ${((100 * supported) / cases.length).toFixed(1)}%; inferred for a qualification they leave out: ${qualified.length}${misses.length ? `\n    ${misses.slice(0, 6).join('\n    ')}` : ''}${qualified.length ? `\n    qualified: ${qualified.join('\n    qualified: ')}` : ''}`);
    expect((supported + qualified.length) / cases.length).toBeGreaterThanOrEqual(0.98);
    expect(qualified.length / cases.length).toBeLessThanOrEqual(0.1);
  }, 900_000);

  it('planted errors: 100% not supported, each named by the right reason', async () => {
    const byKind: Record<string, { n: number; caught: number }> = {};
    const others: string[] = [];
    const misses: string[] = [];
    const pick = cases.slice(0, 48);
    for (let i = 0; i < pick.length; i += 6) {
      const batch = pick.slice(i, i + 6);
      const planted: Planted[] = [];
      batch.forEach((c, j) => {
        const other = cases.find((o) => o.n !== c.n && o.quote !== c.quote && (o.n + j) % 3 === 0) ?? cases.find((o) => o.n !== c.n)!;
        const docText = getDocumentText(env.matter.db, c.doc)!;
        const pageCount = getPages(env.matter.db, c.doc).length;
        const wrongPage = c.page + 2 <= pageCount ? c.page + 2 : c.page > 2 ? c.page - 2 : null;
        planted.push({ kind: 'fabricated quote', claim: `${c.file} provides that "${FABRICATED[(i + j) % FABRICATED.length]}" (p. ${c.page}).`, reasons: ['QUOTED_TEXT_NOT_IN_SOURCE'] });
        const altered = negate(c.quote) ?? changeNumber(c.quote);
        if (altered) planted.push({ kind: 'altered quote', claim: `${c.file} provides that "${altered}" (p. ${c.page}).`, reasons: ['QUOTED_TEXT_NOT_IN_SOURCE'] });
        planted.push({ kind: 'quote from another contract', claim: `${c.file} provides that "${other.quote}".`, reasons: ['QUOTE_IN_OTHER_SOURCE'] });
        if (wrongPage) planted.push({ kind: 'wrong page', claim: `${c.file} provides that "${c.quote}" (p. ${wrongPage}).`, reasons: ['REFERENCE_MISMATCH'] });
        const section = `Section ${40 + j}.${7 + i}`;
        if (!docText.includes(`${40 + j}.${7 + i}`)) planted.push({ kind: 'wrong section', claim: `${c.file} provides that "${c.quote}" (${section}).`, reasons: ['LEGAL_CITATION_UNVERIFIED'] });
        const claimOnly = negate(c.quote) ? `Under ${c.file}, it is not the case that ${c.quote.replace(/[.;:]$/, '')}; the clause reads "${c.quote}".` : null;
        if (claimOnly) planted.push({ kind: 'claim-only alteration', claim: claimOnly, reasons: ['JUDGE_CONTRADICTED', 'JUDGE_ABSTAINED'] });
        planted.push({ kind: 'unknown document', claim: `The Master Services Agreement provides that "${c.quote}".`, reasons: ['UNKNOWN_DOCUMENT'] });
      });
      planted.push({ kind: 'fake case citation', claim: 'Such clauses are enforceable. See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).', reasons: ['AUTHORITY_NOT_FOUND'] });
      planted.push({ kind: 'fake case citation', claim: 'Courts agree. Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012).', reasons: ['AUTHORITY_NOT_FOUND'] });
      const text = ['Sure — here is my analysis.', '', ...planted.map((p) => `- ${p.claim}`), '', 'Let me know if you need more.'].join('\n');
      const r = await run(text, { authorities: 'courtlistener', courtListener: { baseUrl: server.url, token: COURTLISTENER_TEST_TOKEN } });
      for (const p of planted) {
        // A fake citation sentence may be split; the claim holding the citation carries the reason.
        const written = p.kind === 'fake case citation' ? p.claim.slice(p.claim.indexOf('. ') + 2) : p.claim;
        const c = claimAt(r, text, written);
        const k = (byKind[p.kind] ??= { n: 0, caught: 0 });
        k.n++;
        const ok = c.state !== 'supported' && p.reasons.some((x) => c.reasons.includes(x));
        if (ok) k.caught++;
        else misses.push(`${p.kind}: ${c.state} ${c.reasons.join(',')} — ${p.claim.slice(0, 110)}`);
      }
      const fakes = r.authorities?.filter((a) => /Varghese|Petersen/.test(a.text)) ?? [];
      expect(fakes.map((a) => a.status), r.authorityLookup?.note).toEqual(['not_found', 'not_found']);
      others.push(...(r.authorities ?? []).filter((a) => !fakes.includes(a)).map((a) => `${a.kind} ${a.status}: ${a.text}`));
    }
    const total = Object.values(byKind).reduce((s, k) => s + k.n, 0);
    const caught = Object.values(byKind).reduce((s, k) => s + k.caught, 0);
    report.push(`planted errors caught (not supported, right reason): ${caught}/${total}`);
    report.push(`  by kind: ${Object.entries(byKind).map(([k, v]) => `${k} ${v.caught}/${v.n}`).join('; ')}`);
    report.push(`  fake case citations not_found against the local CourtListener: 100% (asserted per answer); other authorities eyecite found in the contracts' quoted clauses: ${others.length ? others.slice(0, 5).join('; ') : 'none'}`);
    if (misses.length) report.push(`  misses:\n    ${misses.slice(0, 10).join('\n    ')}`);
    expect(misses).toEqual([]);
  }, 900_000);

  it('claims without quotation marks: evidence found by Pincite, labelled, reported (the judge decides)', async () => {
    const states: Record<string, number> = {};
    let foundByPincite = 0;
    let rightDoc = 0;
    const pick = cases.slice(0, 40);
    for (let i = 0; i < pick.length; i += 8) {
      const batch = pick.slice(i, i + 8);
      // The clause restated without quotation marks, lightly reworded, with its document named.
      const written = batch.map((c) => `Under ${c.file}, ${c.quote.replace(/\bshall\b/, 'will').replace(/[.;:,]$/, '')}.`);
      const text = written.map((w) => `- ${w}`).join('\n');
      const r = await run(text);
      written.forEach((w, j) => {
        const c = claimAt(r, text, w);
        states[c.state] = (states[c.state] ?? 0) + 1;
        if (c.evidenceFoundBy === 'pincite') foundByPincite++;
        if (c.evidence.some((e) => e.doc === batch[j]!.doc)) rightDoc++;
        // Nothing the answer did not quote is ever bound as the answer's own quote.
        expect(c.evidenceFoundBy).toBe('pincite');
      });
    }
    report.push(`unquoted claims (40, lightly reworded, document named): evidence found by Pincite ${foundByPincite}/40, in the named document ${rightDoc}/40; states ${JSON.stringify(states)}`);
    expect(foundByPincite).toBe(40);
  }, 900_000);
});

