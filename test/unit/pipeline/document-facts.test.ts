import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksDocumentFact, datesDocument, datingSentence, partiesSentence, readsAsTitle, titleIn } from '../../../electron/pipeline/text/document-facts.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';
import { givesForm, questionType } from '../../../electron/pipeline/text/question-type.js';

/** The openings of CUAD dev contracts as pdf.js reads them (../shared/corpus/cuad/pdf). */
const DEV_06 = `EXHIBIT 10.6

EXHIBIT 10.06

WATCHGUARD TECHNOLOGIES, INC.
DISTRIBUTOR AGREEMENT

This Agreement is made and entered into effective as of November 5, 1997 (the
"effective Date), by and between WatchGuard Technologies, Inc., a Delaware
corporation ("WGT"), and European Micro ("Distributor"). WGT and Distributor
agree as follows:

Section 1. Definitions
`;
const DEV_09 = `EXHIBIT 10.1

ELECTRONIC JOURNAL SOFT WARE DEVELOPMENT,
HOSTING AND MANAGEMENT AGREEMENT

This AGREEMENT is made the 20 March day of 1998

BETWEEN

1. HealthGate Data Corp., a Delaware corporation ("HealthGate"), having an
address at 380 Pleasant Street, Malden, Massachusetts, 02148, USA
`;
const DEV_11 = `Exhibit 10.11

AMENDMENT AND TERMINATION

OF

JOINT VENTURE AGREEMENT

This AMENDMENT AND TERMINATION OF JOINT VENTURE AGREEMENT (this “Amendment”) is made and entered
into effective as of October 30, 2019 (the “Effective Date”) by and among (1) Veoneer AB, a Swedish corporation (“Veoneer
AB”) and Veoneer US, Inc., a Delaware corporation.
`;
const DEV_19 = `Exhibit 4.44
THIS LICENSE AND RESELLER AGREEMENT dated as of the October 30, 2018 is made
BETWEEN:
EHAVE, INC., a company incorporated under the laws of the Province of Ontario, Canada
(“Ehave”);
`;
const DEV_01 = `EXHIBIT 10.26
MICOA
AGENCY AGREEMENT

Mutual Insurance Corporation of America, a Michigan insurance
corporation (MICOA) and Stratton, Cheeseman & Walsh-Nevada, Inc., a Nevada
corporation, ("Agency"), (sometimes commonly referred to as the Parties) agree
as follows:

A. AUTHORITY OF AGENCY
`;
const DEV_17 = `Exhibit 10.1

CERTAIN CONFIDENTIAL INFORMATION CONTAINED IN THIS EXHIBIT, MARKED BY BRACKETS, HAS
BEEN OMITTED AND FILED SEPARATELY WITH THE SECURITIES AND EXCHANGE COMMISSION
PURSUANT TO RULE 24B-2 OF THE SECURITIES EXCHANGE ACT OF 1934, AS AMENDED.

SERVICES OUTSOURCING AGREEMENT

Between

CCA INDUSTRIES, INC. (“Company”)

And

EMERSON HEALTHCARE, LLC (“Contractor”)

DATED AS OF January 20, 2014

CONFIDENTIAL TREATMENT REQUESTED

This Services Outsourcing Agreement (this “Agreement”) is made as of January 20, 2014 (Date), between CCA
Industries, Inc. (“Company”), and Emerson HealthCare, LLC, a Pennsylvania limited liability company (“Contractor”).

RECITALS
`;
/** cuad-dev-24: a contract number on the letterhead is no title. */
const DEV_24 = `EXHIBIT 10.3

ENTERPRISE TRANSPORTATION COMPANY
a division of Enterprise Products Company
P.O. BOX 4324 . PHONE 713 / 880-6500 Contract No. 017
HOUSTON, TX 77210 ______
Date: June 1, 1998

TRANSPORTATION CONTRACT

THIS CONTRACT is entered into by and between ENTERPRISE TRANSPORTATION
COMPANY, a division of Enterprise Products Company, ("Carrier"),
`;

const at = (text: string, span: [number, number] | null) => (span ? text.slice(span[0], span[1]).replace(/\s+/g, ' ') : null);

describe('asksDocumentFact', () => {
  it.each([
    ['What is the name of this contract?', 'title'],
    ['What is the title of the agreement?', 'title'],
    ['What is the date of this agreement?', 'date'],
    ['On what date is this agreement effective?', 'date'],
    ['When was this agreement signed?', 'date'],
    ['Who are the parties to this contract?', 'parties'],
    ['What is the name of the Licensee?', null],
    ['What is the date by which the Distributor must pay?', null],
    ['Can a party assign this agreement?', null],
  ] as const)('%s → %s', (q, fact) => {
    expect(asksDocumentFact(q)).toBe(fact);
  });
});

describe('titleIn: the title above the preamble', () => {
  it.each([
    [DEV_06, 'DISTRIBUTOR AGREEMENT'],
    [DEV_09, 'ELECTRONIC JOURNAL SOFT WARE DEVELOPMENT, HOSTING AND MANAGEMENT AGREEMENT'],
    [DEV_11, 'AMENDMENT AND TERMINATION OF JOINT VENTURE AGREEMENT'],
    // Given only by the preamble.
    [DEV_19, 'LICENSE AND RESELLER AGREEMENT'],
    [DEV_01, 'AGENCY AGREEMENT'],
    // Below a filing's note on redactions, which is prose but no preamble.
    [DEV_17, 'SERVICES OUTSOURCING AGREEMENT'],
    [DEV_24, 'TRANSPORTATION CONTRACT'],
  ])('%#', (text, title) => {
    expect(at(text, titleIn(text))).toBe(title);
  });

  it('none where the opening gives none: a clause’s "this Agreement" is no title', () => {
    expect(titleIn('1. Definitions\nIn this Agreement, the following terms have the meanings set out below.\nLICENSE AGREEMENT')).toBeNull();
    expect(titleIn('This agreement ("Agreement") is entered into as of the 16th day of February, 2000.')).toBeNull();
  });

  it('a title found is a title by readsAsTitle, and lies in the opening', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('EXHIBIT 10.1', 'ACME CORP.', 'SUPPLY AGREEMENT', 'This Agreement is made as of May 1, 2019.', 'AND', 'OF', 'MASTER', 'Confidential', '', 'Section 1. Terms'), { maxLength: 8 }), (lines) => {
        const text = lines.join('\n');
        const t = titleIn(text);
        if (t) {
          expect(readsAsTitle(text.slice(t[0], t[1]))).toBe(true);
          expect(t[1]).toBeLessThanOrEqual(text.length);
        }
      }),
    );
  });
});

describe('the preamble: the sentence that dates the document, and the one that names its parties', () => {
  it('dates it', () => {
    expect(datingSentence(DEV_06, false)?.text).toMatch(/^This Agreement is made and entered into effective as of November 5, 1997/);
    expect(datingSentence(DEV_09, false)?.text).toBe('This AGREEMENT is made the 20 March day of 1998');
    // The preamble's own sentence, not the cover's "DATED AS OF January 20, 2014".
    expect(datingSentence(DEV_17, false)?.text).toMatch(/^This Services Outsourcing Agreement \(this “Agreement”\) is made as of January 20, 2014/);
  });

  it('asked when it is effective, only a sentence that says so', () => {
    expect(datingSentence(DEV_11, true)?.text).toMatch(/effective as of October 30, 2019/);
    expect(datingSentence(DEV_09, true)).toBeNull();
  });

  it('names the parties', () => {
    expect(partiesSentence(DEV_06)?.text).toMatch(/by and between WatchGuard Technologies, Inc\., .* and European Micro \("Distributor"\)\.$/s);
    expect(partiesSentence(DEV_01)?.text).toMatch(/^Mutual Insurance Corporation of America, .* agree\s+as follows:$/s);
    expect(partiesSentence(DEV_17)?.text).toMatch(/^This Services Outsourcing Agreement .* between CCA\s+Industries, Inc\. \(“Company”\), and Emerson HealthCare, LLC/s);
    // A preamble set as a list ("BETWEEN" over "1. HealthGate Data Corp.") names them in no one sentence.
    expect(partiesSentence(DEV_09)).toBeNull();
  });
});

describe('question-type: "what is the name of this contract?" wants its title', () => {
  it('types the question and reads the title as its answer, not a clause about names', () => {
    expect(questionType('What is the name of this contract?')?.wants).toBe('title');
    expect(givesForm('DISTRIBUTOR AGREEMENT', 'title')).toBe(true);
    expect(givesForm("Distributor will not use the Trademarks or any confusingly similar name, marks, logos, designs or artwork as part of Distributor's name.", 'title')).toBe(false);
  });
});

describe('datesDocument: asked the document\'s date, a claim must date the document (session 43, the review table)', () => {
  const judge = (claim: string) => lexicalResponsiveness({ question: 'What is the date of this agreement?', claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null });
  it('reads a preamble, a signature line and an Effective Date named, in the forms the 467 contracts write them', () => {
    for (const claim of [
      'This Supply Agreement (this “Agreement”) is made and entered into, effective as of March 27, 2019 (the “Effective Date”), by and between Miltenyi Biotec GmbH', // cuad-scale-239
      'This Agreement is effective 7/1/98 (“Effective Date”) between Tripath Technology, Inc. (“Tripath”), and Uniquest Corporation', // cuad-scale-278
      'This LICENSE AND DEVELOPMENT AGREEMENT (this Agreement) is entered into effective as of Nov. 02, 2019 (the Effective Date)',
      'Signed and effective this 25th day of May, 1999.',
      'EFFECTIVE DATE: February 10, 2012',
      'AGREEMENT made as of , 2013, between Freedom Mortgage Corporation, a New Jersey corporation',
    ]) {
      expect(datesDocument(claim), claim).toBe(true);
      expect(judge(claim).value, claim).toBe('responsive');
    }
  });
  it('does not take a date given to something else for it', () => {
    for (const claim of [
      'Distributor should place its last order in each quarter by the tenth day of the last month in each quarter (e.g., March 10, June 10, September 10, and December 10).', // cuad-scale-055
      'One-time charges for Managed Hosting Services of $81,217.00 will be invoiced in January 2009 and payable in accordance with section 5.2 Payment.', // cuad-scale-080
      'As of the Effective Date hereof and at all times during the Term of the Agreement, each Party represents and warrants to the other Party that neither it nor, to its knowledge, any of its existing subcontractors or Suppliers, is debarred', // cuad-scale-435
      'Budget phasing of 2018 pro-rated Baseline M&P Expenses and pro-rated Shared M&P Expenses shall be done on the Calendar Quarter basis.', // cuad-scale-148
    ]) {
      expect(datesDocument(claim), claim).toBe(false);
      expect(judge(claim), claim).toMatchObject({ value: 'partial', detail: 'The question asks the date of this agreement; the claim does not date it.' });
    }
  });
  it('"may" is a modal, not May', () => {
    expect(datesDocument('Either party may terminate this Agreement, as of 2019, on notice.')).toBe(false);
  });
});
