import { describe, expect, it } from 'vitest';
import { aliasesOf, partyAliases } from '../../../electron/pipeline/text/party-aliases.js';
import { actorActs, askedActor } from '../../../electron/pipeline/text/question-actor.js';
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
});
