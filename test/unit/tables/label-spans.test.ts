import { describe, expect, it } from 'vitest';
import { prepareHaystack } from '../../../electron/pipeline/text/normalize.js';
import { labelSpan } from '../../bench/label-spans.js';

// Text as our extraction holds it and the lawyers' labels as CUAD's (CUAD v1, CC BY 4.0).
const ASSIGN = 'NO ASSIGNMENT\n\n15.1 Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned without the\nwritten consent of all the parties.\n\n-7-\n\f\n16. SUCCESSORS AND ASSIGNS';
const TERM = '3.1 Term.\n\nThis Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Section 3.2 or 3.3 of this Agreement, shall\ncontinue until the twentieth (20t h) anniversary of the Effective Date; provided, however, (i) Operator shall have the right';

describe('labelSpan: where a labelled clause lies in our text (the benches\u2019 scorers)', () => {
  it('finds a label as Layer 1 does, whitespace normalised', () => {
    const hay = prepareHaystack(ASSIGN);
    const at = labelSpan(hay, 'Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned without the written consent of all the parties.');
    expect(at && ASSIGN.slice(...at)).toMatch(/^Neither[\s\S]*parties\.$/);
  });
  it('finds a label whose extractor lost a space (cuad-scale-188, "thewritten")', () => {
    const label = 'Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned without thewritten consent of all the parties.';
    const at = labelSpan(prepareHaystack(ASSIGN), label);
    expect(at).not.toBeNull();
    expect(ASSIGN.slice(...at!)).toBe(ASSIGN.slice(ASSIGN.indexOf('Neither'), ASSIGN.indexOf('parties.') + 'parties.'.length));
  });
  it('finds a label where ours has a space CUAD\u2019s has not (cuad-scale-328, "20t h")', () => {
    const at = labelSpan(prepareHaystack(TERM), 'This Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Section 3.2 or 3.3 of this Agreement, shall  continue until the twentieth (20th) anniversary of the Effective Date');
    expect(at && TERM.slice(...at)).toMatch(/^This Agreement[\s\S]*\(20t h\) anniversary of the Effective Date$/);
  });
  it('places a long label laid out otherwise part-way where its opening is (cuad-scale-222)', () => {
    const ours = '9.3 Subject to Clauses 9.1 and 9.2, neither party shall be liable under this Agreement (whether in contract, tort or otherwise) for any:\n\n(a) loss of anticipated savings;\n\n(b) loss of business opportunity;\n\n(e) indirect or consequential losses;\n\n9.4 Subject to Clauses 9.1 and 9.2, each party’s total liability';
    // CUAD's text runs on into a line our extraction holds elsewhere.
    const label = 'Subject to Clauses 9.1 and 9.2, neither party shall be liable under this Agreement (whether in contract, tort or otherwise) for any:\n\n  (a) loss of anticipated savings;\n\n  (b) loss of business opportunity;\n\n  (e) indirect or consequential losses;\n     suffered or incurred by the other party';
    const at = labelSpan(prepareHaystack(ours), label);
    expect(at && ours.slice(...at)).toMatch(/^Subject to Clauses 9\.1[\s\S]*consequential losses;$/);
    // An opening shorter than two lines places nothing: it could be any clause's.
    expect(labelSpan(prepareHaystack(ours), 'Subject to Clauses 9.1 and 9.2, neither party shall be liable for anything at all, however arising')).toBeNull();
  });
  it('never finds a label whose words differ, or a short one across words', () => {
    const hay = prepareHaystack(ASSIGN);
    expect(labelSpan(hay, 'Neither this Agreement nor any of the rights of the parties under this Agreement shall be assigned without the written consent of all the parties.')).toBeNull();
    // Its opening is the clause's, but less than half of it: placed nowhere.
    expect(labelSpan(hay, 'Neither this Agreement nor any of the rights of any of the parties under this Agreement shall be assigned, pledged, encumbered, sublicensed, delegated or otherwise transferred by a party, whether voluntarily or by operation of law, with or without the written consent of all the parties.')).toBeNull();
    expect(labelSpan(hay, 'thewritten')).toBeNull();
    expect(labelSpan(hay, 'NOASSIGNMENT')).toBeNull();
  });
});
