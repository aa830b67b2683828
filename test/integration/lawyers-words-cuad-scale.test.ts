import { describe, expect, it } from 'vitest';
import { ask } from '../../electron/pipeline/ask/ask.js';
import { configurePipeline } from '../../electron/pipeline/ask/configure.js';
import type { PinciteResponse } from '../../shared/response.js';
import { cuadScaleMatter } from '../helpers/ingest.js';

/**
 * Trial 50's questions over contracts of cuad-scale's tuning half (CUAD v1, The Atticus Project, CC BY 4.0), put as a lawyer
 * puts them: each failed before session 47 — three green answers that did not answer, and refusals of the clause in hand.
 */
const answer = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value === 'responsive');
const green = (r: PinciteResponse) => r.claims.filter((c) => c.state === 'supported' && c.responsiveness?.value !== 'not_responsive');

describe('a lawyer\'s question in the lawyer\'s words, over cuad-scale contracts (trials 50 and 51)', () => {
  const m = cuadScaleMatter(['cuad-scale-054', 'cuad-scale-072', 'cuad-scale-106', 'cuad-scale-158', 'cuad-scale-186', 'cuad-scale-276', 'cuad-scale-278', 'cuad-scale-296', 'cuad-scale-340', 'cuad-scale-360', 'cuad-scale-370']);
  const q = async (title: string, question: string) => ask(m.matter, question, await configurePipeline({}), { docs: [m.ids.get(title)!] });

  it('"how is … adjusted?" asks how it changes: § 3(b)\'s 3% a year, not § 3(a)\'s base-year fee', async () => {
    const r = await q('cuad-scale-072', "After the 2016 base year, how is Roanoke Gas's total annual franchise fee adjusted?");
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/base year total annual Franchise Fee increased by three \(3\) percent compounded annually/)]);
  });

  it('"How large is the … fee?" asks an amount: a fee "specified in Schedule 3" is not one', async () => {
    const r = await q('cuad-scale-158', 'How large is the annual sponsorship fee that Newegg pays Allied?');
    expect(green(r)).toEqual([]);
    expect(r.insufficient?.missing).toEqual(['an amount or how it is calculated']);
  });

  it('"Does Tripath need Uniquest\'s consent before assigning …?" asks about Tripath\'s assignment, not the Distributor\'s', async () => {
    // § 21.1: "This Agreement is not assignable by Distributor without prior written consent of Tripath" was green for it.
    const r = await q('cuad-scale-278', "Does Tripath need Uniquest's consent before assigning the distributor agreement?");
    for (const c of green(r)) expect(c.text).not.toMatch(/^This Agreement is not assignable by Distributor/);
  });

  it('a warranty "to be free from defects … for a period of ninety (90) days" is a warranty and says how long it lasts', async () => {
    const r = await q('cuad-scale-276', "How long does Snotarator's warranty against defects in the products last?");
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^Company further warrants all Products to be free from defects in material or workmanship under normal use and service for a period of ninety \(90\) days/)]);
  });

  it('"…, and what must a party do before it can bring legal proceedings …?" is a part of its own: each part its clause', async () => {
    const r = await q('cuad-scale-158', "Which state's law governs the Newegg-Allied sponsorship agreement, and what must a party do before it can bring legal proceedings against the other?");
    expect(green(r).map((c) => c.text)).toEqual([expect.stringMatching(/laws of the State of California/), expect.stringMatching(/^Before any Party \(the “Complaining Party”\) may bring any legal proceeding against the other/)]);
    expect(r.responsiveness?.parts?.map((p) => p.answeredBy.length)).toEqual([1, 1]);
  });

  it('"…, and how quickly must Aduro pay an invoice?" asks a time: the rate per hour answers the first part only', async () => {
    const r = await q('cuad-scale-186', 'What hourly rate does Aduro pay IREYA, and how quickly must Aduro pay an invoice?');
    expect(green(r).map((c) => c.text)).toEqual(['Aduro shall pay Consultant for the Services at the rate of €500 per hour.', expect.stringMatching(/within thirty days after receiving the invoice\.$/)]);
    expect(answer(r)).toEqual([]);
    expect(r.responsiveness?.parts?.map((p) => p.answeredBy.length)).toEqual([1, 1]);
  });

  it('"the Hertz trademark licence" names the Trademark License Agreement: "end" it without cause is § 3.1\'s right on notice', async () => {
    const r = await q('cuad-scale-106', 'Is either party allowed to end the Hertz trademark licence without cause?');
    expect(answer(r).map((c) => c.text)).toEqual(["Either Party may terminate this Agreement by giving the other Party thirty (30) days' prior written notice."]);
  });

  it('"the Burger King franchisee" is the Franchisee, not a party named Burger King', async () => {
    const r = await q('cuad-scale-296', 'How much general liability insurance does the Burger King franchisee have to carry?');
    expect(answer(r)[0]?.text).toMatch(/^Franchisee agrees to carry at its expense during the Term of this Agreement Comprehensive General Liability insurance/);
  });

  it('trial 51: "What happens … if InnerScope undergoes a change of control?" is answered by what follows, not by when one occurs', async () => {
    const r = await q('cuad-scale-360', 'What happens to the manufacturing agreement if InnerScope undergoes a change of control?');
    expect(answer(r).map((c) => c.text)).toEqual(['In the event of a Change of Control (as defined below) this Agreement shall immediately terminate.']);
  });

  it('trial 51: a cap asked "for claims other than bodily injury …" is not answered in green by the bodily-injury limb', async () => {
    const r = await q('cuad-scale-340', "What is the cap on a party's liability under the maintenance agreement for claims other than bodily injury, property damage or wilful misconduct?");
    for (const c of answer(r)) expect(c.text).not.toMatch(/\(a\) FOR BODILY INJURY OR DEATH/);
  });

  it('trial 51: "… inspect Detto\'s books and records to check its statements?" is § 3.3\'s audit of "the books and records of Detto"', async () => {
    const r = await q('cuad-scale-370', "Is PivX entitled to inspect Detto's books and records to check its statements?");
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/^PivX shall have the right, at reasonable times and on reasonable notice, to inspect and audit the books and records of Detto/)]);
  });

  it('"rolling over into a renewal term" is renewing: § 12.1\'s notice of intention not to renew', async () => {
    const r = await q('cuad-scale-054', 'How much advance notice does a party have to give to stop the Smart RX distributor agreement from rolling over into a renewal term?');
    expect(answer(r).map((c) => c.text)).toEqual([expect.stringMatching(/shall be automatically extended for one \(1\) year periods after the Initial Term/)]);
  });
});
