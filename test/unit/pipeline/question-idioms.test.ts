import { describe, expect, it } from 'vitest';
import { idiomsIn, inContractWords } from '../../../electron/pipeline/text/question-idioms.js';
import { questionUnits, questionWord } from '../../../electron/pipeline/text/question-units.js';

/** A lawyer's idiom read in the contract's words (question-idioms.ts); trial 49's questions over the CUAD dev contracts. */
describe('inContractWords: the question in the words a contract says it in', () => {
  it('reads each idiom as the act it stands for', () => {
    expect(inContractWords('May CHT walk away from the licence and reseller agreement without cause?')).toBe('May CHT terminate the licence and reseller agreement without cause?');
    expect(inContractWords('Is the Network allowed to shut down the Service altogether?')).toBe('Is the Network allowed to discontinue the Service altogether?');
    expect(inContractWords("Can the Company hand the consulting agreement over to another party without getting the Consultant's agreement?")).toBe("Can the Company assign the consulting agreement to another party without getting the Consultant's consent?");
    expect(inContractWords('Can the Distributor hand over its duties?')).toBe('Can the Distributor transfer its duties?');
    expect(inContractWords("Is the Agency free to assign its agency agreement to someone else without MICOA's written permission?")).toBe("Is the Agency able to assign its agency agreement to someone else without MICOA's written permission?");
    expect(inContractWords('May Licensee assign without first obtaining the prior agreement of the other party?')).toBe('May Licensee assign without first obtaining the prior agreement of the other party?');
    expect(inContractWords("May Licensee assign without the other party's prior agreement?")).toBe("May Licensee assign without the other party's consent?");
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
    expect(questionUnits(inContractWords("Is the Agency free to assign its agency agreement to someone else without MICOA's written permission?"))).toEqual({ concepts: ['assignment'], terms: ['agenc', 'micoa', 'written', 'permiss'] });
    expect(questionUnits(inContractWords("Can the Company hand the consulting agreement over to another party without getting the Consultant's agreement?")).terms).toEqual(['compani', 'consult', 'consent']);
    expect(questionUnits(inContractWords('Is the Network allowed to shut down the Service altogether?'))).toEqual({ concepts: [], terms: ['network', 'ceas', 'servic', 'entir'] });
  });
});
