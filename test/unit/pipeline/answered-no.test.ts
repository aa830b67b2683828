import { describe, expect, it } from 'vitest';
import { askedNamesAfter, askedPolarity, namedInstead, saysNo } from '../../../electron/pipeline/text/answered-no.js';

/** What a claim answers a question no with, or null. */
const no = (question: string, claim: string) => saysNo(askedPolarity(question), claim);

describe('saysNo: a plain yes-no question the claim denies in its own words (trial 39)', () => {
  it('reads a denial of what is asked: "nonexclusive", "may not be assigned", "In no event shall Carrier be liable"', () => {
    // cuad-dev-06 § 2.1, cuad-dev-28 § 9, cuad-dev-24 § 4, cuad-dev-28 § 5, cuad-dev-11 Article 1.d.
    expect(no("Is the Distributor's appointment exclusive in the Territory?", 'WGT hereby appoints Distributor as a nonexclusive distributor of the Product to resellers in the Territory during the Term')).toBe('nonexclusive');
    expect(no('May the Professional assign this agreement if the Company consents?', 'This Agreement may not be assigned by the Professional under any circumstances.')).toBe('may not be assigned');
    expect(no('Can the Carrier be liable to the Shipper for consequential damages?', 'In no event shall Carrier be liable for any lost profits or special, indirect or consequential damages.')).toBe('In no event shall Carrier be liable');
    expect(no('Is the Professional prevented from endorsing products other than golf apparel?', 'the Professional shall not be prevented from using the Professional name in connection with any product other than golf apparel')).toBe('shall not be prevented');
    expect(no('Does the termination of the JV Agreement release the Veoneer Parties from liability?', 'the termination of the JV Agreement shall not release any Veoneer Party from liability for the breach')).toBe('shall not release');
  });
  it('takes a restriction asked for what it is: "shall not compete" answers "Is a party restricted from competing?" yes', () => {
    expect(no('Is a party restricted from competing?', 'Distributor shall not compete with Licensor in the Territory.')).toBeNull();
    expect(no('Does the agreement prohibit assignment?', 'Licensee may not assign this Agreement.')).toBeNull();
    expect(no('Is a party restricted from competing?', 'Distributor shall not be restricted from competing.')).toBe('shall not be restricted');
    // "capital" is no cap: the question asks of its own words.
    expect(no('Must the Company repay the capital?', 'The Company shall not repay the capital.')).toBe('shall not repay');
  });
  it('leaves alone a denial in a condition or a proviso, a word also said un-negated, a subject, and a question that is no plain yes-no', () => {
    expect(no('Can Licensee terminate if Licensor fails to cure?', 'Licensee may terminate this Agreement if Licensor does not cure within 30 days.')).toBeNull();
    expect(no("Does this agreement limit or exclude a party's liability?", 'The cumulative liability of the parties shall not exceed the fees paid; provided, however, in no event shall this limitation apply to indemnification.')).toBeNull();
    expect(no("Does this agreement limit or exclude a party's liability?", 'In no event shall this limitation apply to fraud.')).toBeNull();
    expect(no('Is the Licensee liable for the costs?', 'Licensee shall be liable for costs, but Licensee shall not be liable for taxes.')).toBeNull();
    expect(no('Can a party assign this agreement, or is consent required for assignment?', 'Neither party may assign this Agreement.')).toBeNull();
    expect(no('Is the license non-exclusive?', 'Licensor grants a non-exclusive license.')).toBeNull();
    expect(no('What law governs the agreement?', 'This Agreement shall not be governed by the laws of Delaware.')).toBeNull();
    expect(no('Is the license exclusive?', 'Licensor grants an exclusive license.')).toBeNull();
  });
  it('reads a denial "without consent" as a no only to a question that asks it without consent (trial 40)', () => {
    const clause = 'Licensee may not assign this Agreement without Licensor\'s prior written consent.';
    // Assigning with consent is allowed: neither question is answered no.
    expect(no('Can Licensee assign this Agreement?', clause)).toBeNull();
    expect(no("May Licensee assign this Agreement with Licensor's consent?", clause)).toBeNull();
    expect(no('May Licensee assign this Agreement if Licensor consents?', clause)).toBeNull();
    // cuad-dev-01 § I.8: asked without the permission the clause requires, the answer is no.
    expect(no("May the Agency assign this agreement without MICOA's written permission?", 'Agency may not assign this Agreement without the written permission of MICOA or its successors or assigns.')).toBe('may not assign');
  });
  it('reads a clause in capitals, and a party named by its role, as written (cuad-dev-12 § 4(c), trial 40)', () => {
    expect(no('Is the non-breaching party entitled to injunctive relief under this Agreement?', 'IN NO EVENT SHALL THE NON-BREACHING PARTY BE ENTITLED TO EQUITABLE OR INJUNCTIVE RELIEF OF ANY KIND.')).toBe('IN NO EVENT SHALL THE NON-BREACHING PARTY BE ENTITLED');
    expect(no('Is the non-breaching party entitled to injunctive relief under this Agreement?', 'The non-breaching party shall be entitled to injunctive relief.')).toBeNull();
    expect(no('Is the license non-exclusive?', 'Licensor grants a non-exclusive license.')).toBeNull();
  });
  it('reads a cap at a part of what was paid, and a restraint on more than a number, as a no (trial 40)', () => {
    // cuad-dev-13 § 10.1, cuad-dev-18 § 5.
    const total = "Is the Licensor's aggregate liability capped at the total amount the Licensee has paid?";
    expect(no(total, "IN NO EVENT SHALL LICENSOR'S AGGREGATE CUMULATIVE TOTAL LIABILITY UNDER THIS AGREEMENT EXCEED ONE HALF OF THE AMOUNT PAID BY THE LICENSEE TO LICENSOR.")).toBe('ONE HALF OF THE AMOUNT PAID');
    expect(no('Is liability limited to the fees paid?', 'Liability shall not exceed two (2) times the fees paid hereunder.')).toBe('two (2) times the fees paid');
    expect(no('Is liability limited to the fees paid?', 'Liability shall not exceed fifty percent (50%) of the fees paid hereunder.')).toBe('fifty percent (50%) of the fees paid');
    expect(no(total, 'Liability shall not exceed the amount paid by the Licensee.')).toBeNull();
    expect(no(total, 'Liability shall not exceed one hundred percent (100%) of the amount paid by the Licensee.')).toBeNull();
    expect(no('Is liability capped at half of the fees paid?', 'Liability shall not exceed one half of the fees paid.')).toBeNull();
    const cnet = 'Is CNET prohibited from entering into any agreement to promote a Competing Computer Products Retailer during the Term?';
    expect(no(cnet, 'During the Term, CNET will not enter into more than two other agreements under which CNET receives consideration from a Competing Computer Products Retailer.')).toBe('will not enter into more than two other agreements');
    expect(no(cnet, 'During the Term, CNET will not enter into any agreement with a Competing Computer Products Retailer.')).toBeNull();
  });
  it('reads "non-" as a denial only in an adjective: "nonpayment" and "non-renewal" are things, not a no (session 38 review)', () => {
    expect(no('Can Licensor terminate if Licensee fails to pay?', 'Licensor may terminate this Agreement for nonpayment by Licensee.')).toBeNull();
    expect(no('Does the agreement renew automatically?', 'The Agreement renews automatically unless either party gives notice of non-renewal.')).toBeNull();
    expect(no('Is a party liable for the performance of its Affiliates?', 'Each party is liable for any non-performance by its Affiliates.')).toBeNull();
    expect(no('Is the license transferable?', 'Licensor grants a personal, non-transferable license.')).toBe('non-transferable');
    expect(no('Are the fees refundable?', 'All fees paid are nonrefundable.')).toBe('nonrefundable');
  });
  it('reads "no obligation to" and a deeming to the opposite as a no, past the scene the question sets (trial 41)', () => {
    // cuad-dev-00 § 3(a): the Affiliate "shall have no obligation to broadcast", though the sentence lets it choose a Station that "shall broadcast".
    const duopoly = 'In the event Affiliate owns more than one Station in any DMA (a “Duopoly Market”), then Affiliate, at its option, shall have the right to determine which of its Stations in such DMA shall broadcast the Service; it being understood that Affiliate shall have no obligation to broadcast the Service over more than one of its Stations in any particular DMA.';
    expect(no('Is the Affiliate obligated to broadcast the Service over more than one of its Stations in a Duopoly Market?', duopoly)).toBe('have no obligation to broadcast');
    expect(no('Is the Licensor under a duty to maintain the Marks?', 'Licensor is under no duty to maintain the Marks.')).toBe('under no duty to maintain');
    expect(no('Is the Affiliate obligated to broadcast the Service?', 'Affiliate shall broadcast the Service, and Network shall have no obligation to pay for it.')).toBeNull();
    // cuad-dev-21 § 11(b): "will not be obligated to make sponsorship … payments" — what is not owed, past "make" (trial 42).
    const n2k = 'Sponsor will not be obligated to make sponsorship, advertising or exclusivity payments to Excite during the "make good" period after the second year of the Agreement, but Sponsor will continue to make revenue sharing payments.';
    expect(no('During the make-good period after the second year, must N2K keep paying Excite sponsorship and exclusivity fees?', n2k)).toBe('will not be obligated to make sponsorship');
    expect(no('Must N2K keep making revenue sharing payments?', n2k)).toBeNull();
    // cuad-dev-14 § 7.3: the scene ("If the Contractor does not confirm …") negates nothing asked; "deemed rejected" answers "deemed accepted?" no.
    const order = 'Contractor shall accept or reject (in writing summarizing the rejection causes) each Purchase Order according to its terms (including the delivery date) within five (5) working days of receipt of such order, if an order has not been confirmed within such period it shall be deemed rejected.';
    expect(no('If the Contractor does not confirm a Purchase Order within five working days, is the order deemed accepted?', order)).toBe('deemed rejected');
    expect(no('If the Contractor does not confirm a Purchase Order within five working days, is the order deemed rejected?', order)).toBeNull();
    expect(no('If the Licensor does not answer within ten days, is the request deemed approved?', 'Any request not answered within ten days shall be deemed to have been denied.')).toBe('deemed to have been denied');
  });
  it('reads "may no longer" as a denial (trial 41, cuad-dev-27 § 11)', () => {
    const clause = 'Once STW exercises its Option to Produce Water, and pays COFS its Bonus Payment, COFS may no longer unilaterally terminate this AGREEMENT during the Term.';
    expect(no('May COFS unilaterally terminate the Agreement after STW has exercised its Option to Produce Water?', clause)).toBe('may no longer unilaterally');
    expect(no('May COFS terminate the Agreement?', clause)).toBe('may no longer unilaterally terminate');
  });
});

describe('a denial in the condition the question puts is no "no" (trial 44, cuad-dev-05 § 3.3)', () => {
  const s33 = 'Further, during the Term, except as otherwise provided herein, neither T&B nor any of its Affiliates may (1) offer to sell or sell any product or service that is the same or similar to the Products in the Exclusive Field of Use; provided, however, that T&B, in its sole and absolute discretion, shall have the right to terminate this Agreement, including all rights and licenses granted to LEA herein, if and as of the date that any monthly Royalty Payment (as defined in 9.3, below) payable to T&B does not exceed the Minimum Guaranteed Royalty for six (6) consecutive months.';
  it('reads "does not exceed" in a condition past a parenthetical with a comma, and a condition the question puts after what it asks', () => {
    expect(no("Can T&B terminate the agreement if LEA's monthly Royalty Payment fails to exceed the Minimum Guaranteed Royalty for six consecutive months?", s33)).toBeNull();
    expect(no('Can T&B terminate the agreement?', 'T&B may terminate if any Royalty Payment (as defined in 9.3, below) payable to T&B does not exceed the minimum.')).toBeNull();
  });
  it('still reads a denial of what is asked before the question\'s condition', () => {
    expect(no('Can Licensee assign this Agreement if Licensor is acquired?', 'Licensee may not assign this Agreement.')).toBe('may not assign');
    expect(no('May the Professional assign this agreement if the Company consents?', 'This Agreement may not be assigned by the Professional under any circumstances.')).toBe('may not be assigned');
  });
  it('reads a condition put with "when" as one too: the one list of conditions (lengths-said.ts CONDITION_PUT)', () => {
    expect(no('May the Licensee sublicense the Software when the Licensor does not object?', 'The Licensee may not sublicense the Software.')).toBe('may not sublicense');
  });
});

describe('what a question asks lasts, what it asks done at once, and the case a denial excepts (trials 42 and 43)', () => {
  it('answers "does this Amendment stay in force?" no where the Amendment "shall terminate without any force or effect" (cuad-dev-11 Art. 4)', () => {
    const art4 = 'This Amendment shall only become effective upon the VNBJ Closing with respect to Article 1.1 and the VNBZ Closing with respect to Article 1.2, and shall terminate without any force or effect in the event that the VNBJ SPA and the VNBZ SPA are terminated.';
    expect(no('If both the VNBJ SPA and the VNBZ SPA are terminated, does this Amendment stay in force?', art4)).toBe('shall terminate without any force or effect');
    expect(no('Will the licence survive the expiration of the Term?', 'The licence shall automatically expire at the end of the Term.')).toBe('shall automatically expire');
    // What ends is another thing than the one asked about.
    expect(no('Does the confidentiality obligation survive termination?', 'This Agreement shall terminate on December 31, 2020.')).toBeNull();
    // An end in a condition answers nothing.
    expect(no('Does the licence remain in force?', 'If the Licensee does not pay, the licence shall terminate.')).toBeNull();
  });
  it('answers "… with immediate effect?" no where the act takes effect later, not where the claim says it is immediate (cuad-dev-07 § 16)', () => {
    const s16 = 'Company shall have the right to terminate this Agreement upon written notice to Licensor if Duval fails an officially sanctioned drug test. Any termination pursuant to this paragraph shall become effective on the 30th day next following the date of receipt by Licensor of Company\'s written notice to so terminate.';
    expect(no('If Duval fails an officially sanctioned drug test, can Mossimo terminate the agreement with immediate effect?', s16)).toBe('shall become effective on the 30th day next following the date of');
    expect(no('Can the Licensor terminate immediately?', 'Licensor may terminate this Agreement upon thirty (30) days prior written notice.')).toBe('upon thirty (30) days prior written notice');
    expect(no('Can the Licensor terminate immediately?', 'Licensor may terminate this Agreement immediately upon written notice, or on thirty (30) days notice for convenience.')).toBeNull();
    expect(no('Can the Licensor terminate the agreement?', s16)).toBeNull();
  });
  it('reads no denial whose exception names the case asked (cuad-dev-18 § 9.2)', () => {
    const s92 = 'This Agreement may not be assigned by either party, except (a) to the transferee of substantially all of the business operations of such party (whether by asset sale, stock sale, merger or otherwise), or (b) to any entity that controls, is controlled by or is under common control with such party.';
    expect(no("Can Cyberian Outpost assign the Promotion Agreement to an entity under common control with it without CNET's consent?", s92)).toBeNull();
    expect(no('Can the Company assign this Agreement to a competitor?', s92)).toBe('may not be assigned');
  });
});

describe('namedInstead: the names a claim gives where the question names others (trial 43, cuad-dev-11 Art. 1(b))', () => {
  const q = "As of the VNBZ Closing, are references to the 'Companies' in the JV Agreement to be read as meaning VNBZ and ANRA?";
  const b = 'b.As of the VNBZ Closing, … all references to “Company” or “Companies” in the JV Agreement … shall read and be interpreted to mean VNBJ and/or ANRA except as the context otherwise requires.';
  it('reads the names after the question\'s last verb, and the claim\'s after the same verb', () => {
    expect(askedNamesAfter(q)).toMatchObject({ said: 'VNBZ and ANRA', names: ['VNBZ', 'ANRA'] });
    expect(namedInstead(askedNamesAfter(q), b)).toEqual({ asked: 'VNBZ and ANRA', said: 'VNBJ and/or ANRA' });
  });
  it('leaves alone a claim that names each asked name there, or names none after the verb', () => {
    expect(namedInstead(askedNamesAfter(q), b.replace('VNBJ and/or ANRA', 'VNBZ and/or ANRA'))).toBeNull();
    expect(namedInstead(askedNamesAfter(q), b.replace('VNBJ and/or ANRA', 'VNBZ, VNBJ and ANRA'))).toBeNull();
    expect(namedInstead(askedNamesAfter(q), 'All references to the Companies shall be read as references to the surviving entities.')).toBeNull();
  });
  it('reads no names after a preposition, nor in an open question', () => {
    expect(askedNamesAfter('Does the license extend to Canada and Mexico?')).toBeNull();
    expect(askedNamesAfter('Which entities are references to the Companies read as meaning?')).toBeNull();
    expect(askedNamesAfter('Can Licensee assign the Agreement?')).toBeNull();
  });
});

describe('saysNo, session 48: a promise denied, a consent required (trials 50 and 51)', () => {
  it('reads a promise denied by the act promised (cuad-scale-150 § 12)', () => {
    expect(no('Is VNUE obliged to use BookingEntertainment.com as its only promoter?', 'It is understood that VNUE does not agree to use BookingEntertainment.com exclusively as its Promoter, and that Promoter shall not be held liable for the actions of third parties')).toBe('does not agree to use');
  });
  it('reads a consent the question would do without, required (cuad-scale-104 § 11.7)', () => {
    // As the question is read (question-idioms.ts: "without needing" is "without").
    const q = "Could Empirical Ventures go through a merger without PSiTech's consent under the licence?";
    const claim = "Licensee shall not assign or otherwise transfer any of its rights … without Licensor's prior written consent. For purposes of the preceding sentence, and without limiting its generality, any merger, consolidation or reorganization involving Licensee … will be deemed to be a transfer of rights, obligations or performance under this Agreement for which Licensor's prior written consent is required.";
    expect(no(q, claim)).toBe('prior written consent is required');
    // Not where the claim lets an act go without it, nor where no consent is required, nor asked plainly.
    expect(no(q, 'Licensee may assign this Agreement to an Affiliate without Licensor’s consent; any other assignment requires Licensor’s prior written consent.')).toBeNull();
    expect(no(q, 'No consent of Licensor shall be required for a merger of Licensee.')).toBeNull();
    expect(no('Could Empirical Ventures go through a merger?', claim)).toBeNull();
  });
});
