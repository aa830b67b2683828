import { describe, expect, it } from 'vitest';
import { asksAutomaticRenewal, renewalNotAutomatic } from '../../../electron/pipeline/text/renewal-asked.js';

// cuad-dev-26 § 9.1 (trial 38): a renewal only if both parties agree is no automatic renewal.
const BY_AGREEMENT = 'This Agreement shall renew for successive 1-year periods, after the initial 1 Year Term, if agreed by both parties in writing within 30 days of license expiration.';

describe('renewalNotAutomatic: an automatic renewal asked, a renewal by agreement or option said', () => {
  it('reads a question that asks whether a renewal is automatic', () => {
    expect(asksAutomaticRenewal('Does the Reseller Agreement automatically renew for successive one-year periods?')).toBe(true);
    expect(asksAutomaticRenewal('Does the term renew automatically?')).toBe(true);
    expect(asksAutomaticRenewal('Is there an auto-renewal?')).toBe(true);
    expect(asksAutomaticRenewal('Does this agreement renew, and for what renewal term?')).toBe(false);
  });
  it('answers no by a renewal the parties must agree, or a party may choose', () => {
    expect(renewalNotAutomatic(true, BY_AGREEMENT)).toBe('by agreement');
    expect(renewalNotAutomatic(true, 'The term may be extended for one additional year upon the mutual written agreement of the parties.')).toBe('by agreement');
    expect(renewalNotAutomatic(true, 'Licensee shall have the option to renew this Agreement for one (1) further term of five (5) years.')).toBe('at an option');
  });
  it('leaves alone an automatic renewal, one that runs unless a party gives notice, a claim that renews nothing, and a question that asks no automatic renewal', () => {
    expect(renewalNotAutomatic(true, 'This Agreement shall automatically renew for successive one-year terms unless either party gives notice of non-renewal.')).toBeNull();
    expect(renewalNotAutomatic(true, 'This Agreement shall renew for successive one (1) year periods unless either party notifies the other at least sixty (60) days before expiry.')).toBeNull();
    expect(renewalNotAutomatic(true, 'Any amendment must be agreed by both parties in writing.')).toBeNull();
    expect(renewalNotAutomatic(false, BY_AGREEMENT)).toBeNull();
  });
});
