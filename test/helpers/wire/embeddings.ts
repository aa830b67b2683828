import { stemmer } from 'stemmer';

/**
 * The embedding function of the test servers. The provider is external, so its model
 * is not ours to test; what it must be is deterministic, cheap, and different enough
 * from BM25 to make fusion visible: a hashed bag of stems (signed feature hashing into
 * DIMS buckets) in which a few families of words that mean the same thing in contracts
 * share one feature, so "cancel" finds "terminate" where BM25 cannot.
 */
export const DIMS = 256;

const CONCEPTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['concept:end', ['terminat', 'cancel', 'rescind', 'rescis', 'expir']],
  ['concept:law', ['govern', 'law', 'jurisdict', 'venu', 'court']],
  ['concept:pay', ['pay', 'fee', 'royalti', 'compens', 'remuner', 'price']],
  ['concept:secret', ['confidenti', 'secret', 'proprietari', 'disclos']],
  ['concept:assign', ['assign', 'transfer', 'deleg']],
];

const STOP = new Set('a an and are as at be by for from has have in is it its of on or that the this to was were will with which who what when where how does do any all shall may such'.split(' '));

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function features(text: string): string[] {
  const out: string[] = [];
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP.has(w) || w.length < 2) continue;
    const stem = stemmer(w);
    const concept = CONCEPTS.find(([, prefixes]) => prefixes.some((p) => stem.startsWith(p)));
    out.push(concept ? concept[0] : stem);
  }
  return out;
}

export function fakeEmbedding(text: string, dims = DIMS): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const f of features(text)) {
    const h = fnv1a(f);
    v[h % dims]! += h & 0x80000000 ? -1 : 1;
  }
  return v;
}
