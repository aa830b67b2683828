import { stemmer } from './porter.js';

/**
 * What the clause model reads of a sentence: its words' stems and each pair of neighbours ("govern by", "law of"),
 * with every number one token (a cap's "$1,000,000" and a term's "three (3)" differ only in what the judge
 * checks), and its section heading's stems apart ("h:govern"), since a clause under "Governing Law" and the
 * same words in a recital are different evidence. Stop words stay: "shall not" and "may" decide meaning.
 */
export function clauseFeatures(text: string, heading: string | null): string[] {
  const words = (text.toLowerCase().match(/\p{L}+|\p{N}+(?:[.,]\p{N}+)*/gu) ?? []).map((w) => (/^\p{N}/u.test(w) ? '#' : stemmer(w)));
  const out = new Set<string>(words);
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]} ${words[i]}`);
  for (const w of heading?.toLowerCase().match(/\p{L}+/gu) ?? []) out.add(`h:${stemmer(w)}`);
  return [...out];
}
