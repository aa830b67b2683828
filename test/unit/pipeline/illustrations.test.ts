import { describe, expect, it } from 'vitest';
import { asksExample, illustrates } from '../../../electron/pipeline/text/illustrations.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

// cuad-dev-13 Art. V (trial 43): the worked example below the user-fee table.
const EXAMPLE = 'For example, if in any given month the Monthly Notional volume traded is (US$10.1 billion), the fee rate per (US$1 million trade will be US$7 for the entire amount of US$10.1 billion.';

describe('illustrates: a worked example of a rule is not the rule (trial 43, cuad-dev-13)', () => {
  it('reads the ways a contract opens an example, after a list label too', () => {
    expect(illustrates(EXAMPLE)).toBe(true);
    expect(illustrates('(b) By way of illustration, a Licensee whose Net Sales are $2,000,000 pays $100,000.')).toBe(true);
    expect(illustrates('For instance, a delay of ten days reduces the fee by 5%.')).toBe(true);
    expect(illustrates('Example 2: a Quarter in which no Units are sold.')).toBe(true);
    expect(illustrates('E.g. a Product sold at a discount counts at list price.')).toBe(true);
  });
  it('reads no example in a rule that mentions one later, nor in "exemplary" damages', () => {
    expect(illustrates('The fee rate applicable to the highest band reached shall apply to all trades, for example those in the first week.')).toBe(false);
    expect(illustrates('In no event shall either party be liable for exemplary damages.')).toBe(false);
  });
  it('lets a question ask for the example itself', () => {
    expect(asksExample('Does the agreement give an example of how the user fee is calculated?')).toBe(true);
    expect(asksExample('What user fee per US$1 million applies in a month of US$25 billion?')).toBe(false);
  });
  it('makes a worked example partial in responsiveness, whoever quotes it', () => {
    const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null };
    const q = 'In a month in which the Licensee trades US$25 billion of Monthly Notional Volume, what user fee per US$1 million applies?';
    expect(lexicalResponsiveness({ ...base, question: q, claim: EXAMPLE })).toMatchObject({ value: 'partial', detail: 'The claim is an example the contract gives of how its rule works, not the rule itself.' });
    expect(lexicalResponsiveness({ ...base, question: 'Does the agreement give an example of how the monthly user fee rate is calculated?', claim: EXAMPLE }).detail).not.toMatch(/example the contract gives/);
  });
});
