/**
 * The share of a text's letters that are capitals: a question or a clause written in capitals ("IS THE LICENSE
 * EXCLUSIVE?", "THE LAWS OF THE STATE OF NEW YORK") makes every word look like a name, so readers of names ask this first.
 * 0 when the text has no letters.
 */
export function capitalShare(text: string): number {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length === 0 ? 0 : letters.replace(/[^\p{Lu}]/gu, '').length / letters.length;
}

/**
 * Capitalised words by which a contract names itself or its parties in general ("this Agreement", "the Company", "each
 * Party"): no one and nothing in particular, whichever reader of names meets them.
 */
export const SELF_NAMES: readonly string[] = ['Agreement', 'Contract', 'Company', 'Companies', 'Party', 'Parties'];
