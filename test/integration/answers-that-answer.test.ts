import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { questionScope } from '../../electron/pipeline/ask/scope.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { sectionMapFor } from '../../electron/pipeline/ingest/section-map.js';
import { questionUnits } from '../../electron/pipeline/text/question-units.js';
import { listDocuments } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import type { PinciteResponse } from '../../shared/response.js';
import { ALL_CUAD, cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Issue 12's observations 1, 2, 3, 4, 5 and 8, asked as a lawyer asked them, with the
 * offline defaults (extractive generator, lexical judge, balanced policy), on the sample
 * matter and the 30 CUAD dev contracts. Each of these failed before M7.
 */
const SAMPLES = join(import.meta.dirname, '..', '..', 'assets', 'samples');
const samplePdfs = readdirSync(SAMPLES).filter((f) => f.endsWith('.pdf')).sort().map((f) => join(SAMPLES, f));

const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value !== 'not_responsive');
/** Responsive and supported: what a lawyer reads as the answer (a partial claim is shown, not as the answer). */
const answer = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
/** Why each claim shown in part answers only in part ("… so its answer is no"). */
const partial = (r: PinciteResponse) => r.claims.filter((c) => c.responsiveness?.value === 'partial').map((c) => c.responsiveness?.detail ?? '');
const titleOf = (c: PinciteResponse['claims'][number]) => c.about?.title ?? '';

describe('the sample matter (four agreements), offline defaults', () => {
  const tmp = tempDir();
  let matter: Matter;
  const q = async (question: string, docs?: string[]) => ask(matter, question, await configurePipeline({}), docs ? { docs } : {});

  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const out = await ingest(matter, samplePdfs);
    expect(out.every((o) => o.status === 'ok')).toBe(true);
  }, 180_000);
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('observation 1: "What law governs this agreement?" — no heading, no unrelated sentence; each agreement\'s governing-law clause, cited by section', async () => {
    const r = await q('What law governs this agreement?');
    expect(r.status).toBe('answered');
    for (const c of r.claims) {
      expect(c.text).not.toMatch(/^governing law;?$/i);
      expect(c.text).not.toMatch(/unload|comply with all applicable laws/i);
      expect(c.responsiveness?.value).toBe('responsive');
      expect(c.state).toBe('supported');
    }
    const distributor = r.claims.find((c) => titleOf(c).startsWith('Distributor Agreement'))!;
    expect(distributor.text).toMatch(/laws of the State of Washington/);
    expect(distributor.about?.section).toEqual({ number: 'Exhibit B, § 29', heading: 'Governing Law; Venue' });
    // The question names no agreement: the response says it answered each one.
    expect(r.scope).toMatchObject({ mode: 'per_document', basis: 'unnamed_small_matter' });
  });

  it('observation 2: "Is the distributor\'s appointment exclusive?" — the Distributor Agreement\'s § 2.3 (nonexclusive), not the Agency agreement', async () => {
    const r = await q("Is the distributor's appointment exclusive?");
    expect(r.claims.length).toBeGreaterThan(0);
    for (const c of r.claims) expect(titleOf(c)).toMatch(/^Distributor Agreement/);
    expect(green(r)[0]!.text).toMatch(/nonexclusive/);
    expect(green(r)[0]!.about?.section?.number).toBe('§ 2.3');
  });

  it('observation 3: "Which state\'s law governs each of these agreements?" — one claim per agreement, each naming its document', async () => {
    const r = await q("Which state's law governs each of these agreements?");
    const states = green(r).map((c) => `${titleOf(c).split(' - ')[0]}: ${/State of (New \w+|\w+)/.exec(c.text)?.[1]}`);
    expect(states.sort()).toEqual(['Agency Agreement: Nevada', 'Distributor Agreement: Washington', 'License Agreement: California', 'Sponsorship Agreement: New York']);
    expect(r.scope?.unanswered).toEqual([]);
    expect(r.scope?.answered).toHaveLength(4);
  });

  it('observation 4: the cap on Excite\'s liability is found through the lexicon ("will not exceed"), and assignment is answered, never "what would resolve it: happens"', async () => {
    const cap = await q("Is there a cap on Excite's liability?");
    expect(cap.status).toBe('answered');
    expect(green(cap)[0]!.text).toMatch(/LIMITED TO, AND WILL NOT EXCEED/);
    const assign = await q('What happens if the Distributor Agreement is assigned?');
    expect(assign.status).toBe('answered');
    expect(green(assign)[0]!.text).toMatch(/will not assign/);
    const none = await q('Is there a liquidated damages clause in the Sponsorship Agreement?');
    expect(none.status).toBe('insufficient_evidence');
    expect(none.insufficient?.missing.join(' ')).not.toMatch(/happens|\bcap\b/);
  });

  it('"What is the license fee?" — the Agency Agreement\'s § 3(a) (who bears licensing fees) is about fees but states no fee: partial, never the answer in green, for any generator', async () => {
    const isExpenses = (c: PinciteResponse['claims'][number]) => /MICOA will not be responsible for Agency expenses/.test(c.text);
    const r = await q('What is the license fee?');
    // Whatever is green states an amount or how it is calculated; the expenses clause never is.
    for (const c of green(r).filter((x) => x.responsiveness?.value === 'responsive')) expect(c.text).toMatch(/\d|percent|\[\*/i);
    const agency = r.claims.find(isExpenses);
    if (agency) expect(agency.responsiveness).toMatchObject({ value: 'partial', method: 'lexical@94', detail: expect.stringMatching(/amount/) });
    expect(r.scope?.answered.map((d) => d.title)).not.toContain('Agency Agreement - American Physicians Capital');
    // The same clause written by another generator (a replayed model answer) gets the same label: the check reads the claim and the question.
    const anchor = matter.db.prepare("SELECT a.id, a.text FROM anchors a JOIN documents d ON d.id = a.doc_id WHERE d.title LIKE 'Agency%' AND a.text LIKE '%MICOA will not be responsible for Agency expenses%'").get() as { id: string; text: string };
    const quote = /MICOA will not be responsible for Agency expenses[^.]*\./.exec(anchor.text)![0];
    const { writeFileSync } = await import('node:fs');
    const file = join(tmp.dir, 'fee.json');
    writeFileSync(file, JSON.stringify({ kind: 'answer', value: 'x', confidence: 0.9, claims: [{ text: quote.replace(/\s+/g, ' '), citations: [{ anchor: anchor.id, quote }] }] }));
    const doc = (matter.db.prepare("SELECT id FROM documents WHERE title LIKE 'Agency%'").get() as { id: string }).id;
    const replayed = await ask(matter, 'What is the license fee?', await configurePipeline({ generator: `replay:${file}` }), { docs: [doc] });
    if (replayed.status === 'rejected') throw new Error(JSON.stringify(replayed.rejection));
    expect(replayed.claims[0]!.state).toBe('supported');
    expect(replayed.claims[0]!.responsiveness).toMatchObject({ value: 'partial', detail: expect.stringMatching(/amount/) });
    expect(replayed.scope?.answered).toEqual([]);
    // A clause that states the figure answers the same kind of question: the License Agreement's royalty.
    const royalty = await q('What is the royalty?', [(matter.db.prepare("SELECT id FROM documents WHERE title LIKE 'License%'").get() as { id: string }).id]);
    const fee = royalty.claims.find((c) => c.responsiveness?.value === 'responsive' && c.state === 'supported');
    expect(fee?.text).toMatch(/ten percent \(10%\)|percentage of Net Revenue/);
  });

  it('"How long does the agreement last?" is answered by each agreement\'s term, not by "the last 12 full months"; "How long is the term of the distributor agreement?" by § 5.1, not a forecast "for the Term"', async () => {
    // Failed before (session 16, tried in the browser): neither question asked the term concept, so "last" was a word the
    // clause had to say — the Agency Agreement's purchase price "during the last 12 full months preceding the termination
    // date" and N2K's revenue floor "from the last quarter of the second year of the term" were green — and the
    // Distributor Agreement's § 4.3 forecast ("for the Term … fifteen (15) days before … each Quarter") answered the other.
    const last = await q('How long does the agreement last?');
    expect(last.status).toBe('answered');
    for (const c of green(last)) expect(c.text).not.toMatch(/last 12 full months|purchase price|last quarter/i);
    const byDoc = Object.fromEntries(green(last).map((c) => [titleOf(c).split(' - ')[0], c.text]));
    expect(byDoc['License Agreement']).toMatch(/in effect for three \(3\) years from the Effective Date/);
    expect(byDoc['Distributor Agreement']).toMatch(/The Term will commence on the Effective Date/);
    const term = await q('How long is the term of the distributor agreement?');
    expect(term.scope).toMatchObject({ mode: 'single', basis: 'named' });
    expect(green(term).map((c) => c.about?.section?.number)).toEqual(['§ 5.1']);
    expect(green(term)[0]!.text).toMatch(/^The Term will commence on the Effective Date/);
  });

  it('"Is there an indemnification obligation?" is answered by each agreement\'s "shall indemnify", not by how to claim an indemnity; the distributor\'s by Exhibit B § 17', async () => {
    // Failed before (session 16, in the browser): only the License Agreement's § 5(c) procedure ("In order to seek or receive
    // indemnification … must have promptly notified") was green, and "Does the distributor have any indemnification
    // obligations?" was refused beside "Distributor … will defend, indemnify and hold harmless WGT".
    const r = await q('Is there an indemnification obligation?');
    expect(r.scope).toMatchObject({ mode: 'per_document', unanswered: [] });
    expect(green(r)).toHaveLength(4);
    for (const c of green(r)) expect(c.text).toMatch(/\bindemnify\b/);
    const d = await q('Does the distributor have any indemnification obligations?');
    expect(green(d).map((c) => [titleOf(c).split(' - ')[0], c.about?.section?.number])).toEqual([['Distributor Agreement', 'Exhibit B, § 17']]);
    expect(green(d)[0]!.text).toMatch(/Distributor releases and will defend, indemnify and hold harmless WGT/);
  });

  it('an indemnity is read with its list and cited where it stands: the Agency Agreement\'s "§ G.1", the Distributor Agreement\'s § 17 with its "(a)"', async () => {
    // Failed before (session 17, in the browser): the Agency Agreement answered with the lead-in alone ("… hold one another
    // harmless as follows:"), cited "§ 4" — the last numbered paragraph of part F, as the section map knew no lettered parts
    // — and its items, numbered "1." after a page number, were not read; Exhibit B § 17 stopped at "arising out of or in
    // connection with", the lead-in of items (a) to (c).
    const r = await q('Is there an indemnification obligation?');
    const byDoc = Object.fromEntries(green(r).map((c) => [titleOf(c).split(' - ')[0], c]));
    expect(byDoc['Agency Agreement']!.about?.section).toEqual({ number: '§ G.1', heading: 'INDEMNIFICATION' });
    expect(byDoc['Agency Agreement']!.text).toMatch(/^MICOA shall indemnify and hold Agency harmless/);
    expect(byDoc['Distributor Agreement']!.text).toMatch(/arising out of or in connection with\s+\(a\) any misrepresentation/);
    // The Agency Agreement's governing law is cited in its part I: "§ I.5 Applicable Law", not a bare "§ 5".
    const law = await q('What law governs this agreement?');
    expect(green(law).find((c) => titleOf(c).startsWith('Agency'))?.about?.section).toEqual({ number: '§ I.5', heading: 'Applicable Law' });
  });

  it('a question of the whole matter reads each agreement as deeply as one asked of it, and a length or a false friend does not answer for the term or exclusivity', async () => {
    // Failed before (session 18, asked as a lawyer would): "What is the notice period for termination?" left the Agency
    // Agreement unanswered — per-document retrieval kept 3 passages of each document and § F.2 was not among them, though
    // asked of that agreement alone it answers; "How long is the term?" was answered by "Any unpaid amounts at the end of
    // ten years shall be forgiven" and "less than thirty (30) days advance notice"; "Is there an exclusivity provision?"
    // (8 passages a document) by remedies that "ARE EXCLUSIVE" and "exclusivity payments".
    const notice = await q('What is the notice period for termination?');
    const agency = green(notice).find((c) => titleOf(c).startsWith('Agency'));
    expect(agency?.about?.section?.number).toBe('§ F.2');
    expect(agency?.text).toMatch(/one hundred twenty \(120\) days advance written notice/);
    const term = await q('How long is the term?');
    for (const c of green(term)) expect(c.text).not.toMatch(/unpaid amounts|advance notice/);
    expect(green(term).map((c) => titleOf(c).split(' - ')[0]).sort()).toEqual(['Distributor Agreement', 'License Agreement', 'Sponsorship Agreement']);
    const exclusive = await q('Is there an exclusivity provision?');
    for (const c of green(exclusive)) expect(c.text).not.toMatch(/ARE EXCLUSIVE|exclusivity payments/);
    // The Agency Agreement's one exclusive thing is Exhibit A's promise that "an exclusive agency agreement will be negotiated
    // which will spell out the terms": no exclusivity yet. Green until session 53; the clause model is not sure of it (p 0.34).
    expect(exclusive.scope?.unanswered.map((d) => d.title.split(' - ')[0]).sort()).toEqual(['Agency Agreement', 'Distributor Agreement', 'License Agreement']);
    // "Distributor may terminate the Term …: (c) for convenience …" ends the agreement by ending its term; before, no
    // document answered "Can the agreement be terminated for convenience?", as the right named "the Term", not "this Agreement".
    const convenience = await q('Can the agreement be terminated for convenience?');
    expect(green(convenience).map((c) => [titleOf(c).split(' - ')[0], c.about?.section?.number])).toEqual([['Distributor Agreement', '§ 5.4']]);
    expect(green(convenience)[0]!.text).toMatch(/\(c\) for convenience/);
    // Its § 5.5 lead-in and item, quoted as they stand, are entailed (lexical@7: the modal's act is past the colon).
    const after = await q('What happens on termination?');
    const distributor = after.claims.find((c) => titleOf(c).startsWith('Distributor'));
    expect(distributor).toMatchObject({ state: 'supported', text: expect.stringMatching(/^In the event of termination, Distributor will: \(b\) cease use/) });
  });

  it('"Is there a confidentiality obligation?" is answered by the duty to keep information confidential, not by what it excludes or which agreement prevails', async () => {
    // Failed before (session 16): N2K's § 12(b) "Confidential Information will not include information that … without breach
    // of a nondisclosure obligation" was green, since it alone said "obligation"; § 12(c) "Each party agrees … that it will
    // not disclose" was passed over.
    const r = await q('Is there a confidentiality obligation?');
    for (const c of green(r)) expect(c.text).not.toMatch(/will not include|in the event of a conflict/i);
    const byDoc = Object.fromEntries(green(r).map((c) => [titleOf(c).split(' - ')[0], c.text]));
    expect(byDoc['Sponsorship Agreement']).toMatch(/Each party agrees \(i\) that it will not disclose to any third party/);
    expect(byDoc['License Agreement']).toMatch(/the restrictions relating to confidentiality and use thereof provided in the Non-\s?Disclosure Agreement apply/);
  });

  it('session 24: "Is the distributor appointed exclusively?" is answered by § 2.3, the appointment\'s own words', async () => {
    // It was Exhibit B § 3's "nonexclusive right to use and display the Trademarks": § 2.3 was read as no act of the
    // distributor's (it is appointed, it does not appoint), and § 2.1's "hereby appoints" as no operative clause.
    const r = await q('Is the distributor appointed exclusively?');
    expect(green(r).map((c) => c.about?.section?.number)).toEqual(['§ 2.3']);
    expect(green(r)[0]?.text).toBe("Distributor's appointment and the rights granted hereunder are nonexclusive.");
  });

  it('session 24: a table of guaranteed minimums is quoted whole, its cells without the ruling lines', async () => {
    // Exhibit A's table was quoted up to "1st subsequent Quarter-end, Sept." (a month's abbreviation read as a full stop),
    // with its ruling lines ("- -------- ----") in the claim's words.
    const r = await q("What are the distributor's guaranteed minimum purchases?");
    const table = green(r).find((c) => /CUMULATIVE GUARANTEED MINIMUM PURCHASES/.test(c.text));
    expect(table?.text).toMatch(/Sept\. 30, 1997 \$100,000\.00 2nd subsequent Quarter-end, Dec\. 31, 1997 \$167,000\.00 .* Jun 30, 1997 \$300,000\.00$/);
    expect(table?.text).not.toMatch(/----/);
  });

  it('session 24: an audit right is the party\'s that may inspect, and a refusal says when the clause is another party\'s', async () => {
    // § 7(i): "Excite may, upon … notice to Sponsor, cause an independent Certified Public Accountant to inspect the records
    // of Sponsor". It was the green answer to both directions.
    const excite = await q("Can Excite audit Sponsor's records?");
    expect(green(excite)[0]?.about?.section?.number).toBe('§ 7(i)');
    const sponsor = await q("Can Sponsor audit Excite's records?");
    expect(green(sponsor)).toEqual([]);
    expect(sponsor.insufficient?.reason).toBe('The clauses tried say this of another party, not of Sponsor; they are listed as tried, for you to check.');
    expect(sponsor.insufficient?.missing).toEqual(['a clause that says it of Sponsor']);
  });

  it('session 25: "How much notice is needed to terminate?" is answered; "needed" is how the question is put, like "required"', async () => {
    // Every agreement was refused: no clause says "need", and per document a clause must say every word the question asks.
    const r = await q('How much notice is needed to terminate?');
    const agency = green(r).find((c) => c.about?.title.startsWith('Agency'));
    expect(agency?.about?.section?.number).toBe('§ F.2');
    expect(agency?.text).toMatch(/upon either party giving at least one hundred twenty \(120\) days advance written notice to the other/);
    // Session 27: the Distributor Agreement was answered by § 5.4(b), a failure that "continues for thirty (30) days after
    // written notice" (a cure period); § 5.4(c) gives the notice itself.
    const distributor = green(r).find((c) => c.about?.title.startsWith('Distributor'));
    expect(distributor?.text).toMatch(/\(c\) for convenience whether or not extended beyond the Initial Term, provided Distributor gives WGT thirty \(30\) days' advance written notice/);
    for (const c of r.claims) expect(c.text).not.toMatch(/such failure continues for thirty \(30\) days after written notice/);
  });

  it('session 26: a clause is quoted with the later sentence of its provision that takes it back', async () => {
    // The Agency Agreement's § A.5: the non-compete, then "Provided that, if a particular risk has been submitted to MICOA and
    // MICOA has declined that risk, then Agency may … place that risk with another insurance company." Before, the answer
    // (and a pasted answer quoting the first sentence) stopped at the non-compete, green.
    const r = await q('Can the agency sell competing products?');
    const a5 = green(r).find((c) => c.about?.section?.number === '§ A.5')!;
    expect(a5.text).toMatch(/Agency agrees not to sell any competing professional liability products in Nevada, without the written consent of MICOA\. Provided that, if a particular risk has been submitted to MICOA and MICOA has declined that risk, then Agency may search appropriate markets/);
    expect(a5.evidence).toHaveLength(2);
    expect(a5.carveOuts?.filter((c) => c.omitted) ?? []).toEqual([]);
  });

  it('session 19: "What happens if a party becomes insolvent?" is answered by the insolvency clauses; "What are Zynga\'s obligations after termination?" by a duty of Zynga\'s, not by "nothing herein will obligate Zynga"', async () => {
    // Failed before: refused with "what would resolve it: becomes" beside License § 6(a)(ii), the answer; and answered, in
    // green, by § 7(d) "nothing herein will obligate Zynga … to remove", the one item that said "obligate".
    const insolvent = await q('What happens if a party becomes insolvent?');
    expect(insolvent.status).toBe('answered');
    const byDoc = Object.fromEntries(green(insolvent).map((c) => [titleOf(c).split(' - ')[0], c.text]));
    expect(byDoc['License Agreement']).toMatch(/is adjudicated a bankrupt or an insolvent/);
    expect(byDoc['Distributor Agreement']).toMatch(/\([ae]\) the insolvency of (?:WGT|Distributor)/);
    const duties = await q("What are Zynga's obligations after termination?");
    expect(green(duties)[0]?.text).toMatch(/Zynga shall promptly cease any and all marketing/);
    for (const c of green(duties)) expect(c.text).not.toMatch(/nothing herein will obligate/);
  });

  it('session 19: "Can Excite terminate …?" is answered by a right Excite (or either party) has, not by Sponsor\'s; "What are WGT\'s obligations?" not by a failure to perform them', async () => {
    // Failed before: N2K § 11(a), "If Excite fails to \"make good\" the shortfall …, Sponsor may terminate the Agreement", was
    // green for Excite; "Can WGT terminate …?" got § 5.4, "Distributor may terminate the Term by giving WGT written notice";
    // and "What are WGT's obligations?" got § 5.4(b), "any failure by WGT to perform any of its obligations".
    const excite = await q('Can Excite terminate the sponsorship agreement early?');
    expect(green(excite).length).toBeGreaterThan(0);
    for (const c of green(excite)) expect(c.text).toMatch(/(?:Either party|Excite) may (?:elect to )?terminate/);
    const wgt = await q('Can WGT terminate the distributor agreement?');
    expect(green(wgt)[0]?.text).toMatch(/WGT may terminate the Term/);
    const duties = await q("What are WGT's obligations?");
    for (const c of green(duties)) expect(c.text).not.toMatch(/failure by WGT to perform any of its obligations/);
    // A possessive names no actor: the cap on WGT's liability is still the answer (Exhibit B § 18).
    const cap = await q("Is WGT's liability capped?");
    expect(green(cap)[0]?.about?.section?.number).toBe('Exhibit B, § 18');
    // Force majeure says what is no breach; before, it answered this question in green.
    const breach = await q('What happens if the distributor breaches the agreement?');
    for (const c of breach.claims) expect(c.text).not.toMatch(/considered to be in breach of or default/);
  });

  it('"the license agreement" names the License Agreement though other agreements\' openings say "license"; "any license" names none', async () => {
    // Failed before (session 16): "How long does the license agreement run?" was asked of all four agreements and refused,
    // "what would resolve it: license" — the word is in the Distributor and Sponsorship agreements' openings too, so it
    // named no one document, and became a word the term clause had to say.
    const r = await q('How long does the license agreement run?');
    expect(r.scope).toMatchObject({ mode: 'single', basis: 'named' });
    expect(green(r).map((c) => titleOf(c))).toEqual(['License Agreement - Allied Esports Entertainment']);
    expect(green(r)[0]!.text).toMatch(/in effect for three \(3\) years from the Effective Date/);
    expect((await q('Is any license granted irrevocable or perpetual?')).scope).toMatchObject({ basis: 'unnamed_small_matter' });
  });

  it('--doc scopes a question: the allowlist is that document\'s retrieval, claims are about it, an unknown id is refused', async () => {
    const docs = matter.db.prepare("SELECT id, title FROM documents WHERE title LIKE 'License%'").all() as Array<{ id: string }>;
    const r = await q('What law governs this agreement?', [docs[0]!.id]);
    expect(r.scope).toMatchObject({ mode: 'single', basis: 'requested', requested: [docs[0]!.id] });
    expect(green(r).length).toBeGreaterThan(0);
    for (const c of r.claims) expect(c.about?.doc).toBe(docs[0]!.id);
    await expect(q('What law governs this agreement?', ['dnope'])).rejects.toThrow(/No document dnope/);
  });

  it('a grounded claim that does not answer the question is labelled not_responsive, whatever generator wrote it', async () => {
    // Observation 1's unrelated sentence, as a model might cite it: in the document, retrieved for the question, and no answer to it.
    const anchor = matter.db.prepare("SELECT a.id, a.text FROM anchors a JOIN documents d ON d.id = a.doc_id WHERE d.title LIKE 'Distributor%' AND a.text LIKE '%In performing this Agreement, Distributor%'").get() as { id: string; text: string };
    const law = matter.db.prepare("SELECT a.id, a.text FROM anchors a JOIN documents d ON d.id = a.doc_id WHERE d.title LIKE 'Distributor%' AND a.text LIKE '%laws of the State of Washington%'").get() as { id: string; text: string };
    const quote = /In performing this Agreement,[^.]*\./.exec(anchor.text)![0];
    const lawQuote = /This Agreement will be governed[^.]*\./.exec(law.text)![0];
    const { writeFileSync } = await import('node:fs');
    const file = join(tmp.dir, 'replay.json');
    writeFileSync(file, JSON.stringify({ kind: 'answer', value: 'x', confidence: 0.9, claims: [{ text: quote, citations: [{ anchor: anchor.id, quote }] }, { text: lawQuote, citations: [{ anchor: law.id, quote: lawQuote }] }] }));
    const docId = matter.db.prepare("SELECT id FROM documents WHERE title LIKE 'Distributor%'").get() as { id: string };
    const r = await ask(matter, 'What law governs the Distributor Agreement?', await configurePipeline({ generator: `replay:${file}` }), { docs: [docId.id] });
    if (r.status === 'rejected') throw new Error(JSON.stringify(r.rejection));
    expect(r.claims[0]!.state).toBe('supported');
    expect(r.claims[0]!.responsiveness).toMatchObject({ value: 'not_responsive', method: 'lexical@94' });
    expect(r.claims[1]!.responsiveness?.value).toBe('responsive');
    expect(r.responsiveness).toEqual({ responsive: 1, partial: 0, not_responsive: 1 });
  });

  it('a carve-out ("EXCEPT AS PROVIDED IN PARAGRAPH 15") brings § 15 in as co-evidence; a claim that drops it is at best inferred (CARVE_OUT_OMITTED)', async () => {
    const doc = (matter.db.prepare("SELECT id FROM documents WHERE title LIKE 'Distributor%'").get() as { id: string }).id;
    const r0 = await q('Is there a cap on WGT liability?', [doc]);
    const cap = green(r0).length ? green(r0)[0]! : r0.claims[0]!;
    const anchorId = cap.evidence[0]!.anchor;
    const anchorText = (matter.db.prepare('SELECT text FROM anchors WHERE id = ?').get(anchorId) as { text: string }).text;
    const span = /EXCEPT AS PROVIDED IN PARAGRAPH 15, WGT'S[\s\S]*?UNDER THIS AGREEMENT\./.exec(anchorText)![0];
    const dropped = span.replace(/^EXCEPT AS PROVIDED IN PARAGRAPH 15, /, '').replace(/\s+/g, ' ');
    const { writeFileSync } = await import('node:fs');
    const file = join(tmp.dir, 'carve.json');
    writeFileSync(file, JSON.stringify({ kind: 'answer', value: 'x', confidence: 0.9, claims: [{ text: dropped, citations: [{ anchor: anchorId, quote: span }] }, { text: span.replace(/\s+/g, ' '), citations: [{ anchor: anchorId, quote: span }] }] }));
    // A judge that entails both, so the state shows what the carve-out alone does (the lexical judge abstains on the shortened claim: also never supported).
    const verdicts = join(tmp.dir, 'verdicts.json');
    writeFileSync(verdicts, JSON.stringify({ verdicts: [{ claim: 0, verdict: 'entailed', confidence: 0.95 }, { claim: 1, verdict: 'entailed', confidence: 0.95 }] }));
    const r = await ask(matter, 'Is there a cap on WGT liability?', await configurePipeline({ generator: `replay:${file}`, judge: `replay:${verdicts}` }), { docs: [doc] });
    const lexical = await ask(matter, 'Is there a cap on WGT liability?', await configurePipeline({ generator: `replay:${file}` }), { docs: [doc] });
    expect(lexical.claims[0]!.state).not.toBe('supported');
    expect(lexical.claims[0]!.reasons).toContain('CARVE_OUT_OMITTED');
    if (r.status === 'rejected') throw new Error(JSON.stringify(r.rejection));
    const [drop, keep] = r.claims;
    expect(drop!.reasons).toContain('CARVE_OUT_OMITTED');
    expect(drop!.state).toBe('inferred');
    expect(drop!.carveOuts![0]).toMatchObject({ ref: 'PARAGRAPH 15', omitted: true, section: { number: 'Exhibit B, § 15', heading: 'Infringement' } });
    expect(drop!.carveOuts![0]!.excerpt).toMatch(/^15\. Infringement\. WGT will defend and indemnify/);
    expect(keep!.state).toBe('supported');
    expect(keep!.carveOuts![0]!.omitted).toBe(false);
  });

  it('"Can either party terminate for material breach?" is answered by the ground itself, read with its lead-in: "breaches or fails to perform", "any failure … to perform any of its obligations"', async () => {
    const docOf = (prefix: string) => (matter.db.prepare('SELECT id FROM documents WHERE title LIKE ?').get(`${prefix}%`) as { id: string }).id;
    const question = 'Can either party terminate for material breach?';
    // The License Agreement's § 6(a) lead-in ("… upon the occurrence of any one or more of the following events:") with
    // its item "i. The other party breaches or fails to perform …" — before, the lead-in alone, ending "… events: i.".
    const license = green(await q(question, [docOf('License')]));
    expect(license.map((c) => c.text.replace(/\s+/g, ' '))).toContainEqual(expect.stringMatching(/^Each party shall have the right at any time to terminate this Agreement [^]*following events: i\. The other party breaches or fails to perform any of its material obligations/));
    // The Distributor Agreement never says "breach" of it: § 5.4(b), "any failure by WGT to perform any of its obligations",
    // read with a lead-in that ends in ";" ("Upon the occurrence of any of the following, Distributor may terminate …;").
    // Before, "(b) any material change in the general management, ownership or control of Distributor" (§ 5.2), for "material".
    const distributor = green(await q(question, [docOf('Distributor')]));
    expect(distributor.length).toBeGreaterThan(0);
    for (const c of distributor) expect(c.text.replace(/\s+/g, ' ')).toMatch(/failure by (?:WGT|Distributor) to perform any of its (?:other )?obligations/);
    // N2K's "c) Either party may terminate …" is a sentence of its own, no longer the tail of the revenue floor's.
    const n2k = green(await q(question, [docOf('Sponsorship')]));
    expect(n2k.map((c) => c.text)).toContainEqual(expect.stringMatching(/^c\) Either party may terminate this Agreement if the other party materially breaches/));
  });

  it('"How can the agreement be terminated?" never answers with a lead-in alone ("This agreement shall terminate:")', async () => {
    const r = await q('How can the agreement be terminated?');
    const claims = green(r);
    expect(claims.length).toBeGreaterThanOrEqual(3);
    // No claim ends on a lead-in's colon; the Distributor Agreement's § 5.4, whose lead-in ends "… of such termination;", comes with an item.
    for (const c of claims) expect(c.text.trim()).not.toMatch(/:["”’)]?$/);
    const distributor = claims.find((c) => titleOf(c).startsWith('Distributor'));
    if (distributor?.text.includes('Upon the occurrence of any of the following')) expect(distributor.text).toMatch(/termination; \([a-g]\) /);
    expect(claims.find((c) => titleOf(c).startsWith('Agency'))?.text.replace(/\s+/g, ' ')).toMatch(/^This agreement shall terminate: a\. Automatically if any public authority cancels/);
  });

  it('the section map: "Exhibit B, § 29 Governing Law; Venue" of the Distributor Agreement, and a backfill for documents ingested before M7', () => {
    const doc = (matter.db.prepare("SELECT id FROM documents WHERE title LIKE 'Distributor%'").get() as { id: string }).id;
    const text = (matter.db.prepare('SELECT text FROM documents WHERE id = ?').get(doc) as { text: string }).text;
    const map = sectionMapFor(matter.db, doc)!;
    const s29 = map.findSection('§ 29')!;
    expect(text.slice(s29.start, s29.end)).toMatch(/^29\. Governing Law; Venue\. This Agreement will be governed/);
    expect(map.citeAt(text.indexOf('local laws of the State of Washington'))).toEqual({ number: 'Exhibit B, § 29', heading: 'Governing Law; Venue' });
    expect(map.findSection('2.3')?.heading).toBe('No Exclusivity');
    expect(map.findSection('Section 5.2(a)')?.number).toBe('5.2(a)');
    // A matter from before M7 has no stored map: it is built from the stored text on first use, and stored.
    matter.db.prepare('DELETE FROM section_maps WHERE doc_id = ?').run(doc);
    const fresh = sectionMapFor(openMatterView(matter), doc)!;
    expect(fresh.findSection('29')?.heading).toBe('Governing Law; Venue');
    expect(matter.db.prepare('SELECT count(*) AS n FROM sections WHERE doc_id = ?').get(doc)).toEqual({ n: map.sections.length });
  });
});

/** A second handle on the same database, so the section-map cache of the first does not answer. */
function openMatterView(m: Matter) {
  const Database = m.db.constructor as new (file: string) => Matter['db'];
  return new Database(m.db.name);
}

describe('the 30 CUAD dev contracts, offline defaults', () => {
  const tmp = tempDir();
  let matter: Matter;
  const q = async (question: string) => ask(matter, question, await configurePipeline({}));
  /** The question asked of the named contracts only (`--doc`). */
  const qOf = async (question: string, titles: readonly string[]) => {
    const byTitle = new Map(listDocuments(matter.db).map((d) => [d.title, d.id]));
    return ask(matter, question, await configurePipeline({}), { docs: titles.map((t) => byTitle.get(t)!) });
  };

  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const out = await ingest(matter, ALL_CUAD.map(cuadPdf));
    expect(out.every((o) => o.status === 'ok')).toBe(true);
  }, 400_000);
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('observation 5: the development agreement named by its program ("Tarek\'s Real Estate 101") is answered from its § 14.10 (New York), not a WHEREAS recital', async () => {
    const r = await q("What law governs the Tarek's Real Estate 101 development agreement?");
    expect(r.scope).toMatchObject({ mode: 'single', basis: 'named' });
    const c = green(r)[0]!;
    expect(c.text).toMatch(/laws of the State of New York/);
    expect(c.about?.section).toEqual({ number: '§ 14.10', heading: 'Governing Law' });
    for (const x of r.claims) expect(x.text).not.toMatch(/^WHEREAS/);
  });

  it('observation 8: "Which agreements are governed by New York law?" answers per document, every claim New York; an unnamed question over many contracts says it names no agreement', async () => {
    const r = await q('Which agreements are governed by New York law?');
    expect(r.scope?.mode).toBe('per_document');
    const ny = green(r);
    expect(ny.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ny.map((c) => c.about?.doc)).size).toBe(ny.length);
    for (const c of ny) expect(c.text).toMatch(/New York/);
    expect(r.scope!.unanswered.length).toBe(30 - r.scope!.answered.length);

    const term = await q('What is the term of the agreement?');
    expect(term.status).toBe('insufficient_evidence');
    expect(term.insufficient?.code).toBe('NO_DOCUMENT_NAMED');
    expect(term.insufficient?.reason).toMatch(/names no agreement.*30 documents/);
  });

  it('"Which state\'s law…" over chosen agreements: a clause answers by naming the law ("the Commonwealth of Pennsylvania", "English law"), not by saying "state"', async () => {
    // Failed before: the per-document filter wanted every word of the question in the clause, "state" included.
    const byTitle = new Map(listDocuments(matter.db).map((d) => [d.title, d.id]));
    const docs = ['cuad-dev-05', 'cuad-dev-09', 'cuad-dev-16'].map((t) => byTitle.get(t)!);
    const r = await ask(matter, "Which state's law governs each of these agreements?", await configurePipeline({}), { docs });
    expect(r.scope).toMatchObject({ mode: 'per_document', unanswered: [] });
    const law = Object.fromEntries(green(r).map((c) => [titleOf(c), c.text]));
    expect(law['cuad-dev-05']).toMatch(/laws of the State of New York/);
    expect(law['cuad-dev-09']).toMatch(/in accordance with English law/);
    expect(law['cuad-dev-16']).toMatch(/LAWS OF THE COMMONWEALTH OF PENNSYLVANIA/);
    // The filter still filters: "New York law" is said by the New York clause only.
    const ny = await ask(matter, 'Which agreements are governed by New York law?', await configurePipeline({}), { docs });
    expect(green(ny).map(titleOf)).toEqual(['cuad-dev-05']);
  });

  it('"What notice is required to terminate?" is answered by the clause that ends the agreement, not by what follows a termination', async () => {
    // Failed before: cuad-dev-09 answered, in green, with "The period of liaison will commence as soon as notice has been
    // given of termination…" (§ 18.1, Assistance upon Termination), and asked of several contracts none answered, since
    // the per-document filter wanted the word "required" in the clause.
    const one = await qOf('What notice is required to terminate?', ['cuad-dev-09']);
    const c = green(one)[0]!;
    expect(c.text).toMatch(/^Notwithstanding any provisions herein contained this Agreement may be terminated forthwith by either party by notice in writing/);
    expect(c.about?.section?.number).toBe('§ 32.1');
    for (const x of one.claims) expect(x.text).not.toMatch(/period of liaison/);
    const docs = ['cuad-dev-03', 'cuad-dev-05', 'cuad-dev-07', 'cuad-dev-09', 'cuad-dev-12'];
    const many = await qOf('What notice is required to terminate?', docs);
    expect(many.scope).toMatchObject({ mode: 'per_document', unanswered: [] });
    for (const x of green(many)) expect(x.text).toMatch(/notice/i);
    // What follows a termination is still the answer when that is what is asked.
    const after = await qOf('What happens after termination?', ['cuad-dev-09']);
    expect(green(after).length).toBeGreaterThan(0);
  });

  it('"Who owns the intellectual property?" is answered by who owns it, said as "the property of", "title", "right, title and interest"', async () => {
    // Failed before: the per-document filter wanted the word "owns" in the clause, so cuad-dev-09's "… intellectual property
    // … shall be the property of the Publishers" (§ 26.1) was no answer; now ownership is a concept of the lexicon.
    const docs = ['cuad-dev-03', 'cuad-dev-05', 'cuad-dev-09', 'cuad-dev-12'];
    const r = await qOf('Who owns the intellectual property?', docs);
    expect(r.scope).toMatchObject({ mode: 'per_document', unanswered: [] });
    const owns = Object.fromEntries(green(r).map((c) => [titleOf(c), c.text]));
    expect(owns['cuad-dev-09']).toMatch(/intellectual property .* shall be the property of the Publishers/);
    expect(owns['cuad-dev-12']).toMatch(/retain all right, title and interest/);
    // "own" alone is mostly "its own": it asks for no ownership.
    expect(questionUnits('Can a party assign to its own affiliates?').concepts).toEqual(['assignment', 'affiliates']);
  });

  it('"What happens upon termination?" is answered by what follows a termination; "Are there any warranties?" by a warranty, not an indemnity', async () => {
    // Failed before: four of the five green answers were the right to terminate, when a termination takes effect, a
    // renewal, or a non-solicitation covenant; and cuad-dev-05's indemnity for claims was the green "warranty".
    const docs = ['cuad-dev-03', 'cuad-dev-05', 'cuad-dev-07', 'cuad-dev-12', 'cuad-dev-16'];
    const after = await qOf('What happens upon termination?', docs);
    const follows = Object.fromEntries(green(after).map((c) => [titleOf(c), c.text]));
    expect(follows['cuad-dev-03']).toMatch(/^In addition, if this Agreement is terminated prior to completion of the Research Program, OntoChem will promptly furnish/);
    for (const c of green(after)) expect(c.text).not.toMatch(/become effective|may terminate|right at any time to terminate|shall automatically renew|Non-Solicit Period/);
    const warranties = await qOf('Are there any warranties?', docs);
    const said = Object.fromEntries(green(warranties).map((c) => [titleOf(c), c.text]));
    // cuad-dev-12 § 4: a warranty its parties give ("Each party represents and warrants to the other as follows: … (iii) …",
    // an item after the list begun inside the sentence, read with its lead-in since session 37), or the disclaimer.
    expect(said['cuad-dev-12']).toMatch(/^Each party represents and warrants to the other as follows: \((?:i|ii|iii|iv)\)|NEITHER PARTY MAKES ANY REPRESENTATIONS OR WARRANTIES/);
    for (const c of green(warranties)) expect(c.text).not.toMatch(/indemnify and hold harmless/);
  });

  it('"When does the agreement expire?" is answered by when it ends, "What is the effective date?" by a date', async () => {
    // Failed before: cuad-dev-09 answered "This Agreement shall commence on 1 January 1998." to the first, and four
    // contracts answered the second with sentences that only say "the Effective Date" (a sell-off period, a non-compete).
    const docs = ['cuad-dev-03', 'cuad-dev-05', 'cuad-dev-09', 'cuad-dev-12', 'cuad-dev-16'];
    const ends = await qOf('When does the agreement expire?', docs);
    const end = Object.fromEntries(green(ends).map((c) => [titleOf(c), c.text]));
    expect(end['cuad-dev-09']).toMatch(/shall continue up to and including 28 February 2000/);
    for (const c of green(ends)) expect(c.text).not.toMatch(/^This Agreement shall commence on 1 January 1998\.$/);
    const dated = await qOf('What is the effective date?', docs);
    for (const c of green(dated)) expect(c.text).toMatch(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:19|20)\d\d\b/);
    expect(green(dated).map(titleOf)).toContain('cuad-dev-12');
  });

  it('"Is there a force majeure clause?" finds the clause that says "beyond the control of either party"; "How long is the initial term?" takes the date it runs to', async () => {
    // Failed before: refused ("what would resolve it: majeure": the words are only in the heading), and cuad-dev-09's
    // "shall continue up to and including 28 February 2000" gave no length of time.
    const fm = await qOf('Is there a force majeure clause?', ['cuad-dev-05']);
    expect(green(fm)[0]?.text).toMatch(/^To the extent any event beyond the control of either party \(such as an act of God/);
    const term = await qOf('How long is the initial term?', ['cuad-dev-09']);
    expect(green(term)[0]?.text).toMatch(/shall continue up to and including 28 February 2000/);
  });

  it('"What are the payment terms?" is answered by how and when a party pays, not by a renewal that mentions payments; "auto-renewal" finds "shall automatically renew"', async () => {
    // Failed before: cuad-dev-12's renewal "provided WPT receives payments greater than $12,000,000" was its green
    // payment term, and "Does the agreement have an auto-renewal?" was refused ("what would resolve it: auto").
    const pay = await qOf('What are the payment terms?', ['cuad-dev-12']);
    expect(green(pay)[0]?.text).toMatch(/^Zynga shall pay all amounts accruing under this Agreement/);
    const renews = await qOf('Does the agreement have an auto-renewal?', ['cuad-dev-05']);
    expect(green(renews)[0]?.text).toMatch(/shall automatically renew thereafter for successive 5-year terms/);
  });

  it('"Is there a non-solicitation clause?" is answered by the covenant, never by the rest of a sentence begun on the page before; "restricted from competing" is how the question is put', async () => {
    // Failed before: cuad-dev-16 answered, in green, with "employees of the Combined Business; provided, however, that
    // this clause (2) shall not permit any Seller to hire …" — the first line of page 4, ending a sentence begun on
    // page 3 — matched only by the defined term "Non-Solicit Period"; "Is a party restricted from competing?" over
    // several contracts was refused ("what would resolve it: restricted"); and cuad-dev-05's green confidentiality
    // obligation was "(c) comes into the other party's possession …", an item of what Confidential Information excludes.
    const docs = ['cuad-dev-03', 'cuad-dev-05', 'cuad-dev-12', 'cuad-dev-16'];
    const solicit = await qOf('Is there a non-solicitation clause?', docs);
    const covenant = Object.fromEntries(green(solicit).map((c) => [titleOf(c), c.text]));
    // Quoted without its own label, which its cite carries (session 24).
    expect(covenant['cuad-dev-16']).toMatch(/^Each Seller agrees that for a period .* each Seller shall not, directly or indirectly: \(i\) induce, solicit, recruit/);
    expect(green(solicit).find((c) => titleOf(c) === 'cuad-dev-16')?.about?.section?.number).toMatch(/\(d\)$/);
    expect(covenant['cuad-dev-05']).toMatch(/contact, solicit, or direct any person or entity to contact or solicit, any of the customers/);
    for (const c of [...solicit.claims]) expect(c.text).not.toMatch(/^(?:\([a-z0-9]{1,3}\)\s+)?[a-z]/);
    const compete = await qOf('Is a party restricted from competing?', docs);
    expect(compete.status).toBe('answered');
    expect(Object.fromEntries(green(compete).map((c) => [titleOf(c), c.text]))['cuad-dev-16']).toMatch(/Non-Compete Period/);
    const secret = await qOf('What are the confidentiality obligations?', docs);
    for (const c of secret.claims) expect(c.text).not.toMatch(/^\(c\) comes into the other party/);
  });

  it('"Where must disputes be litigated?" is answered by the forum each contract chooses; "Is there an arbitration clause?" by arbitration only', async () => {
    // Failed before: refused ("what would resolve it: disputes, litigated"); and "Which courts have jurisdiction?" answered
    // with "Judgment may be entered on the arbitrator's decision in any court of competent jurisdiction" (cuad-dev-03) and
    // "nothing in this Clause 34.7 will prevent any party from … seeking injunctive … relief from any court having
    // competent jurisdiction" (cuad-dev-09), which choose no forum.
    const docs = ['cuad-dev-03', 'cuad-dev-09', 'cuad-dev-12', 'cuad-dev-16'];
    const where = await qOf('Where must disputes be litigated?', docs);
    expect(where.scope).toMatchObject({ mode: 'per_document', unanswered: [] });
    const forum = Object.fromEntries(green(where).map((c) => [titleOf(c), c.text]));
    expect(forum['cuad-dev-03']).toMatch(/arbitration will be conducted in English in the State of Delaware/);
    expect(forum['cuad-dev-09']).toMatch(/shall be resolved in the courts located in London, England/);
    expect(forum['cuad-dev-12']).toMatch(/courts in the Northern District of California shall have sole and exclusive jurisdiction/);
    // It ends where its sentence does, not on the next item's label ("… by such courts. h." before "h. Assignment").
    expect(forum['cuad-dev-12']).toMatch(/consents to personal jurisdiction by such courts\.$/);
    expect(forum['cuad-dev-16']).toMatch(/MAY BE INSTITUTED IN THE FEDERAL COURTS OF THE UNITED STATES/);
    const courts = await qOf('Which courts have jurisdiction?', docs);
    for (const c of green(courts)) expect(c.text).not.toMatch(/competent jurisdiction\.$/);
    const arbitration = await qOf('Is there an arbitration clause?', docs);
    expect(green(arbitration).map(titleOf)).toEqual(['cuad-dev-03']);
  });

  it('session 19: payment terms, confidentiality and insolvency asked of one contract; a clause the clause model turns away is refused for that reason', async () => {
    // Each failed before. cuad-dev-04: "What are the payment terms?" was refused ("what would resolve it: payment") beside
    // § 1.2 "shall pay Consultant a flat fee … of $18,000 per month"; its confidentiality answer was "Consultant agrees that
    // no ownership of Confidential Information is conveyed"; "What is the term?" said the clauses "do not state a length
    // of time" while the one it tried says "six (6) months". cuad-dev-03 answered confidentiality with "Each Party may
    // disclose …"; cuad-dev-16's covenant to hold in confidence was never a candidate; cuad-dev-23 answered insolvency
    // with an enforceability exception naming bankruptcy laws.
    const pay = await qOf('What are the payment terms?', ['cuad-dev-04']);
    expect(green(pay)[0]?.text).toMatch(/shall pay Consultant a flat fee consulting rate of \$18,000 per month/);
    const secret = await qOf('Are there confidentiality obligations?', ['cuad-dev-03', 'cuad-dev-04', 'cuad-dev-16']);
    const duty = Object.fromEntries(green(secret).map((c) => [titleOf(c), c.text]));
    expect(duty['cuad-dev-04']).toMatch(/^During and after the term of this Agreement, Consultant will hold in the strictest confidence/);
    expect(duty['cuad-dev-03']).toMatch(/^Neither Party will (?:use|disclose) any Confidential Information/);
    expect(duty['cuad-dev-16']).toMatch(/each Seller shall, and shall cause its Affiliates to, hold/);
    for (const c of secret.claims) expect(c.text).not.toMatch(/no ownership of Confidential Information is conveyed|^Each Party may disclose/);
    const insolvent = await qOf('What happens if a party becomes insolvent?', ['cuad-dev-14', 'cuad-dev-23']);
    expect(green(insolvent).map(titleOf)).toEqual(['cuad-dev-14']);
    expect(green(insolvent)[0]!.text).toMatch(/\(i\) become insolvent/);
    // Files named for their number still say what they are where they begin ("CONSULTING AGREEMENT This Consulting
    // Agreement …"): "the consulting agreement" names cuad-dev-04 among the 30. Before, no title held the word, so the
    // question named no agreement and the matter was too large to answer each: "which agreement?".
    for (const [question, title, said] of [
      ['What are the payment terms of the consulting agreement?', 'cuad-dev-04', /\$18,000 per month/],
      ['Can the franchise agreement be assigned?', 'cuad-dev-08', /shall not sell, assign, transfer/],
      ['What law governs the supply agreement?', 'cuad-dev-23', /This Supply Agreement shall be governed by/],
      // "Hosting and Management Agreement"; and a warranty is "given" by being stated (before: "what would resolve it: given").
      ['When does the hosting agreement expire?', 'cuad-dev-09', /shall continue up to and including 28 February 2000/],
      ['What warranties are given in the manufacturing agreement?', 'cuad-dev-14', /Contractor (?:further )?represents and warrants that/],
    ] as const) {
      const named = await q(question);
      expect(named.scope).toMatchObject({ mode: 'single', basis: 'named', documents: [{ title }] });
      // The clause, first or beside another of its section: cuad-dev-08 § 12.02's "Any purported assignment … not having the
      // prior written consent of AIRSOPURE shall be null and void" ranks before its "You shall not sell, assign, transfer …"
      // under the clause model of session 52; both say consent is needed.
      expect(green(named).map((c) => c.text)).toContainEqual(expect.stringMatching(said));
    }
    // cuad-dev-18 § 3's first sentence is the term clause: the clause model reads it as one, but is not sure of it (below the
    // term's own sure bar of session 54). The refusal says so and offers it first, for the lawyer to judge — not green, not
    // hidden. (cuad-dev-04 § 7.1, the example of session 53, is now green: the term's bar fell from 0.35 to 0.27.)
    // cuad-dev-27, which has no assignment clause, is the refusal of clauses the model turns away.
    const term = await qOf('What is the term of this agreement?', ['cuad-dev-18']);
    expect(term.status).toBe('insufficient_evidence');
    if (term.status === 'insufficient_evidence') {
      expect(term.insufficient?.reason).toMatch(/none reads surely enough like that clause itself as lawyers mark it to be shown as the answer; the closest (?:is|are) listed first/);
      expect(term.insufficient?.tried[0]?.quote).toMatch(/^The term of this Agreement \(the "Term"\) will begin on\s+February 1, 1998 and end on the first anniversary/);
    }
    const initial = await qOf('What is the term of this agreement?', ['cuad-dev-04']);
    expect(green(initial)[0]?.text).toMatch(/^The initial term of this Agreement shall be the sooner of six \(6\) months from the Effective Date/);
    const assign = await qOf('Can a party assign this agreement, or is consent required for assignment?', ['cuad-dev-27']);
    expect(assign.status).toBe('insufficient_evidence');
    if (assign.status === 'insufficient_evidence') {
      expect(assign.insufficient?.reason).toMatch(/none reads like that clause itself/);
      expect(assign.insufficient?.missing).toEqual(['an assignment clause']);
      // A title to wells "transferred to STW" is no assignment of the agreement.
      expect(assign.insufficient?.tried[0]?.quote).toMatch(/shall be transferred to STW by COFS/);
    }
  });

  it('session 20: "Can a party terminate this agreement?" is not answered by ending a Study Order under it; "Who owns the intellectual property?" not by a sublicense grant', async () => {
    // Each failed before. cuad-dev-22's green answer was § 8.3 "LBIO may terminate a Study Order immediately upon written
    // notice …" — the agreement runs on; cuad-dev-17's was § 5.03's grant of a sublicense "under … Intellectual Property
    // owned by the Company", beside § 5.02 "shall remain that party's absolute property".
    const ends = await qOf('Can a party terminate this agreement?', ['cuad-dev-22']);
    expect(green(ends)[0]?.text).toMatch(/^Either Party may terminate this Agreement for the material breach/);
    for (const c of green(ends)) expect(c.text).not.toMatch(/terminate a Study Order/);
    // Asked about the study order, the study order clause answers.
    const study = await qOf('Can LBIO terminate a study order?', ['cuad-dev-22']);
    expect(green(study)[0]?.text).toMatch(/^LBIO may terminate a Study Order/);
    const owns = await qOf('Who owns the intellectual property?', ['cuad-dev-17']);
    expect(green(owns)[0]?.about?.section?.number).toBe('§ 5.02');
    expect(green(owns).map((c) => c.text).join(' ')).toMatch(/absolute property/);
    for (const c of owns.claims) expect(c.text).not.toMatch(/hereby grants Contractor a royalty-free, non-exclusive sublicense/);
  });

  it('session 20: a sentence a page break cut is quoted whole; "how much notice" asks a length; a question about after termination asks no right to terminate; sections cited by their own numbers', async () => {
    // Each failed before (found by a helper asking as a lawyer). cuad-dev-07 § 21: "All such arbitration shall take place
    // at the office" was the green answer, its page 5 ("of the American Arbitration Association located in Cleveland,
    // Ohio.") never read.
    const seat = await qOf('Where is the arbitration held?', ['cuad-dev-07']);
    expect(green(seat)[0]?.text).toBe('All such arbitration shall take place at the office of the American Arbitration Association located in Cleveland, Ohio.');
    expect(green(seat)[0]?.evidence.map((e) => e.page)).toEqual([4, 5]);
    // cuad-dev-04 § 7.2: refused, "do not state an amount".
    const notice = await qOf('How much notice is required to terminate the agreement?', ['cuad-dev-04']);
    expect(green(notice)[0]?.text).toMatch(/thirty \(30\) days prior written notice/);
    // cuad-dev-17 § 7.03: refused for want of "right to terminate".
    const insured = await qOf('How long must the Company keep its insurance after termination?', ['cuad-dev-17']);
    expect(green(insured)[0]?.text).toMatch(/shall continue for a minimum of three years following termination/);
    // cuad-dev-08's § 14.01 was cited "Exhibit C, § 10" (a list "1." to "10." inside § 12.02 was taken for sections);
    // cuad-dev-14's § 22.4 "§ 21.1" (the contract has no 22.1).
    const cure = await qOf('May AIRSOPURE terminate this agreement without an opportunity to cure?', ['cuad-dev-08']);
    for (const c of cure.claims) expect(c.about?.section?.number).not.toBe('Exhibit C, § 10');
    // The contract is its filing's "EXHIBIT C" (the label above its title), which is no part of the contract (session 21).
    expect(green(cure)[0]?.about?.section?.number).toMatch(/^§ 14\.0[12]$/);
    const law = await qOf('Which law governs this agreement?', ['cuad-dev-14']);
    expect(green(law)[0]?.about?.section).toEqual({ number: '§ 22.4', heading: 'Governing Law' });
  });

  it('session 28 (the session 27 trial\'s refusals): the clause a lawyer names in other words, and no schedule cited as the last section', async () => {
    // cuad-dev-26 § 13.10: refused for want of "non" and "obligation"; then the License Reselling Schedule after the
    // signatures, mapped into § 13.10, answered beside it ("PORTAL SALES: MediaNet shall remit all sums … within 30 days").
    const disparage = await qOf('How long does the non-disparagement obligation last?', ['cuad-dev-26']);
    expect(green(disparage).map((c) => c.text)).toEqual([expect.stringMatching(/^Each party agrees that, during the Term of this\s+Agreement and for a period of five \(5\) years thereafter, neither will make/)]);
    // cuad-dev-14 § 20.1: "hiring" is to employ, "barred" is "will not be allowed".
    const hire = await qOf('How long after an employee leaves is the other party barred from hiring them?', ['cuad-dev-14']);
    expect(green(hire)[0]?.text).toMatch(/^The Contractor and the Customer will not be allowed to employ employees of the other party/);
    // cuad-dev-26's schedule: a party that "reserves the right to change" acts, in the operative form.
    const commission = await qOf('Can MediaNet change the commission rate?', ['cuad-dev-26']);
    expect(green(commission)[0]?.text).toMatch(/^MediaNet Group Technologies reserves the right to change the level of commission/);
    expect(green(commission)[0]?.about?.section ?? null).toBeNull();
    // cuad-dev-17 § 8.01(b): "non-payment" is said by "fails to pay any amounts payable" (3 business days, not § 8.01(a)'s 30).
    const unpaid = await qOf('What is the cure period for non-payment?', ['cuad-dev-17']);
    expect(green(unpaid)[0]?.about?.section?.number).toBe('§ 8.01(b)');
    // cuad-dev-24 ¶ 2: a quantity in pounds per year that the Shipper "shall tender" is a minimum commitment.
    const tender = await qOf('What is the minimum quantity the Shipper must tender each year?', ['cuad-dev-24']);
    expect(green(tender)[0]?.text).toBe('Shipper shall tender to Carrier and Carrier shall transport in a series of shipments not less than 10,000 pounds of Commodities per year.');
    // cuad-dev-07 § 2: exclusivity said without the word — "agrees not to grant the right … to anyone other than Company" (since
    // session 41 quoted after the grant it restrains, the sentence before it, which names the licence).
    const mossimo = await qOf("Is Mossimo's licence exclusive?", ['cuad-dev-07']);
    expect(green(mossimo)[0]?.text).toMatch(/Licensor agrees not to grant the right to use the Duval Identification to anyone other than Company/);
    // cuad-dev-08: § 2.02 (AIRSOPURE may revise its franchise agreement "to increase the royalty fees or other fees payable by
    // You") was green; the franchisee is "You", who "shall pay … a continuing non-refundable royalty fee on a monthly basis".
    const royalty = await qOf('What royalty fee does the franchisee pay each month?', ['cuad-dev-08']);
    expect(green(royalty).map((c) => c.about?.section?.number)).toEqual(['§ 3.01']);
    expect(green(royalty)[0]?.text).toMatch(/royalty fee on a monthly basis of 5% of Your total monthly gross sales/);
    // Its quote runs across a page break whose page number ("2") stands between "of" and "5%": the quote stays verbatim for
    // binding, and what the lawyer reads (Sources, the footnote, Word) leaves the page number out.
    const cited = green(royalty)[0]!.evidence[0]!;
    expect(cited.quote).toMatch(/monthly basis of\s+2\s+5%/);
    expect(cited.reads).toMatch(/monthly basis of 5% of Your total monthly gross sales/);
    // cuad-dev-08 § 16.03: "Duration" asked the agreement's term, which the covenant does not state, and it was refused.
    const radius = await qOf('Duration and radius of the post-termination non-compete?', ['cuad-dev-08']);
    expect(green(radius)[0]?.text).toMatch(/^You covenant and agree that You .* shall not, for a period of two years following termination/s);
    // cuad-dev-06 § 3.2: the question names WGT as the one who gives notice, and the clause says "after WGT gives Distributor
    // written notices" with no modal before it: that is WGT's act.
    const price = await qOf('How much notice must WGT give before a price list change takes effect?', ['cuad-dev-06']);
    expect(green(price)[0]?.text).toMatch(/until the expiration of forty-five \(45\) days after WGT gives Distributor written notices of the change/);
  });

  it('session 27 (a helper asking as a lawyer): the sentence that gives the rate, the length, the notice; never a lead-in over a blank', async () => {
    // cuad-dev-06 Exhibit B § 10: "Payment of such finance charges will not excuse or cure Distributor's breach …" was the green
    // answer; the sentence before it gives the rate.
    const interest = await qOf('What interest is charged on amounts the Distributor pays late?', ['cuad-dev-06']);
    expect(green(interest)[0]?.text).toMatch(/^Any amount not paid when due will be subject to finance charges at the rate of one and one-half percent \(1\.5%\) per month/);
    // cuad-dev-24 § 10: the duty's scope was green ("an annual financial audit" was read as a length); the next sentence says
    // how long it lasts ("This obligation of confidentiality" was not read as the duty).
    const secret = await qOf('How long does the confidentiality obligation last?', ['cuad-dev-24']);
    expect(green(secret).map((c) => c.text)).toEqual(['This obligation of confidentiality shall expire two (2) years from the date of the last shipment under this contract.']);
    // cuad-dev-28 (an unsigned form): § 3 "… the Professional shall receive the following compensation:" and then nothing.
    const pay = await qOf('What compensation is the Professional paid?', ['cuad-dev-28']);
    expect(green(pay)).toEqual([]);
    for (const c of pay.claims) expect(c.text).not.toMatch(/the following compensation:$/);
    // cuad-dev-06 § 3.2: forty-five days after WGT's notice before a price change takes effect (refused by the notice form's
    // first version).
    // cuad-dev-14 § 10: the length is in the definition of the "Warranty Period", which no question could reach; quoted without
    // the heading its number stood apart from ("10." + "Express Limited Warranty").
    const warranty = await qOf('How long is the warranty period?', ['cuad-dev-14']);
    expect(green(warranty)[0]?.text).toBe('For the purpose of this Agreement, “Warranty Period” shall mean twelve (12) months as of the date of delivery to Customer.');
    // cuad-dev-19 § 10(c)(i): ten Business Days "requiring CHT to correct such failure" — to correct a failure is to cure it.
    const correct = await qOf('What is the cure period if CHT fails to pay?', ['cuad-dev-19']);
    expect(green(correct)[0]?.text).toMatch(/\(i\) fails to pay in full any sum owing by it under this Agreement by the due date thereof/);
    // cuad-dev-12: "Does the Territory include Japan?" was refused as said "of another party, not of Territory". The clause
    // answers it — no, since it excludes Japan (session 39: it was green, which reads as yes).
    const japan = await qOf('Does the Territory include Japan?', ['cuad-dev-12']);
    const territory = japan.claims.find((c) => /^The Territory for this Agreement is worldwide, but not including Asian countries \(including, but not limited to, .*Japan/.test(c.text));
    expect(territory?.state).toBe('supported');
    expect(territory?.responsiveness?.detail).toBe('The claim excludes “Japan”, so its answer is no.');
    const price = await qOf('How much notice must WGT give before a change to its price list takes effect?', ['cuad-dev-06']);
    expect(green(price)[0]?.text).toMatch(/until the expiration of forty-five \(45\) days after WGT gives Distributor written notices of the change/);
  });

  it('session 20: the franchisee is "You" where the contract says so; a cure is a remedy; survival, payment terms and a base salary answered by their own clauses', async () => {
    // Each failed before (found by a helper asking as a lawyer). cuad-dev-08: "Can the franchisee transfer …?" was answered
    // by § 12.01.B, AIRSOPURE's right "to assign"; the contract calls the franchisee "You" (its opening: 'hereinafter "You"
    // or by reference "Franchisee"').
    const transfer = await qOf("Can the franchisee transfer the franchise without Airsopure's consent?", ['cuad-dev-08']);
    expect(green(transfer)[0]?.text).toMatch(/^Accordingly, You shall not sell, assign,\s+transfer/);
    for (const c of transfer.claims) expect(c.text).not.toMatch(/AIRSOPURE should exercise its right to assign/);
    // § 14.01 "without affording You any opportunity to cure" was the answer; § 14.02 gives 30 days "to remedy any default".
    // Session 25: asked "How long is the cure period for defaults before termination?", § 14.02 ranked below the retrieval's
    // cut (chunker paragraph-v2 keeps its wrapped "Section 13.02, …" line, so the anchor is longer) and the question was
    // refused. Session 27: a passage below the cut whose sentence says all the question's concepts joins the retrieval.
    for (const q of ['What is the cure period for defaults before AIRSOPURE may terminate?', 'How long is the cure period for defaults before termination?']) {
      const cure = await qOf(q, ['cuad-dev-08']);
      expect(green(cure)[0]?.text).toMatch(/You shall have\s+30 days from receipt/);
    }
    // cuad-dev-04: § 7.2's right to terminate answered "Which provisions survive termination?"; cuad-dev-26 gave a lead-in.
    const survive = await qOf('Which provisions survive termination?', ['cuad-dev-04', 'cuad-dev-26']);
    const survives = Object.fromEntries(green(survive).map((c) => [titleOf(c), c]));
    expect(survives['cuad-dev-04']?.about?.section?.number).toMatch(/^§ 7\.3/);
    expect(survives['cuad-dev-26']?.text).toMatch(/shall survive the expiration or termination of this Agreement/);
    // cuad-dev-14: "The invoice will be quoted in US Dollars." (§ 14.1) answered "What are the payment terms?".
    const pay = await qOf('What are the payment terms?', ['cuad-dev-04', 'cuad-dev-14']);
    const pays = Object.fromEntries(green(pay).map((c) => [titleOf(c), c.text]));
    expect(pays['cuad-dev-14']).toMatch(/current plus thirty \(30\) days from the date of invoice/);
    expect(pays['cuad-dev-04']).toMatch(/\$18,000 per month/);
    // cuad-dev-20: an annual bonus of up to 50% "of basic salary" answered "What is the executive's annual base salary?".
    const salary = await qOf("What is the executive's annual base salary?", ['cuad-dev-20']);
    expect(green(salary)[0]?.text).toMatch(/^The Executive shall be paid a basic salary of £448,903 per annum/);
    // Quoted from its first word, not from the heading its number line ran into ("Salary 7.1 The Executive …"), and
    // cited by its own section.
    expect(green(salary)[0]?.about?.section).toEqual({ number: '§ 7.1', heading: 'Salary' });
  });

  it('session 21: mediation asked is answered by the mediation clause, not the venue; "Is the license exclusive?" by the grant', async () => {
    // Each failed before (found by a helper asking as a lawyer). cuad-dev-08: the venue clause of its Exhibit G ("submits to
    // the jurisdiction of the State District Court in Dallas County") was green; "mediation" was no concept, and "court"
    // alone made the question one about the forum.
    const mediation = await qOf('Is mediation required before going to court?', ['cuad-dev-08']);
    expect(green(mediation)[0]?.text).toMatch(/^A\. THE PARTIES AGREE TO SUBMIT ANY CLAIM, CONTROVERSY OR DISPUTE .* TO NON-BINDING MEDIATION PRIOR TO BRINGING/s);
    expect(green(mediation)[0]?.about?.section).toEqual({ number: '§ 19', heading: 'APPLICABLE LAW AND MEDIATION' });
    for (const c of green(mediation)) expect(c.text).toMatch(/MEDIAT/);
    // cuad-dev-13: the rebate clause ("During the term of the non-exclusive license agreement, Licensor shall receive …
    // one third") was green; the model's score of a clause that denies exclusivity ranked it over the grant.
    const exclusive = await qOf('Is the license exclusive?', ['cuad-dev-13']);
    expect(green(exclusive)[0]?.text).toMatch(/grants to Licensee a non-exclusive license to utilize Licensed Technology/);
    for (const c of green(exclusive)) expect(c.text).not.toMatch(/shall receive from Licensee one third/);
    // Named by its product: the rest of the agreement's name ("software") is no word a clause must say, the "license" asked
    // about is (the question says it twice).
    const named = 'Is the license under the E-Path software license agreement exclusive?';
    const scope = questionScope(matter.db, named, null);
    expect(scope).toMatchObject({ basis: 'named', documents: [{ title: 'cuad-dev-13' }] });
    expect(scope.nameWords).toContain('software');
    expect(scope.nameWords).not.toContain('license');
    for (const c of green(await q(named))) expect(c.text).toMatch(/non[- ]exclusive license/i);
    // A law a question names names no document, though an opening says it ("…, a Delaware corporation (“ACSI”)"): session
    // 35's e2e run asked "Is this Agreement governed by Delaware law?" of cuad-dev-15 only, of cuad-dev-04 and -15.
    const byTitle = new Map(listDocuments(matter.db).map((d) => [d.title, d.id]));
    const two = ['cuad-dev-04', 'cuad-dev-15'].map((t) => byTitle.get(t)!);
    expect(questionScope(matter.db, 'Is this Agreement governed by Delaware law?', two)).toMatchObject({ mode: 'per_document', basis: 'unnamed_small_matter' });
    expect(questionScope(matter.db, 'Is this Agreement governed by the laws of the State of Delaware?', two)).toMatchObject({ mode: 'per_document', basis: 'unnamed_small_matter' });
    expect(questionScope(matter.db, 'Is the ACSI agreement governed by Washington law?', two)).toMatchObject({ mode: 'single', basis: 'named', documents: [{ title: 'cuad-dev-15' }] });
  });

  it('session 21: refusals a lawyer met where the clause was in hand, and sections cited from the wrong part', async () => {
    // Each failed before (found by a helper asking as a lawyer). cuad-dev-18 § 4: "No retrieved passage says anything the
    // question asks about" — the right to terminate on 30 days' notice is item (a) of a proviso whose item (b) names a breach.
    const convenience = await qOf('Can either party terminate for convenience, and when?', ['cuad-dev-18']);
    expect(green(convenience)[0]?.text).toMatch(/^\(a\) either party may terminate this Agreement, effective at any time after the first three months of the Term, by giving 30 days' written notice/);
    // cuad-dev-15 § 10.1: "will end automatically upon the end of Year 3" was no time.
    const expire = await qOf('When does the agreement expire?', ['cuad-dev-15']);
    expect(green(expire)[0]?.text).toMatch(/will end automatically upon the end of Year 3/);
    expect(green(expire)[0]?.about?.section?.number).toBe('§ 10.1');
    // cuad-dev-28 § 14: "submitted for binding arbitration" chose no forum.
    const disputes = await qOf('How are disputes resolved?', ['cuad-dev-28']);
    expect(green(disputes)[0]?.text).toMatch(/shall be submitted for binding arbitration/);
    // cuad-dev-00 § 13(c), under "Governing Law": the model read its first words ("The obligations … are subject to all
    // applicable federal, state and local laws") and refused it. Its sections were all cited as § 1's clauses ("2.TERM, …").
    const law = await qOf("Which state's law governs this agreement?", ['cuad-dev-00']);
    expect(green(law)[0]?.text).toMatch(/shall be governed by the laws of the State of New\s+York/);
    expect(green(law)[0]?.about?.section?.number).toBe('§ 13(c)');
    // cuad-dev-10: every section was "Schedule I, § …" (the contents' list of schedules ends with "SCHEDULE I – OEM Technology").
    const ended = await qOf('Can the agreement be terminated by either party alone?', ['cuad-dev-10']);
    for (const c of ended.claims) expect(c.about?.section?.number ?? '').not.toMatch(/^Schedule/);
    const map = sectionMapFor(matter.db, listDocuments(matter.db).find((d) => d.title === 'cuad-dev-10')!.id)!;
    expect(map.sections.filter((x) => x.kind === 'exhibit').map((x) => x.number)).not.toContain('Schedule I');
    // A refusal says what it looked for, not that the passages say nothing.
    const none = await qOf('Is there a most favoured nation clause?', ['cuad-dev-29']);
    if (none.status === 'insufficient_evidence') expect(JSON.stringify(none)).not.toMatch(/No retrieved passage says anything/);
  });

  it('session 21: a party named by its own name, assignment on a merger, and how a question is put', async () => {
    // cuad-dev-15 § 11.7: refused, missing "change of control" and "Audible" (the contract's "Company").
    const audible = await qOf('Can Audible assign the agreement on a change of control?', ['cuad-dev-15']);
    expect(green(audible)[0]?.text).toMatch(/^Company may not assign or delegate this Agreement/);
    expect(green(audible)[0]?.text).toMatch(/Change of Control/);
    // cuad-dev-05 § 14.9: "either party may assign … in the event of a merger, acquisition, reorganization, change in control".
    const lea = await qOf('Can LEA assign the agreement in a change of control?', ['cuad-dev-05']);
    expect(green(lea)[0]?.text).toMatch(/either party may assign this Agreement without the other party.s prior written consent in the event of a merger/);
    // cuad-dev-02 § 22(b): "no such consent will be required in connection with a merger".
    const merger = await qOf('Can a party assign the agreement in connection with a merger without consent?', ['cuad-dev-02']);
    expect(green(merger)[0]?.text).toMatch(/in connection with a merger, reorganization or sale of all/);
    // cuad-dev-10 § 3.02(a): "SpinCo agrees that it will not (i) oppose, challenge …" — Cerence is "SpinCo"; "no-challenge"
    // is "will not … challenge", not § 2.03's "at no expense".
    const challenge = await qOf('Does Cerence have a no-challenge obligation regarding Nuance IP?', ['cuad-dev-10']);
    expect(green(challenge)[0]?.text).toMatch(/^SpinCo agrees that it will not \(i\) oppose, challenge/);
    // "subject" is how the question is put (cuad-dev-01 § I.9: refused, missing "subject").
    const arbitration = await qOf('Are disputes subject to arbitration?', ['cuad-dev-01']);
    expect(green(arbitration)[0]?.about?.section?.number).toMatch(/^§ I\.9/);
    expect(green(arbitration)[0]?.text).toMatch(/arbitrat/i);
    // "late" is "overdue": cuad-dev-15's § 5.5 "Overdue Payments" (its heading read with the clause), not § 9.4's audit.
    const late = await qOf('What interest applies to late payments?', ['cuad-dev-15']);
    expect(green(late)[0]?.about?.section?.number).toBe('§ 5.5');
  });

  it('session 21: a list item is quoted with the rest of its list', async () => {
    // cuad-dev-06 § 5.1 was quoted with the first of the renewal's four conditions ("… under paragraph 4.1(b);"), and
    // cuad-dev-23 § 2.20 with the first of its three exceptions: a lawyer read either as the whole rule.
    const renew = await qOf('Does the agreement renew automatically?', ['cuad-dev-06']);
    const renewal = green(renew)[0]!;
    expect(renewal.text).toMatch(/^The Term will automatically renew .* \(a\) Distributor has made .* \(b\) the parties have agreed in writing .* \(c\) neither party .* and \(d\) neither party provided the other party with such notice as may be required pursuant to paragraphs 5\.2, 5\.3 or 5\.4\.$/);
    expect(renewal.evidence.length).toBe(3);
    // No second claim repeats one of its items (before session 52: "… provided that: (c) neither party provided …" again).
    expect(green(renew)).toHaveLength(1);
    const extract = await qOf('Is SutroVax required to buy all of its extract requirements from Sutro?', ['cuad-dev-23']);
    expect(green(extract)[0]?.text).toMatch(/\(a\) Alternate Suppliers .* \(b\) a CMO engaged .* or \(c\) a CMO authorized by Sutro/);
  });

  it('session 21: an exclusion said "none of … shall have any Liability", and a sentence cut by a filing\'s footer', async () => {
    // cuad-dev-10 § 7.01 "none of Nuance, SpinCo … shall in any event have any Liability … for any … consequential damages".
    const excluded = await qOf('Are consequential damages excluded?', ['cuad-dev-10']);
    expect(green(excluded)[0]?.about?.section?.number).toBe('§ 7.01');
    // cuad-dev-15 § 9.4: "… allow an independent certified public" + "Source: AUDIBLE INC, 10-Q, 11/13/2000" + "accounting firm
    // selected by the Auditing Party …" — the footer stood between the halves, and the audit right was refused.
    const audit = await qOf('Does either party have audit rights?', ['cuad-dev-15']);
    const right = green(audit)[0]!;
    expect(right.text).toMatch(/allow an independent certified public accounting firm selected by the Auditing Party/);
    expect(right.text).not.toMatch(/Source:/);
    expect(right.evidence.map((e) => e.page).slice(0, 2)).toEqual([9, 10]);
    // …with the conditions of its proviso, to the last.
    expect(right.text).toMatch(/\(b\) audits may not occur more frequently than once every twelve \(12\) months; and \(c\) each such audit may only cover/);
  });

  it('session 22: a grant "hereby" made is its grantor\'s, not its grantee\'s', async () => {
    // cuad-dev-10 licenses both ways: § 3.01(a) "Nuance hereby grants to SpinCo …", § 4.01(a) "SpinCo hereby grants to Nuance
    // …" (Cerence is "SpinCo"). With no modal before "grants", either was read as anyone's act: Nuance's grant was refused.
    const nuance = await qOf('Does Nuance grant Cerence a license to the Nuance Patents?', ['cuad-dev-10']);
    expect(green(nuance)[0]?.about?.section?.number).toBe('§ 3.01(a)');
    expect(green(nuance)[0]?.text).toMatch(/Nuance hereby grants to SpinCo/);
    const cerence = await qOf('Does Cerence grant Nuance a license to its patents?', ['cuad-dev-10']);
    expect(green(cerence)[0]?.about?.section?.number).toBe('§ 4.01(a)');
    expect(green(cerence).map((c) => c.text).filter((t) => /Nuance hereby grants/.test(t))).toEqual([]);
  });

  it('session 23: "is any right exclusive?" of a contract that says "nonexclusive" is refused with that clause named first', async () => {
    // cuad-dev-06 § 2.3 "Distributor's appointment and the rights granted hereunder are nonexclusive." The refusal said "the
    // passages tried say only part of it", which hid that the contract answers no.
    const r = await qOf('Is any appointment, license or right under this agreement exclusive?', ['cuad-dev-06']);
    expect(green(r)).toEqual([]);
    expect(r.insufficient?.reason).toBe('No retrieved clause reads as exclusivity, and cuad-dev-06, § 2.3, says “nonexclusive”. It is listed first among the passages tried, for you to check.');
    expect(r.insufficient?.tried[0]?.quote.replace(/\s+/g, ' ')).toBe("Distributor's appointment and the rights granted hereunder are nonexclusive.");
    // …while a contract that grants exclusivity is still answered (cuad-dev-00: the Network's exclusive right).
    const dev00 = await qOf('Is any appointment, license or right under this agreement exclusive?', ['cuad-dev-00']);
    expect(green(dev00)[0]?.text).toMatch(/exclusive right/);
    expect(dev00.insufficient).toBeUndefined();
  });

  it('session 24: "which agreements grant an exclusive license?" leaves out non-exclusive grants, and a refusal names each one', async () => {
    // cuad-dev-18 § 6.1 and cuad-dev-12 § 2(c) grant non-exclusive licenses: both were green answers to the filter.
    const r = await qOf('Which of these agreements grant an exclusive license?', ['cuad-dev-06', 'cuad-dev-18', 'cuad-dev-12']);
    expect(green(r)).toEqual([]);
    // Since session 30 a licence grant is a concept of the question, so cuad-dev-06 is named by its non-exclusive grant of
    // the Trademarks (Exhibit B § 3), not by the distributor's appointment (§ 2.3).
    expect(r.insufficient?.reason).toBe(
      'No retrieved clause reads as exclusivity, and cuad-dev-06, Exhibit B, § 3, says “nonexclusive”, cuad-dev-18, § 6.1, says “non-exclusive”, and cuad-dev-12, § 2(c), says “non-exclusive”. They are listed first among the passages tried, for you to check.',
    );
    expect(r.insufficient?.tried.slice(0, 3).map((t) => t.quote.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/WGT grants to Distributor the nonexclusive right to use and display the Trademarks/),
      expect.stringMatching(/^The Company hereby grants to CNET a non-exclusive/),
      expect.stringMatching(/WPT grants to Zynga a non-exclusive/),
    ]);
    // A contract with an exclusive grant among them is still the answer, and only it. Sessions 26–29 answered with § 3(b),
    // inferred for the carve-out in the next anchor it omitted; since session 30 (a licence grant is a concept, and a grant
    // of "the exclusive right" is one) it is § 3(a), the grant itself, whose own carve-out is quoted and shown.
    const some = await qOf('Which of these agreements grant an exclusive license?', ['cuad-dev-18', 'cuad-dev-00']);
    const answered = some.claims.filter((c) => c.responsiveness?.value === 'responsive' && c.state !== 'excluded');
    expect(answered.map((c) => c.about?.title)).toEqual(['cuad-dev-00']);
    expect(answered[0]?.text).toMatch(/^Network hereby grants to Affiliate the exclusive right via Broadcast Television/);
    expect(answered[0]).toMatchObject({ state: 'supported', reasons: [] });
    expect(answered[0]?.carveOuts).toEqual([expect.objectContaining({ outside: 'next', omitted: false, phrase: expect.stringMatching(/^Notwithstanding the foregoing, Affiliate shall have the right to authorize/) })]);
  });

  it('session 24: a quote starts at the clause, not at its section\'s number, label or caption lines', async () => {
    // Cited by number, so the number is not quoted: cuad-dev-18 § 6.1 was "6.1 The Company hereby grants …", cuad-dev-16
    // § 4(a) "(a) THIS AGREEMENT SHALL BE GOVERNED …", cuad-dev-19 § 15(a) "INSURANCE (a) Required Insurance: Both Parties …".
    const grant = green(await qOf('Does this agreement grant a license to use trademarks?', ['cuad-dev-18']))[0]!;
    expect(grant.about?.section?.number).toBe('§ 6.1');
    expect(grant.text).toMatch(/^The Company hereby grants to CNET a non-exclusive, royalty-free license/);
    const law = green(await qOf('What law governs this agreement?', ['cuad-dev-16']))[0]!;
    expect(law.about?.section?.number).toBe('§ 4(a)');
    expect(law.text).toMatch(/^THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE INTERNAL LAWS OF THE COMMONWEALTH OF PENNSYLVANIA/);
    const insurance = green(await qOf('Does the distributor have to maintain insurance?', ['cuad-dev-19']))[0]!;
    expect(insurance.text).toMatch(/^Both Parties shall, at all times during the currency of this Agreement/);
    // A list's items keep their labels: each is read with its lead-in.
    expect(insurance.text).toMatch(/in effect: \(i\) a comprehensive general liability insurance policy/);
  });

  it('session 24: the agreement\'s choice of law, not an attached instrument\'s', async () => {
    // cuad-dev-08 answered with Exhibit G § 9 "This instrument shall be governed by … Texas" (an associate's undertaking);
    // the franchise agreement's own is § 18.07 ("… shall be interpreted and construed under the laws thereof").
    const r = await qOf('Which law governs this agreement?', ['cuad-dev-08']);
    expect(green(r)[0]?.about?.section?.number).toMatch(/^§ 18\.07/);
    expect(green(r).map((c) => c.text).join(' ')).not.toMatch(/This instrument/);
    const exhibit = await qOf('Which law governs the instrument in Exhibit G?', ['cuad-dev-08']);
    expect(green(exhibit)[0]?.text).toMatch(/^This instrument shall be governed/);
  });

  it('session 24: a capitals cap is quoted with its exceptions, from "EXCEPT (I)" to "SHALL NOT EXCEED"', async () => {
    // cuad-dev-23 § 9.3 was quoted from "AND (B) EACH PARTY'S TOTAL LIABILITY …": "; AND (B)" was read as a sentence's end,
    // which "; and (b)" in lower case is not, and the cap lost "EXCEPT (I) … CONFIDENTIALITY, (II) … (III) …".
    const r = await qOf('Is there a cap on liability?', ['cuad-dev-23']);
    const cap = green(r).find((c) => /TOTAL LIABILITY/.test(c.text));
    expect(cap?.text).toMatch(/^EXCEPT \(I\) WITH RESPECT TO ANY BREACH OF ARTICLE 8 \(CONFIDENTIALITY\), .* AND \(B\) EACH PARTY’S TOTAL LIABILITY TO THE OTHER PARTY UNDER THIS SUPPLY AGREEMENT SHALL NOT EXCEED \[\*\*\*\]\.$/);
  });

  it('session 25: a clause is quoted from its start, not from a reference the line wrapped ("… BREACH OF SECTION" + "11.4 …")', async () => {
    // cuad-dev-15 § 8.2 was quoted from "11.4 [Nondisclosure], NEITHER PARTY WILL BE LIABLE …": chunker v1 began an anchor at
    // the wrapped "11.4", and the exclusion lost its "EXCEPT …" (then, read by session 25's qualifications, was inferred).
    const r = await qOf("Does this agreement limit or exclude a party's liability?", ['cuad-dev-15']);
    const excl = r.claims.find((c) => /NEITHER PARTY WILL BE LIABLE \(WHETHER IN CONTRACT/.test(c.text));
    expect(excl?.text).toMatch(/^EXCEPT TO THE EXTENT AWARDED TO A THIRD PARTY IN A JUDGMENT .* SECTION 11\.4 \[Nondisclosure\], NEITHER PARTY WILL BE LIABLE/);
    expect(excl).toMatchObject({ state: 'supported' });
    expect(excl?.reasons).not.toContain('CARVE_OUT_OMITTED');
  });

  it('session 24: "the licensee" is the party the contract\'s grant licenses, where the contract calls it by name only', async () => {
    // cuad-dev-05: "T&B hereby grants to LEA … the sole and exclusive worldwide right and license"; neither is called licensee
    // or licensor, so "Must the licensee pay royalties?" was refused ("the passages tried say only part of it").
    const r = await qOf('Must the licensee pay royalties?', ['cuad-dev-05']);
    expect(green(r).length).toBeGreaterThan(0);
    // ("T&M" is the contract's own slip.)
    for (const c of green(r)) expect(c.text).toMatch(/LEA (?:will|shall(?: continue to be obligated to)?) pay T&[BM]\b/);
  });

  it('session 24: "either party hereto may terminate … upon six months\' notice" answers whether the company may terminate for convenience', async () => {
    // cuad-dev-17: refused, with nothing under "what would resolve it" ("hereto" hid the subject "Either party").
    const r = await qOf('Can the company terminate for convenience?', ['cuad-dev-17']);
    expect(green(r)[0]?.text).toBe('Either party hereto may terminate this Agreement after the Initial Period upon at least six (6) months’ prior written notice to the other party thereof.');
  });

  it('session 32: a party\'s act asked with no concept for it is answered by a clause that says the act, a denial included', async () => {
    // cuad-dev-13: "Can Licensee sublicense the Licensed Software?" was answered by "As consideration for the Licensee to use
    // the licensed programs and software system …, Licensee shall pay to Licensor the Non Exclusive license fee" (partial).
    const r = await qOf('Can Licensee sublicense the Licensed Software?', ['cuad-dev-13']);
    expect(green(r)[0]?.text).toMatch(/^Licensee may not assign this Agreement or assign, sublicense and\/or transfer in any manner its license rights hereunder/);
    for (const c of r.claims) expect(c.text).not.toMatch(/^I As consideration for the Licensee/);
  });

  it('session 32: a job title is not the "title" of "right, title and interest"', async () => {
    // cuad-dev-20: "What is the Executive's job title?" was green on "… the Executive hereby assigns all right, title and
    // interest in the Company IP to the Company with full title guarantee …" ("Says Executive, title").
    const r = await qOf("What is the Executive's job title?", ['cuad-dev-20']);
    for (const c of green(r)) expect(c.text).not.toMatch(/right, title and interest/);
  });

  it('session 32: "outside the Territory" is not answered by a right to sell in it', async () => {
    // cuad-dev-06: green on "… Distributor may distribute, license and sell up to 20% of the Product … to end-users in the Territory".
    const r = await qOf('Can the Distributor sell outside the Territory?', ['cuad-dev-06']);
    for (const c of green(r)) expect(c.text).toMatch(/outside|other than|beyond/i);
    expect(r.claims.map((c) => c.text)).not.toContain('If it is agreed that Distributor may engage in end user sales, Distributor may distribute, license and sell up to 20% of the Product purchased from WGT directly to end-users in the Territory.');
  });

  it('session 32: who pays is read from the verb, not from a participle or a passive\'s subject', async () => {
    // cuad-dev-12: "Does WPT pay Zynga a royalty?" was green on an audit clause ("… to verify … the Royalties paid hereunder");
    // Zynga pays WPT. A clause in which Zynga pays is no answer about WPT.
    const r = await qOf('Does WPT pay Zynga a royalty?', ['cuad-dev-12']);
    expect(green(r)).toEqual([]);
    expect(r.insufficient?.missing).toEqual(['a clause that says it of WPT']);
  });

  it('session 33: "When does the agreement terminate?" asks when its term ends, not what follows a termination', async () => {
    // cuad-dev-06: green on "In the event of termination, Distributor will: (c) return to WGT within twenty (20) days …"
    // and "Upon the expiration or termination of the Term, the license … will terminate" ("Says what follows termination").
    const r = await qOf('When does the agreement terminate?', ['cuad-dev-06']);
    expect(green(r).map((c) => c.text)).toEqual(['The Term will commence on the Effective Date of this Agreement and will remain in effect, unless sooner terminated under paragraphs 5.2, 5.3, or 5.4, until the termination date specified in Exhibit A.']);
    // Asked inside the question, "when" still asks what follows.
    const after = await qOf('What happens when the agreement is terminated?', ['cuad-dev-06']);
    expect(green(after).map((c) => c.responsiveness?.detail)).toContain('Says what follows termination.');
  });

  it('session 33: "What happens if …?" is answered by what follows, not by the requirement restated', async () => {
    // cuad-dev-07: green on § 4(c) "Licensor agrees that Duval must achieve and maintain Exempt Status …".
    const r = await qOf('What happens if Duval loses his exempt status?', ['cuad-dev-07']);
    for (const c of green(r)) expect(c.text).not.toMatch(/^\(c\) Licensor agrees that Duval must achieve and maintain Exempt Status/);
  });

  it('session 33: "Is the Consultant an employee?" is answered by what the Consultant is, not by whose employees are indemnified', async () => {
    // cuad-dev-04: green on the indemnity "… hold harmless the Company and … their respective directors, officers and employees".
    const r = await qOf('Is the Consultant an employee of the Company?', ['cuad-dev-04']);
    expect(green(r).map((c) => c.text)).toEqual(['Nothing in this Agreement shall in any way be construed to constitute Consultant as an agent, employee or representative of the Company.']);
    // A status is stated, not ordered: "Distributor is an independent contractor, not an employee, agent or franchisee of WGT".
    const agent = await qOf('Is the Distributor an agent of WGT?', ['cuad-dev-06']);
    expect(green(agent)[0]?.text).toBe('Distributor is an independent contractor, not an employee, agent or franchisee of WGT.');
  });

  it('session 33: who pays is the subject of the infinitive, "the obligation of MediaNet … to remit payment"', async () => {
    // cuad-dev-26: "Does the Reseller pay MediaNet?" was green on "All rights granted by MediaNet … to Reseller shall terminate,
    // subject to the continuing obligation of MediaNet Group Technologies to remit payment …": MediaNet pays the Reseller.
    const r = await qOf('Does the Reseller pay MediaNet?', ['cuad-dev-26']);
    expect(green(r)).toEqual([]);
    expect(r.insufficient?.missing).toEqual(['a clause that says it of Reseller']);
    const back = await qOf('Does MediaNet pay the Reseller?', ['cuad-dev-26']);
    expect(green(back)[0]?.text).toBe('MediaNet Group Technologies shall pay Reseller a fee in accordance with the annexed Fee Schedule.');
  });

  it('session 33: "Does the non-compete apply in India?" is answered by the covenant that names India, not by "Gulf India"', async () => {
    // cuad-dev-16: green on § 1(c) "Gulf Oil and Gulf India each agree … not to acquire …" — "India" a party's name there.
    const r = await qOf('Does the non-compete apply in India?', ['cuad-dev-16']);
    expect(green(r)[0]?.text).toMatch(/anywhere in the world, excluding India/);
    for (const c of green(r)) expect(c.text).not.toMatch(/^Gulf Oil and Gulf India each agree/);
  });

  it('session 33: what a question says a party owns is said of that party: "the Agency\'s expenses", "WPT\'s Licensed Property"', async () => {
    // cuad-dev-01: green on "The Agency and MICOA shall pay the cost of their arbitrator and share equally in the expense of
    // the third arbitrator". cuad-dev-12: green on Zynga's licence to WPT, for "Can Zynga sublicense WPT's Licensed Property?".
    const expenses = await qOf("Does MICOA pay the Agency's expenses?", ['cuad-dev-01']);
    for (const c of green(expenses)) expect(c.text).not.toMatch(/cost of their arbitrator/);
    const property = await qOf("Can Zynga sublicense WPT's Licensed Property?", ['cuad-dev-12']);
    expect(green(property)[0]?.text).toMatch(/^Subject to the terms and conditions of this Agreement, WPT grants to Zynga a non-exclusive, non-assignable, non-sublicensable/);
  });

  it("session 33's trial: who indemnifies, assigns or pays is read from the act as a noun, a consent and a defined term", async () => {
    // cuad-dev-24: "Does Shipper indemnify Carrier?" was green on "… Carrier's duty of indemnification shall be in proportion …".
    const indemnify = await qOf('Does Shipper indemnify Carrier?', ['cuad-dev-24']);
    expect(green(indemnify)).toEqual([]);
    expect(indemnify.insufficient?.missing).toEqual(['a clause that says it of Shipper']);
    // cuad-dev-08: "Can AIRSOPURE assign this agreement?" was green on its consent to the franchisee's transfer (§ 12.02 C).
    const assign = await qOf('Can AIRSOPURE assign this agreement?', ['cuad-dev-08']);
    expect(green(assign)[0]?.text).toBe('A. AIRSOPURE shall have the right to transfer or assign all or any part of its rights or obligations in this Agreement to any person or legal entity.');
    for (const c of green(assign)) expect(c.text).not.toMatch(/withhold its consent to a transfer/);
    // cuad-dev-05: "Does T&B pay LEA a royalty?" was green on LEA's statements "… as T&B may reasonably request to verify the
    // Royalty Payments due hereunder"; LEA pays T&B.
    const royalty = await qOf('Does T&B pay LEA a royalty?', ['cuad-dev-05']);
    expect(green(royalty)).toEqual([]);
    // cuad-dev-21: "What is the cap on Sponsor's liability?" was green on "THE LIABILITY OF EXCITE … WILL NOT EXCEED …".
    const cap = await qOf("What is the cap on Sponsor's liability?", ['cuad-dev-21']);
    for (const c of green(cap)) expect(c.text).not.toMatch(/LIABILITY OF EXCITE/);
  });

  it('session 33: a term defined as the "Contract Period" answers how long the agreement lasts (cuad-dev-07)', async () => {
    const r = await qOf('How long is the term of this agreement?', ['cuad-dev-07']);
    expect(green(r)[0]?.text).toBe('"Contract Period" shall mean that period of time commencing on January 1, 2000 and concluding December 31, 2003, unless terminated sooner as provided herein.');
  });

  it('session 33: "Which party bears the cost of an audit?" is answered by who bears it, not by the right to inspect (cuad-dev-02)', async () => {
    const r = await qOf('Which party bears the cost of an audit?', ['cuad-dev-02']);
    expect(green(r)[0]?.text).toMatch(/^Such inspection shall be at the inspecting party's expense/);
    for (const c of green(r)) expect(c.text).not.toMatch(/^Once every 12 months/);
  });

  it("session 34: what a party is asked to pay, and what for, is said by the answer: taxes are no fees, e-centives' revenue share no price for records", async () => {
    // cuad-dev-00: "Does Affiliate pay any fees to Network?" was green on "… Affiliate shall pay and hold harmless Network from, any
    // federal, state or local taxes …". cuad-dev-02: "Does Excite@Home pay e-centives for User Data records?" was green on
    // "Excite@Home will pay e-centives *****% of net revenue … generated from sales of the e-centives package".
    // In both the other party pays: Network pays Affiliate, e-centives pays Excite@Home for the records.
    for (const [question, doc, who] of [
      ['Does Affiliate pay any fees to Network?', 'cuad-dev-00', 'Affiliate'],
      ['Does Excite@Home pay e-centives for User Data records?', 'cuad-dev-02', 'Excite@Home'],
    ] as const) {
      const r = await qOf(question, [doc]);
      for (const c of r.claims) expect(c.responsiveness?.value).not.toBe('responsive');
      expect(r.insufficient?.missing).toEqual([`a clause that says it of ${who}`]);
    }
    // What the clause does say the party pays still answers: "MediaNet Group Technologies shall pay Reseller a fee".
    const fee = await qOf('Does MediaNet pay the Reseller a fee?', ['cuad-dev-26']);
    expect(fee.claims.find((c) => c.responsiveness?.value === 'responsive')?.text).toBe('MediaNet Group Technologies shall pay Reseller a fee in accordance with the annexed Fee Schedule.');
  });

  it("session 34: a party named \"Affiliate\" is no affiliate, and \"the other party\" is the one that does not act (cuad-dev-00, cuad-dev-17)", async () => {
    // "Does Network indemnify Affiliate?" was green on "Affiliate further represents, warrants and covenants to Network …" under
    // "WARRANTIES AND INDEMNITIES": every mention of the party said "affiliates", and the heading lent the indemnity.
    const indemnify = await qOf('Does Network indemnify Affiliate?', ['cuad-dev-00']);
    expect(green(indemnify)[0]?.text).toMatch(/^Without limiting Section 9\(d\), Network shall indemnify, defend and forever hold harmless the Affiliate Indemnitees/);
    for (const c of green(indemnify)) expect(c.text).not.toMatch(/further represents, warrants and covenants/);
    // The heading still lends its concept beside the act asked: "Network shall pay Affiliate … the Affiliate Advertising Share"
    // under "NO FEES; REVENUE SHARE".
    const share = await qOf('Does Network pay Affiliate a share of advertising revenue?', ['cuad-dev-00']);
    expect(green(share)[0]?.text).toMatch(/Network shall pay Affiliate \(i\) the Affiliate Advertising Share/);
    // "Can Affiliate assign … without Network's consent?" was green on "It will not be a breach of this Agreement … if the
    // proposed assignee … does not accept"; the answer is "… by either party without the prior written consent of the other party".
    const assign = await qOf("Can Affiliate assign this agreement without Network's consent?", ['cuad-dev-00']);
    expect(green(assign)[0]?.text).toMatch(/assigned or transferred by either party without the prior written consent of the other party\.$/);
    for (const c of green(assign)) expect(c.text).not.toMatch(/^It will not be a breach/);
    // A trial's missed answer (session 33): refused, "Contractor" missing, on § 9.04 "… without the prior written consent of the
    // other party, except that, without such consent, … (ii) the Company may assign this Agreement to a purchaser …".
    const purchaser = await qOf("Can the Company assign the agreement to a purchaser of its business without Contractor's consent?", ['cuad-dev-17']);
    expect(green(purchaser)[0]?.text).toMatch(/^This Agreement may not be assigned by either party without the prior written consent of the other party, except that/);
  });

  it("session 34: what follows a party's failure is not the duty restated (cuad-dev-02)", async () => {
    // Green on "i) Excite@Home will supply to Application Provider a minimum of ***** Payment-Eligible User Data records …"; § 7(a)(v),
    // "The failure of Excite@Home to deliver at least ***** … shall not be deemed a breach …", is what follows.
    const r = await qOf('What happens if Excite@Home fails to deliver the minimum number of General Program Member User Data records?', ['cuad-dev-02']);
    for (const c of green(r)) expect(c.responsiveness?.value === 'responsive' && /will supply to Application Provider a minimum/.test(c.text)).toBe(false);
    expect(r.insufficient?.tried.some((t) => /fails to\s+deliver at least/.test(t.quote))).toBe(true);
  });

  it('session 34: "the license Nuance grants to Cerence" is Nuance\'s grant, not SpinCo\'s to Nuance (cuad-dev-10)', async () => {
    const r = await qOf('Is the license Nuance grants to Cerence exclusive or non-exclusive?', ['cuad-dev-10']);
    expect(green(r)[0]?.text).toMatch(/Nuance hereby grants to SpinCo and the members of the SpinCo Group a worldwide, non-exclusive/);
    for (const c of green(r)) expect(c.text).not.toMatch(/SpinCo hereby grants to Nuance/);
  });

  it('session 34: a heading that lists topics lends none to a clause about another (cuad-dev-09 § 32)', async () => {
    // Green on § 32.1's termination for default, under "Termination, Change of Control of HealthGate"; § 32.2.2 is the answer.
    const r = await qOf('Can the Publishers terminate if HealthGate undergoes a change of control?', ['cuad-dev-09']);
    for (const c of green(r)) expect(c.text).not.toMatch(/shall at any time be in default/);
    expect([...green(r).map((c) => c.text), ...(r.insufficient?.tried.map((t) => t.quote) ?? [])][0]).toMatch(/^If there is a change in Control of the first party/);
  });

  it('session 34: "after the Distribution" is not answered by what may be done prior to it (cuad-dev-10)', async () => {
    // Green on § 9.02 "This Agreement may be terminated by Nuance at any time … prior to the Distribution"; § 9.01 answers.
    const r = await qOf('Can the agreement be terminated after the Distribution?', ['cuad-dev-10']);
    expect(green(r)[0]?.text).toMatch(/this Agreement may not be terminated except by an agreement in writing signed/);
    for (const c of green(r)) expect(c.text).not.toMatch(/prior to the\s+Distribution/);
  });

  it('session 34: "By when must the Publishers give notice to renew?" is answered by the deadline, not the renewed term (cuad-dev-09 § 17.1)', async () => {
    const r = await qOf('By when must the Publishers give notice to renew?', ['cuad-dev-09']);
    expect(green(r)[0]?.text).toBe('The Publishers shall have the right to renew the term of the Services by notice in writing to HealthGate to be given on or before 30 September 1999.');
  });

  it('session 35: a question that names no circumstance is answered by the rule, not a clause that opens on one (cuad-dev-25 § 4.3)', async () => {
    // Trial 33: green on § 4.4's "For example, if Party B shall pay liquidated damages …, it shall pay additional RMB N to increase
    // the deposit"; then, asked "when", on § 4.5's "If Party B shall increase the deposit …, it shall pay … within 5 working days".
    const r = await qOf('Must Party B pay a deposit, and when?', ['cuad-dev-25']);
    expect(green(r)[0]?.text).toBe('Party B shall first pay a deposit of RMB100,000 to Party A within 5 working days after the signing of this Agreement.');
    for (const c of green(r)) expect(c.text).not.toMatch(/^(?:If|In this case|For example)\b/);
  });

  it('session 35: "where" of a dispute is answered by the place, not by the clause that sends it to arbitration (trial 35)', async () => {
    // cuad-dev-04: green on § 11.1's "… shall be settled by binding arbitration in accordance with the … rules of the American
    // Arbitration Association"; its last sentence names the place.
    const sd = await qOf('Where will arbitration take place?', ['cuad-dev-04']);
    expect(green(sd).map((c) => c.text)).toEqual(['The location of the arbitration shall be in the County of San Diego, California.']);
    // cuad-dev-28: the fallback "If such association is not then in existence, …" was green beside § 14's Denver, Colorado.
    const denver = await qOf('Where are disputes arbitrated?', ['cuad-dev-28']);
    expect(green(denver).length).toBeGreaterThan(0);
    for (const c of green(denver)) expect(c.text).toMatch(/Denver, Colorado/);
    // A place said without its name, or in its body's name, is still the place.
    expect(green(await qOf('Where will arbitration be held?', ['cuad-dev-02']))[0]?.text).toMatch(/held in the county in which Excite@Home has its principal place of business/);
    expect(green(await qOf('Where are disputes arbitrated?', ['cuad-dev-25']))[0]?.text).toMatch(/Beijing Arbitration Commission/);
  });

  it('session 35: a bonus and a cap "at a dollar amount" ask a figure (trial 35: cuad-dev-20 cl. 9, cuad-dev-26 § 7)', async () => {
    const bonus = await qOf('What is the maximum annual bonus the Executive can be considered for?', ['cuad-dev-20']);
    expect(green(bonus)[0]?.text).toMatch(/a bonus equivalent to up to 50% of the Executive.s basic salary\.$/);
    for (const c of green(bonus)) expect(c.text).not.toMatch(/shall not be eligible to be considered for any bonus/);
    // § 7 excludes consequential damages and sets no figure: refused, the exclusion tried.
    const cap = await qOf("Is either party's total liability capped at a dollar amount?", ['cuad-dev-26']);
    expect(green(cap)).toEqual([]);
    expect(cap.insufficient?.tried[0]?.quote).toMatch(/CONSEQUENTIAL/);
  });

  it('session 35: a duty asked of a party is not answered by a clause that binds another and only names it (trial 35)', async () => {
    // cuad-dev-15 § 11.2: "Company will ensure that such policies … name ACSI … as additional insureds" was green.
    const acsi = await qOf('Is ACSI required to maintain insurance?', ['cuad-dev-15']);
    expect(green(acsi)).toEqual([]);
    expect(acsi.insufficient?.reason).toMatch(/another party, not of ACSI/);
    expect(green(await qOf('Is the Company required to maintain insurance?', ['cuad-dev-15']))[0]?.text).toMatch(/^Company will at its expense, prior to the Launch Date obtain/);
    // cuad-dev-16 § 1(b): the Sellers' covenant, "Buyer" said only in "Buyer's capital stock", was green.
    expect(green(await qOf('Is the Buyer subject to a non-compete obligation?', ['cuad-dev-16']))).toEqual([]);
    expect(green(await qOf('Is Gulf Oil bound by a non-compete?', ['cuad-dev-16']))[0]?.text).toMatch(/^Gulf Oil and Gulf India each agree during the Non-Compete Period not to acquire/);
  });

  it('session 35: a lead-in is quoted with its "18.1.1" items, not alone (cuad-dev-20, trial 35)', async () => {
    // Green on "… if in the reasonable opinion of the Company the Executive:", ending at its colon, the grounds unquoted.
    const grounds = await qOf("On what grounds can the Company terminate the Executive's employment without notice?", ['cuad-dev-20']);
    expect(green(grounds)[0]?.text).toMatch(/the Executive: 18\.1\.1 is guilty of gross misconduct; or 18\.1\.2 commits any serious or repeated breach/);
    for (const c of green(grounds)) expect(c.text).not.toMatch(/:$/);
    // Refused for stating no notice: the length is the item "2.1.1 6 weeks' notice".
    const notice = await qOf("How much notice must be given to terminate the Executive's employment?", ['cuad-dev-20']);
    expect(green(notice)[0]?.text).toMatch(/the following minimum advance written notice: 2\.1\.1 6 weeks’ notice;$/);
  });

  it('session 35: a party\'s own act is not refused as said of another party (trial 35 and 33)', async () => {
    // cuad-dev-22 § 9.6, "… shall be assignable, transferable or delegable in whole or in part by MD Anderson".
    expect(green(await qOf('Can MD Anderson assign this Agreement?', ['cuad-dev-22']))[0]?.text).toMatch(/delegable in whole or in part by MD Anderson/);
    // cuad-dev-28 § 1(b), "b. The Professional grants to the Company the exclusive worldwide right and license …".
    expect(green(await qOf('What license does the Professional grant to the Company?', ['cuad-dev-28']))[0]?.text).toMatch(/^The Professional grants to the Company the exclusive worldwide right and license/);
    // cuad-dev-24, "This contract shall not be assigned in whole or in part by either party …, except that a party may assign …".
    expect(green(await qOf('Can Shipper assign the contract to an acquirer of substantially all its assets?', ['cuad-dev-24']))[0]?.text).toMatch(/except that a party may assign this contract to a successor entity/);
  });

  it('session 35: "paid holiday" asks no payment terms, and a passive duty to pay states them (trial 35)', async () => {
    // Both were refused, "payment terms" missing, with the answer first among the passages tried.
    expect(green(await qOf('How many days of paid holiday is the Executive entitled to?', ['cuad-dev-20']))[0]?.text).toMatch(/^The Executive shall be entitled to 28 days. paid holiday in each holiday year/);
    expect(green(await qOf('When are commissions paid to the Agency?', ['cuad-dev-01']))[0]?.text).toMatch(/^Commissions on premiums shall be paid to the Agency within 30 business days/);
  });

  it('session 35: a yes-no question whose figure the clause states otherwise is answered, not in green (trial 36)', async () => {
    const responsive = (r: PinciteResponse) => r.claims.filter((c) => c.responsiveness?.value === 'responsive');
    const sixty = await qOf('Is the cure period for a curable breach sixty days?', ['cuad-dev-05']);
    expect(responsive(sixty)).toEqual([]);
    expect(sixty.claims[0]).toMatchObject({ state: 'supported', responsiveness: { value: 'partial', detail: 'The question asks “sixty days”; the claim says “30-day”, so its answer is no.' } });
    expect(green(await qOf('Is the cure period for a curable breach thirty days?', ['cuad-dev-05']))[0]?.text).toMatch(/not cured within the 30-day period/);
    const delaware = await qOf('Is the Amendment governed by Delaware law?', ['cuad-dev-11']);
    expect(responsive(delaware)).toEqual([]);
    expect(delaware.claims[0]?.responsiveness?.detail).toBe('The question asks “Delaware law”; the claim says “the laws of Japan”, so its answer is no.');
  });

  it('session 35: the maximum of a party\'s liability is its cap, not late-payment interest "at the maximum rate" (trial 36, cuad-dev-06)', async () => {
    const cap = await qOf("What is the maximum amount of WGT's liability?", ['cuad-dev-06']);
    expect(green(cap)[0]?.text).toMatch(/^EXCEPT AS PROVIDED IN PARAGRAPH 15, WGT'S LIABILITY/);
    for (const c of green(cap)) expect(c.text).not.toMatch(/finance charges/);
    // "Within what period …" asks a length: the remedy on a verified defect, which states none, no longer answers.
    const period = await qOf('Within what period must the Distributor report a defective Product to obtain a credit or replacement?', ['cuad-dev-06']);
    for (const c of green(period)) expect(c.text).not.toMatch(/^Upon verification of a defect/);
  });

  it('session 23: a lead-in that names the kinds its items list is quoted with all of them', async () => {
    // cuad-dev-19 § 15(a) "maintain the following policies of insurance in effect: (i) a comprehensive general liability
    // insurance policy …; and (ii) an information and network technology … policy" was quoted with (ii) alone.
    const r = await qOf('Does the distributor have to maintain insurance?', ['cuad-dev-19']);
    const claim = green(r)[0]!;
    expect(claim.text).toMatch(/maintain the following policies of insurance in effect: \(i\) a comprehensive general liability insurance policy, .* and \(ii\) an information and network technology blended liability insurance policy/);
    expect(claim.evidence.length).toBe(3);
  });

  it('session 36: trial 36\'s wrong green answers — the limb, the clause and the party a question asks (each failed before)', async () => {
    const responsive = (r: PinciteResponse) => r.claims.filter((c) => c.responsiveness?.value === 'responsive');
    // The thirty days of cuad-dev-07 § 11(a) are for a default other than payment; a payment has ten.
    const payment = await qOf('Does the Company have thirty days to cure a missed payment before Licensor can terminate?', ['cuad-dev-07']);
    expect(responsive(payment)).toEqual([]);
    expect(payment.claims[0]?.responsiveness?.detail).toBe('The question asks “thirty days”; the claim says “ten (10) days”, so its answer is no.');
    // cuad-dev-17 § 8.01(b) is the payment cure, not § 8.01(a)'s general thirty days.
    const pay = await qOf('Is the cure period for a failure to pay thirty days?', ['cuad-dev-17']);
    expect(responsive(pay)).toEqual([]);
    expect(pay.claims[0]?.text).toMatch(/fails to pay any amounts payable hereunder when due/);
    // The cap of cuad-dev-07 is Licensor's liability to Company, not Company's to Licensor.
    expect(green(await qOf("Is the Company's liability to Licensor capped?", ['cuad-dev-07']))).toEqual([]);
    // cuad-dev-05's FTC indemnity runs from LEA to T&B; the mutual indemnity for breach never names the FTC.
    expect(green(await qOf('Is T&B required to indemnify LEA against FTC actions?', ['cuad-dev-05']))).toEqual([]);
    expect(green(await qOf('Is LEA required to indemnify T&B against FTC actions?', ['cuad-dev-05']))[0]?.text).toMatch(/FTC actions/);
    // Lists read whole: cuad-dev-05 § 11.5's surviving sections, and cuad-dev-08 § 17.02's item (ii) on the next page.
    expect(green(await qOf('Which provisions survive termination of the Agreement?', ['cuad-dev-05']))[0]?.text).toMatch(/^Sections 4\.2; 8 \(Confidentiality\); 10 .* shall survive/);
    expect(green(await qOf('Does AIRSOPURE indemnify the franchisee against claims that Products are defective?', ['cuad-dev-08']))[0]?.text).toMatch(/\(ii\) claims alleging that Products sold or leased by You are defective\.$/);
    // Who acts and what a question is only put with (trial 37): cuad-dev-14 permits the Customer to audit on three business
    // days' notice; "give" is no word cuad-dev-21's "upon no less than thirty (30) days prior written notice" must say.
    expect(green(await qOf("How much notice must the Customer give to audit the Contractor's quality procedures?", ['cuad-dev-14']))[0]?.text).toMatch(/^Contractor shall permit Customer to audit its quality procedures, upon three \(3\) business day advance written notice/);
    expect(green(await qOf("How much advance notice must Excite give to inspect Sponsor's records?", ['cuad-dev-21']))[0]?.text).toMatch(/upon no less than thirty \(30\) days prior written notice/);
    // cuad-dev-21 § 1(d): Excite offers Sponsor the right of first refusal; Excite holds none.
    expect(green(await qOf('Does Excite have a right of first refusal over retail music store sponsorships?', ['cuad-dev-21']))).toEqual([]);
    expect(green(await qOf('Does Sponsor have a right of first refusal over retail music store sponsorships?', ['cuad-dev-21']))[0]?.text).toMatch(/^d\) Excite will offer Sponsor the right of first refusal/);
    // When a notice is deemed given is an event, a time (trial 37): cuad-dev-00's Federal Express, cuad-dev-08's receipt.
    expect(green(await qOf('When is a notice sent by Federal Express deemed received?', ['cuad-dev-00']))[0]?.text).toMatch(/deemed received on the next business day following delivery/);
    expect(green(await qOf('When is a notice under the franchise agreement deemed given?', ['cuad-dev-08']))[0]?.text).toBe('Any notice shall be deemed to have been given at the date and time it is received.');
    // A percentage, a sum and a length after a leading clause, stated otherwise (trial 37): partial, "so its answer is no".
    for (const [question, title] of [
      ['Is the commission on new business policies 15% of the annual premium?', 'cuad-dev-01'],
      ['Is the annual Lead Scaffold fee 20,000 U.S. Dollars?', 'cuad-dev-03'],
      ['After MediaNet approves a prospect registration, does the Reseller have 60 days to complete a proposal?', 'cuad-dev-26'],
    ] as const) {
      const r = await qOf(question, [title]);
      expect(responsive(r)).toEqual([]);
      expect(r.claims[0]?.responsiveness?.detail).toMatch(/so its answer is no\.$/);
    }
    // cuad-dev-29's page captions ("EXHIBIT 99.1 JOINT FILING AGREEMENT") are not the sentence under them.
    // (Since session 41 after the sentence before it, which says what "such statement" is: the Schedule 13G.)
    expect(green(await qOf('Must the Joint Filing Agreement be included as an exhibit to the Schedule 13G?', ['cuad-dev-29']))[0]?.text).toMatch(/The undersigned hereby further agree that this Joint Filing Agreement be included as an exhibit/);
  });

  it('session 37: a defined term the question names is not traded for another; a figure asked needs one stated; an item read with its lead-in; a section asked, not one that refers to it; a defined period where it is defined (each failed before)', async () => {
    // cuad-dev-05: "LEA Work Product" says "Work" and nothing of the Derivative Works T&B owns (trial 37's worst answer).
    // Since session 48 § 2.2's gloss is offered with the sentence it glosses, and answers: T&B owns them.
    const works = await qOf('Who owns the Derivative Works that LEA creates?', ['cuad-dev-05']);
    expect(green(works).map((c) => c.text)).toEqual([expect.stringMatching(/For the avoidance of doubt, T&B shall remain the owner of all right, title and interest in and to the Derivative Works/)]);
    // cuad-dev-10: the "SpinCo Shared Technology Assets" sentence is not the SpinCo Patents licence.
    expect(green(await qOf('Can Nuance sublicense its license under the SpinCo Patents to its contractors?', ['cuad-dev-10']))).toEqual([]);
    // The same question of the term the clause names is answered.
    expect(green(await qOf('Who owns the LEA Work Product?', ['cuad-dev-05']))[0]?.text).toMatch(/LEA shall be the owner of all LEA Work Product/);
    // A figure question is not answered by a clause that states no figure of its kind (trial 37's traps): cuad-dev-14's
    // warranty uses the Warranty Period without saying how long it is; cuad-dev-04's obligations "continue after" termination.
    expect(green(await qOf('Is the Warranty Period for the Products twenty-four months?', ['cuad-dev-14']))).toEqual([]);
    expect(green(await qOf("Do the Consultant's confidentiality obligations end two years after termination?", ['cuad-dev-04']))).toEqual([]);
    // cuad-dev-16 § 2: the e-mail item of a list begun inside the sentence, read with its lead-in; the address block
    // ("Suite 2000") states no time.
    const email = green(await qOf('When is a notice sent by e-mail deemed given?', ['cuad-dev-16']));
    expect(email.map((c) => c.text)).toEqual([expect.stringMatching(/deemed to have been given: \(c\) on the date sent by facsimile or e-mail of a PDF document/)]);
    // cuad-dev-15: the question asks what § 2.8 provides; § 2.4's "subject to the escalation procedure specified in Section
    // 2.8" only refers to it. Every green answer now comes from § 2.8 itself.
    const escalation = green(await qOf('What is the escalation procedure for disputes under Section 2.8?', ['cuad-dev-15']));
    expect(escalation.length).toBeGreaterThan(0);
    for (const c of escalation) expect(c.about?.section?.number).toBe('§ 2.8');
    // cuad-dev-19: the contract defines the Transition-out Period (§ 10(f), sixty Business Days); § 10(e)(iii)'s twenty
    // Business Days run from it. Refused (the definition says "thereafter", no "after termination"), the definition tried first.
    const transition = await qOf('How long is the Transition-out Period after termination?', ['cuad-dev-19']);
    expect(green(transition)).toEqual([]);
    expect(transition.insufficient?.tried[0]?.quote.replace(/\s+/g, ' ')).toMatch(/for a period of sixty \(60\) Business Days thereafter \(the “Transition-out Period”\)/);
  });

  it('session 38: a yes-no question answered no is not green (a figure, a floor, an automatic renewal, a denial in the clause\'s words); whose liability; what an audit costs; a bound on what is asked; survival in other words (each failed before)', async () => {
    // cuad-dev-01 § F.2: "one hundred twenty (120) days" is read as 120, so the 90 days asked is answered no.
    const ninety = await qOf("Can either party terminate this agreement on 90 days' written notice?", ['cuad-dev-01']);
    expect(answer(ninety)).toEqual([]);
    expect(partial(ninety)).toContainEqual(expect.stringMatching(/one hundred twenty \(120\) days.*its answer is no/));
    // cuad-dev-26 § 9.1: a renewal "if agreed by both parties" is no automatic renewal.
    const renews = await qOf('Does the Reseller Agreement automatically renew for successive one-year periods?', ['cuad-dev-26']);
    expect(answer(renews)).toEqual([]);
    expect(partial(renews)).toContainEqual(expect.stringMatching(/only if the parties agree, so its answer is no/));
    // cuad-dev-21 § 14 caps Excite's liability, not the Sponsor's: refused, the cap among the passages tried.
    const sponsor = await qOf("Is the Sponsor's liability capped at the amounts it paid to Excite?", ['cuad-dev-21']);
    expect(answer(sponsor)).toEqual([]);
    expect(sponsor.insufficient?.missing).toEqual(['a clause about Sponsor’s liability']);
    expect(sponsor.insufficient?.tried.map((t) => t.quote)).toContainEqual(expect.stringMatching(/^THE\s+LIABILITY OF EXCITE/));
    // cuad-dev-17 § 2.01: "at least six (6) months" is not "at least 90 days"; cuad-dev-20 cl. 9.1: "up to 50%" not "up to 100%".
    expect(answer(await qOf('Must notice of non-renewal be given at least 90 days before the end of the then-current term?', ['cuad-dev-17']))).toEqual([]);
    // "minimum" and "at least" bound what is asked: cuad-dev-01 § E's insurance, no minimum commitment.
    expect(answer(await qOf('What minimum errors and omissions insurance must the Agency maintain?', ['cuad-dev-01']))[0]?.text).toMatch(/errors and omissions insurance, with minimum limits of \$1,000,000 per incident/);
    expect(answer(await qOf('What product liability insurance limits must the Company maintain?', ['cuad-dev-07']))[0]?.text).toMatch(/product liability insurance with limits no less than Three Million Dollars/);
    // The cost of an audit: who bears it (cuad-dev-13), never an indemnity for "any costs" (cuad-dev-18).
    expect(answer(await qOf("Who bears the cost of an audit of the Licensee's records?", ['cuad-dev-13']))[0]?.text).toMatch(/The cost of the audit will be borne by Licensor unless a discrepancy/);
    for (const c of answer(await qOf('Who pays the cost of an audit of Retail Impressions or CNET Sales?', ['cuad-dev-18']))) expect(c.text).toMatch(/audit/i);
    // cuad-dev-22 § 6.1(b): "shall remain in effect after the termination … for a period of five (5) years" says survival.
    expect(answer(await qOf('How long do the confidentiality obligations survive after termination or expiration?', ['cuad-dev-22']))[0]?.text).toMatch(/shall remain in effect after the termination or expiration of this Agreement for a period of five \(5\) years/);
    // cuad-dev-09 § 5.1: what HealthGate pays is in the sentence where it, "recognising the loss …", pays — not "Such sums …".
    const late = answer(await qOf('What must HealthGate pay if it fails to complete the System development by the System Completion Date?', ['cuad-dev-09']));
    expect(late[0]?.text).toMatch(/1% of the value of\s+the contract/);
    // Trial 39: a plain yes-no question the clause denies in its own words is answered no, in part, with the words.
    const exclusive = await qOf("Is the Distributor's appointment exclusive in the Territory?", ['cuad-dev-06']);
    expect(answer(exclusive)).toEqual([]);
    expect(partial(exclusive)).toContainEqual('The claim says “nonexclusive”, so its answer is no.');
    const consequential = await qOf('Can the Carrier be liable to the Shipper for consequential damages?', ['cuad-dev-24']);
    expect(answer(consequential)).toEqual([]);
    expect(partial(consequential)).toContainEqual('The claim says “In no event shall Carrier be liable”, so its answer is no.');
    expect(answer(await qOf('May the Professional assign this agreement if the Company consents?', ['cuad-dev-28']))).toEqual([]);
  });

  it('session 39: what is paid, whose liability, a place excluded, a denial without consent, a clause in capitals (trials 39 and 40; each failed before)', async () => {
    // What a time of payment is asked of is a word the answer says: not cuad-dev-13's term or rebates for its monthly fee,
    // and cuad-dev-24's invoices, not its cargo claims.
    for (const c of answer(await qOf('By what date must the monthly license fee for each calendar month be paid?', ['cuad-dev-13']))) expect(c.text).toMatch(/\bfees?\b/i);
    expect(answer(await qOf("When are the Carrier's invoices payable?", ['cuad-dev-24']))[0]?.text).toMatch(/payable without discount upon receipt of the invoice/);
    // A level asks a figure: cuad-dev-09 § 32.2's termination right, which states none, is not the answer.
    for (const c of answer(await qOf('What level of shareholding constitutes a Change in Control that allows the other party to terminate?', ['cuad-dev-09']))) expect(c.text).toMatch(/\d\s?%|per\s?cent/i);
    // Whose liability: WGT's cap among kinds of liability (cuad-dev-06 § 18), "COMPANY’S AGGREGATE LIABILITY" (cuad-dev-04
    // § 10), OntoChem's indemnity cap under "Indemnification by OntoChem" (cuad-dev-03 § 8.2) — none is the other party's.
    expect(answer(await qOf("Is the Distributor's liability capped at the compensation paid under the agreement?", ['cuad-dev-06']))).toEqual([]);
    expect(answer(await qOf("Is the Consultant's aggregate liability capped at the amounts paid under this Agreement?", ['cuad-dev-04']))).toEqual([]);
    expect(answer(await qOf("Is Anixa's indemnification obligation capped at the payments it has received under the agreement?", ['cuad-dev-03']))).toEqual([]);
    // "initially" is "first" (cuad-dev-25 § 4.3).
    expect(answer(await qOf('How much deposit must Party B initially pay, and by when?', ['cuad-dev-25']))[0]?.text).toMatch(/Party B shall first pay a deposit of RMB100,000/);
    // cuad-dev-16 § 1(b): "anywhere in the world, excluding India" answers no; § 1(c), whose "Gulf India" is a name, does not answer.
    const india = await qOf("Does the Sellers' non-compete covenant apply to competing business in India?", ['cuad-dev-16']);
    expect(answer(india)).toEqual([]);
    expect(partial(india)).toContainEqual('The claim excludes “India”, so its answer is no.');
    // A denial "without … permission" answers no a question asked without it (cuad-dev-01 § I.8) …
    const agency = await qOf("May the Agency assign this agreement without MICOA's written permission?", ['cuad-dev-01']);
    expect(answer(agency)).toEqual([]);
    expect(partial(agency)).toContainEqual('The claim says “may not assign”, so its answer is no.');
    // … and no question asked plainly: with consent, the Licensee may assign (cuad-dev-13 Article XX).
    const licensee = await qOf('Can the Licensee assign this Agreement?', ['cuad-dev-13']);
    expect(partial(licensee).filter((d) => /answer is no/.test(d))).toEqual([]);
    // A clause in capitals, its party named by its role (cuad-dev-12 § 4(c)).
    const relief = await qOf('Is the non-breaching party entitled to injunctive relief under this Agreement?', ['cuad-dev-12']);
    expect(answer(relief)).toEqual([]);
    expect(partial(relief)).toContainEqual(expect.stringMatching(/IN NO EVENT SHALL THE NON-BREACHING PARTY BE ENTITLED”, so its answer is no/));
  });
  it('session 40: what is owned and what is priced, "no obligation to", a deeming to the opposite, a term asked of a party (trials 40 and 41; each failed before)', async () => {
    // What a question asks who owns is a word the answer says: cuad-dev-02 § 10(b), not § 6(c)(i) on User Data.
    expect(answer(await qOf('Who owns the usage reports that e-centives provides to Excite@Home?', ['cuad-dev-02'])).map((c) => c.text)).toEqual(['b) The usage reports will be co-owned by the parties.']);
    // The revenue asked is from advertising: cuad-dev-02 Exhibit A § 2(b), on Untargeted Offers, is no answer.
    expect(answer(await qOf('Must Excite@Home share with e-centives the revenue from the banner advertising Excite@Home sells on the Co-Branded Application?', ['cuad-dev-02']))).toEqual([]);
    // cuad-dev-10 § 2.01, under "Intellectual Property Assignment Agreements", assigns patents and marks, not the agreement.
    for (const c of answer(await qOf("May Nuance assign this Agreement to one of its Affiliates without SpinCo's consent?", ['cuad-dev-10']))) expect(c.text).not.toMatch(/recordation/);
    // cuad-dev-23's Schedule 1 price is redacted: § 2.10's allocation of the Extract is no answer.
    expect(answer(await qOf('What is the Price of the Extract set out in Schedule 1?', ['cuad-dev-23']))).toEqual([]);
    // cuad-dev-00 § 3(a): "Affiliate shall have no obligation to broadcast the Service over more than one of its Stations".
    const duopoly = await qOf('Is the Affiliate obligated to broadcast the Service over more than one of its Stations in a Duopoly Market?', ['cuad-dev-00']);
    expect(answer(duopoly)).toEqual([]);
    expect(partial(duopoly)).toContainEqual('The claim says “have no obligation to broadcast”, so its answer is no.');
    // cuad-dev-21 § 11(b): "Sponsor will not be obligated to make sponsorship, advertising or exclusivity payments …".
    const n2k = await qOf('During the make-good period after the second year, must N2K keep paying Excite sponsorship and exclusivity fees?', ['cuad-dev-21']);
    expect(answer(n2k)).toEqual([]);
    expect(partial(n2k)).toContainEqual('The claim says “will not be obligated to make sponsorship”, so its answer is no.');
    // cuad-dev-14 § 7.3: an order not confirmed "shall be deemed rejected".
    const order = await qOf('If the Contractor does not confirm a Purchase Order within five working days, is the order deemed accepted?', ['cuad-dev-14']);
    expect(answer(order)).toEqual([]);
    expect(partial(order)).toContainEqual('The claim says “deemed rejected”, so its answer is no.');
    // cuad-dev-27 § 11: "COFS may no longer unilaterally terminate" is COFS's, and a no (it was refused as another party's).
    const cofs = await qOf('May COFS unilaterally terminate the Agreement after STW has exercised its Option to Produce Water and paid the Bonus Payment?', ['cuad-dev-27']);
    expect(answer(cofs)).toEqual([]);
    expect(partial(cofs)).toContainEqual('The claim says “may no longer unilaterally”, so its answer is no.');
    // cuad-dev-13 Art. VII(c): updates "shall be provided to the Licensee … at no additional cost" — to receive is to get.
    expect(answer(await qOf('Will the Licensee receive future non-customized enhancements, updates and new versions of the Software at no additional cost during the term?', ['cuad-dev-13']))[0]?.text).toMatch(/at no additional cost/);
    // A party named as a lawyer names it: "Invasix" and "Flextronics" are cuad-dev-14's "Customer" and "Contractor" (its opening
    // says "Hereinafter referred to as", without brackets), "Tribune" cuad-dev-00's "Tribune Broadcasting Company".
    expect(answer(await qOf('If Invasix places no orders for three months, what must it pay Flextronics?', ['cuad-dev-14']))[0]?.text).toMatch(/Customer has not ordered any Products for a period of three \(3\) months.*Customer shall be liable to pay Contractor/s);
    expect(answer(await qOf('Can Flextronics assign its right to be paid under the agreement to a bank without Invasix\'s consent?', ['cuad-dev-14'])).map((c) => c.text)).toContainEqual(expect.stringMatching(/^Notwithstanding the foregoing, Contractor shall be entitled to assign its rights to be paid hereunder to banks/));
    // cuad-dev-13 Art. XX(a): "a Change of Control of the Licensee" is "any Change of Control", "occurs" is "the occurrence".
    expect(answer(await qOf("What happens to the Licensee's license if a Change of Control of the Licensee occurs without the Licensor's consent?", ['cuad-dev-13']))[0]?.text).toMatch(/^Upon the occurrence of any Change of Control .* shall automatically terminate/s);
  });
  it('session 41: a question after its scene, the rest of the answer in its provision, what lasts, what takes effect later, the same bound, the agreement by its name (trials 42 and 43; each failed before)', async () => {
    // cuad-dev-28 § 1(c): "When …, does the Company have to cover …?" asks the Company's duty, not a time.
    expect(answer(await qOf("When the Professional attends a promotional event at Sport-Haley's request, does the Company have to cover his travel, lodging and meals?", ['cuad-dev-28'])).map((c) => c.text)).toEqual([expect.stringMatching(/the company shall be responsible for the payment of all reasonable travel, lodging and meal expenses/)]);
    // cuad-dev-05 § 11.4: the Sell-Off Period and, a sentence on, what LEA must then cease, quoted together with the gap shown.
    expect(answer(await qOf('Once the license terminates, how long may LEA keep fulfilling customer commitments, and what must it stop doing when that period ends?', ['cuad-dev-05']))[0]?.text).toMatch(/have the right to fulfill commitments made to customers during the Term\. … Upon expiration of the Sell-Off Period, LEA shall immediately cease and desist/);
    // cuad-dev-11 Art. 4: the Amendment "shall terminate without any force or effect" when both SPAs are terminated.
    const amendment = await qOf('If both the VNBJ SPA and the VNBZ SPA are terminated, does this Amendment stay in force?', ['cuad-dev-11']);
    expect(answer(amendment)).toEqual([]);
    expect(partial(amendment)).toContainEqual('The claim says “shall terminate without any force or effect”, so its answer is no.');
    // cuad-dev-07 § 16: the termination takes effect on the 30th day after notice, quoted with the right.
    const duval = await qOf('If Duval fails an officially sanctioned drug test, can Mossimo terminate the agreement with immediate effect?', ['cuad-dev-07']);
    expect(answer(duval)).toEqual([]);
    expect(partial(duval)).toContainEqual(expect.stringMatching(/^The claim says “shall become effective on the 30th day next following/));
    // cuad-dev-05 § 9.3: "within 15 days", not 30.
    const royalties = await qOf("Are LEA's Base Royalties and Marketing Royalties due within 30 days after the end of each month?", ['cuad-dev-05']);
    expect(answer(royalties)).toEqual([]);
    expect(partial(royalties)).toContainEqual('The question asks “30 days”; the claim says “15 days” instead.');
    // cuad-dev-07 § 4(a): a clause that says the fee is paid, not how.
    const installments = await qOf('Is the Annual Fee payable by Mossimo to the Licensor in quarterly installments?', ['cuad-dev-07']);
    expect(answer(installments).filter((c) => !/quarterly/i.test(c.text))).toEqual([]);
    // The agreement named by its name: cuad-dev-21 § 16(b) answers no (New York); cuad-dev-16 § 4(c)'s jury waiver, though the
    // agreement's name is "Non-Competition"; cuad-dev-29's counterparts, "executed" for "signed".
    expect(partial(await qOf('Is the Excite-N2K Sponsorship Agreement governed by California law?', ['cuad-dev-21']))).toContainEqual(expect.stringMatching(/^The question asks “California law”; the claim says “the laws of the State of New York”, so its answer is no\.$/));
    expect(answer(await qOf('Have Quaker and the Sellers waived their right to a jury trial for actions arising out of the Non-Competition Agreement?', ['cuad-dev-16']))[0]?.text).toMatch(/WAIVES ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY/);
    expect(answer(await qOf('May the Joint Filing Agreement be signed in separate counterparts?', ['cuad-dev-29']))[0]?.text).toMatch(/may be executed in any number of counterparts/);
    // cuad-dev-18 § 9.2: "may not be assigned …, except … to any entity that … is under common control" answers the case excepted.
    const outpost = await qOf("Can Cyberian Outpost assign the Promotion Agreement to an entity under common control with it without CNET's consent?", ['cuad-dev-18']);
    expect(answer(outpost)[0]?.text).toMatch(/under common control with such party/);
    expect(partial(outpost).filter((d) => /answer is no/.test(d))).toEqual([]);
    // cuad-dev-26's opening "… under which MediaNet Group Technologies, Inc. … authorizes International Direct Response, Inc. … ("RESELLER")".
    expect(answer(await qOf("May International Direct Response assign the Reseller Agreement to a successor without MediaNet's prior written consent?", ['cuad-dev-26']))[0]?.text).toMatch(/except to a successor/);
    // Once the agreement's name is no word a clause must say, the scope question past it still asks about Japan (cuad-dev-12
    // Basic Provisions § 2 excludes it), and a duty asked "to have to" is the duty of a passive that names the party (cuad-dev-09).
    expect(partial(await qOf('Does the Territory of the WPT-Zynga Joint Content License Agreement cover Japan?', ['cuad-dev-12']))).toContainEqual('The claim excludes “Japan”, so its answer is no.');
    expect(answer(await qOf('Does HealthGate have to answer every e-mail received through the Site within one business day?', ['cuad-dev-09'])).map((c) => c.text)).toEqual(['All e-mails received by HealthGate shall be answered within one business day.']);
    // cuad-dev-17 § 4.01: the Service Fee's percentage is redacted in the filing.
    const fee = await qOf("What percentage of the Company's Gross Invoiced Sales does CCA pay as the Service Fee?", ['cuad-dev-17']);
    expect(answer(fee)).toEqual([]);
    expect(partial(fee)).toContainEqual(expect.stringMatching(/the claim states it redacted \(“\[ \*\* \] percent/));
    // cuad-dev-19 § 7(c): interest runs "from the date such payment was due".
    expect(answer(await qOf('What late-payment interest can Ehave charge CHT on overdue amounts, and from when does it run?', ['cuad-dev-19']))[0]?.text).toMatch(/from the date such payment was due/);
  });

  it('session 42: lengths in hours and minutes and in any unit, a case short of a threshold, a worked example, the scene\'s event, a denial in a condition, a redacted rate, a figure question answered no (trials 42 to 44; each failed before)', async () => {
    // cuad-dev-02 Exh. H § 2(b): "within fifteen (15) minutes", not one hour.
    const hour = await qOf('Does e-centives have one hour to notify Excite@Home of a known and verified unscheduled downtime of the Co-Branded Application?', ['cuad-dev-02']);
    expect(answer(hour)).toEqual([]);
    expect(partial(hour)).toContainEqual('The question asks “one hour”; the claim says “fifteen (15) minutes”, so its answer is no.');
    // cuad-dev-03 § 3.5: the inspection costs shift only for an overpayment of more than five percent.
    const inspection = await qOf("If an inspection of OntoChem's records shows Anixa overpaid pass-through expenses by 3%, does OntoChem have to pay Anixa's inspection fees and expenses?", ['cuad-dev-03']);
    expect(answer(inspection)).toEqual([]);
    expect(partial(inspection)).toContainEqual('The question puts “3%”; the claim holds only for “more than five percent (5%)”, so its answer is no.');
    // cuad-dev-13 Art. V: the worked example (US$10.1 billion at US$7) is not the fee for a month of US$25 billion.
    const fee = await qOf('In a month in which the Licensee trades US$25 billion of Monthly Notional Volume on the Platform, what user fee per US$1 million applies, and to which trades?', ['cuad-dev-13']);
    for (const c of fee.claims) expect(c.text).not.toMatch(/^For example/);
    // cuad-dev-11 Art. 1: the VNBJ Closing's limb is not the VNBZ Closing's.
    // And the VNBZ limb itself says "VNBJ and/or ANRA": the answer is no.
    const closing = await qOf("As of the VNBZ Closing, are references to the 'Companies' in the JV Agreement to be read as meaning VNBZ and ANRA?", ['cuad-dev-11']);
    expect(answer(closing)).toEqual([]);
    expect(partial(closing)).toContainEqual('The question asks “VNBZ and ANRA”; the claim says “VNBJ and/or ANRA”, so its answer is no.');
    // cuad-dev-10 § 6.02 says nothing of a subpoena; § 6.03 does.
    const subpoena = await qOf("If Cerence receives a subpoena for Nuance's Confidential Technical Information, what must it do?", ['cuad-dev-10']);
    for (const c of answer(subpoena)) expect(c.text).toMatch(/subpoena/);
    // cuad-dev-05 § 3.3: "does not exceed" is the condition of T&B's right, not a no.
    const royalty = await qOf("Can T&B terminate the agreement if LEA's monthly Royalty Payment fails to exceed the Minimum Guaranteed Royalty for six consecutive months?", ['cuad-dev-05']);
    expect(partial(royalty).filter((d) => /answer is no/.test(d))).toEqual([]);
    // cuad-dev-20 § 12.1: 28 days' paid holiday, not § 12.2's pro-rating.
    const holiday = await qOf('How much paid holiday is Brett Haumann entitled to each year?', ['cuad-dev-20']);
    for (const c of answer(holiday)) expect(c.text).not.toMatch(/pro rata/);
    // cuad-dev-21 § 7(b): "[****] per year" hides the fee.
    const exclusivity = await qOf('What annual exclusivity fee does N2K pay Excite for being the exclusive online retail music store sponsor?', ['cuad-dev-21']);
    expect(answer(exclusivity)).toEqual([]);
    // cuad-dev-09 § 29.3: a replacement copy after any 6 month period, not twelve: answered no, not refused.
    const escrow = await qOf('Can HealthGate go twelve months without an escrow deposit before it must lodge a replacement copy of the source code?', ['cuad-dev-09']);
    expect(answer(escrow)).toEqual([]);
    expect(partial(escrow)).toContainEqual('The question asks “twelve months”; the claim says “6 month”, so its answer is no.');
  });

  it('session 43: a licence that takes out the asked thing, a sum asked, the document\'s own name (trials 44 and 45; each failed before)', async () => {
    // cuad-dev-10 § 3.01(c) licenses Nuance IP "other than … Nuance Trademarks …": no trademark licence.
    const marks = await qOf("Does the IP Agreement give Cerence a license to use Nuance's trademarks?", ['cuad-dev-10']);
    for (const c of answer(marks)) expect(c.text).not.toMatch(/other than Nuance Patents/);
    expect(partial(marks).some((d) => /^The claim takes out what the question asks about \(“other than Nuance Patents, Nuance Technology Assets, Nuance Trademarks and Nuance Data”\), so its answer is no\.$/.test(d))).toBe(true);
    // cuad-dev-25 § 9.3: RMB10,000 to end it on 15 days' notice — not § 4.6's deposit default, which names no sum.
    const walkAway = await qOf("What must a party pay to terminate the Didi–Hunan Ruixi collaboration agreement on 15 days' written notice?", ['cuad-dev-25']);
    expect(answer(walkAway).map((c) => c.text)).toEqual([expect.stringMatching(/liquidated damages of RMB10,000/)]);
    // cuad-dev-22 § 8.1 and cuad-dev-02 § 15: the agreement's own name is no other term than the clause's "MD Anderson" or
    // "Co-Branded Application".
    const alliance = await qOf('How long does the LBIO–MD Anderson Strategic Alliance Agreement remain in effect?', ['cuad-dev-22']);
    expect(answer(alliance).map((c) => c.text)).toEqual([expect.stringMatching(/^The term of this Agreement commences on the Effective Date and shall continue in effect until the later of/)]);
    const coBranding = await qOf('How long is the term of the e-centives–Excite@Home Co-Branding Agreement?', ['cuad-dev-02']);
    expect(answer(coBranding).map((c) => c.text)).toEqual([expect.stringMatching(/^The term of this Agreement will begin on the Effective Date and will end three \(3\) years/)]);
  });

  it('each part of a question is searched too: "…, and how often must STW calculate what it owes?" reaches § 14(b)\'s 180 days (trial 48 Q42)', async () => {
    // Among the 30 dev contracts the whole question's words rank § 14(b)'s royalty sentence but not the one that sets its
    // 180-day period; the second part's own search finds it, recorded as found by it.
    const r = await qOf('What royalty does STW owe COFS on CRA water produced from the Property and sold, and how often must STW calculate what it owes?', ['cuad-dev-27']);
    const answering = r.claims.filter((c) => c.state === 'supported');
    expect(answering.map((c) => c.text)).toEqual([expect.stringMatching(/seventeen percent \(17%\) royalty/), expect.stringMatching(/calculate the amount owed to COFS every one hundred-eighty \(180\) days/)]);
    expect(r.responsiveness?.parts?.map((p) => p.answeredBy)).toEqual([[answering[0]!.id], [answering[1]!.id]]);
    const trace = matter.db.prepare('SELECT payload FROM audit_events WHERE trace_id = ? AND type = ?').all(r.trace, 'retrieval') as Array<{ payload: string }>;
    const hits = trace.flatMap((e) => (JSON.parse(e.payload) as { hits?: Array<{ retriever: string; sent: boolean; anchor: string }> }).hits ?? []);
    expect(hits.filter((h) => h.retriever === 'question-part' && h.sent).map((h) => h.anchor)).toContain(answering[1]!.evidence[0]!.anchor);
  });

  it('a scene is said by any of its words: "If Sutro and SutroVax disagree … refer it to an independent laboratory, who bears the laboratory\'s fees?" (trial 48 Q35)', async () => {
    // Refused before: the scene's rare words ("disagree", "shipment", "refer", "independent") weighed most, and § 4.3 says
    // "such determination" of them.
    const r = await qOf("If Sutro and SutroVax disagree on whether a shipment conforms and refer it to an independent laboratory, who bears the laboratory's fees?", ['cuad-dev-23']);
    expect(green(r).map((c) => c.text)).toEqual([expect.stringMatching(/^The fees and expenses of the Laboratory making such determination shall be borne by Sutro/)]);
  });

  it('one document named by its kind in lower case asks no word of a clause: "the outsourcing agreement", "the endorsement deal", "the software licence" (trial 48)', async () => {
    const byTitle = new Map(listDocuments(matter.db).map((d) => [d.title, d.id]));
    const one = (t: string) => [byTitle.get(t)!];
    // cuad-dev-17's opening names the "SERVICES OUTSOURCING AGREEMENT"; the words name the document, as the question says them once.
    expect(questionScope(matter.db, 'Does the Company have to keep its insurance in place after the outsourcing agreement terminates?', one('cuad-dev-17')).nameWords).toContain('outsourcing');
    expect(questionScope(matter.db, 'What is the ceiling on the Licensor\'s total liability under the software licence?', one('cuad-dev-13')).nameWords).toContain('software');
    // A word the opening does not say is the question's own.
    expect(questionScope(matter.db, 'Does the Company have to keep its insurance in place after the banana agreement terminates?', one('cuad-dev-17')).nameWords).not.toContain('banana');
    // cuad-dev-13 Art. XIII(b): refused before, "ceiling", "software" and "licence" missing.
    expect(green(await qOf("What is the ceiling on the Licensor's total liability under the software licence?", ['cuad-dev-13']))[0]?.text).toMatch(/^IN NO EVENT SHALL LICENSOR'S AGGREGATE CUMULATIVE TOTAL LIABILITY/);
    // cuad-dev-07 § 20: refused before, "end", "endorsement" and "deal" missing.
    expect(green(await qOf('Does the Licensor have the right to end the endorsement deal if the Company merges with another company?', ['cuad-dev-07']))[0]?.text).toMatch(/^In the event of the merger or consolidation of Company with any other entity, Licensor shall have the right to terminate/);
  });

  it('a lawyer\'s idiom is read in the contract\'s words: "walk away from", "hand … over to", "shut down", "free to", "without getting X\'s agreement" (trial 49)', async () => {
    // cuad-dev-19 § 10(b)(ii): refused before, "walk", "away" and "licence" missing (the opening says "License").
    const walk = await qOf('May CHT walk away from the licence and reseller agreement without cause?', ['cuad-dev-19']);
    expect(answer(walk).map((c) => c.text)).toEqual([expect.stringMatching(/^In addition, CHT may terminate this Agreement and the rights granted hereunder/)]);
    // cuad-dev-04 § 12.2: refused before, "hand", "over" and "getting" missing, then read as another party's "agreement".
    const hand = await qOf("Can the Company hand the consulting agreement over to another party without getting the Consultant's agreement?", ['cuad-dev-04']);
    expect(answer(hand).map((c) => c.text)).toEqual(['Notwithstanding anything to the contrary herein, Company may assign this Agreement without Consultant’s consent.']);
    // cuad-dev-00 § 10(b), "Network retains the right … to discontinue … the Service in its entirety and to terminate …": refused
    // before ("shut", "down", "altogether"); read as no one's right, § 10(a)'s thirty days answered the ninety-day question.
    const shut = await qOf("Is the Network allowed to shut down the Service altogether and terminate the affiliation agreement on ninety days' notice?", ['cuad-dev-00']);
    expect(answer(shut).map((c) => c.text)).toEqual([expect.stringMatching(/^Network retains the right at all times during the Term to discontinue its distribution of the Service in its entirety/)]);
    expect(answer(shut)[0]!.responsiveness?.detail).toBe('Says termination, Network, discontinue, Service, altogether, notice.');
    const ninety = await qOf("Is the Network allowed to terminate the affiliation agreement on ninety days' notice?", ['cuad-dev-00']);
    expect(answer(ninety).map((c) => c.text)).toEqual([expect.stringMatching(/^Network retains the right at all times during the Term/)]);
    // cuad-dev-06 § 5.4(c): "end" read as "terminate" must not make "If the Distributor wants to …" ask what follows a termination.
    const wants = await qOf('If the Distributor wants to end the agreement for convenience, how much notice must it give and what must it pay WGT?', ['cuad-dev-06']);
    expect(answer(wants).map((c) => c.text)).toEqual([expect.stringMatching(/^Upon the occurrence of any of the following, Distributor may terminate the Term by giving WGT written notice/)]);
    // cuad-dev-01 § I.8: refused before ("free", "someone", "else"); its answer is no.
    const free = await qOf("Is the Agency free to assign its agency agreement to someone else without MICOA's written permission?", ['cuad-dev-01']);
    expect(answer(free)).toEqual([]);
    expect(partial(free)).toEqual(['The claim says “may not assign”, so its answer is no.']);
  });

  it('session 48 (trial 48 re-asked): "How long after the agreement ends …?" asks no term, and "thereafter" says the end', async () => {
    // cuad-dev-26 § 9.1's one-year term was green for it once an end was said by "terminated" (not kept); § 13.10 answers.
    const r = await qOf("How long after the agreement ends does the parties' non-disparagement obligation continue?", ['cuad-dev-26']);
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^Each party agrees that, during the Term of this Agreement and for a period of five \(5\) years thereafter, neither will make/)]);
    // And an end said by "terminated" in a list of events is no answer to how long after it something goes on.
    const mirror = await qOf('After the agreement ends, for how long can ACSI require the Company to keep running the Mirror Company Site?', ['cuad-dev-15']);
    for (const c of answer(mirror)) expect(c.text).not.toMatch(/^In the event that \(a\) ACSI has failed to integrate/);
  });
});
