import { describe, expect, it } from 'vitest';
import { definedNames, definedNameWordsSaid } from '../../../electron/pipeline/text/defined-names.js';

/**
 * A thing a contract names once and then calls by its defined term (defined-names.ts). The sentences are the contracts' own
 * (CUAD v1, The Atticus Project, CC BY 4.0): trial 50's questions named the thing, the clauses said the term.
 */
describe('definedNames: what a contract names, and the term it then calls it by', () => {
  it('reads a name before its term in brackets, and a term that means a name', () => {
    // cuad-scale-434's recital; cuad-scale-242's definition of "Product".
    expect(definedNames('Whereas, the Parties desire that Cremer supplies to Ultragenyx the product Triheptanoin (hereinafter also referred to as the “Product”) in bulk form')).toEqual([
      { name: 'Triheptanoin', term: 'Product', key: 'Triheptanoin', noun: 'product' },
    ]);
    expect(definedNames('“Product” means the Sonalleve MR-guided HIFU device which Philips shall manufacture and supply according to this Agreement')).toEqual([
      { name: 'Sonalleve MR-guided HIFU', term: 'Product', key: 'Sonalleve', noun: 'device' },
    ]);
    // A name whose first word says nothing alone is asked whole.
    expect(definedNames('The territory is the United States (the “Territory”).')).toEqual([{ name: 'United States', term: 'Territory', key: 'United States' }]);
  });

  it('reads no party, address, possessive, tail of a longer name or common noun as a thing', () => {
    // A party's address before its short name (cuad-dev-27, cuad-scale-409).
    expect(definedNames('Capitan Energy, Inc., a company of Midland, Texas (“COFS”)')).toEqual([]);
    expect(definedNames('Rubicon Ltd of Bisley, Surrey GU24 9PW (“Rubicon”)')).toEqual([]);
    // The party's own name, read by party-aliases.ts.
    expect(definedNames('PivX Solutions (“PivX”) and Detto', [['PivX Solutions', 'PivX']])).toEqual([]);
    // What a possessive is followed by, the last word of "International Chamber of Commerce", a common noun the contract also
    // writes in lower case.
    expect(definedNames('Sutro’s (“Extract”) cell-free extract')).toEqual([]);
    expect(definedNames('the rules of the International Chamber of Commerce (“ICC”)')).toEqual([]);
    expect(definedNames('the Service (“Local Programming”) … each service provided')).toEqual([]);
    // A sentence's end and the next one's start.
    expect(definedNames('Termination.\n1.2 In (the “Termination Date”)')).toEqual([]);
  });
});

describe('definedNameWordsSaid: a question that names the thing, a claim that says its term', () => {
  const defined = [
    { name: 'Triheptanoin', term: 'Product', key: 'Triheptanoin', noun: 'product' },
    { name: 'Sonalleve MR-guided HIFU', term: 'Product', key: 'Sonalleve', noun: 'device' },
  ];
  it('says the name (and the noun) where the claim says the defined term', () => {
    expect(definedNameWordsSaid('Is Ultragenyx obliged to buy Triheptanoin only from Cremer?', 'Ultragenyx shall purchase the Product exclusively from Cremer.', defined)).toEqual(['triheptanoin', 'product']);
    // By its first word alone, which the contract never writes in lower case.
    expect(definedNameWordsSaid('Who bears the cost if the Sonalleve device has to be recalled?', 'In case of a recall of the Product, Philips shall at its sole cost provide full cooperation', defined)).toEqual(['sonallev', 'mr', 'guid', 'hifu', 'devic']);
  });
  it('says nothing where the claim writes the common noun, or the question names another thing', () => {
    expect(definedNameWordsSaid('Is Ultragenyx obliged to buy Triheptanoin only from Cremer?', 'Ultragenyx shall purchase a product exclusively from Cremer.', defined)).toEqual([]);
    expect(definedNameWordsSaid('Is Ultragenyx obliged to buy aspirin only from Cremer?', 'Ultragenyx shall purchase the Product exclusively from Cremer.', defined)).toEqual([]);
  });
});
