import { describe, expect, it } from 'vitest';
import { askedSections, refersInstead } from '../../../electron/pipeline/text/asked-sections.js';

// cuad-dev-15 (trial 37): § 2.4 refers to § 2.8's escalation procedure; it is not the procedure.
const REFERS = 'Any dispute arising related to the creation of such requirements and standards shall be subject to the escalation procedure specified in Section 2.8 [Escalation of Certain Disputes] below.';

describe('askedSections: the sections a question asks the contents of', () => {
  it('reads a number after under, in, of, by', () => {
    expect(askedSections('What is the escalation procedure for disputes under Section 2.8?')).toEqual(['2.8']);
    expect(askedSections('What notice is required in § 12.2(a)?')).toEqual(['12.2(a)']);
    expect(askedSections('What are the obligations of Article IV?')).toEqual(['IV']);
  });
  it('reads none where the question asks what is subject to a section, or names none', () => {
    expect(askedSections('Which disputes are subject to Section 2.8?')).toEqual([]);
    expect(askedSections('What is the escalation procedure?')).toEqual([]);
    // A section of another agreement the question names (cuad-dev-11, trial 36).
    expect(askedSections('Are directors who resign under Section 6.2.6 of the SPAs covered by the D&O indemnity?')).toEqual([]);
    expect(askedSections('What does Section 4 of this Agreement require?')).toEqual([]);
    expect(askedSections('What is required under Section 4 of this Agreement?')).toEqual(['4']);
  });
});

describe('refersInstead: a claim that names the asked section from another', () => {
  it('finds the cross-reference', () => {
    expect(refersInstead(['2.8'], REFERS, '§ 2.4')).toBe('2.8');
    // A part of the asked section named from another: § 9.4's "interest on any underpayment as provided in Section 5.5" for
    // "What interest applies to late payments … under Section 5 …?" (trial 44, cuad-dev-15).
    expect(refersInstead(['5'], 'reimburse ACSI … together with interest on any underpayment as provided in Section 5.5 [Overdue Payments].', '§ 9.4')).toBe('5');
  });
  it('accepts a claim in the asked section or one inside it, and a claim that names no asked section', () => {
    expect(refersInstead(['2.8'], 'Any resolution of any dispute reached under this Section 2.8 will be reduced to writing.', '§ 2.8')).toBeNull();
    expect(refersInstead(['2.8'], REFERS, '§ 2.8(b)')).toBeNull();
    expect(refersInstead(['2.8'], 'The relationship managers shall meet within three (3) business days.', '§ 2.4')).toBeNull();
    // "Section 2.80" is not "Section 2.8"; an unknown section decides nothing.
    expect(refersInstead(['2.8'], 'as provided in Section 2.80', '§ 2.4')).toBeNull();
    expect(refersInstead(['5'], 'as provided in Section 50 and Section 15.5', '§ 9.4')).toBeNull();
    expect(refersInstead(['2.8'], REFERS, null)).toBeNull();
  });
});
