import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passageKind } from '../../../electron/pipeline/generation/passage-kind.js';
import { recitalsRange } from '../../../electron/pipeline/text/recitals.js';

/**
 * A contract's recitals are found by its structure — opened by "WHEREAS:", "RECITALS" or "BACKGROUND", closed by the sentence
 * that turns to what is agreed — so a recital is no clause however it is worded (session 31). The openings are quoted from
 * cuad-scale (CUAD v1, CC BY 4.0) as Pincite's reader gives their text.
 */
const GLAMIS = `NON COMPETITION AGREEMENT AND RIGHT OF FIRST OFFER

THIS AGREEMENT is dated May 3,2006.

BETWEEN:

GLAMIS GOLD LTD., a company incorporated under the laws
of the Province of British Columbia, having an office at 310-5190
Neil Road, Reno, Nevada 89502

(“Glam is”)

WHEREAS:

(A) Glamis, Western Copper and Western Silver Corporation (“Western Silver”) are
parties to an arrangement agreement dated as of February 23, 2006 (the “Arrangement
Agreement”), pursuant to which, among other things, Western Copper will acquire certain assets
of Western Silver; and

(B) It is an obligation under the Arrangement Agreement that Western Copper agree
not to compete with Glamis in certain areas of Mexico and that Glamis grant Western Copper a
right of first offer with respect to the proposed disposition by Glamis of mineral properties.

NOW THEREFORE TIHS AGREEMENT WITNESSES that in consideration of the mutual
covenants and agreements contained herein and other good and valuable consideration, the
receipt and sufficiency of which is hereby acknowledged, the parties hereto covenant and agree
as follows: (Scheme B. mca)

PART I

INTERPRETATION

1.1 In this Agreement, including the recitals, except as expressly provided`;

// cuad-scale-184: numbered recitals that turn with "… is amended and restated as follows:", not "agree as follows".
const TUNIU = `COOPERATION AGREEMENT

WHEREAS

1. Party A is a company with exclusively domestic capital incorporated under the laws of the People’s Republic of China.

4. After an amiable consideration, the Parties unanimously agree that the establishment of a long-term and close cooperation relationship is in
the best interests of the Parties and their beneficiaries.

The Parties unanimously agree to amend and restate the Original Cooperation Agreement through friendly negotiation and the Original
Cooperation Agreement is amended and restated as follows:

1. Business Cooperation

Party A and Party B unanimously agree that the proposed cooperation shall be the internet-based sale. The Parties hereby agree as follows: nothing.`;

describe('recitalsRange', () => {
  it('runs from "WHEREAS:" to the end of the sentence that turns to what is agreed (cuad-scale-142)', () => {
    const [from, to] = recitalsRange(GLAMIS)!;
    const recitals = GLAMIS.slice(from, to);
    expect(recitals.startsWith('WHEREAS:')).toBe(true);
    expect(recitals).toContain('(B) It is an obligation under the Arrangement Agreement that Western Copper agree\nnot to compete');
    expect(recitals.endsWith('covenant and agree\nas follows:')).toBe(true);
    expect(GLAMIS.slice(to)).toContain('1.1 In this Agreement');
  });

  it('ends at the first turn, so the operative clauses after it stay clauses (cuad-scale-184)', () => {
    const [from, to] = recitalsRange(TUNIU)!;
    expect(TUNIU.slice(from, to).endsWith('is amended and restated as follows:')).toBe(true);
    expect(TUNIU.slice(to)).toContain('Party A and Party B unanimously agree that the proposed cooperation');
  });

  it('opens on a heading line alone ("RECITALS", "BACKGROUND"), never on the word inside a clause', () => {
    const text = 'SUPPLY AGREEMENT\n\nBACKGROUND\n\nA. Supplier makes widgets.\n\nB. Buyer needs widgets.\n\nNOW, THEREFORE, the parties agree as follows:\n\n1. Supply. Supplier shall supply widgets.';
    const [from, to] = recitalsRange(text)!;
    expect(text.slice(from, to)).toBe('BACKGROUND\n\nA. Supplier makes widgets.\n\nB. Buyer needs widgets.\n\nNOW, THEREFORE, the parties agree as follows:');
    expect(recitalsRange('SUPPLY AGREEMENT\n\n1. Background. The parties agree as follows: Supplier shall supply widgets.')).toBeNull();
  });

  it('is null when the recitals never turn to the operative part near the top', () => {
    expect(recitalsRange('AGREEMENT\n\nWHEREAS, the parties wish to contract.\n\n1. Term. This Agreement lasts one year.')).toBeNull();
    expect(recitalsRange(`AGREEMENT\n\nWHEREAS, the parties wish to contract.\n\n${'1. The Supplier shall supply widgets. '.repeat(400)}\n\nNOW, THEREFORE, the parties agree as follows:`)).toBeNull();
  });

  it('any range found opens the recitals and holds the turn, inside the text', () => {
    const piece = fc.constantFrom('WHEREAS, ', 'RECITALS\n', 'NOW, THEREFORE, ', 'the parties agree as follows: ', 'A. Buyer needs widgets. ', '\n', 'BACKGROUND\n', '1. Term. ', 'shall ', '.');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const r = recitalsRange(text);
        if (r === null) return;
        expect(0 <= r[0] && r[0] < r[1] && r[1] <= text.length).toBe(true);
        const recitals = text.slice(r[0], r[1]);
        expect(recitals).toMatch(/^(?:WHEREAS|RECITALS|BACKGROUND)/);
        expect(recitals).toMatch(/NOW,?\s+THEREFORE|as\s+follows\s*:|agree/i);
      }),
    );
  });
});

describe('a numbered definition is a definition (cuad-scale-374)', () => {
  it('reads past the sentence\'s own number', () => {
    expect(passageKind('15.1 For the purpose of this paragraph 15 “IPRs” shall mean all trade secrets, Copyrights, trademarks and trade and business names, service marks, patents and exclusive rights of any kind.')).toBe('definition');
    expect(passageKind('15.1 Licensor hereby grants to Licensee an exclusive license to the Software.')).toBe('clause');
  });
});
