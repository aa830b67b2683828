/**
 * The first-run examples, over the sample matter (assets/samples): one question the
 * contracts answer, one they do not, and an answer from elsewhere to check, whose three
 * claims come out supported, contradicted (a changed number) and unverified (words that
 * are not in the contract). Anchor ids are stable for the same file, so the prepared
 * answer cites real passages of the Distributor Agreement.
 */
export const SAMPLE_DOC = 'd1897bb6e64c8';

export type Sample =
  | { kind: 'ask'; label: string; shows: string; question: string }
  | { kind: 'verify'; label: string; shows: string; question: string; answer: string };

// With the qualification its sentence goes on to: a claim that leaves it off is at best inferred (session 25).
const QUOTE = "Distributor will\npay WGT the full amount invoiced within thirty (30) days after the date of\nWGT's invoice, unless provided otherwise on the applicable invoice";

export const SAMPLES: readonly Sample[] = [
  { kind: 'ask', label: 'Which state’s law governs the distributor agreement?', shows: 'answered from the contract: supported claims', question: 'Which state’s law governs the distributor agreement?' },
  { kind: 'ask', label: 'Does the agreement contain a most favoured nation clause?', shows: 'the contracts do not say: Pincite answers nothing rather than guess', question: 'Does the agreement contain a most favored nation clause?' },
  {
    kind: 'verify',
    label: 'Check an answer written elsewhere: when must the distributor pay WGT’s invoices?',
    shows: 'one claim supported, one contradicted, one unverified',
    question: 'When must the distributor pay WGT’s invoices?',
    answer: JSON.stringify({
      kind: 'answer',
      value: 'Distributor pays within thirty (30) days unless the invoice says otherwise; or within sixty (60) days; and may pay by personal cheque.',
      confidence: 0.8,
      claims: [
        { text: 'Distributor will pay WGT the full amount invoiced within thirty (30) days after the date of WGT’s invoice, unless provided otherwise on the applicable invoice.', citations: [{ anchor: `${SAMPLE_DOC}-0011`, quote: QUOTE }] },
        { text: 'Distributor will pay WGT the full amount invoiced within sixty (60) days after the date of WGT’s invoice, unless provided otherwise on the applicable invoice.', citations: [{ anchor: `${SAMPLE_DOC}-0011`, quote: QUOTE }] },
        { text: 'Distributor may pay WGT by personal cheque.', citations: [{ anchor: `${SAMPLE_DOC}-0011`, quote: 'Distributor may pay WGT by personal cheque' }] },
      ],
    }),
  },
];
