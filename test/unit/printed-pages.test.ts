import { describe, expect, it } from 'vitest';
import { PAGE_SEPARATOR } from '../../electron/pipeline/text/canonical.js';
import { printedPagesAround } from '../../electron/pipeline/text/printed-pages.js';

describe('printedPagesAround: the page numbers a document prints beside a place', () => {
  // The sample Agency Agreement's layout: several printed pages on one PDF page, folios "-2-", "-3-" mid-page.
  const text = ['MICOA AGENCY AGREEMENT\nThe Agency shall sell.', 'policyholders for the sale of other lines of\n\n-2-\n\ninsurance or other products.\n\n-3-\n\nMICOA shall indemnify Agency.', 'monies due MICOA.\n\n- 4 -\n\nThe Parties agree.\nPage 5 of 9'].join(PAGE_SEPARATOR);
  it('the nearest folio before and after, in any of the usual shapes', () => {
    expect(printedPagesAround(text, text.indexOf('insurance or other'))).toEqual({ before: 2, after: 3 });
    expect(printedPagesAround(text, text.indexOf('MICOA shall indemnify'))).toEqual({ before: 3, after: 4 });
    expect(printedPagesAround(text, text.indexOf('The Parties agree'))).toEqual({ before: 4, after: 5 });
    expect(printedPagesAround(text, 0)).toEqual({ before: null, after: 2 });
  });
  it('nothing where a document prints fewer than two, and a number inside a sentence is no folio', () => {
    expect(printedPagesAround('Pay within 30 days.\n\n-2-\n\nThe end.', 0)).toEqual({ before: null, after: null });
    expect(printedPagesAround('Pay 30\ndays, then 45 days.\nThe end 7 times.', 0)).toEqual({ before: null, after: null });
  });
});
