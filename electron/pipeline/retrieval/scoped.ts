import type { SearchHit } from '../../../shared/documents.js';
import { anchorsAround, anchorsHolding, openingAnchors, searchAnchorsInDocs, type AnchorHitRow } from '../../store/anchors.js';
import { sectionMapFor } from '../ingest/section-map.js';
import { recitalsFor } from '../ingest/text-regions.js';
import type { Db } from '../../store/open.js';
import type { EvidenceAnchor } from '../generation/types.js';
import { fromRetrieval } from './grounded.js';
import { withListContext } from './list-context.js';
import { EXCERPT_CHARS, MIN_RELATIVE_SCORE, selectHits, type CitationRecord, type Retrieval } from './retrieve.js';
import { BM25_RETRIEVER, buildMatchQuery, search } from './search.js';
import { conceptsIn } from '../text/legal-lexicon.js';
import { askedBackground } from '../text/background.js';
import { askedDefinition, askedNamedTerm, attachmentNamed, definesTerm, labelledEntry, meaningAt, refersElsewhere, type MeaningAt } from '../text/definitions.js';
import { asksDocumentFact, OPENING_CHARS } from '../text/document-facts.js';
import { splitSentences } from '../text/sentences.js';

/**
 * Anchors kept per document when a question is answered document by document: at least this many, and as many as a
 * question asked of that document alone gets (`k`) while the documents are few enough for the budget, so a question
 * of the whole matter reads each document as deeply as one asked of it ("What is the notice period for termination?"
 * reached the Agency Agreement's § F.2, "at least one hundred twenty (120) days advance written notice", only then).
 */
export const PER_DOCUMENT_HITS = 3;
/** Anchors per question answered document by document, all documents together: 15 documents at 8 each, 40 at 3. */
const PER_DOCUMENT_POOL = 120;
/** Above this many documents, one matter-wide search proposes the documents instead of one search per document. */
export const PER_DOCUMENT_SEARCHES = 40;
/** A per-document answer sends more text than a single one: a few passages of each document. */
export const PER_DOCUMENT_BUDGET_CHARS = 120_000;

function toHits(rows: readonly AnchorHitRow[]): SearchHit[] {
  return rows.map((r, i) => ({
    anchor: r.id, doc: r.doc_id, title: r.title, category: r.category, page: r.page_start, pages: [r.page_start, r.page_end],
    rank: i + 1, score: Math.round(r.score * 1e4) / 1e4, retriever: BM25_RETRIEVER, text: r.text,
  }));
}

/** How deep BM25 is read, as a multiple of k, for passages that say what the question asks about (`retrieveInDocs`). */
const CONCEPT_POOL_FACTOR = 4;
/** At most this many such passages join the k BM25 ranks first. */
const CONCEPT_EXTRA = 4;
/**
 * Clauses nearly every contract has (CUAD's lawyers labelled a term in 81% of the tune half's contracts, a governing law in
 * 86%): when the first k passages do not say one, it is most likely further down. For a clause many contracts lack (a
 * change of control: 26%), a deeper search finds its false friends as often as the clause — on the tune half's folds it
 * turned three refusals of contracts with no change-of-control clause into wrong answers.
 */
const EVERY_CONTRACT_HAS: ReadonlySet<string> = new Set(['term', 'governing_law']);

/** Whether a sentence of the passage says one of the concepts (`all`: every one of them), as the generator reads a claim. */
function saysConcepts(text: string, concepts: readonly string[], all = false): boolean {
  return splitSentences(text).some((s) => {
    const ids = conceptsIn(s.text, true).ids;
    return all ? concepts.every((c) => ids.has(c)) : concepts.some((c) => ids.has(c));
  });
}

/**
 * BM25 among the given documents only: the allowlist of a question scoped with `--doc` is that scope's retrieval. A
 * question about a term or a governing law also gets the few passages below the first k that say it: "When does the term of this
 * agreement expire?" ranked eight passages about expiry and the lease above cuad-scale-200's "The term of this Agreement is
 * for ten (10) years commencing …" (which says neither "expire" nor much else of the question), and was refused.
 */
export function retrieveInDocs(db: Db, question: string, query: string, docs: readonly string[], k: number, concepts: readonly string[] = [], partQueries: readonly string[] = []): Retrieval {
  const match = buildMatchQuery(query);
  const deeper = concepts.filter((c) => EVERY_CONTRACT_HAS.has(c));
  // A question of several concepts ("How long is the cure period for defaults before termination?") is answered by a
  // sentence that says them all, and one that does is no false friend however far down BM25 put it: cuad-dev-08 § 14.02
  // ("You shall have 30 days from receipt … of a written Notice of Termination … within which to remedy any default")
  // ranked below eight passages about remedies and defaults, and the question was refused.
  const together = concepts.length > 1 ? concepts : [];
  const pool = match ? searchAnchorsInDocs(db, match, docs, deeper.length > 0 || together.length > 0 ? k * CONCEPT_POOL_FACTOR : k) : [];
  // Only when none of the first k says it: otherwise the clause is most likely among them, and more passages only offer
  // the generator more of the concept's false friends.
  const found = pool.slice(0, k).some((r) => saysConcepts(r.text, deeper));
  const saidTogether = pool.slice(0, k).some((r) => saysConcepts(r.text, together, true));
  const extra = pool.slice(k).filter((r) => (!found && saysConcepts(r.text, deeper)) || (!saidTogether && together.length > 0 && saysConcepts(r.text, together, true))).slice(0, CONCEPT_EXTRA);
  const first = toHits([...pool.slice(0, k), ...extra]);
  const hits = withListContext(db, [...first, ...partHits(db, partQueries, docs, first)]);
  const r = selectHits([...openingHits(db, question, docs, hits), ...withRecitalsFirst(db, question, docs, withListContext(db, definitionHits(db, question, docs, hits)), hits)], question, k);
  return { ...r, record: { ...r.record, query } };
}

/** The retriever name a passage is recorded under when a part of the question found it (`partHits`). */
export const QUESTION_PART = 'question-part';
/** At most this many passages each part of a question adds to what the whole question found. */
const PART_EXTRA = 3;

/**
 * A question that asks several things is searched part by part too (text/question-parts.ts): the whole question's words
 * rank the passages that say most of them, and a part whose words are few among them is not reached — "…, and how often
 * must STW calculate what it owes?" found § 14(b)'s royalty sentence but not the one that sets its 180-day period (trial 48,
 * cuad-dev-27). Each part's best passages that the whole did not find follow it, scored on the whole's scale by their rank
 * within their part (a part's query is shorter, so its raw scores would fall under the low-score cut).
 */
function partHits(db: Db, partQueries: readonly string[], docs: readonly string[], have: readonly SearchHit[]): SearchHit[] {
  if (partQueries.length < 2) return [];
  const best = have[0]?.score ?? 0;
  const seen = new Set(have.map((h) => h.anchor));
  const out: SearchHit[] = [];
  for (const q of partQueries) {
    const match = buildMatchQuery(q);
    const rows = match ? searchAnchorsInDocs(db, match, docs, PART_EXTRA * 2) : [];
    const top = rows[0]?.score ?? 0;
    for (const h of toHits(rows).filter((x) => !seen.has(x.anchor)).slice(0, PART_EXTRA)) {
      seen.add(h.anchor);
      out.push({ ...h, rank: have.length + out.length + 1, score: top > 0 && best > 0 ? Math.round((h.score / top) * best * 1e4) / 1e4 : h.score, retriever: QUESTION_PART });
    }
  }
  return out;
}

/** The retriever name a document's opening is recorded under (CitationRecord): sent because the question asks about the document itself. */
export const DOCUMENT_OPENING = 'document-opening';

/**
 * A question about the document itself — its name, date or parties — reads each document's opening, where the title and
 * preamble are: BM25 finds "name" and "date" anywhere but there (document-facts.ts). Only for a question scoped to a few
 * documents (a table cell, `--doc`); first, scored as the best hit, so the budget and the low-score cut keep them.
 */
function openingHits(db: Db, question: string, docs: readonly string[], hits: readonly SearchHit[]): SearchHit[] {
  if (!asksDocumentFact(question) || docs.length > MAX_OPENING_DOCS) return [];
  const have = new Set(hits.map((h) => h.anchor));
  const score = hits[0]?.score ?? 1;
  return toHits(openingAnchors(db, docs, OPENING_CHARS).filter((a) => !have.has(a.id))).map((h) => ({ ...h, rank: 1, score, retriever: DOCUMENT_OPENING }));
}

/** The retriever name a recital is recorded under (CitationRecord): sent because the question asks what only the recitals say. */
export const RECITALS_READ = 'recitals';

/**
 * "What business is LEA in?", "What is the purpose of this agreement?" (text/background.ts) read each document's recitals:
 * their words ("WHEREAS, LEA is in the business of marketing …") are any clause's words to BM25. Only for a question scoped
 * to a few documents; first, scored as the best hit, then `first` (a definition's passages) and the rest of `hits`.
 */
function withRecitalsFirst(db: Db, question: string, docs: readonly string[], first: readonly SearchHit[], hits: readonly SearchHit[]): SearchHit[] {
  if (!askedBackground(question) || docs.length > MAX_OPENING_DOCS) return [...first, ...hits];
  const score = hits[0]?.score ?? 1;
  const rows = docs.flatMap((d) => {
    const at = recitalsFor(db, d);
    return at ? openingAnchors(db, [d], at[1]).filter((a) => a.char_end > at[0]) : [];
  });
  // Taken out of BM25's ranks, not only put before them: there the recitals score low, and the low-score cut would drop them
  // (cuad-dev-07's, asked "What is the purpose of this agreement?").
  const recitals = new Set(rows.map((a) => a.id));
  return [...toHits(rows).map((h) => ({ ...h, rank: 1, score, retriever: RECITALS_READ })), ...first, ...hits.filter((h) => !recitals.has(h.anchor))];
}

/** The retriever name a definition is recorded under (CitationRecord): sent because the question asks what a term means. */
export const DEFINITION_SEARCH = 'definition';
/** Each document's definitions of the asked term searched for among this many passages that use it (at least four a document). */
const DEFINITION_POOL = 40;

/**
 * A question about what a term means (text/definitions.ts) reads each document's definition of it: BM25 ranks every clause
 * that uses "Confidential Information" alike, and the definitions list is one passage among dozens. The passages that say
 * the term as a phrase are searched, and those with a sentence that defines it sent first (one per document), scored as
 * the best hit. Nothing is sent for a term no passage defines: the question is then refused, with the passages tried (or,
 * asked "What is the Territory?", answered from the clauses, as any question).
 */
function definitionHits(db: Db, question: string, docs: readonly string[], hits: readonly SearchHit[]): SearchHit[] {
  const term = askedDefinition(question) ?? askedNamedTerm(question);
  const match = term ? buildMatchQuery(`“${term}”`) : null;
  if (!term || !match) return [];
  const have = new Set(hits.map((h) => h.anchor));
  const score = hits[0]?.score ?? 1;
  // Per document, a passage that states the meaning, and the one that says where it is given only when none does. Each
  // document searched on its own while they are few: "Products" is in every passage of one contract and would fill the
  // pool before another contract's definition was reached.
  const perDoc = new Map<string, { hit: SearchHit; states: boolean; pointsTo: MeaningAt | null }>();
  const pools = docs.length <= PER_DOCUMENT_SEARCHES ? docs.map((d) => searchAnchorsInDocs(db, match, [d], DEFINITION_POOL)) : [searchAnchorsInDocs(db, match, docs, 4 * docs.length)];
  // The preamble too, where the parties' names are given ('… 551 FX IB Associates, LLC … (“Licensee”)', cuad-dev-13): a name
  // in every clause of the contract ranks its defining passage below the pool.
  if (docs.length <= MAX_OPENING_DOCS) pools.unshift(openingAnchors(db, docs, OPENING_CHARS));
  for (const h of pools.flatMap(toHits)) {
    const defining = splitSentences(h.text).filter((s) => definesTerm(s.text, term));
    if (defining.length === 0 || perDoc.get(h.doc)?.states) continue;
    const states = defining.some((s) => !refersElsewhere(s.text));
    if (!perDoc.has(h.doc) || states) perDoc.set(h.doc, { hit: h, states, pointsTo: states ? attachmentOf(defining) : meaningAt(defining[0]!.text) });
  }
  const out = [...perDoc.values()].flatMap(({ hit, pointsTo }) => [hit, ...(pointsTo ? pointedTo(db, hit, pointsTo, term) : [])]);
  return out.filter((h, i) => !have.has(h.anchor) && out.findIndex((x) => x.anchor === h.anchor) === i).map((h) => ({ ...h, rank: 1, score, retriever: DEFINITION_SEARCH }));
}

/**
 * The passages a definition points to that state the meaning: '"Divested Entity" has the meaning set forth in Section 8.02'
 * (cuad-dev-10) is answered from § 8.02, found in the section map; "… in the Recitals" from the recitals, "… in the
 * Preamble" from the opening.
 */
function pointedTo(db: Db, from: SearchHit, at: MeaningAt, term: string): SearchHit[] {
  // An attachment's entry for the term ("TERRITORY: • Europe"), wherever the attachment begins: its passages name the term.
  if (at.kind === 'attachment') {
    const match = buildMatchQuery(`“${term}”`);
    const rows = match ? searchAnchorsInDocs(db, match, [from.doc], ENTRY_POOL) : [];
    return toHits(rows).filter((h) => labelledEntry(h.text, term) !== null).slice(0, 1);
  }
  let start: number | null = null;
  if (at.kind === 'section') start = sectionMapFor(db, from.doc)?.findSection(at.ref)?.start ?? null;
  else if (at.kind === 'recitals') start = recitalsFor(db, from.doc)?.[0] ?? null;
  else start = 0;
  const first = start === null ? undefined : anchorsHolding(db, from.doc, start)[0];
  if (!first) return [];
  return anchorsAround(db, first.id, 0, POINTED_ANCHORS - 1)
    .filter((r) => splitSentences(r.text).some((s) => definesTerm(s.text, term) && !refersElsewhere(s.text)))
    .map((r) => ({ ...from, anchor: r.id, page: r.page_start, pages: [r.page_start, r.page_end] as [number, number], text: r.text }));
}
/** A stating definition's pointer to an attachment ("… described in Exhibit A"), whose entry is sent beside it. */
function attachmentOf(defining: ReadonlyArray<{ text: string }>): MeaningAt | null {
  const ref = defining.map((s) => attachmentNamed(s.text)).find((r) => r !== null);
  return ref ? { kind: 'attachment', ref } : null;
}
/** How many of a document's passages that name the term are read for an attachment's entry. */
const ENTRY_POOL = 200;

/** How many passages from where a definition points are read for the meaning (a section, the recitals, the opening). */
const POINTED_ANCHORS = 4;

/** A question about each of more documents than this is answered per document, by its own retrieval. */
const MAX_OPENING_DOCS = 12;

/**
 * Retrieval for a question answered per document ("which agreements…", "each of these
 * agreements"): the best few passages of every document in scope, each document ranked
 * on its own (a document whose clause scores low beside another document's is still
 * read), so no document is left out because another one matched better. Over a large
 * matter one matter-wide search proposes the documents that have any passage at all.
 */
export function retrievePerDocument(db: Db, question: string, query: string, docs: readonly string[], matterSize: number, k = PER_DOCUMENT_HITS): Retrieval {
  const match = buildMatchQuery(query);
  let hits: SearchHit[] = [];
  const searchEach = docs.length <= PER_DOCUMENT_SEARCHES;
  const perDocument = searchEach ? Math.max(PER_DOCUMENT_HITS, Math.min(k, Math.floor(PER_DOCUMENT_POOL / Math.max(1, docs.length)))) : PER_DOCUMENT_HITS;
  if (match && searchEach) {
    for (const d of docs) hits.push(...toHits(searchAnchorsInDocs(db, match, [d], perDocument)));
  } else if (match) {
    const inScope = new Set(docs);
    const wide = docs.length === matterSize ? search(db, query, 30 * PER_DOCUMENT_SEARCHES) : toHits(searchAnchorsInDocs(db, match, docs, 30 * PER_DOCUMENT_SEARCHES));
    const perDoc = new Map<string, number>();
    for (const h of wide) {
      if (!inScope.has(h.doc)) continue;
      const n = perDoc.get(h.doc) ?? 0;
      if (n >= PER_DOCUMENT_HITS) continue;
      perDoc.set(h.doc, n + 1);
      hits.push(h);
    }
  }
  hits = withListContext(db, withRecitalsFirst(db, question, docs, definitionHits(db, question, docs, hits), hits).map((h, i) => ({ ...h, rank: i + 1 })));
  const bestOf = new Map<string, number>();
  for (const h of hits) bestOf.set(h.doc, Math.max(bestOf.get(h.doc) ?? 0, h.score));
  let budget = PER_DOCUMENT_BUDGET_CHARS;
  const seen = new Set<string>();
  const sent: SearchHit[] = [];
  const recordHits: CitationRecord['hits'] = hits.map((h) => {
    const key = `${h.doc}\n${h.text.replace(/\s+/g, ' ').trim()}`;
    let excluded: 'LOW_SCORE' | 'CONTEXT_BUDGET' | 'DUPLICATE_TEXT' | undefined;
    if (h.score < (bestOf.get(h.doc) ?? 0) * MIN_RELATIVE_SCORE) excluded = 'LOW_SCORE';
    else if (seen.has(key)) excluded = 'DUPLICATE_TEXT';
    else if (h.text.length > budget && sent.length > 0) excluded = 'CONTEXT_BUDGET';
    if (!excluded) {
      sent.push(h);
      seen.add(key);
      budget -= h.text.length;
    }
    return {
      anchor: h.anchor, doc: h.doc, title: h.title, category: h.category, pages: h.pages, rank: h.rank, score: h.score, retriever: h.retriever,
      excerpt: h.text.length > EXCERPT_CHARS ? `${h.text.slice(0, EXCERPT_CHARS)}…` : h.text, ...(h.contextOf ? { contextOf: h.contextOf } : {}), sent: !excluded, ...(excluded ? { excluded } : {}),
    };
  });
  const anchors: EvidenceAnchor[] = sent.map((h) => ({ anchor: h.anchor, doc: h.doc, title: h.title, pages: h.pages, text: h.text }));
  return {
    record: { query, retriever: BM25_RETRIEVER, k: perDocument, at: new Date().toISOString(), hits: recordHits },
    allowlist: new Set(anchors.map((a) => a.anchor)),
    evidence: fromRetrieval(anchors, sent.map((h) => ({ anchor: h.anchor, retriever: h.retriever, score: h.score })), sent.length > 0 ? 1 : 0),
  };
}
