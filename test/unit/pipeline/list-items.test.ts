import { describe, expect, it } from 'vitest';
import { goesOnWithItem, inlineItems, inlineLeadInsOf, isLeadIn, leadInRead, leadInsOf, listRest, opensList, readTogether, startsWithListLabel } from '../../../electron/pipeline/text/list-items.js';
import { splitSentences } from '../../../electron/pipeline/text/sentences.js';
import { AGENCY } from '../../helpers/sample-texts.js';
import { extract } from '../../../electron/pipeline/generation/extractive.js';

// cuad-scale-342 § 3 and cuad-scale-350 § 7.2 as our text holds them (CUAD v1, CC BY 4.0).
const OPERATOR_DEFAULT = '3 Operator Default. Owner may terminate this Agreement at any time upon the occurrence of any of the following:\n\n(a) the dissolution or bankruptcy of Operator;\n\n(b) Operator fails to pay when due any amount due and payable hereunder;\n\n(d) Termination by Owner pursuant to Section 4.1.1; or\n\n(e) Without cause on no less than seven (7) days prior written notice.\n\nIn the event Owner terminates this Agreement pursuant to subsection (e), Owner shall pay the fee.';
const TERMINATION = '7.2 Termination. This Agreement or any Project Plan may be terminated:\n\n(a) by Magenta for any reason upon [***] written notice to Bachem;\n\n(b) by either Party if the other Party materially breaches a provision of this Agreement';

describe('list items and their lead-ins', () => {
  it('maps every item to the sentence that leads in to it, and nothing after the list ends', () => {
    const ss = splitSentences(OPERATOR_DEFAULT);
    const leads = leadInsOf(ss);
    const lead = ss.findIndex((s) => s.text.endsWith('any of the following:'));
    const items = ss.flatMap((s, i) => (startsWithListLabel(s.text) ? [i] : []));
    expect(items).toHaveLength(4);
    for (const i of items) expect(leads.get(i)).toBe(lead);
    // "In the event Owner terminates …" is no item: it ends the list.
    expect(leads.has(ss.length - 1)).toBe(false);
    expect(leads.has(lead)).toBe(false);
  });
  it('finds no lead-in for an item with none, or after a sentence that is no lead-in', () => {
    expect([...leadInsOf(splitSentences('The Licensee shall pay the fee. (a) The fee is due monthly.')).keys()]).toEqual([]);
    expect([...leadInsOf(splitSentences('(a) by Magenta for any reason upon notice; (b) by either Party on breach.')).keys()]).toEqual([]);
  });
  it('reads a lead-in without a bare colon or "as follows", but keeps words that make its items causes', () => {
    expect(leadInRead('This Agreement or any Project Plan may be terminated:')).toBe('This Agreement or any Project Plan may be terminated');
    expect(leadInRead('SERVICERS may terminate this Agreement for cause upon prior written notice to ISO as follows:')).toBe('SERVICERS may terminate this Agreement for cause upon prior written notice to ISO');
    expect(leadInRead('Owner may terminate this Agreement at any time upon the occurrence of any of the following:')).toBe('Owner may terminate this Agreement at any time upon the occurrence of any of the following');
  });
  it('tells text that ends inside a list (a lead-in, or an item of a lead-in it holds) from text that does not', () => {
    expect(opensList(TERMINATION)).toBe(true);
    expect(opensList('7.2 Termination. This Agreement or any Project Plan may be terminated:')).toBe(true);
    expect(opensList(OPERATOR_DEFAULT)).toBe(false);
    expect(opensList('(c) by either Party, immediately, if the other Party becomes insolvent;')).toBe(false);
  });
  it('lets the judge read a lead-in straight into its item, and keeps other spans apart', () => {
    expect(readTogether(['This Agreement may be terminated:', '(a) by Magenta for any reason upon notice;'])).toBe('This Agreement may be terminated: (a) by Magenta for any reason upon notice;');
    expect(readTogether(['The fee is $10.', 'The term is one year.'])).toBe('The fee is $10.\n…\nThe term is one year.');
    // The lead-in of a list begun inside its sentence, cut before "(a)", runs on into a later item (cuad-scale-362, session 37).
    expect(readTogether(['Datec must not assign this agreement unless Datec', '(b) obtains the prior written consent of the BSP'])).toBe('Datec must not assign this agreement unless Datec (b) obtains the prior written consent of the BSP');
    expect(readTogether(['Datec must not assign this agreement.', '(b) obtains the prior written consent of the BSP'])).toBe('Datec must not assign this agreement.\n…\n(b) obtains the prior written consent of the BSP');
    // A sentence a page break cut in two reads as one (cuad-dev-07 § 21).
    expect(readTogether(['All such arbitration shall take place at the office', 'of the American Arbitration Association located in Cleveland, Ohio.'])).toBe('All such arbitration shall take place at the office of the American Arbitration Association located in Cleveland, Ohio.');
    expect(readTogether(['Definitions:', 'The term is one year.'])).toBe('Definitions:\n…\nThe term is one year.');
    expect(readTogether(['one'])).toBe('one');
  });
});

describe('a third-level number is an item of the lead-in numbered above it (cuad-dev-20 cl. 18.1, trial 35)', () => {
  it('reads "18.1.1" and "2.1.1." as labels, never a section\'s "18.1" or "13."', () => {
    expect(startsWithListLabel('18.1.1 is guilty of gross misconduct; or')).toBe(true);
    expect(startsWithListLabel('2.1.1. 6 weeks’ notice;')).toBe(true);
    expect(startsWithListLabel('18.1 The Company may terminate the Executive’s employment')).toBe(false);
    expect(startsWithListLabel('13. FORCE MAJEURE')).toBe(false);
  });
});

describe('a labelled item that leads in to a list of its own', () => {
  it('has the next level as its items, not its siblings (cuad-scale-012, -224)', () => {
    const ss = splitSentences('(b) This Agreement may be terminated by a Party immediately, without notice:\n\n(i) if the other Party becomes insolvent;\n\n(ii) if it breaches Section 4.\n\n(d) Upon termination or expiration of this Agreement for any reason:\n\n(i) each Party shall return the other’s materials.');
    const leads = leadInsOf(ss);
    const text = (i: number) => ss[i]!.text;
    const pairs = [...leads].map(([item, lead]) => [text(item).slice(0, 12), text(lead).slice(0, 12)]);
    expect(pairs).toEqual([
      ['(i) if the o', '(b) This Agr'],
      ['(ii) if it b', '(b) This Agr'],
      ['(i) each Par', '(d) Upon ter'],
    ]);
  });

  it('opens a list: "b. To acknowledge … in writing to:" brings the items after it', () => {
    expect(opensList('a. To receive and hold in trust any Cards. b. To acknowledge Seller\'s receipt of such Cards in writing to:')).toBe(true);
  });
});

describe('a lead-in that names its list and ends on a semicolon', () => {
  it('"Upon the occurrence of any of the following, Distributor may terminate …;" leads its items (the sample matter\'s Distributor Agreement, § 5.4)', () => {
    const ss = splitSentences('Upon the occurrence of any of the following, Distributor may terminate the Term by giving WGT written notice of such termination;\n\n(a) the insolvency of WGT;\n\n(b) any failure by WGT to perform any of its obligations under this Agreement.');
    expect([...leadInsOf(ss)]).toEqual([[1, 0], [2, 0]]);
    // "The parties agree as follows." is a sentence that ends; a sentence that says "the following" in passing is no lead-in.
    expect(opensList('In consideration of the mutual promises, the parties agree as follows.')).toBe(false);
    expect(opensList('The following terms apply to this Agreement.')).toBe(false);
  });
});

describe('items numbered "1.", "2." after their lead-in', () => {
  it('the Agency Agreement\'s indemnities are items of "… hold one another harmless as follows:", over the page number between', () => {
    const ss = splitSentences(AGENCY);
    const leads = leadInsOf(ss);
    const lead = ss.findIndex((s) => s.text.endsWith('as\nfollows:'));
    // The number is a sentence of its own ("1."), so a claim reads from the item's words; the section map cites it (§ G.1).
    const items = [...leads].filter(([, l]) => l === lead).map(([i]) => ss[i]!.text.slice(0, 27));
    expect(items).toEqual(['MICOA shall indemnify and h', 'Agency shall indemnify and ', 'The Agency and MICOA shall ']);
    // A page's number between an item's number and its words is furniture too, never the item.
    const broken = splitSentences('The parties agree as follows:\n\n1.\n\n-4-\n\nMICOA shall indemnify Agency.');
    expect([...leadInsOf(broken)].map(([i, l]) => [broken[i]!.text, l])).toEqual([['MICOA shall indemnify Agency.', 0]]);
  });

  it('a filing\'s footer between a lead-in and its items is no part of the list (cuad-scale-122 § 2.1)', () => {
    const text = '2.1 Exclusive Rights in the Territory: CEIS hereby grants XFN and its\nAffiliates an exclusive license to, during the Term in the\nTerritory:\n\nSource: XINHUA SPORTS & ENTERTAINMENT LTD, F-1, 2/21/2007\n\f\n(a) store or cache the Content in one or more host computers;\n\n(b) adapt, translate or modify the Content;';
    const ss = splitSentences(text);
    expect([...leadInsOf(ss).values()]).toEqual([0, 0]);
    // A sentence that only begins like a footer is text, and ends the list.
    expect(leadInsOf(splitSentences('The Licensee may:\n\nSource: the Licensor shall provide the Content in each month.\n\n(a) store the Content;'))).toEqual(new Map());
  });

  it('a numbered sibling of a numbered lead-in is no item of it, and "2." is no first item', () => {
    const ss = splitSentences(AGENCY);
    const leads = leadInsOf(ss);
    const lead = ss.findIndex((s) => s.text === 'This agreement shall terminate:');
    expect([...leads].filter(([, l]) => l === lead).map(([i]) => ss[i]!.text.slice(0, 2))).toEqual(['a.', 'b.']);
    expect(leads.has(ss.findIndex((s) => s.text.startsWith('This Agreement shall terminate, subject')))).toBe(false);
    expect(leadInsOf(splitSentences('The parties agree as follows:\n\n2. The price is $5.'))).toEqual(new Map());
  });

  it('a numbered section with a heading of its own is no item: "1. DEFINITIONS." after "the parties agree as follows:"', () => {
    const ss = splitSentences('NOW, THEREFORE, the parties agree as follows:\n\n1. DEFINITIONS. In this Agreement the following terms apply.\n\n2. TERM. The term is five years.');
    expect(leadInsOf(ss)).toEqual(new Map());
    // H's "1. Other Programs." in the Agency Agreement: a heading, and no lead-in before it.
    const h = splitSentences('Agency may be offered:\n\n1. Other Programs. Agency and MICOA agree.');
    expect(leadInsOf(h)).toEqual(new Map());
  });
});

describe('a lead-in that stops mid-sentence', () => {
  it('"… arising out of or in connection with" leads in to "(a) …" (the sample matter\'s Distributor Agreement, Exhibit B § 17)', () => {
    const lead = 'Distributor releases and will defend, indemnify and hold harmless WGT from any and all claims incurred or\nasserted by any reseller or otherwise arising out of or in connection with';
    // The chunker starts an anchor at "(a)" on its line: the lead-in and its items are sentences of their own.
    const ss = [...splitSentences(lead), ...splitSentences("(a) any misrepresentation by Distributor; (b) any reseller's use of the Product.")];
    expect([...leadInsOf(ss)]).toEqual([[1, 0], [2, 0]]);
    expect(opensList(lead)).toBe(true);
    expect(readTogether([lead, '(a) any misrepresentation by Distributor;'])).toMatch(/in connection with \(a\) any/);
    // A list begun inside the sentence is its first part: N2K's § 12(c) "Each party agrees (i) … and" + "(ii) that it will …".
    expect(isLeadIn('Each party agrees (i) that it will not disclose any Confidential Information except as permitted in this Agreement and')).toBe(false);
    // A heading that stops without a stop ("5.2 Termination by WGT") is no lead-in of the items after it.
    expect(opensList('5.2 Termination by WGT')).toBe(false);
  });
});

// Session 21: cuad-dev-18 § 4's right to terminate on 30 days' notice was lost in a sentence whose other item names a breach.
describe('a list written inside one sentence', () => {
  const at = (text: string, start = 1000) => inlineItems({ start, end: start + text.length, text });

  it('splits the items at their labels, each without the joiner before the next, at offsets of the text', () => {
    const text = "provided that (a) either party may terminate this Agreement, effective at any time after the first three months of the Term, by giving 30 days' written notice of termination to the other party, and (b) either party may terminate this Agreement at any time by giving written notice of termination to the other party, if the other party commits a material breach of its obligations hereunder.";
    const r = at(text)!;
    expect(r.lead.text).toBe('provided that');
    expect(r.items.map((i) => i.text)).toEqual([
      "(a) either party may terminate this Agreement, effective at any time after the first three months of the Term, by giving 30 days' written notice of termination to the other party",
      '(b) either party may terminate this Agreement at any time by giving written notice of termination to the other party, if the other party commits a material breach of its obligations hereunder.',
    ]);
    for (const s of [r.lead, ...r.items]) expect(text.slice(s.start - 1000, s.end - 1000)).toBe(s.text);
  });

  it('follows each kind of sequence, roman numerals too, and skips labels out of it', () => {
    expect(at('this Agreement shall be earlier terminated (x) by mutual agreement of the parties, or (y) at any time upon sixty (60) days advance written notice.')!.items.map((i) => i.text)).toEqual(['(x) by mutual agreement of the parties', '(y) at any time upon sixty (60) days advance written notice.']);
    expect(at('Sanofi may terminate (A) in its entirety on notice or (B) country by country on notice.')!.items).toHaveLength(2);
    const roman = at('the Licensee shall (i) keep records, (ii) permit audits (see Section 4(c) above), (iii) pay any shortfall, (iv) report, and (v) cooperate.')!;
    expect(roman.items.map((i) => i.text.slice(0, 4))).toEqual(['(i) ', '(ii)', '(iii', '(iv)', '(v) ']);
    expect(at('as set out in Section 4(a) of the Agreement.')).toBeNull();
    expect(at('the fee under (a) above is due.')).toBeNull();
  });
});

// Session 21: cuad-dev-06 § 5.1's automatic renewal was quoted with the first of its four conditions only.
describe('the rest of the list an item belongs to', () => {
  const lead = 'The Term will automatically renew for successive additional periods of one (1) year each, provided that: (a) Distributor has made all Guaranteed Minimum Purchases and has complied with the marketing requirements under paragraph 4.1(b);';
  const rest = [
    '(b) the parties have agreed in writing upon the Guaranteed Minimum Purchase amounts and Product price discounts for the next subsequent one (1) year renewal period;',
    "(c) neither party provided the other party with notice of such party's intention not to renew this Agreement at least thirty (30) days prior to any year's Expiration Date; and (d) neither party provided the other party with such notice as may be required pursuant to paragraphs 5.2, 5.3 or 5.4.",
    '5.2 Termination for Convenience. Either party may terminate this Agreement on notice.',
  ];

  it('takes the items that follow in sequence, each after a joiner, and stops where the list does', () => {
    // "4.1(b)" is a reference, not the item's label: the item is (a).
    expect(listRest(lead, rest, 1500)).toBe(2);
    expect(readTogether([lead, rest[0]!, rest[1]!])).toBe(`${lead} ${rest[0]} ${rest[1]}`);
  });

  it('takes none when the item ends its sentence, the next label is out of sequence, or the list would be too long to quote', () => {
    expect(listRest('(a) Distributor has made all purchases.', rest, 1500)).toBe(0);
    expect(listRest(lead, rest.slice(1), 1500)).toBe(0);
    expect(listRest(lead, rest, 400)).toBe(0);
    expect(listRest('The fee is due on signing;', rest, 1500)).toBe(0);
  });

  it('takes none of a list of other grounds, each an answer of its own (cuad-scale-350 § 7.2)', () => {
    const grounds = 'This Agreement or any Project Plan may be terminated: (a) by Magenta for any reason upon [***] written notice to Bachem;';
    expect(listRest(grounds, ['(b) by either Party if the other Party materially breaches a provision of this Agreement;', '(c) by either Party, immediately, if the other Party becomes insolvent.'], 1500)).toBe(0);
  });

  // Session 23: cuad-dev-19 § 15(a)'s insurance was quoted with policy (ii) alone.
  it('takes the rest of a list of the kinds its lead-in names ("the following policies of insurance: (i) a …; and (ii) an …")', () => {
    const policies = 'Both Parties shall, at all times during the currency of this Agreement and for a period of one (1) year after the termination or expiration of this Agreement, maintain the following policies of insurance in effect: (i) a comprehensive general liability insurance policy, with minimum coverage of $1,000,000 per occurrence and in the annual aggregate for product liability and completed operations, covering bodily and personal injury, including death, and property damage, including loss of use; and';
    expect(listRest(policies, ['(ii) an information and network technology blended liability insurance policy with an insured limit of at least $1,000,000 in the aggregate.'], 1500)).toBe(1);
    // …not a list of acts, each a duty of its own, even after "the following".
    const duties = 'The Distributor shall perform the following obligations: (a) promote the Products in the Territory;';
    expect(listRest(duties, ['(b) maintain insurance with a reputable insurer.'], 1500)).toBe(0);
  });
});

describe('a list begun inside a sentence goes on with its next item across a page (cuad-dev-08 § 17.02, trial 36, session 36)', () => {
  const first = 'AIRSOPURE agrees to defend, indemnify and hold You harmless from all claims, losses, lawsuits and expenses arising from or relating to: (i) any claims of infringement from third Parties due to Your use of the Licensed Marks, provided that You have used the Licensed Marks as authorized by AIRSOPURE; and';
  const second = '(ii) claims alleging that Products sold or leased by You are defective.';
  it('reads the item after the page as the rest of the sentence, and nothing else', () => {
    expect(goesOnWithItem(first, second)).toBe(true);
    // No list inside the sentence, or one that ended: a new item or sentence, as before.
    expect(goesOnWithItem('The Franchisee shall pay all taxes; and', second)).toBe(false);
    expect(goesOnWithItem('… relating to: (i) any claims of infringement.', second)).toBe(false);
    expect(goesOnWithItem(first, 'The Franchisee shall pay all taxes.')).toBe(false);
    // An item's own label opens no list inside it: "(d)" after "(c) …; and" is its sibling (cuad-scale-012 § 8).
    expect(goesOnWithItem("(c) Either party may terminate this Agreement upon 30 days written notice if either Party's corporate structure has undergone a material ownership change; and", '(d) Upon termination or expiration of this Agreement for any reason:')).toBe(false);
  });
  it('quotes the whole sentence for the item after the page break', () => {
    const anchors = [
      { anchor: 'p1', doc: 'd', title: 'd', pages: [20, 20] as [number, number], ordinal: 88, text: `17.02. ${first}` },
      { anchor: 'p2', doc: 'd', title: 'd', pages: [21, 21] as [number, number], ordinal: 89, text: second },
    ];
    const r = extract('Does AIRSOPURE indemnify the franchisee against claims that Products are defective?', anchors);
    expect(r.kind).toBe('answer');
    if (r.kind === 'answer') expect(r.claims[0]!.text).toBe(`${first} ${second}`);
  });
});

describe('a list begun inside a sentence and gone on with in the next: each item reads with the lead-in (cuad-dev-16 § 2, trial 37)', () => {
  const NOTICES = [
    'All notices, requests, consents, claims, demands, waivers and other communications hereunder shall be in writing and shall be deemed to have been given: (a) when delivered by hand (with written confirmation of receipt);',
    '(b) when received by the addressee if sent by a nationally recognized overnight courier (receipt requested);',
    '(c) on the date sent by facsimile or e-mail of a PDF document (with confirmation of transmission) if sent during normal business hours of the recipient, and on the next Business Day if sent after normal business hours of the recipient or (d) on the third day after the date mailed, by certified or registered mail, return receipt requested, postage prepaid.',
    'Such communications must be sent to the respective parties at the following addresses:',
  ];
  // Sentences one space apart, as in the text they come from.
  const sentences = (texts: readonly string[]) => {
    let at = 0;
    return texts.map((text) => {
      const s = { start: at, end: at + text.length, text };
      at = s.end + 1;
      return s;
    });
  };
  it('gives the words before "(a)" as the lead-in of the items that follow, up to the sentence that is no item', () => {
    const ss = sentences(NOTICES);
    const leads = inlineLeadInsOf(ss);
    expect([...leads.keys()]).toEqual([1, 2]);
    expect(leads.get(2)!.text).toBe('All notices, requests, consents, claims, demands, waivers and other communications hereunder shall be in writing and shall be deemed to have been given:');
    expect(leads.get(2)!.start).toBe(ss[0]!.start);
    expect(leadInsOf(ss).size).toBe(0);
  });
  it('gives none when the sentence opens on its own label or the next sentence is no item', () => {
    expect(inlineLeadInsOf(sentences(['(a) when delivered by hand (with confirmation);', '(b) when received by courier.'])).size).toBe(0);
    expect(inlineLeadInsOf(sentences([NOTICES[0]!, 'Such communications must be sent to the addresses below.'])).size).toBe(0);
    // Not the "(1)" of a number written twice (cuad-dev-06 § 5.1), nor the words of a sentence a page cut before them.
    const renew = inlineLeadInsOf(sentences(['The Term will automatically renew for successive additional periods of one (1) year each, provided that: (a) Distributor has made all Guaranteed Minimum Purchases;', '(b) Distributor is not in breach; and']));
    expect(renew.get(1)!.text).toBe('The Term will automatically renew for successive additional periods of one (1) year each, provided that:');
    expect(inlineLeadInsOf(sentences(['accounting firm selected by the Auditing Party to audit such books; provided, that: (a) any such audit is conducted during normal business hours;', '(b) audits may not occur more than once every twelve (12) months; and'])).size).toBe(0);
  });
  it('answers "When is a notice sent by e-mail deemed given?" with the lead-in and the e-mail item', () => {
    const text = `2. Notices. ${NOTICES.join('\n')}`;
    const r = extract('When is a notice sent by e-mail deemed given?', [{ anchor: 'n', doc: 'd', title: 'd', pages: [3, 3] as [number, number], ordinal: 15, text }]);
    expect(r.kind).toBe('answer');
    if (r.kind !== 'answer') return;
    expect(r.claims[0]!.text).toMatch(/^All notices, .* deemed to have been given: \(c\) on the date sent by facsimile or e-mail/);
  });
});
