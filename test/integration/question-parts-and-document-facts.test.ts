import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDocx } from '../../electron/audit/word/answer-docx.js';
import { formatResponse } from '../../electron/cli/ask.js';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import { listDocuments } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import { formatAnswerMarkdown } from '../../shared/format-markdown.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

/**
 * Session 29, on real CUAD dev contracts with the offline defaults. A question that asks two things is answered part by
 * part, and the answer says which part no claim answers (session 27's trial: cuad-dev-08's royalty clause answered "When
 * are royalty fees due and what interest applies to delinquent fees?" alone, marked responsive; cuad-dev-09's acceptance
 * question was refused). A question about the document itself — its name, date, parties — is answered from its opening
 * (the review table's Document Name column was green on clauses about trademarks' names in 323 of 467 contracts).
 */
const DEV = [1, 6, 8, 9, 14, 17, 19] as const;

const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
const supported = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported');

describe('questions that ask two things, and questions about the document itself (CUAD dev contracts)', () => {
  const tmp = tempDir();
  let matter: Matter;
  const qOf = async (question: string, title: string) => {
    const id = listDocuments(matter.db).find((d) => d.title === title)!.id;
    return ask(matter, question, await configurePipeline({}), { docs: [id] });
  };

  beforeAll(async () => {
    matter = openMatter(tmp.dir);
    const out = await ingest(matter, DEV.map(cuadPdf));
    expect(out.every((o) => o.status === 'ok')).toBe(true);
  }, 300_000);
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  it('"When are royalty fees due and what interest applies to delinquent fees?": § 3.01.F for each part, each claim partial, both parts answered', async () => {
    const r = await qOf('When are royalty fees due and what interest applies to delinquent fees?', 'cuad-dev-08');
    const [due, interest] = supported(r);
    expect(due?.text).toMatch(/shall be due and payable monthly by the seventh day of each month/);
    expect(interest?.text).toMatch(/^Delinquent fees shall bear interest at a rate of the lower of: \(i\) one and one-half percent \(1\.5%\) per month/);
    expect(due?.responsiveness).toMatchObject({ value: 'partial', answersParts: [0] });
    expect(interest?.responsiveness).toMatchObject({ value: 'partial', answersParts: [1] });
    expect(r.responsiveness?.parts).toEqual([
      { text: 'When are royalty fees due', answeredBy: [due!.id] },
      { text: 'what interest applies to delinquent fees', answeredBy: [interest!.id] },
    ]);
  });

  it('"How long is acceptance testing, and what if the System fails again?" (refused since session 27) is answered by § 9.1 and § 9.4', async () => {
    const r = await qOf('How long is acceptance testing, and what if the System fails again?', 'cuad-dev-09');
    expect(r.status).toBe('answered');
    const byPart = r.responsiveness!.parts!.map((p) => p.answeredBy.map((id) => r.claims.find((c) => c.id === id)!.about?.section?.number));
    expect(byPart).toEqual([['§ 9.1'], ['§ 9.4']]);
  });

  it('"Warranty period and Customer\'s remedy for a defective Product?": the period\'s definition (twelve months) and the remedy, neither taken for the whole answer', async () => {
    const r = await qOf("Warranty period and Customer's remedy for a defective Product?", 'cuad-dev-14');
    expect(green(r)).toEqual([]);
    const texts = supported(r).map((c) => c.text);
    expect(texts).toContainEqual(expect.stringMatching(/“Warranty Period” shall mean twelve \(12\) months/));
    expect(texts).toContainEqual(expect.stringMatching(/Customer’s sole remedy, is for Contractor, at its option, to promptly repair or replace such Product/));
    expect(r.responsiveness!.parts!.every((p) => p.answeredBy.length > 0)).toBe(true);
  });

  it('a part no claim answers is named, in the app\'s words, in the CLI, answer.md and Word alike', async () => {
    // § 16.03 states the non-compete's two years and its 25-mile radius; nothing in the franchise agreement says who pays a
    // breach's legal fees in a currency.
    const r = await qOf('How long is the post-termination non-compete, and what royalty is due in euros?', 'cuad-dev-08');
    const note = 'The question asks two things; no supported claim answers “what royalty is due in euros”. Ask it on its own to see the passages tried.';
    expect(r.status).toBe('answered');
    expect(r.responsiveness?.parts?.[1]).toEqual({ text: 'what royalty is due in euros', answeredBy: [] });
    expect(formatResponse(r)).toContain(note);
    expect(formatAnswerMarkdown(r)).toContain('no supported claim answers “what royalty is due in euros”');
    const docx = strFromU8(unzipSync(answerDocx({ question: 'q', createdAt: new Date().toISOString(), response: r, titles: {}, matter: 'm' }))['word/document.xml']!);
    expect(docx).toContain('no supported claim answers “what royalty is due in euros”');
    // Word says a claim answers in part, as the app does.
    expect(docx).toContain('(answers in part: Answers “How long is the post-termination non-compete”');
  });

  it('two parts each asking a length, answered by two sentences of § 3(d): both shown, and the answer says each part is answered (trial 46 Q31)', async () => {
    // The sentence giving Ehave fifteen Business Days to correct a failure says CHT and acceptance too, but states one length:
    // it stood for both parts, and CHT's ten days were never shown.
    const r = await qOf('How long does CHT have to perform acceptance tests on the Ehave Companion Solution, and how long does Ehave then have to correct a reported failure?', 'cuad-dev-19');
    const [tests, correct] = supported(r);
    expect(tests?.text).toMatch(/CHT shall have ten \(10\) Business Days to perform the acceptance tests/);
    expect(correct?.text).toMatch(/within fifteen \(15\) Business Days unless an extension is granted by CHT/);
    expect(tests?.responsiveness).toMatchObject({ value: 'partial', answersParts: [0] });
    expect(correct?.responsiveness).toMatchObject({ value: 'partial', answersParts: [1] });
    const note = 'The question asks two things; no one claim answers them all, but each is answered by a claim of its own: “How long does CHT have to perform acceptance tests on the Ehave Companion Solution” (§ 3(d)) and “how long does Ehave then have to correct a reported failure” (§ 3(d)).';
    expect(formatResponse(r)).toContain(note);
    expect(formatAnswerMarkdown(r)).toContain('each is answered by a claim of its own');
    const docx = strFromU8(unzipSync(answerDocx({ question: 'q', createdAt: new Date().toISOString(), response: r, titles: {}, matter: 'm' }))['word/document.xml']!);
    expect(docx).toContain('each is answered by a claim of its own');
  });

  it('"What is the name of this contract?" is its title, green; "Who are the parties?" and "What is the date?" its preamble', async () => {
    for (const [title, name] of [['cuad-dev-06', 'DISTRIBUTOR AGREEMENT'], ['cuad-dev-09', 'ELECTRONIC JOURNAL SOFT WARE DEVELOPMENT, HOSTING AND MANAGEMENT AGREEMENT'], ['cuad-dev-17', 'SERVICES OUTSOURCING AGREEMENT']] as const) {
      const r = await qOf('What is the name of this contract?', title);
      expect(green(r).map((c) => c.text)).toEqual([name]);
      expect(r.claims).toHaveLength(1);
    }
    const parties = green(await qOf('Who are the parties to this contract?', 'cuad-dev-06'))[0];
    expect(parties?.text).toMatch(/by and between WatchGuard Technologies, Inc\., a Delaware corporation \("WGT"\), and European Micro \("Distributor"\)\.$/);
    const micoa = green(await qOf('Who are the parties to this contract?', 'cuad-dev-01'))[0];
    expect(micoa?.text).toMatch(/^Mutual Insurance Corporation of America, .* agree as follows:$/);
    const dated = green(await qOf('What is the date of this agreement?', 'cuad-dev-17'))[0];
    expect(dated?.text).toMatch(/^This Services Outsourcing Agreement \(this “Agreement”\) is made as of January 20, 2014/);
    const effective = green(await qOf('On what date is this agreement effective?', 'cuad-dev-06'))[0];
    expect(effective?.text).toMatch(/effective as of November 5, 1997/);
  });

  it('the opening is retrieved as such, on the record: a question about the document reads it, recorded as "document-opening"', async () => {
    const r = await qOf('What is the name of this contract?', 'cuad-dev-06');
    const trace = matter.db.prepare('SELECT payload FROM audit_events WHERE trace_id = ? AND type = ?').all(r.trace, 'retrieval') as Array<{ payload: string }>;
    const hits = trace.flatMap((e) => (JSON.parse(e.payload) as { hits?: Array<{ retriever: string; sent: boolean }> }).hits ?? []);
    expect(hits.some((h) => h.retriever === 'document-opening' && h.sent)).toBe(true);
  });

  it('"Who are the parties?" of a contract whose preamble is set as a list is refused with its opening listed, not "no content words"', async () => {
    const r = await qOf('Who are the parties to this contract?', 'cuad-dev-14');
    expect(r.status).toBe('insufficient_evidence');
    expect(r.insufficient?.reason).toMatch(/^The document’s opening does not name its parties the way a preamble does/);
    expect(r.insufficient?.missing).toEqual(['a preamble that names the parties']);
    expect(r.insufficient?.coverage?.passagesTried[0]?.text).toMatch(/TURN - KEY MANUFACTURING AGREEMENT/);
  });
});
