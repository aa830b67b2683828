import { describe, expect, it } from 'vitest';
import { legalTerms } from '../../../electron/pipeline/text/legal-terms.js';
import { buildMatchQuery } from '../../../electron/pipeline/retrieval/search.js';

describe('legal references as single tokens', () => {
  it.each([
    ['Section 12.3', ['sec12x3']],
    ['see § 4(b)(ii)', ['sec4', 'sec4yb', 'sec4ybyii']],
    ['ARTICLE IV', ['artiv']],
    ['Exhibit A attached', ['exha']],
    ['Sections 2.1 and 2.2', ['sec2x1']],
    ['the section is void', []],
  ])('%s', (text, expected) => {
    expect(legalTerms(text)).toEqual(expected);
  });
  it('builds quoted FTS5 queries that user syntax cannot break', () => {
    expect(buildMatchQuery('What does Section 12.3 say about "late payment"?')).toBe('"late payment" OR "say" OR "about" OR legal_terms : ("sec12x3")');
    expect(buildMatchQuery('NEAR(a b) OR * AND "')).toBe('"near" OR "b"');
    expect(buildMatchQuery('the of and')).toBeNull();
  });
});
