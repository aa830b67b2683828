import { describe, expect, it } from 'vitest';
import { idiomsIn, inContractWords } from '../../../electron/pipeline/text/question-idioms.js';
import { stemmer } from '../../../electron/pipeline/text/porter.js';
import { contentTerms, questionUnits, questionWord, retrievalWords, termsSaid, withoutAgreementKind } from '../../../electron/pipeline/text/question-units.js';

/** A lawyer's idiom read in the contract's words (question-idioms.ts); trial 49's questions over the CUAD dev contracts. */
describe('inContractWords: the question in the words a contract says it in', () => {
  it('reads each idiom as the act it stands for', () => {
    expect(inContractWords('May CHT walk away from the licence and reseller agreement without cause?')).toBe('May CHT terminate the licence and reseller agreement without cause?');
    expect(inContractWords('Is the Network allowed to shut down the Service altogether?')).toBe('Is the Network allowed to discontinue the Service altogether?');
    expect(inContractWords("Can the Company hand the consulting agreement over to another party without getting the Consultant's agreement?")).toBe("Can the Company assign the consulting agreement to another party without the Consultant's consent?");
    expect(inContractWords('Can the Distributor hand over its duties?')).toBe('Can the Distributor transfer its duties?');
    expect(inContractWords("Is the Agency free to assign its agency agreement to someone else without MICOA's written permission?")).toBe("Is the Agency able to assign its agency agreement to someone else without MICOA's written permission?");
    expect(inContractWords('May Licensee assign without first obtaining the prior agreement of the other party?')).toBe('May Licensee assign without the prior agreement of the other party?');
    expect(inContractWords("May Licensee assign without the other party's prior agreement?")).toBe("May Licensee assign without the other party's consent?");
  });
  it('reads "end" said of a thing as terminating it, "rolling over" as renewing, a sign-off as consent (trial 50)', () => {
    expect(inContractWords('Can Newegg end the sponsorship for convenience during the first contract year?')).toBe('Can Newegg terminate the sponsorship for convenience during the first contract year?');
    expect(inContractWords("How much notice must either side give to end Nigel Crockett's employment with BicycleTX?")).toBe("How much notice must either side give to terminate Nigel Crockett's employment with BicycleTX?");
    expect(inContractWords('How much advance notice … to stop the agreement from rolling over into a renewal term?')).toBe('How much advance notice … to stop the agreement from renew into a renewal term?');
    expect(inContractWords("May Gunston Consulting pass its responsibilities to a subcontractor without the REIT's sign-off?")).toBe("May Gunston Consulting pass its responsibilities to a subcontractor without the REIT's consent?");
    expect(inContractWords('Could InnerScope hand its distribution duties over to another company without Erchonia signing off?')).toBe("Could InnerScope assign its distribution duties to another company without Erchonia's consent?");
    expect(inContractWords('What becomes of the licence if Hertz Group Realty Trust is taken over by a third party?')).toBe('What happens to the licence if Hertz Group Realty Trust is acquired by a third party?');
    expect(inContractWords('What becomes of the licence if the Licensee is sold?')).toBe('What happens to the licence if the Licensee is sold?');
    // An end with no object is the thing's expiry, which "end" already reads as.
    expect(inContractWords('After the endorsement deal ends, may ESSI keep running the placements?')).toBe('After the endorsement deal ends, may ESSI keep running the placements?');
    expect(inContractWords('What happens at the end of the term?')).toBe('What happens at the end of the term?');
    expect(inContractWords('Does the licence end the day the agreement ends?')).toBe('Does the licence end the day the agreement ends?');
  });
  it('reads trial 51\'s: a long thing handed over, an approval not first got, an agreement stopped from renewing', () => {
    expect(inContractWords("Could Envision hand its rights under the distribution deal over to a wholly owned subsidiary without first getting Sierra's approval?")).toBe("Could Envision assign its rights under the distribution deal to a wholly owned subsidiary without Sierra's approval?");
    expect(inContractWords("Could Empirical Ventures go through a merger without needing PSiTech's consent under the licence?")).toBe("Could Empirical Ventures go through a merger without PSiTech's consent under the licence?");
    expect(inContractWords('How far in advance must a party give notice to stop the VISP hosting agreement from renewing?')).toBe('How far in advance must a party give notice to not renew the VISP hosting agreement ?');
    expect(questionUnits(inContractWords('How far in advance must a party give notice to stop the VISP hosting agreement from renewing?')).terms).not.toContain('advanc');
  });
  it('reads a role qualified by a brand as the role: "the Burger King franchisee" is the Franchisee (trial 50)', () => {
    expect(inContractWords('How much general liability insurance does the Burger King franchisee have to carry?')).toBe('How much general liability insurance does the franchisee have to carry?');
    expect(inContractWords('Is the Polish Burger King franchisee protected by an exclusive territory?')).toBe('Is the franchisee protected by an exclusive territory?');
    // A role named as the party ("the Company") or a name alone stays.
    expect(inContractWords('Can the Company assign, and may Burger King Corporation terminate?')).toBe('Can the Company assign, and may Burger King Corporation terminate?');
  });
  it('leaves the words alone where they are no idiom', () => {
    for (const q of ['Is the software licence royalty-free?', 'Is the Product provided free of charge?', 'Does the Agreement survive a hand-over of the premises?', 'What does the Agreement say about walking tours?', 'Is the agreement between the parties binding?', 'Must the Company shut the plant on public holidays?']) {
      expect(inContractWords(q)).toBe(q);
    }
  });
  it('is read once: reading it again changes nothing', () => {
    for (const q of ['May CHT walk away from the licence?', "Can the Company hand the agreement over to Acme without getting the Consultant's agreement?", 'Is the Agency free to assign it?']) {
      expect(inContractWords(inContractWords(q))).toBe(inContractWords(q));
    }
  });
});

describe('what would resolve it is said in the lawyer\'s words', () => {
  it('names the idiom the question said, not the contract\'s word or its stem', () => {
    const q = 'Is the Network allowed to shut down the Service altogether?';
    expect(idiomsIn(q)).toEqual([{ said: 'shut down', meant: 'discontinue' }]);
    // "discontinue" is read as "ceas" (SAME_STEM): the question's word for it is "shut down".
    expect(questionWord(q, 'ceas')).toBe('shut down');
    expect(questionWord(q, 'entir')).toBe('altogether');
  });
});

describe('questionUnits: words that only put the question', () => {
  it('"someone else", "getting" carry no content; "altogether" is "in its entirety"', () => {
    expect(contentTerms('Is Ultragenyx obliged to buy Triheptanoin only from Cremer?')).toContain('purchas');
    expect(contentTerms('Ultragenyx shall purchase the Product exclusively from Cremer.')).toContain('purchas');
    expect(contentTerms('after WGT notifies the Distributor')).toEqual(['wgt', 'notic', 'distributor']);
    expect(contentTerms('after WGT gives Distributor written notices')).toEqual(['wgt', 'distributor', 'written', 'notic']);
    expect(questionUnits(inContractWords("Is the Agency free to assign its agency agreement to someone else without MICOA's written permission?"))).toEqual({ concepts: ['assignment'], terms: ['agenc', 'micoa', 'written', 'consent'] });
    expect(questionUnits(inContractWords("Can the Company hand the consulting agreement over to another party without getting the Consultant's agreement?")).terms).toEqual(['compani', 'consult', 'consent']);
    expect(questionUnits(inContractWords('Is the Network allowed to shut down the Service altogether?'))).toEqual({ concepts: [], terms: ['network', 'ceas', 'servic', 'entir'] });
  });
});

describe('session 48: an agreement over, in force, ended without a reason (trials 50 and 51)', () => {
  it('reads "is over" as its end, "while … in force" as no word, "keep … in force" as maintaining it, "without any particular reason" as without cause', () => {
    expect(inContractWords('Once the distributor agreement is over, for how long do the confidentiality obligations continue?')).toBe('Once the distributor agreement ends, for how long do the confidentiality obligations continue?');
    expect(inContractWords('Is the amount over $5,000?')).toBe('Is the amount over $5,000?');
    expect(inContractWords('While the deal is in force, is Auriemma prohibited from endorsing a bank?')).toBe(' is Auriemma prohibited from endorsing a bank?');
    expect(inContractWords('What minimum monthly purchases does Comware have to make to keep the agreement in force?')).toBe('What minimum monthly purchases does Comware have to make to maintain the agreement?');
    expect(inContractWords('Is International Test Systems able to walk away from the agreement without having any particular reason?')).toBe('Is International Test Systems able to terminate the agreement without cause?');
  });
  it('reads an agreement that ends as said by its termination, its expiry, "thereafter" or what survives it; "only" as said by "exclusively"', () => {
    const ends = questionUnits('For how long after the joint venture agreement ends do the confidentiality obligations continue?');
    expect(ends.alternatives).toEqual({ expir: ['thereaft', 'surviv'] });
    const said = (text: string) => termsSaid(ends, (t) => contentTerms(text).includes(t));
    expect(said('During the term of this Agreement and for a period of three (3) years thereafter, all the Parties shall take reasonable steps')).toContain('expir');
    expect(said('The confidentiality obligations shall continue for three years.')).not.toContain('expir');
    // Nor by a termination: "unless earlier terminated" is no end of the agreement the question asks after.
    expect(said('The term shall continue for a period of 1 year after the Effective Date, unless earlier terminated as set forth herein.')).not.toContain('expir');
    // "expire" asked is not said by "terminate".
    expect(questionUnits('Does the licence expire automatically?').alternatives).toBeUndefined();
    const only = questionUnits('Is VNUE obliged to use BookingEntertainment.com as its only promoter?');
    expect(termsSaid(only, (t) => contentTerms('VNUE does not agree to use BookingEntertainment.com exclusively as its Promoter').includes(t))).toContain('onli');
    // Not the other way: "exclusive" asked is not said by "only".
    expect(questionUnits('Is the Distributor the exclusive seller of the Products?').alternatives).toBeUndefined();
  });
  it('searches inside a document without the kind the question calls it by', () => {
    expect(withoutAgreementKind('For how long after the joint venture agreement ends do the confidentiality obligations continue?')).toBe('For how long after the               agreement ends do the confidentiality obligations continue?');
    expect(withoutAgreementKind('Which law governs this agreement?')).toBe('Which law governs this agreement?');
    expect(withoutAgreementKind('What is the purpose of this agreement?')).toBe('What is the purpose of this agreement?');
    expect(withoutAgreementKind('Can a party assign the terms of the distributor agreement?')).toBe('Can a party assign the terms of the             agreement?');
  });
});

describe('session 48: contractions, asking a party, wishes and agreements, "treated as", "acquired" (trials 50 and 51)', () => {
  it('reads a contraction as its words, and "without asking X" as X\'s consent', () => {
    expect(inContractWords("What is Inde Living's obligation if its orders don't reach the minimum order quantity?")).toBe("What is Inde Living's obligation if its orders do not reach the minimum order quantity?");
    expect(inContractWords("If XLI simply doesn't reply, can't it object, and won't it be bound?")).toBe('If XLI simply does not reply, can not it object, and will not it be bound?');
    expect(inContractWords('If Vayyar is acquired, may it transfer the reseller agreement to the buyer without asking Inde Living?')).toBe("If Vayyar is acquired, may it transfer the reseller agreement to the buyer without Inde Living's consent?");
    expect(inContractWords("May it assign without asking for the Licensor's approval?")).toBe("May it assign without the Licensor's consent?");
  });
  it('asks no word of a wish or an agreement to act, reads "treated as" as "deemed" and "acquired" as an acquisition', () => {
    expect(questionUnits('How much notice does Berkshire have to give Auriemma of an appearance it wants him to make?').terms).toEqual(['notic', 'berkshir', 'auriemma', 'appear']);
    expect(questionUnits("How long has Leader agreed to maintain EZJR's CRM software?").terms).toEqual(['leader', 'maintain', 'ezjr', 'crm', 'softwar']);
    expect(contentTerms('be treated as a transfer')).toEqual(contentTerms('be deemed a transfer'));
    expect(contentTerms('If Vayyar is acquired')).toContain(contentTerms('upon any merger or acquisition').at(-1));
  });
  it('asks no term of "How long after the agreement ends …?" even when the term is its only concept', () => {
    expect(questionUnits("How long after the agreement ends does the parties' non-disparagement obligation continue?").concepts).not.toContain('term');
  });
});

describe('session 48: a maximum said as what may not be exceeded; "size" and "by way of" ask no word (trial 50)', () => {
  it('reads "maximum" as said by "exceed", a cap or a limit, and "size", "way" as no content', () => {
    const units = questionUnits('How often may B & C General Warehouse raise the product prices, and what is the maximum size of any increase?');
    expect(units.terms).not.toContain('size');
    expect(termsSaid(units, (t) => contentTerms('(ii) such increase does not exceed 5% of the preceding year\'s Prices').includes(t))).toContain('maximum');
    expect(questionUnits('What does ESSI give Stephen Marley by way of stock?').terms).toEqual(['essi', 'stephen', 'marlei', 'stock']);
  });
});

describe('session 49: the words a contract says the question by, searched for', () => {
  it('adds the contract\'s word for a lawyer\'s ("buy": purchase) and a word\'s alternatives ("only": exclusively, sole)', () => {
    const words = retrievalWords('Is Ultragenyx obliged to buy Triheptanoin only from Cremer?');
    // The index stores Porter's stems, so each word is one the index reads as the term.
    expect(words.map((w) => stemmer(w))).toEqual(['purchas', 'exclus', 'sole']);
    expect(retrievalWords('Can the licensee assign without approval?')).toEqual(['consent']);
    expect(retrievalWords('Who can sell the products?')).toEqual(['sale']);
  });
  it('adds nothing the question says already, no negation, and not a casual word for the contract\'s', () => {
    expect(retrievalWords('When does the term of this agreement expire?')).toEqual([]);
    expect(retrievalWords('Is there a non-compete?')).toEqual([]);
    expect(retrievalWords('Does the licensee have to purchase exclusively from the licensor?')).toEqual([]);
  });
});
