import { describe, expect, it } from 'vitest';
import { aliasesOf, partyAliases } from '../../../electron/pipeline/text/party-aliases.js';
import { actorActs, askedActor, mayNameParty, partyWordsSaid } from '../../../electron/pipeline/text/question-actor.js';
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
    expect(partyAliases(OPENING)).toEqual([['AIRSOPURE', 'we', 'us', 'our'], ['You', 'Franchisee', 'Your']]);
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
      ['Amazon.com Commerce Services, Inc.', 'Amazon.com Commerce Services', 'ACSI'],
      ['Audible Inc.', 'Audible', 'Company'],
    ]);
    expect(partyAliases('by and between NUANCE COMMUNICATIONS, INC., a Delaware corporation (“Nuance”), and CERENCE INC., a Delaware corporation (“SpinCo”). WHEREAS, in connection with the contemplated Spin-Off, the parties are entering into a Separation and Distribution Agreement (the “Separation Agreement”);')).toEqual([
      ['NUANCE COMMUNICATIONS, INC.', 'NUANCE COMMUNICATIONS', 'Nuance'],
      ['CERENCE INC.', 'CERENCE', 'SpinCo'],
    ]);
    expect(partyAliases('by and between T&B Seminars, Inc., a California corporation f/s/o Tarek El Moussa ("T&B") and Legacy Education Alliance Holdings, Inc., a Colorado corporation ("LEA"), is entered into')).toEqual([
      ['T&B Seminars, Inc.', 'T&B Seminars', 'T&B'],
      ['Legacy Education Alliance Holdings, Inc.', 'Legacy Education Alliance', 'LEA'],
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
    expect(mayNameParty('Does Cerence have a no-challenge obligation?')).toBe(true);
    expect(mayNameParty('Is there a cap on liability?')).toBe(false);
    // The agreement's name is no party acting: "Does the WatchGuard distributor agreement renew …?" was read as WatchGuard
    // doing "distributor", and the renewal clause refused.
    expect(askedActor('Does the WatchGuard distributor agreement renew automatically?')).toBeNull();
    expect(askedActor('Does the Audible agreement have a cap?')).toBeNull();
    expect(askedActor('Can WatchGuard terminate the agreement?')).toMatchObject({ name: 'WatchGuard' });
  });
});
