/**
 * A worked example a contract gives of its own rule: "For example, if in any given month the Monthly Notional volume traded
 * is (US$10.1 billion), the fee rate per (US$1 million trade will be US$7 for the entire amount …" (cuad-dev-13 Art. V).
 * Its figures are made up to show how the rule works; they are not the rule, and a question about another case is not
 * answered by them (trial 43: green for a month of US$25 billion, whose rate is the fee table's US$6.00).
 */
const ILLUSTRATES = /^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:for\s+example|for\s+instance|by\s+way\s+of\s+(?:example|illustration)|as\s+an\s+(?:example|illustration)|to\s+illustrate|e\.\s?g\.|example\s*\d*\s*[:.–—-]|illustration\s*\d*\s*[:.–—-])/i;
/** A question that asks for the example itself: "Does the agreement give an example of how the fee is calculated?". */
const ASKS_EXAMPLE = /\b(?:examples?|illustrat\w*|for\s+instance|worked)\b/i;

/** Whether a sentence (or a claim) opens as a worked example of a rule. */
export function illustrates(sentence: string): boolean {
  return ILLUSTRATES.test(sentence);
}

/** Whether a question asks for a contract's example rather than its rule. */
export function asksExample(question: string): boolean {
  return ASKS_EXAMPLE.test(question);
}
