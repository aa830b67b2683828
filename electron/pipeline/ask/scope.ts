import { PinciteError } from '../../../shared/errors.js';
import { documentIdentities, documentIdentitiesOf } from '../../store/anchors.js';
import type { Db } from '../../store/open.js';
import { conceptsIn, stems } from '../text/legal-lexicon.js';
import { contentTerms, NAMED_AGREEMENT } from '../text/question-units.js';

/** Up to this many documents, a question that names no agreement is answered for each of them; above, Pincite asks which. */
export const SMALL_MATTER = 12;
const OPENING_CHARS = 2500;

export type DocRef = { doc: string; title: string };

/**
 * Which documents a question is about, and how it is answered:
 * - `single`: one document (scoped with `--doc`, named in the question, or the only one);
 * - `per_document`: one answer per document ("which agreements…", "each of these
 *   agreements", or an unnamed question over a small matter);
 * - `ask_which`: the question names no agreement and the matter holds many: answering
 *   from whichever contract ranks first would be a guess, so Pincite asks which.
 */
export type QuestionScope = {
  mode: 'single' | 'per_document' | 'ask_which';
  documents: DocRef[];
  /** Why this mode: shown in the answer header and recorded in the trace. */
  basis: 'only_document' | 'requested' | 'named' | 'each' | 'unnamed_small_matter' | 'unnamed_large_matter';
  /** The documents the question was scoped to with `--doc` (ids), when it was. */
  requested: string[] | null;
  /** Question words that name the document(s) ("Tarek", "Excite"): the answer need not repeat them. */
  nameWords: string[];
};

const EACH = /\b(?:each|every|all|any)\s+(?:of\s+)?(?:the\s+|these\s+|those\s+|our\s+|my\s+)?(?:agreements?|contracts?|documents?)\b|\bwhich\s+(?:of\s+the\s+)?(?:agreements|contracts|documents)\b|\b(?:these|the|our|all)\s+(?:agreements|contracts|documents)\b|\b(?:agreements|contracts|documents)\s+(?:are|that|which|have|contain|include|say|provide|mention)\b/i;

/** Words of a question that cannot name an agreement: question words, clause words, legal generics. */
const GENERIC = new Set(
  ('what which who whom whose when where why how is are was were does do did can could may might must shall should will would there the a an this that these ' +
    'those of in on to for by with and or any each every all agreement agreements contract contracts document documents section clause party parties ' +
    'company corporation inc llc ltd state states law laws court courts term terms right rights notice days day year years month months date ' +
    'i we you it its their our my if under between from as at be been has have had not no yes than then into about after before per').split(' '),
);

/**
 * The words of a law a question names: "Delaware" of "governed by Delaware law", "New York" of "the laws of the State of New
 * York". They name no document, though an opening says them ("…, a Delaware corporation"): session 35's "Is this Agreement
 * governed by Delaware law?", asked of two contracts, was asked of the one whose parties are Delaware corporations only.
 */
function lawWords(question: string): Set<string> {
  const spans = [
    ...question.matchAll(/((?:\p{Lu}[\p{L}.]*\s+){1,3})laws?\b/gu),
    ...question.matchAll(/\blaws?\s+(?:in\s+force\s+in|of)\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic|Kingdom)\s+of\s+)?((?:\p{Lu}[\p{L}.]*\s*){1,3})/gu),
  ];
  return new Set(spans.flatMap((m) => m[1]!.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
}

function nameCandidates(question: string, titleWords: Set<string>): string[] {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}&'’-]*/gu) ?? [];
  const out = new Set<string>();
  const concept = conceptsIn(question).consumed;
  const laws = lawWords(question);
  words.forEach((w, i) => {
    const clean = w.replace(/['’]s$/i, '');
    const lower = clean.toLowerCase();
    if (GENERIC.has(lower) || lower.length < 2 || (laws.has(lower) && !titleWords.has(lower))) return;
    if (stems(lower).some((s) => concept.has(s))) return;
    const capitalised = /^\p{Lu}/u.test(clean) && i > 0;
    if (capitalised || /\d/.test(clean) || titleWords.has(lower)) out.add(lower);
  });
  return [...out];
}

/**
 * Decides a question's scope over the matter. `requested` are `--doc` ids; an id that is
 * not in the matter is refused (`UNKNOWN_DOCUMENT`) before anything runs.
 */
/**
 * The rest of the agreement's name, when a question names it by a party or a product ("Is the license under the E-Path
 * software license agreement exclusive?"): the words between the name and "agreement" that the named document's opening
 * also says ("SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"). Only those the question says once: the "license" it asks about
 * is a word the answer must say, the "software" of the agreement's name is not (session 21: "Licensee shall pay … the Non
 * Exclusive license fee" for the "licensed programs and software system" outranked the grant for the word).
 */
function agreementNameWords(question: string, openings: readonly string[], named: RegExp = AGREEMENT_NAMED): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const opening = new Set(openings.flatMap((o) => o.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  // Spelled either way: "the licence and reseller agreement" of a "License and Reseller Agreement" (trial 49, cuad-dev-19).
  let openingTerms: Set<string> | null = null;
  const inOpening = (w: string) => opening.has(w) || contentTerms(w).some((t) => (openingTerms ??= new Set(openings.flatMap((o) => contentTerms(o)))).has(t));
  const out: string[] = [];
  for (const m of question.matchAll(named)) {
    for (const w of (m[1] ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (!GENERIC.has(w) && inOpening(w) && words.filter((x) => x === w).length === 1) out.push(w);
    }
  }
  return out;
}

/**
 * The one document named by its kind, in lower case, between a determiner and "agreement", "contract" or "deal": "after the
 * outsourcing agreement terminates", "the endorsement deal", "the joint venture agreement" (trial 48: each word demanded of
 * the clause, which says "this Agreement"). A word counts only when the document's opening says it (cuad-dev-17's
 * "SERVICES OUTSOURCING AGREEMENT") and the question says it once.
 */
// So is a licence named by its kind: "under the software licence" (trial 48, cuad-dev-13: "software" demanded of the cap), "Is
// either party allowed to end the Hertz trademark licence without cause?" of a "TRADEMARK LICENSE AGREEMENT" (trial 50,
// cuad-scale-106 § 3.1: refused, "Hertz", "trademark" and "licence" demanded of it).
const AGREEMENT_KIND = /\b(?:the|this|that|its|their|our|your)\s+((?:[\p{L}\p{N}'’-]+\s+){1,3})(?:agreement|contract|deal|licen[cs]e)\b/giu;

/** The words before "agreement" that may name one among several. */
const AGREEMENT_NAMED = /((?:[\p{L}\p{N}'’-]+\s+){1,5})(?:agreement|contract)\b/giu;

export function questionScope(db: Db, question: string, requested: readonly string[] | null): QuestionScope {
  const scoped = requested && requested.length > 0;
  const all = scoped ? documentIdentitiesOf(db, requested, OPENING_CHARS) : documentIdentities(db, OPENING_CHARS);
  let pool = all;
  if (scoped) {
    const byId = new Map(all.map((d) => [d.id, d]));
    const unknown = requested.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw new PinciteError('NOT_FOUND', `No document ${unknown.join(', ')} in this matter. List the matter's documents with \`pincite documents\` and scope the question with their ids.`);
    pool = [...new Set(requested)].map((id) => byId.get(id)!);
  }
  const refs = (ds: typeof all): DocRef[] => ds.map((d) => ({ doc: d.id, title: d.title }));
  const req = requested && requested.length > 0 ? [...new Set(requested)] : null;
  // Each title's words, read once.
  const titleWords = new Map(pool.map((d) => [d.id, new Set(d.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]));
  // Words of the question that are in the scoped documents' titles name them ("the Distributor Agreement"): not something a clause must say.
  const titleWordsOf = (ds: typeof all) => {
    const inTitles = new Set(ds.flatMap((d) => [...titleWords.get(d.id)!]));
    return [...new Set((question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => inTitles.has(w) && !GENERIC.has(w)))];
  };
  // The one document may be named by its agreement's name too, written as a title (NAMED_AGREEMENT): "Is the Excite-N2K
  // Sponsorship Agreement governed by California law?" (trial 43) was refused for "Excite", "N2K" and "Sponsorship", which
  // § 16(b)'s "This Agreement" does not say.
  if (pool.length <= 1) return { mode: 'single', documents: refs(pool), basis: req ? 'requested' : 'only_document', requested: req, nameWords: [...new Set([...titleWordsOf(pool), ...agreementNameWords(question, pool.map((d) => d.opening), NAMED_AGREEMENT), ...agreementNameWords(question, pool.map((d) => d.opening), AGREEMENT_KIND)])] };
  if (EACH.test(question)) return { mode: 'per_document', documents: refs(pool), basis: 'each', requested: req, nameWords: [] };

  // A document is named when the question's proper names, numbers or distinctive title words are in its title or opening (parties, the agreement's name).
  const titleCount = new Map<string, number>();
  for (const d of pool) for (const w of titleWords.get(d.id)!) titleCount.set(w, (titleCount.get(w) ?? 0) + 1);
  const distinctiveTitleWords = new Set([...titleCount].filter(([w, n]) => n === 1 && !GENERIC.has(w) && !/^\d+$/.test(w)).map(([w]) => w));
  // "The license agreement", "the distributor contract": a word only one title has, said as the agreement's kind, names that
  // document even when other documents' openings use the word ("license" is in every grant of one).
  const saidKinds = [...question.matchAll(/([\p{L}\p{N}]+)\s+(?:agreement|contract)\b/giu)].map((m) => m[1]!.toLowerCase()).filter((w) => !GENERIC.has(w));
  const kinds = new Set(saidKinds.filter((w) => distinctiveTitleWords.has(w)));
  if (kinds.size > 0) {
    // Each such word is in one title only, so at least one document is named.
    const top = pool.filter((d) => [...kinds].some((w) => titleWords.get(d.id)!.has(w)));
    if (top.length <= Math.max(1, Math.floor(pool.length / 3))) {
      return { mode: top.length === 1 ? 'single' : 'per_document', documents: refs(top), basis: 'named', requested: req, nameWords: titleWordsOf(top) };
    }
  }
  const names = nameCandidates(question, distinctiveTitleWords);
  if (names.length > 0) {
    const scored = pool.map((d) => {
      const hay = new Set(`${d.title}\n${d.opening}`.toLowerCase().replace(/['’]s\b/g, '').match(/[\p{L}\p{N}&]+/gu) ?? []);
      return { d, hits: names.filter((n) => n.split(/[-'’]/).every((part) => hay.has(part))) };
    });
    const best = Math.max(...scored.map((s) => s.hits.length));
    const top = scored.filter((s) => s.hits.length === best);
    // Named: the best documents hold more of the names than the rest, and are few.
    if (best > 0 && top.length <= Math.max(1, Math.floor(pool.length / 3))) {
      const nameWords = [...new Set([...top.flatMap((s) => s.hits), ...titleWordsOf(top.map((s) => s.d)), ...agreementNameWords(question, top.map((s) => s.d.opening))])];
      return { mode: top.length === 1 ? 'single' : 'per_document', documents: refs(top.map((s) => s.d)), basis: 'named', requested: req, nameWords };
    }
  }
  // A file named for its number ("cuad-dev-04.pdf") still says what it is where it begins: "CONSULTING AGREEMENT This
  // Consulting Agreement …". "The consulting agreement" names the documents whose opening calls them that, when they are few
  // ("the hosting agreement" is the "Hosting and Management Agreement") — after names: "the Tarek's Real Estate 101
  // development agreement" is named by its program, whose words are then no words a clause must say.
  const kindIn = (w: string) => new RegExp(`\\b${w}(?:\\s+(?:and|&)\\s+[\\p{L}-]+)?\\s+(?:agreement|contract)\\b`, 'iu');
  const openingKinds = saidKinds.filter((w) => !kinds.has(w) && /^[\p{L}\p{N}]+$/u.test(w)).map((w) => ({ w, re: kindIn(w) }));
  if (openingKinds.length > 0) {
    const top = pool.filter((d) => openingKinds.some((k) => k.re.test(d.opening)));
    if (top.length > 0 && top.length <= Math.max(1, Math.floor(pool.length / 3))) {
      const said = openingKinds.filter((k) => top.some((d) => k.re.test(d.opening))).map((k) => k.w);
      return { mode: top.length === 1 ? 'single' : 'per_document', documents: refs(top), basis: 'named', requested: req, nameWords: [...new Set([...said, ...titleWordsOf(top)])] };
    }
  }
  if (pool.length <= SMALL_MATTER) return { mode: 'per_document', documents: refs(pool), basis: 'unnamed_small_matter', requested: req, nameWords: [] };
  return { mode: 'ask_which', documents: refs(pool), basis: 'unnamed_large_matter', requested: req, nameWords: [] };
}
