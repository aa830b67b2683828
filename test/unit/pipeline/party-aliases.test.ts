import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath } from '../../helpers/corpus.js';
import { aliasesOf, contractParties, partyAliases } from '../../../electron/pipeline/text/party-aliases.js';
import { actorActs, askedActor, askedOwned, mayNameParty, partyWordsSaid, saysOwned, withAliases, withoutUnaskedNames } from '../../../electron/pipeline/text/question-actor.js';
import { askedScope, scopeUnsaid } from '../../../electron/pipeline/text/question-type.js';
import { clauseTerms } from '../../../electron/pipeline/text/question-units.js';
import { lexicalResponsiveness } from '../../../electron/pipeline/verification/responsiveness.js';

// cuad-dev-08's opening and § 12 (CUAD v1, The Atticus Project, CC BY 4.0), as our extraction holds them.
const OPENING = `THIS AGREEMENT is entered into on this ____ day of ___________, 2000, by and
between Airsopure International Group, Inc., a Nevada corporation whose
principal place of business is located at 15400 Knoll Trail, Suite 200, Dallas,
Texas 75248 (hereinafter "AIRSOPURE" or by reference "we", "us", "our"), and
You: ,
(hereinafter "You" or by reference "Franchisee", or "Your"). Either Party or
both Parties may be referred to as "Party" or "Parties" respectively. The
Products ("Products" and "Services") are described in Exhibit A.`;
const YOU = 'Accordingly, You shall not sell, assign, transfer, convey, give away, mortgage or otherwise encumber any direct or indirect interest in the Franchise without the prior written consent of AIRSOPURE.';
const AIRSOPURE = 'B. Nothing in this Agreement or otherwise shall obligate AIRSOPURE to remain in the indoor air purification business in the event AIRSOPURE should exercise its right to assign this Agreement or its assets which are the subject of this Agreement to a third Party.';
const QUESTION = "Can the franchisee transfer the franchise without Airsopure's consent?";

describe('the names a contract gives its parties (party-aliases.ts)', () => {
  it('reads each party\'s names offered as alternatives in one parenthetical of the opening', () => {
    // And the name "AIRSOPURE" stands for, before "hereinafter" (session 50).
    expect(partyAliases(OPENING)).toEqual([['AIRSOPURE', 'we', 'us', 'our', 'Airsopure International Group, Inc.', 'Airsopure International Group'], ['You', 'Franchisee', 'Your']]);
    expect(aliasesOf('franchisee', partyAliases(OPENING))).toEqual(['You', 'Your']);
    expect(aliasesOf('Distributor', partyAliases(OPENING))).toEqual([]);
  });
  it('takes no list of defined things ("Products" and "Services") for a party\'s names', () => {
    expect(partyAliases('The Products ("Products" and "Services") are listed.')).toEqual([]);
  });
  it('"Can the franchisee transfer …?" is answered where "You" transfer, never where AIRSOPURE assigns (session 20)', () => {
    const asked = askedActor(QUESTION)!;
    const franchisee = { ...asked, aliases: aliasesOf(asked.name, partyAliases(OPENING)) };
    expect(actorActs(YOU, franchisee)).toBe(true);
    // "transfer" asks about an assignment, however worded: AIRSOPURE's right "to assign" is AIRSOPURE's act.
    expect(actorActs(AIRSOPURE, asked)).toBe(false);
    const base = { question: QUESTION, heading: 'Transfer by You', nameWords: [], scopeDocs: null, claimDoc: 'd', claimTitle: 'cuad-dev-08' };
    expect(lexicalResponsiveness({ ...base, claim: YOU, parties: partyAliases(OPENING) }).value).toBe('responsive');
    // Without the contract's names, "You" is nobody the question named.
    expect(lexicalResponsiveness({ ...base, claim: YOU }).value).toBe('partial');
  });

  // Session 21: "Can Audible assign …?" and "Does Cerence have a no-challenge obligation …?" were refused; the contracts call
  // them "Company" and "SpinCo".
  it('reads a party\'s own name, with and without its corporate suffix, and the name the contract calls it by', () => {
    // The openings of cuad-dev-15, -10, -05 and -13 (CUAD v1, CC BY 4.0).
    expect(partyAliases('This Agreement, dated as of January 30, 2000 ("Effective Date"), is made and entered into by and between Amazon.com Commerce Services, Inc., a Delaware corporation ("ACSI"), and Audible Inc. a Delaware corporation ("Company"). ACSI and Company are sometimes referred to collectively herein as the "Parties"')).toEqual([
      ['Amazon.com Commerce Services, Inc.', 'Amazon.com Commerce Services', 'Amazon.com', 'ACSI'],
      ['Audible Inc.', 'Audible', 'Company'],
    ]);
    expect(partyAliases('by and between NUANCE COMMUNICATIONS, INC., a Delaware corporation (“Nuance”), and CERENCE INC., a Delaware corporation (“SpinCo”). WHEREAS, in connection with the contemplated Spin-Off, the parties are entering into a Separation and Distribution Agreement (the “Separation Agreement”);')).toEqual([
      ['NUANCE COMMUNICATIONS, INC.', 'NUANCE COMMUNICATIONS', 'Nuance'],
      ['CERENCE INC.', 'CERENCE', 'SpinCo'],
    ]);
    expect(partyAliases('by and between T&B Seminars, Inc., a California corporation f/s/o Tarek El Moussa ("T&B") and Legacy Education Alliance Holdings, Inc., a Colorado corporation ("LEA"), is entered into')).toEqual([
      ['T&B Seminars, Inc.', 'T&B Seminars', 'T&B'],
      ['Legacy Education Alliance Holdings, Inc.', 'Legacy Education Alliance', 'Legacy', 'LEA'],
    ]);
    // A bracket inside the address ends no name (cuad-dev-03: "Halle (Saale), Germany (“OntoChem”)", trial 39).
    expect(partyAliases('by and between Anixa Biosciences, Inc., a Delaware corporation, located at 3150 Almaden Expressway, Suite 250, San Jose, CA 95118, U.S.A. (“Anixa”), and OntoChem GmbH, a German limited liability company, located at Blücherstr. 24, D-06120 Halle (Saale), Germany (“OntoChem”). Anixa and OntoChem are referred to herein individually as a “Party”')).toEqual([
      ['Anixa Biosciences, Inc.', 'Anixa Biosciences', 'Anixa'],
      ['OntoChem GmbH', 'OntoChem'],
    ]);
    // "Hereinafter referred to as", without brackets, after a colon (cuad-dev-14), and a list's number (cuad-dev-20): each
    // contract was read as naming no party (trial 42). A company's short name is its first word, unless another party's
    // name begins with it.
    expect(partyAliases('is effective as of the 1.4.2011 (the “Effective Date”) by and between: INVASIX LTD., with a principal place of business at Tavor Building, Shaar Yokneam, POB 533, Yokneam 20692, Israel. Hereinafter referred to as “Customer” And FLEXTRONICS ISRAEL LTD. with a principal place of business at Industrial Zone Migdal Haemek 23108 P.O.B. 867, Israel. Hereinafter referred to as “Contractor.” Whereas Customer designs')).toEqual([
      ['INVASIX LTD.', 'INVASIX', 'Customer'],
      ['FLEXTRONICS ISRAEL LTD.', 'FLEXTRONICS ISRAEL', 'FLEXTRONICS', 'Contractor'],
    ]);
    expect(partyAliases('PARTIES (1) Theravance Biopharma UK Limited is a company registered in England (the “Employer”); and (2) Brett Haumann of [address removed] (the "Executive").')).toContainEqual(['Brett Haumann', 'Executive']);
    expect(partyAliases('by and between Amazon.com Commerce Services, Inc., a Delaware corporation ("ACSI"), and Amazon.com Advantage, Inc., a Delaware corporation ("Advantage")')).toEqual([
      ['Amazon.com Commerce Services, Inc.', 'Amazon.com Commerce Services', 'ACSI'],
      ['Amazon.com Advantage, Inc.', 'Amazon.com Advantage', 'Advantage'],
    ]);
    // A party listed by its label on a line of its own (cuad-dev-25, trial 44).
    expect(partyAliases('This Collaboration Agreement is made by and between the following parties.\nParty A: Didi Chuxing Technology Co., Ltd.\nLegal Representative: Ting Chen\nParty B: Hunan Ruixi Financial Leasing Co., Ltd\nLegal Representative: Xianglong Li\n')).toEqual([
      ['Didi Chuxing Technology Co., Ltd', 'Didi Chuxing Technology', 'Didi', 'Didi Chuxing', 'Party A'],
      ['Hunan Ruixi Financial Leasing Co., Ltd', 'Hunan Ruixi Financial Leasing', 'Hunan', 'Hunan Ruixi', 'Party B'],
    ]);
    // What a recital says a party owns is no party.
    expect(partyAliases('WHEREAS, Licensor is the owner of the computer equipment (the "Hardware") required for the operation')).toEqual([]);
  });

  it('a party the question names is said by any of its names; "either party" only of the party that acts', () => {
    const parties = [['Audible Inc.', 'Audible', 'Company'], ['CERENCE INC.', 'CERENCE', 'SpinCo'], ['Legacy Education Alliance Holdings, Inc.', 'Legacy Education Alliance', 'LEA']];
    expect(partyWordsSaid('Can Audible assign the agreement on a change of control?', 'Company may not assign or delegate this Agreement', parties)).toEqual(['audibl']);
    expect(partyWordsSaid('Can Audible assign the agreement?', 'ACSI may assign this Agreement', parties)).toEqual([]);
    expect(partyWordsSaid('Can LEA assign the agreement in a change of control?', 'either party may assign this Agreement without consent', parties)).toEqual(['lea']);
    expect(partyWordsSaid('Does Cerence have a no-challenge obligation?', 'each Party shall cooperate with the other Party', parties)).toEqual([]);
    expect(partyWordsSaid('Does Cerence have a no-challenge obligation?', 'SpinCo agrees that it will not challenge', parties)).toEqual(['cerenc']);
    // Whichever party wins: "the prevailing Party" is each party the question names (trial 44, cuad-dev-04 § 12.8).
    const consulting = [['TruckThat, LLC', 'TruckThat', 'Consultant'], ['Driven Deliveries, Inc.', 'Driven Deliveries', 'Company']];
    const s128 = 'In the event that any court action is brought by one of the Parties to enforce this Agreement, the prevailing Party will be entitled to reasonable attorneys’ fees.';
    expect(partyWordsSaid("If TruckThat sues Driven Deliveries to enforce the Consulting Agreement and wins, can it recover its reasonable attorneys' fees?", s128, consulting)).toEqual(['truckthat', 'driven', 'deliveri']);
    expect(partyWordsSaid('Can TruckThat recover its attorneys’ fees?', 'Attorneys’ fees shall be borne as the arbitrator decides.', consulting)).toEqual([]);
    expect(mayNameParty('Does Cerence have a no-challenge obligation?')).toBe(true);
    expect(mayNameParty('Is there a cap on liability?')).toBe(false);
    // The agreement's name is no party acting: "Does the WatchGuard distributor agreement renew …?" was read as WatchGuard
    // doing "distributor", and the renewal clause refused.
    expect(askedActor('Does the WatchGuard distributor agreement renew automatically?')).toBeNull();
    expect(askedActor('Does the Audible agreement have a cap?')).toBeNull();
    expect(askedActor('Can WatchGuard terminate the agreement?')).toMatchObject({ name: 'WatchGuard' });
    // A wh-question names its actor after its verb (session 28: cuad-dev-08's "You shall pay … a continuing royalty fee").
    expect(askedActor('What royalty fee does the franchisee pay each month?')).toEqual({ name: 'franchisee', act: 'pai' });
    // What follows a party's failure asks that party's failure (trial 44, cuad-dev-25 § 4.6; cuad-dev-06 § 6.2).
    expect(askedActor('What happens if Hunan Ruixi fails to pay or top up its deposit on time?')).toEqual({ name: 'Hunan Ruixi', act: 'fail' });
    const leasing = [['Hunan Ruixi Financial Leasing Co., Ltd', 'Hunan Ruixi', 'Party B']];
    const hunan = withAliases(askedActor('What happens if Hunan Ruixi fails to pay or top up its deposit on time?')!, leasing);
    expect(actorActs('If Party B fails to pay, increase or replenish the deposit in full within 15 days, Party A shall have the right to terminate this Agreement.', hunan, leasing)).toBe(true);
    expect(actorActs('In case that the Driver User fails to pay the monthly rent in full and on time, Party B shall pay the rent on behalf of the Driver User.', hunan, leasing)).toBe(false);
    const distributor = askedActor('What happens if the Distributor fails to make its Guaranteed Minimum Purchases?')!;
    expect(distributor).toEqual({ name: 'Distributor', act: 'fail' });
    expect(actorActs('Upon any failure by Distributor to make Gross Purchases in sufficient amounts to meet the Guaranteed Minimum Purchases, WGT may terminate.', distributor)).toBe(true);
    expect(askedActor('What happens if it misses the deadline?')).toBeNull();
    expect(askedActor('How much notice must WGT give before a price change?')).toMatchObject({ name: 'WGT' });
    expect(askedActor('When does the term of this agreement expire?')).toBeNull();
  });
});

describe('party names read past a spaced comma and a "together with" (trial 50)', () => {
  it('cuad-scale-046: "B & C General Warehouse Corporation LLC , a USA Limited Liability Company (LLC), … ("Company")"', () => {
    const opening = 'THIS DISTRIBUTOR AGREEMENT (this "Agreement") is made and effective as of1 August 2019, by and between, B & C General Warehouse Corporation LLC , a USA Limited Liability Company (LLC), with an address located at 7405 SW 11th CT, North Lauderdale, FL, 33068, USA, ("Company"), and XXXXXXXXXXXXXXXXXXXXX ("Distributor").';
    expect(contractParties(opening)).toEqual([['B & C General Warehouse Corporation LLC', 'B & C General Warehouse', 'Company'], ['XXXXXXXXXXXXXXXXXXXXX', 'Distributor']]);
  });
  it('cuad-scale-106: \'("Licensee" and together with Licensor, the "Parties")\' names the Licensee', () => {
    const opening = 'This TRADEMARK LICENSE AGREEMENT ( "Agreement"), is entered into as of September ___, 2019 ("Effective Date"), by and between HERTZ INVESTMENT GROUP, LLC, a Delaware limited liability company, having a principal place of business at 21860 Burbank Blvd., Woodland Hills, CA 91367 ("Licensor"), and HERTZ GROUP REALTY TRUST, INC., a Maryland corporation, having a principal place of business at 21860 Burbank Blvd., Woodland Hills, CA 91367 ("Licensee" and together with Licensor, the "Parties"), and the Parties agree as follows:';
    // Two parties named "HERTZ …": neither is "HERTZ" alone.
    expect(contractParties(opening)).toEqual([['HERTZ INVESTMENT GROUP, LLC', 'HERTZ INVESTMENT GROUP', 'Licensor'], ['HERTZ GROUP REALTY TRUST, INC.', 'HERTZ GROUP REALTY TRUST', 'Licensee']]);
  });
});

describe('the roles a contract\'s grants give its parties (session 24)', () => {
  // The openings and grants as cuad-dev-18 and cuad-dev-06 hold them (CUAD v1, CC BY 4.0), shortened.
  const CNET = 'This Agreement is entered into by and between CNET, Inc., a Delaware corporation ("CNET"), and Cyberian Outpost, Inc., a Connecticut corporation (the "Company"). 6.1 The Company hereby grants to CNET a non-exclusive, royalty-free license, effective throughout the Term, to use the Company Marks.';
  const WGT = 'This Agreement is between WatchGuard Technologies, Inc., a Washington corporation ("WGT"), and European Micro Plc, a United Kingdom company ("Distributor"). 2.1 Appointment. WGT hereby appoints Distributor, and Distributor hereby accepts WGT\'s appointment, as a nonexclusive reseller of the Product. 2.2 WGT grants to Distributor a nontransferable license to market the Product.';
  const CROSS = 'This Agreement is between WPT Enterprises, Inc., a Delaware corporation ("WPT"), and Zynga Inc., a Delaware corporation ("Zynga"). Zynga grants to WPT a non-exclusive license to use the Zynga Marks. WPT grants to Zynga a non-exclusive license to use the WPT Marks.';

  it('the grantor of a licence is the licensor and its grantee the licensee', () => {
    const parties = contractParties(CNET);
    expect(aliasesOf('licensor', parties)).toEqual(expect.arrayContaining(['Company', 'Cyberian Outpost']));
    expect(aliasesOf('licensee', parties)).toEqual(expect.arrayContaining(['CNET']));
  });
  it('an appointee is what it is appointed as; a role the contract names already stays its own', () => {
    const parties = contractParties(WGT);
    expect(aliasesOf('reseller', parties)).toEqual(expect.arrayContaining(['Distributor', 'European Micro']));
    expect(aliasesOf('licensor', parties)).toEqual(expect.arrayContaining(['WGT']));
    // "Distributor" was already a name of European Micro's: no one else is made the distributor.
    expect(parties.filter((g) => g.some((n) => n.toLowerCase() === 'distributor'))).toHaveLength(1);
  });
  it('licences granted both ways make no one the licensor', () => {
    const parties = contractParties(CROSS);
    expect(aliasesOf('licensor', parties)).toEqual([]);
    expect(aliasesOf('licensee', parties)).toEqual([]);
  });
});

/** cuad-dev-16's opening (CUAD v1, The Atticus Project, CC BY 4.0). */
const QUAKER =
  'THIS NON-COMPETITION AND NON-SOLICITATION AGREEMENT (this “Agreement”), dated as of August 1, 2019 (the “Effective Date”), is entered into by Quaker Chemical Corporation (“Buyer”), a Pennsylvania corporation, Gulf Houghton Lubricants Ltd., a company incorporated in the Cayman Islands (“Gulf Houghton”), Gulf Oil International Limited, a company incorporated in the Cayman Islands (“Gulf International”), and GOCL Corporation Limited, a public limited company incorporated in India (“Gulf Oil” and, together with Gulf Houghton and Gulf International, the “Sellers” and each, a “Seller”). In addition, Gulf Oil Lubricants India, Ltd, a company incorporated in India (“Gulf India”), is a party hereto.';

describe('parties named one after another, by "entered into by" and commas (cuad-dev-16, session 33)', () => {
  it('reads each company\'s name before its defined name, where the one before runs on into it', () => {
    expect(partyAliases(QUAKER)).toEqual([
      ['Quaker Chemical Corporation', 'Quaker Chemical', 'Quaker', 'Buyer'],
      ['Gulf Houghton Lubricants Ltd.', 'Gulf Houghton Lubricants', 'Gulf Houghton'],
      ['Gulf Oil International Limited', 'Gulf Oil International', 'Gulf International'],
      // Its defined name followed by the parties it is read with (session 50: the fourth seller was read as no party).
      ['GOCL Corporation Limited', 'GOCL', 'Gulf Oil'],
      ['Gulf Oil Lubricants India, Ltd', 'Gulf Oil Lubricants India', 'Gulf India'],
    ]);
  });
  it('takes no place, phrase or bare suffix for a party', () => {
    expect(partyAliases('This AGREEMENT is entered into by the City of Fort Stockton, Texas, a Texas Type A-General Law city (“COFS”) and STW Resources Holding Corp., a Nevada corporation (“STW”).')).toEqual([['STW Resources Holding Corp.', 'STW Resources Holding', 'STW']]);
    expect(partyAliases('… identifying features designated from time to time by AIRSOPURE (the "Licensed Marks") and …')).toEqual([]);
    expect(partyAliases('Contractor will, pursuant to the written specifications given by Customer and pre approved by Contractor (“Specifications”), perform …')).toEqual([]);
  });
});

describe('a question\'s place is not a party\'s name (cuad-dev-16, session 32\'s trial)', () => {
  const parties = partyAliases(QUAKER);
  const covenant = 'Gulf Oil and Gulf India each agree during the Non-Compete Period not to acquire, directly or indirectly, control of any businesses involved in, or otherwise competing with, the business of the Combined Business from any entity on Schedule 1 hereto.';
  const question = 'Does the non-compete apply in India?';
  it('takes out the names of several words the question does not say', () => {
    expect(withoutUnaskedNames(covenant, question, parties)).not.toMatch(/India/);
    expect(withoutUnaskedNames(covenant, 'Is Gulf India bound by the non-compete?', parties)).toMatch(/Gulf India/);
  });
  it('a scope question is answered by a claim that says the place, or everywhere', () => {
    const said = (text: string) => (t: string) => clauseTerms(withoutUnaskedNames(text, question, parties)).includes(t);
    expect(scopeUnsaid(askedScope(question), covenant, said(covenant))).toEqual({ asked: 'India', excluded: false });
    // Trial 39: of "… competing business in India?" the place is what is asked, and "excluding India" answers it no.
    const business = "Does the Sellers' non-compete covenant apply to competing business in India?";
    expect(scopeUnsaid(askedScope(business), covenant, said(covenant))).toEqual({ asked: 'India', excluded: false });
    const world = 'Each Seller agrees that … it shall not, directly, or indirectly, anywhere in the world, excluding India: (i) own, manage, operate or control any business which competes with any Combined Business.';
    expect(scopeUnsaid(askedScope(question), world, said(world))).toEqual({ asked: 'India', excluded: true });
    expect(scopeUnsaid(askedScope(business), world, said(world))).toEqual({ asked: 'India', excluded: true });
    expect(scopeUnsaid(askedScope(question), 'Each Seller shall not compete anywhere in the world.', () => false)).toBeNull();
    expect(scopeUnsaid(askedScope('Does the Territory include Japan?'), 'The Territory is worldwide, but not including Asian countries (including, but not limited to, Bangladesh, Hong Kong, India, Indonesia, Japan, Laos).', () => true)).toEqual({ asked: 'Japan', excluded: true });
    expect(scopeUnsaid(askedScope('Does the Territory include Japan?'), 'The Territory is Asia, including, but not limited to, Japan.', () => true)).toBeNull();
    expect(scopeUnsaid(askedScope('Does the Territory include Japan?'), 'The Territory is worldwide.', () => false)).toBeNull();
    expect(scopeUnsaid(askedScope('Can the Distributor sell in India?'), covenant, said(covenant))).toBeNull();
  });
});

describe('"by and between" a company whose name begins with "The", and "the other party" (cuad-dev-00, session 33\'s trial)', () => {
  const TUBE = 'THIS AGREEMENT (the “Agreement”), made as of the 6t h day of March, 2006 (the “Effective Date”), is by and between The TUBE Music Network, Inc., a Florida corporation (the “Network”), and Tribune Broadcasting Company, a Delaware corporation (“Affiliate”), regarding the television programming service';
  const ASSIGN = 'This Agreement shall be binding on the respective transferees and successors of the parties hereto, except that neither this Agreement nor either party’s rights or obligations hereunder shall be assigned or transferred by either party without the prior written consent of the other party.';
  const QUESTION = "Can Affiliate assign this agreement without Network's consent?";

  it('reads both parties: "The TUBE Music Network, Inc." is a name, having its suffix', () => {
    expect(partyAliases(TUBE)).toEqual([
      ['The TUBE Music Network, Inc.', 'The TUBE Music Network', 'The TUBE', 'Network'],
      ['Tribune Broadcasting Company', 'Tribune Broadcasting', 'Tribune', 'Affiliate'],
    ]);
    // Not "The Company" or "This Agreement", which have none.
    expect(partyAliases('made by and between The Company (“Seller”) and Buyer')).toEqual([]);
  });

  it('reads "the other party" as the one that does not act, and "neither party" as the actor', () => {
    const parties = partyAliases(TUBE);
    expect(partyWordsSaid(QUESTION, ASSIGN, parties)).toEqual(['network', 'affili']);
    const owned = askedOwned(QUESTION)!;
    expect(saysOwned(ASSIGN, owned, ['The TUBE Music Network, Inc.'])).toBe(true);
    expect(saysOwned('Neither party may assign this Agreement without the other party\'s prior written consent.', owned)).toBe(true);
    expect(saysOwned('Either party may assign this Agreement with the consent of Tribune.', owned)).toBe(false);
    expect(actorActs('Neither party may assign this Agreement without the other party\'s prior written consent.', askedActor(QUESTION)!)).toBe(true);
    expect(lexicalResponsiveness({ question: QUESTION, claim: ASSIGN, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties })).toMatchObject({ value: 'responsive' });
  });
});

describe('an opening that names the parties by what one does for the other, and a name after "The" (trial 43)', () => {
  it('reads cuad-dev-26: "… under which MediaNet Group Technologies, Inc. … authorizes International Direct Response, Inc. … ("RESELLER")"', () => {
    const opening = 'THIS AGREEMENT (the "AGREEMENT") entered into as of the 19 day of March, 2004 (the "EFFECTIVE DATE") provides the terms and conditions under which MediaNet Group Technologies, Inc., a Nevada corporation having an address at 5100 W. Copans Road Suite 710 Margate, FL 33063 USA ("MEDIANET GROUP TECHNOLOGIES"), authorizes International Direct Response, Inc., a Pennsylvania Corporation, having an address at 1125 Lancaster Avenue, Berwyn, PA 19312("RESELLER") to be its true and lawful representative';
    expect(partyAliases(opening)).toEqual([
      ['MediaNet Group Technologies, Inc.', 'MediaNet Group Technologies', 'MediaNet', 'MEDIANET GROUP TECHNOLOGIES'],
      ['International Direct Response, Inc.', 'International Direct Response', 'RESELLER'],
    ]);
  });
  it('reads "The TUBE" as a name of "The TUBE Music Network, Inc.", not "The Global" of a generic one', () => {
    expect(partyAliases('by and between The Global Media Group, Inc., a Florida corporation (the “Network”), and Acme Corp. (“Affiliate”)')[0]).toEqual(['The Global Media Group, Inc.', 'The Global Media Group', 'Network']);
  });
});

describe('parties set apart by "- and -" (trial 48, cuad-dev-19)', () => {
  const opening = 'THIS LICENSE AND RESELLER AGREEMENT dated as of the October 30, 2018 is made BETWEEN: EHAVE, INC., a company incorporated under the laws of the Province of Ontario, Canada ("Ehave"); - and - COMPANION HEALTHCARE TECHNOLOGIES CORP, a company incorporated under the laws of the Province of Ontario ("CHT") RECITALS: A. Ehave has developed a software platform.';
  it('reads the second party, whose name follows the dashes', () => {
    expect(partyAliases(opening)).toEqual([
      ['EHAVE, INC.', 'EHAVE', 'Ehave'],
      ['COMPANION HEALTHCARE TECHNOLOGIES CORP', 'COMPANION HEALTHCARE TECHNOLOGIES', 'COMPANION', 'CHT'],
    ]);
  });
  it('"Both Parties shall … maintain …" says what Ehave and CHT, asked of together, must do', () => {
    const q = 'Must Ehave and CHT keep their required insurance in force for some period after the agreement ends?';
    const clause = 'Both Parties shall, at all times during the currency of this Agreement and for a period of one (1) year after the termination or expiration of this Agreement, maintain the following policies of insurance in effect';
    expect(partyWordsSaid(q, clause, partyAliases(opening))).toEqual(['ehav', 'cht']);
  });
});

describe('partyAliases, session 48: a party shortened in brackets without quotes', () => {
  it('reads the first word or the initials of the name before it (cuad-scale-286, cuad-dev-01)', () => {
    const opening = "1. CERTIFICATION AND IDENTIFICATION:\nCOMWARE TECHNICAL SERVICES OF 17922 SKY PARK CIRCLE, SUITE E, IRVINE, CALIFORNIA\n92614-6414 (COMWARE) certifies that the Products furnished under this agreement\nby INTERNATIONAL TEST SYSTEMS, INC. OF 4703 SHAVANO OAK, SUITE 102, SAN ANTONIO,\nTEXAS 78249 (ITS) will be incorporated by COMWARE";
    expect(partyAliases(opening)).toEqual([['COMWARE TECHNICAL SERVICES', 'COMWARE'], ['INTERNATIONAL TEST SYSTEMS', 'ITS']]);
    expect(partyAliases('MICOA AGENCY AGREEMENT\nThis Agreement is between Mutual Insurance Corporation of America (MICOA) and the agency named below')).toContainEqual(['Mutual Insurance Corporation of America', 'MICOA']);
    // An abbreviation of no party's name: a country, a statute.
    expect(partyAliases('Services performed in the United States of America (USA) under the Securities Act (SA)')).toEqual([]);
  });
});

describe('something of a question said besides its parties\' names (session 49, trial 50 cuad-scale-060)', () => {
  const parties = [['Eco Science Solutions, Inc.', 'ESSI', 'the Company'], ['Stephen Marley', 'Talent']];
  const base = { heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties };
  const CASH = 'ESSI will provide monthly payment of Ten Thousand and NO/100 Dollars ($10,000) made payable to Talent for Talent\'s social communications with its followers.';
  const STOCK = 'ESSI will provide Talent with one-million (1,000,000) shares of restricted common stock issued within ten business days of execution of this Agreement.';
  it('a clause that names both parties and nothing of the stock does not answer what stock one gives the other', () => {
    expect(lexicalResponsiveness({ ...base, question: 'What does ESSI give Stephen Marley by way of stock?', claim: CASH })).toMatchObject({ value: 'partial' });
    expect(lexicalResponsiveness({ ...base, question: 'What does ESSI give Stephen Marley by way of stock?', claim: STOCK })).toMatchObject({ value: 'responsive' });
  });
  it('a concept said besides the parties is enough, with half of the question said names and all', () => {
    const sponsor = { ...base, parties: [['Excite, Inc.', 'Excite'], ['Sponsor']] };
    expect(lexicalResponsiveness({ ...sponsor, question: 'Does Sponsor have a right of first refusal over retail music store sponsorships?', claim: 'd) Excite will offer Sponsor the right of first refusal to negotiate with Excite for renewal of this sponsorship.' })).toMatchObject({ value: 'responsive' });
  });
  it('a question of nothing but its parties and a concept is still answered by the concept', () => {
    const ASSIGN = 'ESSI may not assign this Agreement without the prior written consent of Talent.';
    expect(lexicalResponsiveness({ ...base, question: 'Can ESSI assign the agreement?', claim: ASSIGN })).toMatchObject({ value: 'responsive' });
  });
});

describe('a question put "In what circumstances must X …?" asks what X must do (session 49, trial 49 cuad-dev-12)', () => {
  it('reads the party and its act after a question word led by "in" or "under"', () => {
    expect(askedActor("In what circumstances must Zynga bear the cost of WPT's audit of its royalty records?")).toMatchObject({ name: 'Zynga', act: 'bear' });
    expect(askedActor('Under what circumstances may Licensee terminate?')).toMatchObject({ name: 'Licensee', act: 'termin' });
    // "On what grounds …" asks the grounds, the wh-word's noun (cuad-dev-20 § 18.1, answers-that-answer).
    expect(askedActor("On what grounds can the Company terminate the Executive's employment without notice?")).toBeNull();
  });
  it('is not answered by what the party must permit another to do', () => {
    const claim = 'Zynga shall permit such records to be examined by authorized representatives of WPT, including such independent auditors as WPT may designate, during usual business hours, with advance notice, to verify to the extent necessary the Royalties paid hereunder.';
    const parties = [['Zynga Inc.', 'Zynga'], ['WPT Enterprises, Inc.', 'WPT']];
    expect(lexicalResponsiveness({ question: "In what circumstances must Zynga bear the cost of WPT's audit of its royalty records?", claim, heading: null, nameWords: [], scopeDocs: null, claimDoc: null, claimTitle: null, parties }).value).toBe('partial');
  });
});

// Session 50: a third of CUAD's contracts were read as naming fewer than two parties (the `parties` bench: 252 of 467 read
// for two or more before, 335 after), so a question naming a party ("Will Mitchell's Web Advance proofread …?") looked for
// its name in clauses that say "Company". Each case is the opening of a cuad-scale contract (CUAD v1, CC BY 4.0), as CUAD
// holds it, read whole as the app reads a document's opening.
describe('the parties of openings that read as naming fewer than two (cuad-scale, session 50)', () => {
  const opening = (n: string) => readFileSync(corpusPath('cuad-scale', 'txt', `cuad-scale-${n}.txt`), 'utf8');
  const names = (n: string) => partyAliases(opening(n));
  it('reads past an "and" inside what a party is ("organized and existing", "a Delaware corporation, and having …")', () => {
    expect(names('042')).toEqual([
      ['Revolution Medicines, Inc.', 'Revolution Medicines', 'Revolution', 'RevMed'],
      ['Aventis, Inc.', 'Aventis', 'Sanofi'],
    ]);
    expect(names('182').map((g) => g.at(-1))).toEqual(['Theravance', 'GSK']);
  });
  it('reads a name that begins in lower case, and one the party had before ("formerly known as …")', () => {
    expect(names('016')[1]).toEqual(['mPhase Technologies Inc.', 'mPhase Technologies', 'mPhase']);
    expect(names('024')[0]).toEqual(['theglobe.com, Inc.', 'theglobe.com', 'theglobe']);
    expect(names('008')[1]).toEqual(['deltathree.com, Inc.', 'deltathree.com', 'DeltaThree']);
  });
  it('reads the company a person signs for ("Mitchell Vitalis, director of Mitchell\'s Web Advance, PLC")', () => {
    expect(names('078')).toEqual([
      ['FreeCook', 'Client'],
      ["Mitchell's Web Advance, PLC", "Mitchell's Web Advance", "Mitchell's", 'Company'],
    ]);
  });
  it('reads a defined name in single quotes, or followed by more ("Client," which shall include …; "Company" or "RCP")', () => {
    expect(names('088')).toEqual([
      ['IMPCO Technologies Inc.', 'IMPCO Technologies', 'IMPCO'],
      ['MINDA INDUSTRIES LIMITED', 'MINDA INDUSTRIES', 'MINDA', 'MIL'],
    ]);
    expect(names('116')).toContainEqual(['Playboy.com, Inc.', 'Playboy.com', 'Client']);
    expect(names('156')[0]).toEqual(['Company', 'RCP', 'Reynolds Consumer Products Inc.', 'Reynolds Consumer Products']);
  });
  it('reads past an address\'s "England and Wales" back to the party\'s name', () => {
    expect(names('374')).toEqual([['BICYCLETX LIMITED', 'BICYCLETX', 'Company']]);
  });
  it('reads the parties where the agreement says between whom it is made, after a table of contents', () => {
    expect(names('136')).toEqual([
      ['Pfizer Inc.', 'Pfizer', 'Manufacturer'],
      ['Upjohn Inc.', 'Upjohn', 'Customer', 'Spinco'],
    ]);
  });
  it('reads a company named there without a defined name, never what a party is ("a Nevada corporation")', () => {
    expect(names('218')).toEqual([['Go Call, Inc.', 'Go Call'], ['PageMaster Corporation', 'PageMaster']]);
    expect(names('264')).toEqual([['HPIL ENERGYTECH Inc.', 'HPIL ENERGYTECH', 'HPIL'], ['GINARES GROUP AG', 'GINARES GROUP', 'GINARES']]);
    for (const n of ['090', '098', '104', '406', '418']) expect(names(n).flat().filter((x) => /^(?:An?\s)?(?:Nevada|Delaware|Massachusetts|BVI|Texas)\b/.test(x))).toEqual([]);
  });
  it('keeps a bracketed suffix or country inside the name ("CRO Consulting (Pty) Limited", "Bunker One (USA) Inc.")', () => {
    expect(names('234')[0]).toEqual(['CRO Consulting Pty Limited', 'CRO Consulting', 'CRO']);
    expect(names('140')[0]).toContain('Bunker One');
  });
});
