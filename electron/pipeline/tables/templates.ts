import type { AnswerType, ColumnSpec } from '../../../shared/tables.js';

/**
 * Built-in column sets. The CUAD set has one column per CUAD v1 clause category, named
 * for it, its question written from CUAD's own category description and its answer
 * type from CUAD's answer format ("Yes/No", "Date", "Number of years/months", "Name of a
 * US State / non-US Province, Country", "Entity or individual names").
 */
export const CUAD_ATTRIBUTION = 'Category names and descriptions from CUAD v1, The Atticus Project, CC BY 4.0.';

type Entry = readonly [category: string, type: AnswerType, question: string];

// `category` is the label the lawyers used in CUAD's qa.jsonl (so accuracy can be measured against it).
const CUAD: readonly Entry[] = [
  ['Document Name', 'text', 'What is the name of this contract?'],
  ['Parties', 'parties', 'Who are the two or more parties who signed this contract?'],
  ['Agreement Date', 'date', 'What is the date of this contract?'],
  ['Effective Date', 'date', 'On what date is this contract effective?'],
  ['Expiration Date', 'date', "On what date will the contract's initial term expire?"],
  ['Renewal Term', 'duration', 'What is the renewal term after the initial term expires, including automatic extensions and unilateral extensions with prior notice?'],
  ['Notice Period To Terminate Renewal', 'duration', 'What is the notice period required to terminate renewal?'],
  ['Governing Law', 'jurisdiction', "Which state's or country's law governs the interpretation of this contract?"],
  ['Most Favored Nation', 'yes_no', 'If a third party gets better terms on the licensing or sale of the technology, goods or services described in the contract, is the buyer entitled to those better terms?'],
  ['Non-Compete', 'yes_no', 'Is there a restriction on the ability of a party to compete with the counterparty or operate in a certain geography or business or technology sector?'],
  ['Exclusivity', 'yes_no', 'Is there an exclusive dealing commitment with the counterparty, such as a requirement to procure all requirements from one party, or a prohibition on licensing or selling to, or collaborating with, third parties?'],
  ['No-Solicit Of Customers', 'yes_no', 'Is a party restricted from contracting or soliciting customers or partners of the counterparty, during the contract or after it ends?'],
  ['Competitive Restriction Exception', 'yes_no', 'Are there exceptions or carve-outs to the non-compete, exclusivity or no-solicit of customers restrictions?'],
  ['No-Solicit Of Employees', 'yes_no', "Is there a restriction on a party's soliciting or hiring employees or contractors of the counterparty, during the contract or after it ends?"],
  ['Non-Disparagement', 'yes_no', 'Is there a requirement on a party not to disparage the counterparty?'],
  ['Termination For Convenience', 'yes_no', 'Can a party terminate this contract without cause, solely by giving notice and allowing a waiting period to expire?'],
  ['Rofr/Rofo/Rofn', 'yes_no', 'Does a party have a right of first refusal, right of first offer or right of first negotiation to purchase, license, market or distribute equity, technology, assets, products or services?'],
  ['Change Of Control', 'yes_no', 'Does a party have the right to terminate, or is consent or notice of the counterparty required, if a party undergoes a change of control such as a merger, stock sale or transfer of all or substantially all of its assets?'],
  ['Anti-Assignment', 'yes_no', 'Is consent or notice required of a party if the contract is assigned to a third party?'],
  ['Revenue/Profit Sharing', 'yes_no', 'Is one party required to share revenue or profit with the counterparty for any technology, goods or services?'],
  ['Price Restrictions', 'yes_no', 'Is there a restriction on the ability of a party to raise or reduce prices of technology, goods or services provided?'],
  ['Minimum Commitment', 'yes_no', 'Is there a minimum order size, or a minimum amount or number of units per time period, that one party must buy from the counterparty?'],
  ['Volume Restriction', 'yes_no', "Is there a fee increase or consent requirement if one party's use of the products or services exceeds a certain threshold?"],
  ['Ip Ownership Assignment', 'yes_no', 'Does intellectual property created by one party become the property of the counterparty, under the contract or upon certain events?'],
  ['Joint Ip Ownership', 'yes_no', 'Is there a clause providing for joint or shared ownership of intellectual property between the parties?'],
  ['License Grant', 'yes_no', 'Does the contract contain a license granted by one party to its counterparty?'],
  ['Non-Transferable License', 'yes_no', 'Does the contract limit the ability of a party to transfer the license being granted to a third party?'],
  ['Affiliate License-Licensor', 'yes_no', 'Does the contract contain a license grant by affiliates of the licensor, or one that includes intellectual property of affiliates of the licensor?'],
  ['Affiliate License-Licensee', 'yes_no', 'Does the contract contain a license grant to a licensee (including a sublicensor) and the affiliates of that licensee?'],
  ['Unlimited/All-You-Can-Eat-License', 'yes_no', 'Is there a clause granting one party an enterprise, "all you can eat" or unlimited usage license?'],
  ['Irrevocable Or Perpetual License', 'yes_no', 'Does the contract contain a license grant that is irrevocable or perpetual?'],
  ['Source Code Escrow', 'yes_no', 'Is one party required to deposit its source code into escrow with a third party, to be released to the counterparty upon certain events such as bankruptcy or insolvency?'],
  ['Post-Termination Services', 'yes_no', 'Is a party subject to obligations after the termination or expiration of the contract, such as transition services, payment, transfer of IP, wind-down or last-buy commitments?'],
  ['Audit Rights', 'yes_no', 'Does a party have the right to audit the books, records or physical locations of the counterparty to ensure compliance with the contract?'],
  ['Uncapped Liability', 'yes_no', "Is a party's liability uncapped upon the breach of its obligations, including for a particular type of breach such as IP infringement or breach of confidentiality?"],
  ['Cap On Liability', 'yes_no', "Does the contract include a cap on liability upon the breach of a party's obligation, including a time limit to bring claims or a maximum amount of recovery?"],
  ['Liquidated Damages', 'yes_no', 'Does the contract award either party liquidated damages for breach, or a fee upon termination (a termination fee)?'],
  ['Warranty Duration', 'duration', 'What is the duration of any warranty against defects or errors in the technology, products or services provided under the contract?'],
  ['Insurance', 'yes_no', 'Is there a requirement for insurance that must be maintained by one party for the benefit of the counterparty?'],
  ['Covenant Not To Sue', 'yes_no', "Is a party restricted from contesting the validity of the counterparty's ownership of intellectual property, or from bringing a claim against the counterparty for matters unrelated to the contract?"],
  ['Third Party Beneficiary', 'yes_no', 'Is there a non-contracting party who is a beneficiary of some or all of the clauses and can therefore enforce its rights against a contracting party?'],
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
