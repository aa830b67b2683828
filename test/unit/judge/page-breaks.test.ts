import { describe, expect, it } from 'vitest';
import { judgeLexical } from '../../../electron/pipeline/judging/lexical.js';

// cuad-scale-024 (CUAD v1, CC BY 4.0), § 11 as our text holds it: the cap runs over the original's page number "8".
const SPAN = 'EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR FAILURE TO PAY UNDER SECTION\n6, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE\n\n8\n\nOTHER PARTY IN AN AMOUNT GREATER THAN THE AMOUNT BOXLOT ACTUALLY PAYS TO\nTHEGLOBE HEREUNDER.';
const READ = 'EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR FAILURE TO PAY UNDER SECTION 6, IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER PARTY IN AN AMOUNT GREATER THAN THE AMOUNT BOXLOT ACTUALLY PAYS TO THEGLOBE HEREUNDER.';

describe('the lexical judge across a page break inside a sentence (lexical@6)', () => {
  it('entails the sentence as a reader reads it, without the page number', () => {
    expect(judgeLexical(READ, SPAN).verdict).toBe('entailed');
  });
  it('still entails a claim that copied the page number with the words', () => {
    expect(judgeLexical(SPAN.replace(/\s+/g, ' '), SPAN).verdict).toBe('entailed');
  });
  it('never entails the sentence with the parties or the payer changed', () => {
    expect(judgeLexical(READ.replace('BOXLOT ACTUALLY PAYS TO THEGLOBE', 'THEGLOBE ACTUALLY PAYS TO BOXLOT'), SPAN).verdict).not.toBe('entailed');
    expect(judgeLexical(READ.replace('IN NO EVENT SHALL', 'IN EVERY EVENT SHALL'), SPAN).verdict).not.toBe('entailed');
  });
});
