import type { AnswerType, ColumnSpec } from '../../../shared/tables.js';

/**
 * Built-in column sets. The CUAD set has one column per CUAD v1 clause category, named
 * for it, its question written from CUAD's own category description as a lawyer would
 * ask it — short, since the description's long form dilutes retrieval — and its answer
 * type from CUAD's answer format ("Yes/No", "Date", "Number of years/months", "Name of a
 * US State / non-US Province, Country", "Entity or individual names").
 */
export const CUAD_ATTRIBUTION = 'Category names and descriptions from CUAD v1, The Atticus Project, CC BY 4.0.';

type Entry = readonly [category: string, type: AnswerType, question: string];

// `category` is the label the lawyers used in CUAD's qa.jsonl (so accuracy can be measured against it).
const CUAD: readonly Entry[] = [
  ['Document Name', 'text', "What is the name of this contract?"],
  ['Parties', 'parties', "Who are the parties to this contract?"],
  ['Agreement Date', 'date', "What is the date of this agreement?"],
  ['Effective Date', 'date', "On what date is this agreement effective?"],
  ['Expiration Date', 'date', "When does the initial term of this agreement expire?"],
  ['Renewal Term', 'duration', "Does this agreement renew, and for what renewal term?"],
  ['Notice Period To Terminate Renewal', 'duration', "What notice is required to terminate renewal?"],
  ['Governing Law', 'jurisdiction', "Which law governs this agreement?"],
  ['Most Favored Nation', 'yes_no', "Is a party entitled to terms as favorable as those given to any third party (most favored nation)?"],
  ['Non-Compete', 'yes_no', "Is a party restricted from competing with the other party?"],
  ['Exclusivity', 'yes_no', "Is any appointment, license or right under this agreement exclusive?"],
  ['No-Solicit Of Customers', 'yes_no', "Is a party restricted from soliciting the customers of the other party?"],
  ['Competitive Restriction Exception', 'yes_no', "Are there exceptions to the non-compete, exclusivity or non-solicitation restrictions?"],
  ['No-Solicit Of Employees', 'yes_no', "Is a party restricted from soliciting or hiring the employees of the other party?"],
  ['Non-Disparagement', 'yes_no', "Is a party required not to disparage the other party?"],
  ['Termination For Convenience', 'yes_no', "Can a party terminate this agreement for convenience, without cause?"],
  ['Rofr/Rofo/Rofn', 'yes_no', "Does a party have a right of first refusal, first offer or first negotiation?"],
  ['Change Of Control', 'yes_no', "What happens on a change of control of a party?"],
  ['Anti-Assignment', 'yes_no', "Can a party assign this agreement, or is consent required for assignment?"],
  ['Revenue/Profit Sharing', 'yes_no', "Must a party share revenue or profits with the other party?"],
  ['Price Restrictions', 'yes_no', "Is a party restricted from raising or reducing prices?"],
  ['Minimum Commitment', 'yes_no', "Is there a minimum purchase or minimum commitment?"],
  ['Volume Restriction', 'yes_no', "Is there a fee increase or consent requirement if use exceeds a volume threshold?"],
  ['Ip Ownership Assignment', 'yes_no', "Does intellectual property created by one party become the property of the other?"],
  ['Joint Ip Ownership', 'yes_no', "Is intellectual property owned jointly by the parties?"],
  ['License Grant', 'yes_no', "Does one party grant the other a license?"],
  ['Non-Transferable License', 'yes_no', "Is the license granted non-transferable?"],
  ['Affiliate License-Licensor', 'yes_no', "Does the license include intellectual property of the licensor's affiliates?"],
  ['Affiliate License-Licensee', 'yes_no', "Does the license extend to the licensee's affiliates?"],
  ['Unlimited/All-You-Can-Eat-License', 'yes_no', "Is there an unlimited, enterprise or all-you-can-eat license?"],
  ['Irrevocable Or Perpetual License', 'yes_no', "Is any license granted irrevocable or perpetual?"],
  ['Source Code Escrow', 'yes_no', "Must a party deposit source code in escrow?"],
  ['Post-Termination Services', 'yes_no', "Does a party have obligations after termination or expiration, such as transition services?"],
  ['Audit Rights', 'yes_no', "Does a party have the right to audit or inspect the books and records of the other?"],
  ['Uncapped Liability', 'yes_no', "Is a party's liability uncapped or unlimited for any breach?"],
  ['Cap On Liability', 'yes_no', "Is there a cap on liability under this agreement?"],
  ['Liquidated Damages', 'yes_no', "Does the agreement provide for liquidated damages or a termination fee?"],
  ['Warranty Duration', 'duration', "How long is the warranty period?"],
  ['Insurance', 'yes_no', "Is a party required to maintain insurance?"],
  ['Covenant Not To Sue', 'yes_no', "Is a party restricted from contesting the other party's intellectual property or from suing it?"],
  ['Third Party Beneficiary', 'yes_no', "Is there a third-party beneficiary of this agreement?"],
];

/** A short due-diligence set: the questions asked of every contract in a data room first. */
const DILIGENCE: readonly Entry[] = [
  ['Governing Law', 'jurisdiction', 'Which law governs this agreement?'],
  ['Expiration Date', 'date', 'When does the initial term of this agreement expire?'],
  ['Renewal Term', 'duration', 'Does this agreement renew, and for how long?'],
  ['Termination For Convenience', 'yes_no', 'May a party terminate this agreement for convenience, without cause?'],
  ['Anti-Assignment', 'yes_no', "May a party assign this agreement without the other party's consent?"],
  ['Change Of Control', 'yes_no', 'Does a change of control of a party allow termination or require consent?'],
  ['Cap On Liability', 'yes_no', "Is a party's liability capped, and at what amount?"],
  ['Exclusivity', 'yes_no', 'Does this agreement contain an exclusivity commitment?'],
  ['Non-Compete', 'yes_no', 'Does this agreement restrict a party from competing?'],
  ['Insurance', 'yes_no', 'Must a party maintain insurance?'],
];

const NAMES: Record<string, string> = {
  'Notice Period To Terminate Renewal': 'Notice to Terminate Renewal',
  'Rofr/Rofo/Rofn': 'ROFR / ROFO / ROFN',
  'Ip Ownership Assignment': 'IP Ownership Assignment',
  'Joint Ip Ownership': 'Joint IP Ownership',
  'Unlimited/All-You-Can-Eat-License': 'Unlimited / All-You-Can-Eat License',
};

function columns(entries: readonly Entry[]): ColumnSpec[] {
  return entries.map(([category, type, question]) => ({ name: NAMES[category] ?? category, question, type, category }));
}

export const TEMPLATES = {
  cuad: { name: 'CUAD clause review (41 categories)', attribution: CUAD_ATTRIBUTION, columns: columns(CUAD) },
  diligence: { name: 'Due diligence (short set)', attribution: null, columns: columns(DILIGENCE) },
} as const;

export type TemplateId = keyof typeof TEMPLATES;

export function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(TEMPLATES, id);
}
