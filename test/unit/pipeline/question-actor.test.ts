import { describe, expect, it } from 'vitest';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';
import { actorActs, askedActObjects, askedActor, askedHolder, askedOwned, holdsRight, askedStatus, partyWordsSaid, saysAct, saysOwned, saysStatus, unsaidActObject, withAliases } from '../../../electron/pipeline/text/question-actor.js';

/**
 * Who acts (question-actor.ts). The clauses are the sample matter's (CUAD v1, The Atticus Project, CC BY 4.0): "Can Excite
 * terminate the sponsorship agreement early?" was answered, in green, by N2K § 11(a), in which Sponsor terminates.
 */
describe('askedActor: the party a question asks about as the one who acts', () => {
  it('reads a name or a role before the act, in any of the ways a right or a duty is asked', () => {
    expect(askedActor('Can Excite terminate the sponsorship agreement early?')).toEqual({ name: 'Excite', act: 'termin' });
    expect(askedActor('May the distributor assign the agreement?')).toEqual({ name: 'distributor', act: 'assign' });
    expect(askedActor('Does WGT have the right to audit the records?')).toEqual({ name: 'WGT', act: 'audit' });
    expect(askedActor('Is the licensee required to maintain insurance?')).toEqual({ name: 'licensee', act: 'maintain', duty: true });
    expect(askedActor('Is MICOA entitled to terminate?')).toEqual({ name: 'MICOA', act: 'termin' });
  });
  it('names no actor where the question names none, or names the agreement', () => {
    expect(askedActor('Can either party terminate for material breach?')).toBeNull();
    expect(askedActor('Can the agreement be assigned?')).toBeNull();
    expect(askedActor('Does the License Agreement allow sublicensing?')).toBeNull();
    // A capitalised word before a preposition names no party that acts (session 29).
    expect(askedActor('What is the Duration of the post-termination non-compete?')).toBeNull();
    expect(askedActor('Is WGT liable for consequential damages?')).toBeNull();
    // Acted on, not acting (session 24): the appointee of an appointment, the payee of a payment.
    expect(askedActor('Is the distributor appointed exclusively?')).toBeNull();
    expect(askedActor('Is Sponsor paid a commission?')).toBeNull();
    expect(askedActor('What law governs this agreement?')).toBeNull();
    expect(askedActor('Can a party assign the agreement?')).toBeNull();
    // A possessive asks about what the party has: the cap on WGT's liability, not an act of WGT's.
    expect(askedActor("Is WGT's liability capped?")).toBeNull();
    // A thing the agreement defines is no party (session 27: "Does the Territory include Japan?" was refused as said "of
    // another party, not of Territory").
    expect(askedActor('Does the Territory include Japan?')).toBeNull();
    expect(askedActor('Does the Licensed Product include software?')).toBeNull();
  });
});

describe('actorActs: the party asked about, or any party, does the act in the clause', () => {
  const excite = askedActor('Can Excite terminate the sponsorship agreement early?')!;
  it('is false where another party does it, though the clause names the one asked about', () => {
    expect(actorActs('If Excite fails to "make good" the shortfall within [****] following the first year end, Sponsor may terminate the Agreement in accordance with Section 11 (b).', excite)).toBe(false);
    const wgt = askedActor('Can WGT terminate the distributor agreement?')!;
    expect(actorActs('Upon the occurrence of any of the following, Distributor may terminate the Term by giving WGT written notice of such termination; (a) the insolvency of WGT', wgt)).toBe(false);
  });
  it('is true where it, or either, each or both parties, act — as subject, or after "by" in the passive', () => {
    expect(actorActs('c) Either party may terminate this Agreement if the other party materially breaches its obligations hereunder', excite)).toBe(true);
    expect(actorActs('In the event of three or more errors, failures or outages of the Content in any thirty (30) day period, Excite may elect to terminate this Agreement upon fifteen days written notice to Sponsor.', excite)).toBe(true);
    expect(actorActs('Each party shall have the right at any time to terminate this Agreement upon written notice', excite)).toBe(true);
    expect(actorActs('This Agreement may be terminated by Excite upon thirty (30) days notice.', excite)).toBe(true);
    expect(actorActs('This Agreement may be terminated by Sponsor upon thirty (30) days notice.', excite)).toBe(false);
  });
  it('has no say where the clause does not word the act at all', () => {
    expect(actorActs('Sponsor will pay Excite [****] per year.', excite)).toBe(true);
  });
});

describe('actorActs: the subject past an aside, and a name a preposition governs (trial 38)', () => {
  const healthgate = askedActor('What must HealthGate pay if it fails to complete the System development by the System Completion Date?')!;
  // cuad-dev-09 § 5.1.
  const LATE = 'If HealthGate fails to complete the System development by the System Completion Date, unless such failure results from the Publishers\' default in performing its obligations under this Agreement or from an extension of time agreed in writing, the Publishers may in their discretion notify HealthGate accordingly, and if such failure is not remedied within 28 calendar days, HealthGate, recognising the loss caused to the Publishers, will on demand from the Publishers pay to the Publishers a sum calculated at the rate of 1% of the value of the contract in respect of every 28 days which elapse from the System Completion Date to the actual date of completion of the System.';
  it('reads "HealthGate, recognising the loss …, will on demand from the Publishers pay" as HealthGate’s payment', () => {
    expect(actorActs(LATE, healthgate)).toBe(true);
    expect(actorActs('Licensee, at its own expense, shall pay all taxes.', askedActor('Does Licensee pay the taxes?')!)).toBe(true);
  });
  it('still reads another party before the aside as the payer', () => {
    expect(actorActs('The Publishers, recognising the loss caused to HealthGate, will on demand from HealthGate pay to HealthGate a sum.', healthgate)).toBe(false);
    expect(actorActs('Licensor, at its own expense, shall pay all taxes.', askedActor('Does Licensee pay the taxes?')!)).toBe(false);
  });
});

describe('actorActs: the trial\'s cases (session 24)', () => {
  const AUDIT = 'Excite may, upon no less than thirty (30) days prior written notice to Sponsor, cause an independent Certified Public Accountant to inspect the records of Sponsor reasonably related to the calculation of such payments.';
  it('an audit is an inspection or an examination, whose modal may stand far before it', () => {
    expect(actorActs(AUDIT, askedActor("Can Sponsor audit Excite's records?")!)).toBe(false);
    expect(actorActs(AUDIT, askedActor("Can Excite audit Sponsor's records?")!)).toBe(true);
  });
  it('"an audit by WGT" is WGT\'s; "either party hereto" is any party', () => {
    const wgt = askedActor("Does WGT have the right to audit the distributor's records?")!;
    expect(actorActs('Upon the request of WGT, the books shall be open to inspection and audit by WGT or its representatives.', wgt)).toBe(true);
    const company = askedActor('Can the company terminate for convenience?')!;
    expect(actorActs('Either party hereto may terminate this Agreement after the Initial Period upon at least six (6) months’ prior written notice to the other party thereof.', company)).toBe(true);
    // "by giving" is how, not who.
    expect(actorActs('Distributor may terminate the Term by giving WGT written notice of such termination.', askedActor('Can WGT terminate the distributor agreement?')!)).toBe(false);
  });
});

describe('actorActs: a grant "hereby" made is its grantor\'s (cuad-dev-10, session 22)', () => {
  const nuance = { name: 'Nuance', act: 'grant' };
  it('reads the party before "hereby" as the one who acts', () => {
    expect(actorActs('Subject to the terms and conditions of this Agreement, as of the Distribution Date, Nuance hereby grants to SpinCo and the members of the SpinCo Group a worldwide, non-exclusive license under the Nuance Patents', nuance)).toBe(true);
    expect(actorActs('Subject to the terms and conditions of this Agreement, as of the Distribution Date, SpinCo hereby grants to Nuance and the members of the Nuance Group a worldwide, non-exclusive license under the SpinCo Patents', nuance)).toBe(false);
  });
});

describe('actorActs: a right a party retains is its own (trial 49, cuad-dev-00 § 10(b))', () => {
  const network = { name: 'Network', act: 'termin' };
  it('reads the party that "retains the right" as the one who acts, as one that "reserves" it', () => {
    const b = "(b) Network retains the right at all times during the Term to discontinue its distribution of the Service in its entirety and to terminate this Agreement and all other affiliates' agreements on at least ninety (90) days' prior notice without any liability therefor to Affiliate.";
    expect(actorActs(b, network, [['Network'], ['Affiliate']])).toBe(true);
    expect(actorActs(b.replace('Network retains', 'Affiliate retains'), network, [['Network'], ['Affiliate']])).toBe(false);
    expect(actorActs('Licensor retains all right, title and interest in the Marks, and Licensee may terminate this Agreement on notice.', { name: 'Licensor', act: 'termin' }, [['Licensor'], ['Licensee']])).toBe(false);
  });
});

describe('askedActor: consent needed for an act asks about the act (trial 50, cuad-scale-278)', () => {
  it('reads the act the consent is needed for', () => {
    expect(askedActor("Does Tripath need Uniquest's consent before assigning the distributor agreement?")).toEqual({ name: 'Tripath', act: 'assign' });
    expect(askedActor('Does the Licensee need the prior written consent of the Licensor to sublicense?')).toEqual({ name: 'Licensee', act: 'sublicens' });
    expect(askedActor("Must Licensee obtain Licensor's approval for advertising?")).toEqual({ name: 'Licensee', act: 'advertis', duty: true });
  });
});

describe('actorActs: a party that "is free to" or "is entitled to" act acts (trial 50, cuad-scale-278 § 21.1)', () => {
  const tripath = { name: 'Tripath', act: 'assign' };
  it('reads the subject before the copula', () => {
    expect(actorActs("Tripath is free to assign this contract without Distributor's consent.", tripath)).toBe(true);
    expect(actorActs('Tripath is entitled to assign this contract.', tripath)).toBe(true);
    expect(actorActs('Distributor is free to assign this contract.', tripath, [['Tripath'], ['Distributor']])).toBe(false);
    expect(actorActs('This Agreement is not assignable by Distributor without prior written consent of Tripath, which will not be unreasonably withheld.', tripath, [['Tripath'], ['Distributor']])).toBe(false);
  });
});

describe('saysOwned: "the books and records of Detto" are Detto\'s (trial 51, cuad-scale-370 § 3.3)', () => {
  it('reads the owner after a second noun', () => {
    const owned = askedOwned("Is PivX entitled to inspect Detto's books and records to check its statements?")!;
    expect(saysOwned('PivX shall have the right, at reasonable times and on reasonable notice, to inspect and audit the books and records of Detto to verify the accuracy of any statements.', owned)).toBe(true);
    expect(saysOwned('Detto shall have the right to inspect and audit the books and records of PivX.', owned, [], null)).toBe(false);
  });
});

describe('the act asked is asked as the question\'s terms read it (trial 50, cuad-scale-064 § 1)', () => {
  it('"have a right to approve" is not answered by a clause that says no approving, though "approve" reads as "consent"', () => {
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null } as const;
    const licence = 'License - Individual grants Lifeway together with its affiliates, subsidiaries, parent companies and their representatives and employees have an unlimited, perpetual, non-exclusive, worldwide and, except as set forth in Section 9, royalty-free, right to use, reuse, publish, reproduce, perform, copy, create derivative works, exhibit, broadcast, and display throughout the world the name, image and likeness of Individual in Marketing Materials (as defined below) in connection with marketing, advertising or otherwise promoting the Lifeway products and/or services.';
    const r = lexicalResponsiveness({ ...base, question: 'Does Ludmila Smolyansky have a right to approve the marketing materials using her likeness before Lifeway publishes them?', claim: licence });
    expect(r.value).not.toBe('responsive');
    // A stem read again is another stem ("rais" → "rai"): "raise" must stay the act asked (trial 50 Q01, cuad-scale-046 § 2(f)).
    const raise = lexicalResponsiveness({ ...base, question: 'How often may the Company raise the product prices?', claim: 'Company shall have no control over or any liability in connection with the price at which Distributor resells the Products, and Distributor shall hold Company harmless.' });
    expect(raise.value).not.toBe('responsive');
  });
});

describe('actorActs reads words, not abbreviations, as the end of a clause', () => {
  it('reads past "Inc." and "U.S." to the modal, and ends a clause at its full stop', () => {
    const excite = askedActor('Can Excite terminate the agreement?')!;
    expect(actorActs('Excite, Inc. may terminate this Agreement on notice.', excite)).toBe(true);
    expect(actorActs('Sponsor, a U.S. corporation, may terminate this Agreement.', excite)).toBe(false);
    expect(actorActs('Excite may assign this Agreement. Sponsor may terminate it.', excite)).toBe(false);
  });
});

describe('actorActs: a participle names no doer (cuad-dev-12, session 32\'s trial)', () => {
  const wpt = askedActor('Does WPT pay Zynga a royalty?')!;
  it('a participle that qualifies a noun, and a passive\'s subject, are no one\'s act', () => {
    expect(actorActs('Zynga shall permit such records to be examined by authorized representatives of WPT, including such independent auditors as WPT may designate, to verify to the extent necessary the Royalties paid hereunder.', wpt)).toBe(false);
    expect(actorActs('The amount shown to be payable to WPT shall be paid simultaneously with the rendition of the respective Royalty Statement.', wpt)).toBe(false);
  });
  it('the doer of a passive is the one after "by", and an active verb\'s is its subject', () => {
    expect(actorActs('All royalties shall be paid by WPT within thirty days.', wpt)).toBe(true);
    expect(actorActs('WPT shall pay to Zynga ten percent of the Net Revenue.', wpt)).toBe(true);
    expect(actorActs('Zynga will pay to WPT ten percent (10%) of the cumulative Net Revenue.', wpt)).toBe(false);
  });
});

describe('actorActs: an infinitive\'s subject is its doer (cuad-dev-26, session 32\'s trial)', () => {
  const reseller = askedActor('Does the Reseller pay MediaNet?')!;
  it('"the obligation of MediaNet … to remit payment" is MediaNet\'s, though "Reseller shall terminate" stands before it', () => {
    expect(actorActs('All rights granted by MediaNet Group Technologies hereunder to Reseller shall terminate, subject to the continuing obligation of MediaNet Group Technologies to remit payment pursuant to the provisions of Section 8.', reseller)).toBe(false);
    expect(actorActs('Subject to the continuing obligation of the Reseller to pay the fees, MediaNet shall terminate the plan.', reseller)).toBe(true);
    expect(actorActs('Subject to the obligation of either party to pay its own fees, MediaNet shall terminate the plan.', reseller)).toBe(true);
    // Without "of", the modal decides: "Glamis will … entertain an offer from Western Copper to acquire …" (cuad-scale-142).
    const copper = askedActor('Does Western Copper acquire assets of Western Silver?')!;
    expect(actorActs('For a period of 30 days from the time of delivery of the Disposition Notice Glamis will, if requested by Western Silver, entertain an offer from Western Copper to acquire the Designated Mineral Property.', copper)).toBe(false);
  });
  it('no name before "to" leaves the modal to decide: "Reseller agrees to pay"', () => {
    expect(actorActs('The Reseller agrees to pay the listed wholesale price.', reseller)).toBe(true);
    expect(actorActs('MediaNet agrees to pay the Reseller.', reseller)).toBe(false);
  });
});

describe('a party\'s status: "Is the Consultant an employee of the Company?" (cuad-dev-04, session 32\'s trial)', () => {
  const consultant = askedStatus('Is the Consultant an employee of the Company?')!;
  it('reads the party and the status asked, and no status where the name is the status or no party is named', () => {
    expect(consultant).toEqual({ name: 'Consultant', noun: 'employe' });
    expect(askedStatus('Is Licensee an agent of Licensor?')).toEqual({ name: 'Licensee', noun: 'agent' });
    expect(askedStatus('Is the Distributor an exclusive distributor?')).toBeNull();
    expect(askedStatus('Is the Territory a country?')).toBeNull();
    expect(askedStatus('Can the Consultant hire an employee?')).toBeNull();
  });
  it('is said by the name, a linking word and the status — not by whose employees a clause lists', () => {
    expect(saysStatus('Nothing in this Agreement shall in any way be construed to constitute Consultant as an agent, employee or representative of the Company.', consultant)).toBe(true);
    expect(saysStatus('Neither party is an employee or agent of the other.', consultant)).toBe(true);
    expect(saysStatus('The Adviser shall not be deemed an employee of the Company.', consultant, ['Adviser'])).toBe(true);
    expect(saysStatus('Consultant agrees to indemnify and hold harmless the Company and its affiliates and subsidiaries and their respective directors, officers and employees from and against all taxes.', consultant)).toBe(false);
    expect(saysStatus('… any negligent act of Consultant or Consultant’s assistants, employees, contractors or agents.', consultant)).toBe(false);
  });
});

describe('what a party owns: "Does MICOA pay the Agency\'s expenses?" (cuad-dev-01, session 32\'s trial)', () => {
  const expenses = askedOwned("Does MICOA pay the Agency's expenses?")!;
  it('reads the owner a possessive names and the noun it owns, strictly when another party acts on it', () => {
    expect(expenses).toEqual({ owner: 'Agency', noun: 'expens', strict: true });
    expect(askedOwned("Can Zynga sublicense WPT's Licensed Property?")).toEqual({ owner: 'WPT', noun: 'properti', strict: true });
    expect(askedOwned("Can Excite limit WGT's liability incurred?")).toEqual({ owner: 'WGT', noun: 'liabil', strict: true });
    expect(askedOwned("What is the Executive's base salary?")).toEqual({ owner: 'Executive', noun: 'salari', strict: false });
    expect(askedOwned("Is a party's liability uncapped?")).toBeNull();
    expect(askedOwned('Does MICOA pay the expenses?')).toBeNull();
  });
  it('strictly, is said as the owner\'s, by its name before the noun, "of" the owner after it, or "its"', () => {
    expect(saysOwned('MICOA will not be responsible for Agency expenses including but not limited to rent.', expenses)).toBe(true);
    expect(saysOwned('MICOA shall reimburse the reasonable expenses of the Agency.', expenses)).toBe(true);
    expect(saysOwned("The Agency's out-of-pocket expenses shall be borne by MICOA.", expenses)).toBe(true);
    expect(saysOwned('The Producer shall bear its own expenses.', expenses, ['Producer'])).toBe(true);
    expect(saysOwned('The Agency and MICOA shall pay the cost of their arbitrator and share equally in the expense of the third arbitrator.', expenses)).toBe(false);
    // A claim that never says the noun is for the other checks to weigh.
    expect(saysOwned('MICOA shall pay the Agency a commission.', expenses)).toBe(true);
  });
  it('otherwise, is not said only as another\'s: "the cap on Sponsor\'s liability" is not Excite\'s (cuad-dev-21, session 33\'s trial)', () => {
    const sponsor = askedOwned("What is the cap on Sponsor's liability?")!;
    expect(sponsor).toEqual({ owner: 'Sponsor', noun: 'liabil', strict: false });
    // Trial 38: "… liability capped at the amounts …" — "at" ends the noun as "to" does.
    expect(askedOwned("Is the Sponsor's liability capped at the amounts it paid to Excite?")).toEqual({ owner: 'Sponsor', noun: 'liabil', strict: false });
    expect(saysOwned('THE LIABILITY OF EXCITE FOR DAMAGES OR ALLEGED DAMAGES HEREUNDER IS LIMITED TO, AND WILL NOT EXCEED, THE AMOUNTS ACTUALLY PAID BY SPONSOR TO EXCITE HEREUNDER.', sponsor)).toBe(false);
    expect(saysOwned("Excite's liability shall not exceed the fees paid.", sponsor)).toBe(false);
    // A clause in capitals (trial 39, cuad-dev-06 § 18): WGT's cap is not the Distributor's.
    const distributor = askedOwned("Is the Distributor's liability capped at the compensation paid under the agreement?")!;
    expect(saysOwned("EXCEPT AS PROVIDED IN PARAGRAPH 15, WGT'S LIABILITY ARISING OUT OF THIS AGREEMENT WILL IN NO EVENT EXCEED THE COMPENSATION PAID TO WGT.", distributor)).toBe(false);
    expect(saysOwned("THE DISTRIBUTOR'S LIABILITY WILL IN NO EVENT EXCEED THE COMPENSATION PAID.", distributor)).toBe(true);
    // …nor when the clause also names kinds of liability, which are no one's: "PRODUCT LIABILITY, STRICT LIABILITY" (§ 18 in full).
    expect(saysOwned("EXCEPT AS PROVIDED IN PARAGRAPH 15, WGT'S LIABILITY(WHETHER IN CONTRACT, WARRANTY, TORT (INCLUDING NEGLIGENCE WHETHER ACTIVE, PASSIVE, IMPUTED), PRODUCT LIABILITY, STRICT LIABILITY OR OTHER THEORY) UNDER THIS AGREEMENT OR WITH REGARD TO ANY PRODUCT OR OTHER ITEMS FURNISHED UNDER THIS AGREEMENT WILL IN NO EVENT EXCEED THE COMPENSATION PAID TO WGT CONCERNING SUCH PRODUCT UNDER THIS AGREEMENT.", distributor)).toBe(false);
    expect(saysOwned("Each party's liability, whether in contract, tort, product liability or strict liability, shall not exceed the fees paid.", distributor)).toBe(true);
    // …nor a word or two before it: "COMPANY’S AGGREGATE LIABILITY" caps no liability of the Consultant's (cuad-dev-04 § 10, trial 40).
    const consultant = askedOwned("Is the Consultant's aggregate liability capped at the amounts paid under this Agreement?")!;
    expect(saysOwned('IN NO EVENT SHALL COMPANY’S AGGREGATE LIABILITY ARISING OUT OF OR IN CONNECTION WITH THIS AGREEMENT EXCEED THE AMOUNTS PAID BY COMPANY TO CONSULTANT UNDER THIS AGREEMENT FOR THE SERVICES, DELIVERABLES OR INVENTION GIVING RISE TO SUCH LIABILITY.', consultant)).toBe(false);
    expect(saysOwned("In no event shall Consultant's aggregate liability exceed the amounts paid.", consultant)).toBe(true);
    // Whose "liable" is: "IN NO EVENT SHALL COMPANY BE LIABLE … UNDER ANY THEORY OF LIABILITY" excludes the Company's (§ 10).
    expect(saysOwned('IN NO EVENT SHALL COMPANY BE LIABLE TO CONSULTANT OR TO ANY OTHER PARTY FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, HOWEVER CAUSED AND UNDER ANY THEORY OF LIABILITY, WHETHER BASED IN CONTRACT, TORT (INCLUDING NEGLIGENCE) OR OTHER THEORY OF LIABILITY.', consultant)).toBe(false);
    expect(saysOwned('IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR CONSEQUENTIAL DAMAGES.', consultant)).toBe(true);
    expect(saysOwned('In no event shall Consultant be liable for consequential damages.', consultant)).toBe(true);
    expect(saysOwned('In no event shall either party be liable for consequential damages, and the liability of either party shall not exceed $1,000,000.', sponsor)).toBe(true);
    expect(saysOwned("Sponsor's liability shall not exceed the fees paid.", sponsor)).toBe(true);
    expect(saysOwned('The Executive shall be paid a basic salary of £448,903 per annum.', askedOwned("What is the Executive's base salary?")!)).toBe(true);
  });
  it('is not said when the clause is silent and its heading says the section is another\'s: "Indemnification by OntoChem" (cuad-dev-03, trial 39)', () => {
    const anixa = askedOwned("Is Anixa's indemnification obligation capped at the payments it has received under the agreement?")!;
    const cap = 'Financial reimbursements claimed according to such indemnification shall not exceed payments received by OntoChem under this contract.';
    const parties = [['Anixa Biosciences, Inc.', 'Anixa'], ['OntoChem GmbH', 'OntoChem']];
    const under = (heading: string) => ({ heading, parties });
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Indemnification by OntoChem'))).toBe(false);
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under("OntoChem's Obligations"))).toBe(false);
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Indemnification by Anixa'))).toBe(true);
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Indemnification by the Parties'))).toBe(true);
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Indemnification'))).toBe(true);
    // A heading "… of <a word>" names a party only if the contract has one by that name: "Limitation of Liability" does not.
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Limitation of Liability'))).toBe(true);
    expect(saysOwned(cap, anixa, ['Anixa Biosciences, Inc.'], under('Choice of Law'))).toBe(true);
    expect(saysOwned(cap, anixa)).toBe(true);
  });
  it('is not said when the clause owes it the other way: "Licensor\'s liability to Company" (cuad-dev-07, trial 36, session 36)', () => {
    const company = askedOwned("Is the Company's liability to Licensor capped?")!;
    const cap =
      "Notwithstanding anything to the contrary herein, in the event Company incurs any expenses, damages or other liabilities (including, without limitation, reasonable attorneys' fees) in connection with the performance or non-performance of any term or provision hereof, Licensor's liability to Company shall not exceed the remuneration, excluding reimbursement of expenses, actually paid to Licensor by Company.";
    expect(saysOwned(cap, company)).toBe(false);
    expect(saysOwned(cap, askedOwned("Is Licensor's liability to the Company capped?")!)).toBe(true);
    expect(saysOwned("Company's liability to Licensor shall not exceed the fees paid, and Licensor's liability to Company shall not exceed $10,000.", company)).toBe(true);
  });
});

describe('actorActs: the act as a noun, a compound or consented to (session 33\'s trial)', () => {
  it('an indemnity is the act "indemnify", and "Carrier\'s duty of indemnification" is Carrier\'s (cuad-dev-24)', () => {
    const shipper = askedActor('Does Shipper indemnify Carrier?')!;
    expect(actorActs("Where personal injury or death or loss of or damage to property arises out of the joint negligence of Carrier and Shipper, Carrier's duty of indemnification shall be in proportion to its allocable share of such joint negligence.", shipper)).toBe(false);
    expect(actorActs('Shipper shall defend, indemnify and hold Carrier harmless from all claims.', shipper)).toBe(true);
  });
  it('what a party consents to is another\'s act (cuad-dev-08)', () => {
    const airsopure = askedActor('Can AIRSOPURE assign this agreement?')!;
    expect(actorActs('C. AIRSOPURE shall not unreasonably withhold its consent to a transfer of any interest in Your Franchise or in this Agreement if the following conditions have been met:', airsopure)).toBe(false);
    expect(actorActs('A. AIRSOPURE shall have the right to transfer or assign all or any part of its rights or obligations in this Agreement to any person or legal entity.', airsopure)).toBe(true);
  });
  it('a noun after a determiner, or a capitalised defined term, is no modal\'s verb; a light verb makes it one (cuad-dev-05)', () => {
    const tb = askedActor('Does T&B pay LEA a royalty?')!;
    expect(actorActs('LEA shall render to T&B a written statement, in such form as T&B may reasonably request, setting forth Cash Sales and such other information as T&B may reasonably request to verify the Royalty Payments due hereunder.', tb)).toBe(false);
    expect(actorActs('LEA shall keep such written records respecting Cash Sales as T&B may reasonably request so that Royalty Payments payable hereunder may be accurately determined.', tb)).toBe(false);
    expect(actorActs('T&B shall make all payments to LEA within 15 days.', tb)).toBe(true);
    expect(actorActs('T&B SHALL PAY LEA THE FEES.', tb)).toBe(true);
  });
  it('a name with "@" is a name, and a compound ("Payment-Eligible") is no act (cuad-dev-02)', () => {
    const excite = askedActor('Does Excite@Home pay e-centives for User Data records?')!;
    expect(excite.name).toBe('Excite@Home');
    expect(saysAct('Excite@Home will supply to e-centives a minimum of ***** Payment-Eligible User Data records.', excite)).toBe(false);
    expect(saysAct('Excite@Home will pay e-centives a share of net revenue.', excite)).toBe(true);
    // A prefix is no compound: "non-sublicensable" says the act denied (cuad-dev-12).
    expect(saysAct('WPT grants to Zynga a non-exclusive, non-assignable, non-sublicensable license.', askedActor("Can Zynga sublicense WPT's Licensed Property?")!)).toBe(true);
  });
});

describe('a grant asked of by its grantor in a relative clause (cuad-dev-10, session 33\'s trial)', () => {
  it('reads "the license Nuance grants to Cerence" as Nuance\'s grant, and SpinCo\'s grant to Nuance as another\'s', () => {
    const actor = askedActor('Is the license Nuance grants to Cerence exclusive or non-exclusive?')!;
    expect(actor).toEqual({ name: 'Nuance', act: 'grant' });
    expect(askedActor('Is the license the licensor grants exclusive?')).toEqual({ name: 'licensor', act: 'grant' });
    expect(askedActor('Is the license granted to the licensee exclusive?')).toBeNull();
    const spinco = { ...actor, aliases: [] };
    expect(actorActs('Subject to the terms and conditions of this Agreement, as of the Distribution Date, SpinCo hereby grants to Nuance and the members of the Nuance Group a worldwide, non-exclusive, fully paid-up, perpetual license', spinco)).toBe(false);
    expect(actorActs('Subject to the terms and conditions of this Agreement, as of the Distribution Date, Nuance hereby grants to SpinCo and the members of the SpinCo Group a worldwide, non-exclusive, fully paid-up, perpetual license', spinco)).toBe(true);
  });
});

describe('who acts, read past coordinated participles and through a name after "The" (trial 35)', () => {
  it('reads the passive\'s "by" past the participles coordinated with the act and "in whole or in part"', () => {
    const personal = 'neither this Agreement nor any right or obligation contained within shall be assignable, transferable or delegable in whole or in part by MD Anderson and MD Anderson shall not … sub-contract';
    expect(actorActs(personal, askedActor('Can MD Anderson assign this Agreement?')!)).toBe(true);
    expect(actorActs('(b) This contract shall not be assigned in whole or in part by either party without the prior written consent of the other', askedActor('Can Shipper assign the contract?')!)).toBe(true);
    expect(actorActs(personal, askedActor('Can LBIO assign this Agreement?')!)).toBe(false);
  });
  it('reads a name after "The" as the subject of its verb, not a determiner\'s noun', () => {
    const asked = askedActor('What license does the Professional grant to the Company?')!;
    expect(actorActs('b. The Professional grants to the Company the exclusive worldwide right and license to use his name', asked)).toBe(true);
    expect(actorActs('b. The Company grants to the Professional the right to use the Company marks', asked)).toBe(false);
  });
});

describe('a duty asked: whose duty the clause states when it does not say the act (trial 35)', () => {
  // cuad-dev-15's and cuad-dev-16's openings, as party-aliases.ts reads them.
  const AUDIBLE = [['Amazon.com Commerce Services, Inc.', 'Amazon.com Commerce Services', 'ACSI'], ['Audible Inc.', 'Audible', 'Company']];
  const QUAKER = [['Quaker Chemical Corporation', 'Quaker Chemical', 'Buyer'], ['Gulf Oil International Limited', 'Gulf Oil International', 'Gulf International'], ['Gulf Oil Lubricants India, Ltd', 'Gulf Oil Lubricants India', 'Gulf India']];
  const INSURED = 'Without limiting the generality of the foregoing, Company will ensure that such policies contain a waiver of subrogation against ACSI, name ACSI and its assignees as additional insureds.';
  it('reads "must", "required to", "subject to" and "bound by" as a duty, and "subject to" with no act', () => {
    expect(askedActor('Must ACSI carry insurance?')).toEqual({ name: 'ACSI', act: 'carri', duty: true });
    expect(askedActor('Is the Buyer subject to a non-compete obligation?')).toEqual({ name: 'Buyer', act: '', duty: true });
    expect(askedActor('Is the Buyer bound by a non-compete?')).toEqual({ name: 'Buyer', act: '', duty: true });
    expect(askedActor('Can ACSI terminate?')?.duty).toBeUndefined();
    // The duty is in the words before the act, not the act itself ("must" read as one).
    expect(askedActor('How much is the Bonus Payment STW must pay COFS?')?.duty).toBeUndefined();
  });
  it('is another party\'s when another party of the document is bound and the one asked about only named', () => {
    expect(actorActs(INSURED, askedActor('Is ACSI required to maintain insurance?')!, AUDIBLE)).toBe(false);
    expect(actorActs(INSURED, askedActor('Is the Company required to maintain insurance?')!, AUDIBLE)).toBe(true);
    // A role the opening did not read as a party's name still names one: "Each Seller agrees".
    const sellers = '(b) Each Seller agrees that for a period … ending two years after the Closing Date, it shall not, other than solely through its direct or indirect ownership of Buyer\'s capital stock, own, manage, operate or control any business which competes with the Business.';
    expect(actorActs(sellers, askedActor('Is the Buyer subject to a non-compete obligation?')!, QUAKER)).toBe(false);
    // Parties joined by "and" are each bound.
    expect(actorActs('Gulf Oil and Gulf India each agree during the Non-Compete Period not to acquire … control of any businesses … competing with the business.', askedActor('Is Gulf India bound by a non-compete?')!, QUAKER)).toBe(true);
    // Any party binds the one asked about.
    expect(actorActs('Each Party will protect the Confidential Information of the other Party.', askedActor('Is ACSI subject to confidentiality obligations?')!, AUDIBLE)).toBe(true);
  });
  it('is not read for a right asked: another\'s duty may be the asked party\'s right', () => {
    expect(actorActs('Company shall keep complete and accurate books, open to ACSI on reasonable notice.', askedActor('Does ACSI have the right to audit the books?')!, AUDIBLE)).toBe(true);
    expect(actorActs(INSURED, { name: 'ACSI', act: 'maintain' }, AUDIBLE)).toBe(true);
  });
});

describe('askedActObjects: what the act is done to, and what for (session 33\'s trial)', () => {
  const words = (q: string) => askedActObjects(q).map((o) => `${o.purpose ? 'for ' : ''}${o.words.join(' ')}`);

  it('reads the object after the act, and a "for" phrase apart from it', () => {
    expect(words('Does Affiliate pay any fees to Network?')).toEqual(['fees']);
    expect(words('Does Excite@Home pay e-centives for User Data records?')).toEqual(['e-centives', 'for User Data records']);
    expect(words('Must Party B pay a deposit, and when?')).toEqual(['deposit']);
  });

  it('keeps coordinated nouns one object, and leaves out party names, times and determiners', () => {
    expect(words('Can the Distributor audit the books and records of WGT?')).toEqual(['books records']);
    // The document's party names are left out where a clause is weighed (unsaidActObject).
    const royalty = askedActObjects('Does the Reseller pay MediaNet a royalty?');
    expect(unsaidActObject(royalty, ['resel', 'pai', 'medianet', 'royalti'], [['MediaNet Group Technologies', 'MediaNet']], () => false)).toEqual({ words: ['royalty'], purpose: false });
    expect(unsaidActObject(royalty, ['resel', 'pai', 'medianet', 'royalti'], [['MediaNet Group Technologies', 'MediaNet']], (t) => t === 'royalti')).toBeNull();
    expect(words('Does the franchisee pay a royalty fee each month?')).toEqual(['royalty fee']);
    // A manner is no object: "early" is how Excite would terminate, not what (the sample matter, session 19's question).
    expect(words('Can Excite terminate the sponsorship agreement early?')).toEqual(['sponsorship agreement']);
    expect(words('Must Licensee supply products promptly?')).toEqual(['products']);
  });

  it('makes a clause in which the party does the act to something else partial, saying what it does not say', () => {
    const tube = [['The TUBE Music Network, Inc.', 'Network'], ['Tribune Broadcasting Company', 'Affiliate']];
    const judge = (question: string, claim: string, parties: string[][] = tube) => lexicalResponsiveness({ question, claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties });
    // cuad-dev-00 § 6(c) and cuad-dev-02 § 3(c), as quoted.
    const taxes = 'Network shall not be liable for, and Affiliate shall pay and hold harmless Network from, any federal, state or local taxes, surcharges, levies or any other charges which are based upon revenues derived by Affiliate.';
    expect(judge('Does Affiliate pay any fees to Network?', taxes)).toMatchObject({ value: 'partial', detail: 'The question asks what Affiliate would pay, “fees”; the claim does not say it.' });
    expect(judge('Does Affiliate pay any taxes?', taxes)).toMatchObject({ value: 'responsive' });
    const share = 'c) Excite@Home will pay e-centives *****% of net revenue (gross revenue less $***** purchase price and cost of sales not to exceed *****% of gross revenues) generated from sales of the e-centives packages.';
    expect(judge('Does Excite@Home pay e-centives for User Data records?', share, [])).toMatchObject({ value: 'partial', detail: 'The question asks what Excite@Home would pay for, “User Data records”; the claim does not say it.' });
  });

  it('reads none for a wh-question, whose object is what it asks, nor for a question that names no actor', () => {
    expect(words('What royalty fee does the franchisee pay each month?')).toEqual([]);
    expect(words('Can a party assign this agreement, or is consent required for assignment?')).toEqual([]);
    expect(words('Is there a minimum purchase commitment?')).toEqual([]);
  });
});

describe('who acts: a party permitted to act, and notice given to act (trial 37, session 36)', () => {
  const clause = 'Contractor shall permit Customer to audit its quality procedures, upon three (3) business day advance written notice to Contractor.';
  it('a party a clause permits to act is the one that acts (cuad-dev-14 § 9.1)', () => {
    expect(actorActs(clause, askedActor("Can the Customer audit the Contractor's quality procedures?")!)).toBe(true);
    expect(actorActs(clause, askedActor("Can the Contractor audit the Customer's quality procedures?")!)).toBe(false);
    expect(actorActs('HealthGate shall allow the Publishers and/or their auditors to audit its books.', askedActor('Can the Publishers audit HealthGate?')!)).toBe(true);
  });
  it('"how much notice must X give to audit" asks about X\'s audit', () => {
    expect(askedActor("How much notice must the Customer give to audit the Contractor's quality procedures?")).toEqual({ name: 'Customer', act: 'audit', duty: true });
    expect(askedActor('Must the Distributor give notice of a defect?')).toEqual({ name: 'Distributor', act: 'give', duty: true });
  });
});

describe('who holds a right: "Does Excite have a right of first refusal …?" (trial 37, cuad-dev-21, session 36)', () => {
  const offer = 'd) Excite will offer Sponsor the right of first refusal to negotiate with Excite for renewal of this sponsorship.';
  it('reads the holder a question asks, and the holder a clause gives the right to', () => {
    expect(askedHolder('Does Excite have a right of first refusal over retail music store sponsorships?')).toBe('Excite');
    expect(askedHolder('Does the Licensee have a right of first refusal if the Licensor sells its assets?')).toBe('Licensee');
    expect(askedHolder('Does either party have a right to audit?')).toBeNull();
    expect(holdsRight(offer, 'Excite')).toBe(false);
    expect(holdsRight(offer, 'Sponsor')).toBe(true);
    expect(holdsRight('During the term of this Agreement, the Licensor shall have the right (the “Right of First Refusal”) to purchase the assets.', 'Licensee')).toBe(false);
    // Any party's, or no holder said: for the other checks.
    expect(holdsRight('Each party shall have the right to audit the other.', 'Company')).toBe(true);
    expect(holdsRight('The right of first refusal expires after ten days.', 'Excite')).toBe(true);
  });
});

describe('a name its owner writes in lower case (trial 40, cuad-dev-02)', () => {
  it('is the actor a question asks of: "e-centives", "eBay"', () => {
    expect(askedActor("May e-centives terminate the agreement on 90 days' written notice?")?.name).toBe('e-centives');
    expect(askedActor('Can eBay assign this agreement?')?.name).toBe('eBay');
    expect(askedActor('May either party terminate this agreement?')?.name).not.toBe('either');
    expect(askedActor('How long does the no-disparagement obligation last?')).toBeNull();
    expect(askedActor('Is a co-branded page required?')).toBeNull();
  });
  it('does not act where the clause gives the right to another party', () => {
    const actor = withAliases(askedActor("May e-centives terminate the agreement on 90 days' written notice?")!, [['Excite@Home', 'Excite'], ['Application Provider', 'e-centives']]);
    const clause = 'In the event that Application Provider is unable and/or unwilling to deliver such additions, or in the event that the parties disagree on the direction of the Co-Branded Application or its integration, Excite@Home may terminate the Agreement with no penalty by providing ninety (90) days written notice.';
    expect(actorActs(clause, actor, [['Excite@Home', 'Excite'], ['Application Provider', 'e-centives']])).toBe(false);
  });
});

describe('the act past how it is done, and a party that may "no longer" act (trial 41, cuad-dev-27 § 11)', () => {
  const cofs = "May COFS unilaterally terminate the Agreement after STW has exercised its Option to Produce Water and paid the Bonus Payment?";
  it('reads "unilaterally terminate" as the act "terminate"', () => {
    expect(askedActor(cofs)).toEqual({ name: 'COFS', act: askedActor('May COFS terminate the Agreement?')!.act });
    expect(askedActor('Can Excite immediately terminate this Agreement?')?.act).toBe(askedActor('Can Excite terminate this Agreement?')?.act);
    // A verb is no adverb: "supply" is the act.
    expect(askedActor('May the Distributor supply Products to others?')?.act).toBe('suppli');
  });
  it('finds COFS the subject of "may no longer … terminate", past a scene another party sets', () => {
    const clause = 'Once STW exercises its Option to Produce Water, and pays COFS its Bonus Payment, COFS may no longer unilaterally terminate this AGREEMENT during the Term.';
    expect(actorActs(clause, askedActor(cofs)!, [['COFS'], ['STW']])).toBe(true);
    expect(actorActs('STW may no longer terminate this AGREEMENT.', askedActor(cofs)!, [['COFS'], ['STW']])).toBe(false);
    // "no" as a determiner still makes a noun of the act: "no terminate" is no verb, "no payments" no one's payment.
    expect(actorActs('Network shall make no payments to Affiliate.', askedActor('Does Affiliate pay Network?')!, [['Network'], ['Affiliate']])).toBe(false);
  });
});

describe('who acts in what a question asks past its scene, a duty "to have to", and a clause whose modal an aside parts from its verb (trial 42)', () => {
  it('reads the actor of the question, not of its scene, and "have to" as a duty', () => {
    expect(askedActor("When the Professional attends a promotional event at Sport-Haley's request, does the Company have to cover his travel, lodging and meals?")).toEqual({ name: 'Company', act: 'cover', duty: true });
    expect(askedActor('If Duval fails a drug test, can Mossimo terminate the agreement?')).toEqual({ name: 'Mossimo', act: 'termin' });
    expect(askedActor('Once the license terminates, how long may LEA keep fulfilling customer commitments?')).toEqual({ name: 'LEA', act: 'fulfil' });
    // "How long does Audible have to cure …?" asks the time Audible is given, no duty of Audible's (trial 39, cuad-dev-15).
    expect(askedActor('How long does Audible have to cure a failure to meet the customer service requirements before ACSI may terminate?')).toBeNull();
  });
  it('finds the Company paying in "the company shall be responsible for the payment of …", and covering is paying', () => {
    const actor = askedActor('Does the Company have to cover his travel?')!;
    const s1c = 'In the event of such requests by the Company, the company shall be responsible for the payment of all reasonable travel, lodging and meal expenses.';
    expect(actorActs(s1c, actor)).toBe(true);
    expect(saysAct(s1c, actor)).toBe(true);
    // Another party bears it.
    expect(actorActs('The Professional shall be responsible for the payment of all travel expenses.', actor)).toBe(false);
    // A lower-case word that is no role the actor goes by names no one.
    expect(actorActs('the distributor shall pay all travel expenses', actor)).toBe(false);
  });
  it('reads "LEA shall, for a period of six (6) months … hereunder, have the right to fulfill" as LEA\'s act (cuad-dev-05 § 11.4)', () => {
    const s114 = 'LEA shall, for a period of six (6) months (“Sell-Off Period”) following the effective date of termination of the license granted by T&B hereunder, have the right to fulfill commitments made to customers during the Term.';
    expect(actorActs(s114, askedActor('How long may LEA keep fulfilling customer commitments?')!)).toBe(true);
    expect(actorActs(s114, askedActor('How long may T&B keep fulfilling customer commitments?')!)).toBe(false);
  });
});

describe('what is kept is retained or maintained; a passive or a possessive names no act of the party (trials 39 and 46)', () => {
  it('reads keeping, retaining, maintaining and preserving as one act', () => {
    const actor = askedActor('Must the Company maintain insurance during the Term?')!;
    expect(actor).toMatchObject({ name: 'Company', act: 'maintain' });
    expect(saysAct('The Company shall keep in force a policy of general liability insurance.', actor)).toBe(true);
    expect(saysAct('Each Party will retain such records for at least three (3) years following expiration or termination of this Agreement.', askedActor('Must Anixa maintain its records?')!)).toBe(true);
  });
  it('"What compensation is the Professional paid?" asks what the Professional is paid, no act of his', () => {
    expect(askedActor('What compensation is the Professional paid?')).toBeNull();
  });
  it('a plural possessive names no actor: "Does the Sellers\' non-compete covenant apply …?" (trial 39, cuad-dev-16)', () => {
    expect(askedActor("Does the Sellers' non-compete covenant apply to competing business in India?")).toBeNull();
    expect(askedActor("Is WGT's liability capped?")).toBeNull();
  });
});

describe('a duty in the passive, no one named to do it (trial 42, cuad-dev-09)', () => {
  it('is the duty of the party the clause names, for a question that asks a duty', () => {
    const clause = 'All e-mails received by HealthGate shall be answered within one business day.';
    expect(actorActs(clause, askedActor('Does HealthGate have to answer every e-mail received through the Site within one business day?')!)).toBe(true);
    // Not of a party the clause does not name, nor for a question that asks no duty.
    expect(actorActs(clause, askedActor('Do the Publishers have to answer every e-mail?')!)).toBe(false);
    expect(actorActs(clause, askedActor('Can HealthGate answer e-mails?')!)).toBe(false);
  });
});

describe('two parties asked of together, and what they are asked to do for how long (trial 46, cuad-dev-03 § 2.7)', () => {
  const q = 'How long must Anixa and OntoChem each keep their records of Research Program activities and Inventions?';
  const records = 'Each Party will retain such records for at least three (3) years following expiration or termination of this Agreement or such longer period as may be required by applicable law or regulation.';
  const fees = 'In consideration for OntoChem’s performance of its activities under the Research Plan, Anixa will: (a) pay OntoChem 100,002 Euros in six (6) equal installments as follows: (i) 16,667 Euros within five (5) days after the Effective Date; and (ii) five (5) installments in the amount of 16,667 Euros on each one-month anniversary of the Effective Date, except that the last such payment will be due within thirty (30) days after completion of all activities under the Research Plan; and';
  it('reads one actor of both names, whose act is keeping (not the aspect of "keep fulfilling")', () => {
    expect(askedActor(q)).toEqual({ name: 'Anixa and OntoChem', act: 'keep', duty: true, aliases: ['Anixa', 'OntoChem'] });
    expect(askedActor('How long may LEA keep fulfilling customer commitments?')).toMatchObject({ name: 'LEA', act: 'fulfil' });
    expect(withAliases(askedActor(q)!, [['Anixa', 'Anixa Biosciences'], ['OntoChem']]).aliases).toEqual(['Anixa', 'OntoChem', 'Anixa Biosciences']);
  });
  it('either party, or each, acting is the actor acting', () => {
    const actor = askedActor(q)!;
    expect(actorActs(records, actor)).toBe(true);
    expect(actorActs('OntoChem shall keep all such records at its offices.', actor)).toBe(true);
    expect(saysAct(records, actor)).toBe(true);
  });
  it('what they keep is an object the claim must say, when the question asks for how long', () => {
    expect(askedActObjects(q)).toEqual([{ words: ['records'], purpose: false }]);
    // A wh-question that asks the object itself still has none.
    expect(askedActObjects('What records must Anixa keep?')).toEqual([]);
  });
  it('the research-fee schedule that names both parties is no answer', () => {
    const base = { heading: 'Research Program Payments', nameWords: ['anixa', 'ontochem'], scopeDocs: null, claimDoc: null, claimTitle: null, parties: [['Anixa'], ['OntoChem']] } as const;
    expect(lexicalResponsiveness({ ...base, question: q, claim: fees })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/records/) });
  });
});

describe('a clause that names no party and says the act in the passive binds whoever it is about (trial 46, cuad-dev-20 § 13.2)', () => {
  const q = 'May Brett Haumann self-certify a sickness absence of up to ten days?';
  const clause = 'Any period of absence of up to five days may be self-certified and any period of absence of more than five days must be supported by doctor’s certificate.';
  const parties = [['Brett Haumann', 'the Executive', 'Executive'], ['Theravance Biopharma UK Limited', 'the Company', 'Company']];
  it('reads "self-certify" as the act, and the actor\'s name as said by a clause that names no party', () => {
    expect(askedActor(q)).toEqual({ name: 'Brett Haumann', act: 'self-certifi' });
    expect(partyWordsSaid(q, clause, parties)).toEqual(['brett', 'haumann']);
  });
  it('not by a clause that names another party, nor by one that does not say the act done', () => {
    expect(partyWordsSaid(q, 'The Company may require a doctor’s certificate for any absence.', parties)).toEqual([]);
    expect(partyWordsSaid(q, 'Any period of absence of more than five days must be supported by doctor’s certificate.', parties)).toEqual([]);
  });
  it('answers no: five days, not ten', () => {
    const base = { heading: 'Sickness', nameWords: ['brett', 'haumann'], scopeDocs: null, claimDoc: null, claimTitle: null, parties } as const;
    expect(lexicalResponsiveness({ ...base, question: q, claim: clause })).toMatchObject({ value: 'partial', detail: expect.stringMatching(/five days.*answer is no/) });
  });
});

describe('who acts past an aside in brackets, parties joined by "and", notice given before the act (trial 47)', () => {
  it('reads "Buyer shall, …, (and Sellers hereby waive … it may have …) be entitled to seek" as the Buyer\'s (cuad-dev-16 § 5)', () => {
    const parties = [['Quaker Chemical Corporation', 'Quaker Chemical', 'Quaker', 'Buyer'], ['Gulf Oil International Limited', 'Gulf International']];
    const actor = withAliases(askedActor('Can Quaker seek an injunction against the Sellers for breach of the Non-Competition Agreement without posting a bond?')!, parties);
    const s5 = 'Accordingly, the parties agree that Buyer shall, in addition to monetary damages incurred by reason of any such breach or potential breach, without the necessity of posting any bond or similar instrument (and Sellers hereby irrevocably waive any right it may have to require the obtaining, furnishing or posting of any such bond or similar instrument) be entitled to seek injunctive relief (including specific performance) against the Sellers for breach of this Agreement.';
    expect(actorActs(s5, actor, parties)).toBe(true);
    expect(actorActs('The Sellers shall be entitled to seek injunctive relief against the Buyer.', actor, parties)).toBe(false);
  });
  it('reads "Reseller and MediaNet Group Technologies may disclose" as the Reseller\'s disclosure too (cuad-dev-26 § 6.2)', () => {
    const parties = [['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies', 'MediaNet'], ['International Direct Response, Inc.', 'International Direct Response', 'RESELLER']];
    const actor = withAliases(askedActor('May International Direct Response disclose the terms of the Reseller Agreement in connection with a public offering of its securities?')!, parties);
    expect(actorActs('In addition, Reseller and MediaNet Group Technologies may disclose the existence and terms of this Agreement in connection with a private or public offering of securities of either party.', actor, parties)).toBe(true);
    expect(actorActs('MediaNet Group Technologies may disclose the terms of this Agreement to its investors.', actor, parties)).toBe(false);
  });
  it('reads notice given before an act as about that act: "give … notice before auditing" asks about the audit (cuad-dev-14 § 9.1)', () => {
    const actor = askedActor("Must Invasix give Flextronics ten business days' written notice before auditing Flextronics's quality procedures?")!;
    expect(actor).toMatchObject({ name: 'Invasix', act: 'audit' });
    const parties = [['INVASIX LTD.', 'INVASIX', 'Customer'], ['FLEXTRONICS ISRAEL LTD.', 'FLEXTRONICS', 'Contractor']];
    expect(actorActs('Contractor shall permit Customer to audit its quality procedures, upon three (3) business day advance written notice to Contractor.', withAliases(actor, parties), parties)).toBe(true);
  });
});

describe('a duty in the passive in a clause that names no party (cuad-dev-17 § 7.03, session 45)', () => {
  it('is the duty of the party asked; a clause that names another party is not', () => {
    const actor = askedActor('How long must the Company keep its insurance after termination?')!;
    expect(actor).toMatchObject({ name: 'Company', act: 'keep', duty: true });
    const parties = [['CCA Industries, Inc.', 'CCA', 'Company'], ['Emerson Group Inc.', 'Emerson HealthCare', 'Contractor']];
    expect(actorActs('Such insurance requirements shall be maintained during the Term and shall continue for a minimum of three years following termination of this Agreement.', withAliases(actor, parties), parties)).toBe(true);
    expect(actorActs('Contractor’s insurance shall be maintained during the Term.', withAliases(actor, parties), parties)).toBe(false);
  });
});

describe('actorActs: "neither party" and "no party" after a phrase that opens the sentence (trial 48)', () => {
  const wpt = { name: 'WPT', act: 'assign' };
  const parties = [['WPT'], ['Zynga']];
  it('cuad-dev-12 § 10(h): "Without the prior written consent of the other party, neither party shall assign …" is WPT\'s assignment too', () => {
    const clause = 'Without the prior written consent of the other party, neither party shall assign or transfer any of its rights or obligations hereunder, in whole or in part, to any third party; except that notice, but no consent shall be required for such assignment or transfer in connection with … a sale of substantially all of the assets of the transferring party.';
    expect(actorActs(clause, wpt, parties)).toBe(true);
    expect(actorActs('Subject to Section 5, no party shall assign any rights.', wpt, parties)).toBe(true);
    expect(actorActs('Subject to Section 5, Zynga shall not assign any rights.', wpt, parties)).toBe(false);
  });
  it('the whole question is answered: "if it sells substantially all of its assets" is said by "a sale of substantially all of the assets"', () => {
    const clause = 'Without the prior written consent of the other party, neither party shall assign or transfer any of its rights or obligations hereunder, in whole or in part, to any third party, and any purported assignment without such prior written consent shall be null and void and of no force and effect; except that notice, but no consent shall be required for such assignment or transfer in connection with an internal reorganization or sale of the transferring party, including by merger or other business combination, or a sale of substantially all of the assets of the transferring party.';
    const r = lexicalResponsiveness({ question: "Can WPT assign the agreement without Zynga's consent if it sells substantially all of its assets?", claim: clause, heading: 'Assignment', nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties });
    expect(r.value).toBe('responsive');
  });
});

describe('actorActs: a party\'s duty named with the act as its noun (trial 48, cuad-dev-24 § 4(b))', () => {
  const clause = "Where personal injury or death or loss of or damage to property arises out of the joint negligence of Carrier and Shipper, Carrier's duty of indemnification shall be in proportion to its allocable share of such joint negligence.";
  const parties = [['Carrier'], ['Shipper']];
  it('"Carrier\'s duty of indemnification" is the Carrier\'s indemnity, not the Shipper\'s', () => {
    expect(actorActs(clause, { name: 'Carrier', act: 'indemnifi', duty: true }, parties)).toBe(true);
    expect(actorActs(clause, { name: 'Shipper', act: 'indemnifi' }, parties)).toBe(false);
  });
  it('answers how much the Carrier must indemnify: "in proportion to its allocable share" is how the amount is reckoned', () => {
    const q = 'Where injury or property damage results from the joint negligence of the Carrier and the Shipper, how much of it must the Carrier indemnify?';
    expect(lexicalResponsiveness({ question: q, claim: clause, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties }).value).toBe('responsive');
  });
});

describe('a right of first refusal set off by a sale of substantially all assets is a change of control (trial 48, cuad-dev-13 Art. XXII)', () => {
  it('answers "If the Licensee receives a bona fide offer for all or substantially all of its assets, does the Licensor have a right of first refusal?"', () => {
    const q = 'If the Licensee receives a bona fide offer for all or substantially all of its assets, does the Licensor have a right of first refusal?';
    const xxii = 'During the term of this Agreement, the Licensor shall have the right (the “Right of First Refusal”), for a period (the "Exercise Period") expiring at 11:59 PM (Eastern Time) on the fifth (5th) business day after the giving of written notice by the Licensee that it has received a bonafide offer from a third party to (ii) purchase all or substantially all of the assets of Licensee; or (ii) to engage in a merger or consolidation in which Licensee is not the surviving corporation.';
    expect(lexicalResponsiveness({ question: q, claim: xxii, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null }).value).toBe('responsive');
  });
});

describe('askedActObjects: a possessive opens the object, an adjective in -ly is no time (trial 49, cuad-dev-04)', () => {
  it('"By what day of each month must the Company pay the Consultant\'s monthly fee?" asks about the monthly fee', () => {
    const q = "By what day of each month must the Company pay the Consultant's monthly fee?";
    expect(askedActor(q)).toMatchObject({ name: 'Company', duty: true });
    expect(askedActObjects(q)).toEqual([{ words: ['monthly', 'fee'], purpose: false }]);
    expect(askedActObjects('Can Sponsor audit the records once a year?')).toEqual([{ words: ['records'], purpose: false }]);
    const termination = 'Upon any termination, all rights and duties of the Company and Consultant toward each other shall cease except: (a) The Company will pay, within thirty (30) days after the effective date of termination, all amounts owing to Consultant for Services completed and accepted by the Company prior to the termination date.';
    const r = lexicalResponsiveness({ question: q, claim: termination, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties: [['Company'], ['Consultant']] });
    expect(r.value).not.toBe('responsive');
  });
});

describe('actorActs, session 48: a promise denied with an auxiliary, parties offered as "either … or" (trial 51)', () => {
  it('reads who does not agree, and each of "either ITS or COMWARE"', () => {
    const vnue = askedActor('Is VNUE obliged to use BookingEntertainment.com as its only promoter?')!;
    expect(actorActs('It is understood that VNUE does not agree to use BookingEntertainment.com exclusively as its Promoter, and that Promoter shall not be held liable', vnue)).toBe(true);
    const its = withAliases(askedActor('Is International Test Systems able to terminate the Comware distributor agreement without cause?')!, [['INTERNATIONAL TEST SYSTEMS', 'ITS'], ['COMWARE TECHNICAL SERVICES', 'COMWARE']]);
    expect(actorActs('TERMINATION: except as specifically described elsewhere in this agreement, either ITS or COMWARE shall have the right to terminate this Agreement with 30 days written notice', its)).toBe(true);
    // "or" without "either" joins no subjects: "Distributor or its agents shall" is not ITS's act.
    expect(actorActs('COMWARE or its agents shall have the right to terminate this Agreement with 30 days written notice', its)).toBe(false);
  });
});

describe('a party named by the leading words of its name (session 51)', () => {
  // cuad-scale-054's opening, as party-aliases.ts reads it.
  const parties = [['SMART RX SYSTEMS, INC.', 'SMART RX SYSTEMS', 'SMART', 'Company', 'Licensor'], ['A3 DEVELOPMENT GROUP, LLC', 'A3 DEVELOPMENT GROUP', 'Distributor', 'Licensee']];
  const clause = 'These records shall be available for examination during normal business hours by accountants representing the other Party, who shall be entitled to perform an audit and to make copies and extracts.';
  it('"Smart RX" is SMART RX SYSTEMS, said by "the other Party" beside the actor that examines', () => {
    const words = partyWordsSaid("Can A3 Development Group send its accountants in to examine Smart RX's records about the products?", clause, parties);
    // (A3, which acts, is said by "Each Party shall keep …", the sentence before; "the other Party" is the one that does not.)
    expect(words).toEqual(['smart', 'rx']);
  });
  it('two words at least: a word of a name that is not its short name names no one', () => {
    // "Development" is no leading part of "A3 DEVELOPMENT GROUP"; "A3" alone is no name the opening gives.
    expect(partyWordsSaid('Can A3 examine the Development records?', clause, parties)).toEqual([]);
  });
});
