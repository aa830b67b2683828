import { stemmer } from '../text/porter.js';
import { table } from './lexicon.js';

/**
 * Porter stems, then a short table of forms Porter leaves apart although a contract
 * uses them for the same act or thing ("disclose"/"disclosure", "paid"/"pay",
 * "licence"/"license"). Kept deliberately small: every entry is a place where a
 * different word is accepted as the same word, so each one must be a true equivalent,
 * never a near-synonym ("share" is not "disclose", "notice" of a period is not a duty).
 */
const SAME_AS = table<string>({
  disclosur: 'disclos',
  destruct: 'destroi',
  notif: 'notifi',
  licenc: 'licens',
  authoris: 'author',
  expiri: 'expir',
  retent: 'retain',
  // Irregular past forms: Porter does not know them.
  paid: 'pai',
  made: 'make',
  given: 'give',
  gave: 'give',
  sold: 'sell',
  held: 'hold',
  kept: 'keep',
  sent: 'send',
  written: 'write',
  wrote: 'write',
  taken: 'take',
  took: 'take',
  known: 'know',
  knew: 'know',
  shown: 'show',
  chosen: 'choos',
  brought: 'bring',
  bought: 'bui',
  begun: 'begin',
  began: 'begin',
});

/** The comparison key of an ordinary word (lower case in, stem out). */
export function stem(word: string): string {
  const s = stemmer(word.toLowerCase());
  return SAME_AS[s] ?? s;
}
