import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommentary, splitAnswer } from '../../../electron/pipeline/answers-in/claims.js';

const ANSWER = `Sure! Here's a summary of the two agreements.

## Term and renewal

The Agency Agreement is governed by Nevada law: "This Agreement shall be interpreted under the laws of the State of Nevada." (Agency Agreement, p. 3)
- The Term "will automatically renew for successive additional periods of one (1) year each" [1]. Renewal also requires written agreement on the Guaranteed Minimum Purchases.
- See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).

| Clause | Effect |
|---|---|
| Governing law | Washington (§ 14.1) |

I hope this helps! You should consult counsel before relying on this.

Sources:
[1] cuad-dev-06.pdf, p. 2
Agency Agreement (cuad-dev-01.pdf)
`;

describe('splitAnswer', () => {
  const { claims, notes } = splitAnswer(ANSWER, [[ANSWER.indexOf('Varghese'), ANSWER.indexOf('2019).') + 5]]);

  it('every claim span slices the input to the claim text, in order, without overlap', () => {
    for (const c of claims) expect(ANSWER.slice(...c.span)).toBe(c.text);
    for (let i = 1; i < claims.length; i++) expect(claims[i]!.span[0]).toBeGreaterThanOrEqual(claims[i - 1]!.span[1]);
  });

  it('sentences, list items (split into sentences) and table rows; headings and table rules dropped', () => {
    expect(claims.map((c) => [c.kind, c.text])).toEqual([
      ['commentary', 'Sure!'],
      ['commentary', "Here's a summary of the two agreements."],
      ['fact', 'The Agency Agreement is governed by Nevada law: "This Agreement shall be interpreted under the laws of the State of Nevada." (Agency Agreement, p. 3)'],
      ['fact', 'The Term "will automatically renew for successive additional periods of one (1) year each" [1].'],
      ['fact', 'Renewal also requires written agreement on the Guaranteed Minimum Purchases.'],
      ['fact', 'See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).'],
      ['fact', '| Clause | Effect |'],
      ['fact', '| Governing law | Washington (§ 14.1) |'],
      ['commentary', 'I hope this helps!'],
      ['commentary', 'You should consult counsel before relying on this.'],
    ]);
  });

  it('footnote definitions and a trailing sources list become notes, not claims', () => {
    expect(notes.map((n) => [n.marker, n.text])).toEqual([
      ['1', 'cuad-dev-06.pdf, p. 2'],
      [null, 'Agency Agreement (cuad-dev-01.pdf)'],
    ]);
    for (const n of notes) expect(ANSWER.slice(...n.span)).toContain(n.text);
  });

  it('superscript footnote definitions anywhere', () => {
    const r = splitAnswer('It renews yearly.²\n\n² Agency Agreement, p. 2');
    expect(r.claims.map((c) => c.text)).toEqual(['It renews yearly.²']);
    expect(r.notes).toEqual([{ marker: '2', text: 'Agency Agreement, p. 2', span: [20, 44] }]);
  });

  it('a quoted clause with full stops inside stays one claim', () => {
    const r = splitAnswer('Section 5 says "The Term ends. No renewal. Notice is required." That is all.');
    expect(r.claims.map((c) => c.text)).toEqual(['Section 5 says "The Term ends. No renewal. Notice is required."', 'That is all.']);
  });

  it('property: for any text, spans are in range, ordered and slice to their text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('- ', '1. ', '| a | b |', '\n', '\n\n', '"', '“', '”', '. ', 'p. 4', '[1] ', '## ', 'Sources:', 'The Term ends', ' v. ', '(', ')'), fc.string({ maxLength: 12 })), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const { claims, notes } = splitAnswer(text);
        let last = 0;
        for (const c of claims) {
          expect(c.span[0]).toBeGreaterThanOrEqual(last);
          expect(c.span[1]).toBeLessThanOrEqual(text.length);
          expect(text.slice(...c.span)).toBe(c.text);
          last = c.span[1];
        }
        for (const n of notes) expect(n.span[1]).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 400 },
    );
  });
});

describe('two quoted sentences (session 25\'s trial)', () => {
  it('a stop inside the closing quote ends the sentence, even after "U.S.A."', () => {
    const text = 'Section 29 of the Distributor Agreement provides that "This Agreement will be governed by and interpreted in accordance with the local laws of the State of Washington, U.S.A." The Distributor Agreement also states: "WGT shall indemnify Distributor against all claims" (§ 15).';
    expect(splitAnswer(text, []).claims.map((c) => c.text)).toEqual([
      'Section 29 of the Distributor Agreement provides that "This Agreement will be governed by and interpreted in accordance with the local laws of the State of Washington, U.S.A."',
      'The Distributor Agreement also states: "WGT shall indemnify Distributor against all claims" (§ 15).',
    ]);
    // A quote that holds a full stop and goes on is still one claim.
    const one = 'It provides that "Payment is due. Late fees apply." (p. 2).';
    expect(splitAnswer(one, []).claims.map((c) => c.text)).toEqual([one]);
  });
});

describe('isCommentary', () => {
  it.each([
    'I hope this helps!', 'Let me know if you need anything else.', 'You may want to consult a lawyer in Nevada.',
    'Here is an overview of the key provisions:', 'This is not legal advice.', 'Would you like me to draft a notice?', 'Note: I only reviewed the first agreement.',
    // Session 25's trial: the answer speaking of itself was queued as a fact to check.
    'This analysis is based solely on the documents you provided and may not reflect later amendments.',
  ])('commentary: %s', (s) => expect(isCommentary(s)).toBe(true));

  it.each([
    'The Agreement is governed by Nevada law.', 'Either party may terminate on 120 days notice.',
    // polite wording cannot hide a claim about the documents
    'I hope this helps: the Agreement says "shall terminate automatically".', 'You should note that Section 5.2 allows termination.',
    'Here is the key point: the Term renews annually (p. 2).',
    // Session 25's trial: wrong claims behind a summary's lead-in were excluded, never checked.
    'In summary, the Distributor Agreement is governed by California law.', 'To summarize, the Sponsorship Agreement runs for five years.',
    'Overall, the Distributor Agreement makes Distributor the exclusive distributor of the Product in Europe.',
    "In short, the Agency Agreement lets the Agency assign the agreement to its affiliates without MICOA's consent.",
    'Note: the Sponsorship Agreement gives Excite a royalty-free exclusive license to the Content.',
    "Because the Agency Agreement lets either party terminate on ninety days' notice, you should consider sending notice now.",
  ])('a claim: %s', (s) => expect(isCommentary(s)).toBe(false));

  it.each(['Please consult Nevada counsel before relying on this summary.', 'In summary, these are the points to raise with the other side.'])('commentary still: %s', (s) =>
    expect(isCommentary(s)).toBe(true),
  );
});
