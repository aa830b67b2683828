import { printedPagesAround } from '../text/printed-pages.js';
import type { Citation } from '../../../shared/model-output.js';
import type { ClaimReference } from '../../../shared/response.js';
import { splitSentences } from '../text/sentences.js';
import { matchDocumentName, type NamedDoc } from './doc-names.js';
import type { ProviderSource } from './provider-formats.js';
import { claimWords, parseReferences, type ParsedRefs } from './references.js';
import { NO_SECTION_MAP_NOTE, type SectionLookup, type SectionRange } from './section-lookup.js';
import type { ProseClaim, SourceNote } from './claims.js';

export type ViewAnchor = { id: string; start: number; end: number; pageStart: number; pageEnd: number };
export type ViewPage = { page: number; start: number; end: number };
export type ViewHit = { anchor: string; doc: string; score: number; text: string };

/** What planning reads of the matter (a store-backed adapter in verify-pasted.ts; a fixture in tests). */
export type MatterView = {
  docs: readonly NamedDoc[];
  text(doc: string): string;
  pages(doc: string): readonly ViewPage[];
  anchors(doc: string): readonly ViewAnchor[];
  /** Finds `quote` in `doc` within `range`, exactly or after normalisation; source offsets or null. */
  find(doc: string, quote: string, range?: readonly [number, number]): [number, number] | null;
  search(query: string, k: number): readonly ViewHit[];
};

/** How one claim will be checked: the citations handed to the one pipeline, and what the answer's references resolved to. */
export type ClaimPlan = {
  /** What the judge is asked about: the quoted words alone when the rest only attributes them, else the claim without its reference markers. */
  judgedText: string;
  citations: Citation[];
  foundBy: 'answer' | 'pincite' | null;
  references: ClaimReference[];
  unknownDocument: boolean;
  referenceMismatch: boolean;
  noEvidence: boolean;
  /** The documents the claim is about by name — its own, its notes', or carried from an earlier claim — for the claims after it. */
  namedDocs: string[];
};

type Scope = { docs: string[] | null; pages: [number, number] | null; sections: Array<{ doc: string; start: number; end: number; ref: string }> };

/**
 * Turns one prose claim into citations the binder can check, finding evidence rather
 * than assuming it: each quoted passage is looked for in the referenced document (the
 * referenced section or pages first, then the whole document); a quote that is
 * elsewhere in that document is a REFERENCE_MISMATCH, one only in another document is
 * cited against the referenced one so the binder names it QUOTE_IN_OTHER_SOURCE, one
 * nowhere is cited where retrieval points so Layer 1 says so. A claim with no quote gets
 * the best passage retrieval finds in its scope, labelled as found by Pincite.
 */
export function planClaim(
  claim: ProseClaim,
  view: MatterView,
  ctx: {
    notes: readonly SourceNote[];
    sources: readonly ProviderSource[];
    defaultDocs: string[] | null;
    sections: SectionLookup;
    excludeSpans: ReadonlyArray<readonly [number, number]>;
    /** Documents an earlier claim named: "Under the Zynga agreement, … . The agreement is governed by …" is about the same one. */
    carried?: readonly string[];
  },
): ClaimPlan {
  const exclude = ctx.excludeSpans.map(([s, e]) => [s - claim.span[0], e - claim.span[0]] as const);
  const own = parseReferences(claim.text, exclude);
  const references: ClaimReference[] = [];
  const abs = (sp: readonly [number, number]): [number, number] => [claim.span[0] + sp[0], claim.span[0] + sp[1]];

  // Names: the claim's own, its footnotes', its provider citations', else the answer's source list.
  const names: Array<{ name: string; span?: [number, number]; via: 'document' | 'footnote' | 'provider' }> = own.names.map((n) => ({ name: n.name, span: abs(n.span), via: 'document' }));
  const pages: Array<{ first: number; last: number; text: string; span?: [number, number] }> = own.pages.map((p) => ({ ...p, span: abs(p.span) }));
  const sectionRefs: Array<{ ref: string; span?: [number, number] }> = own.sections.map((s) => ({ ref: s.ref, span: abs(s.span) }));
  const quotes = own.quotes.map((q) => q.text);
  for (const f of own.footnotes) {
    const note = ctx.notes.find((n) => n.marker === f.marker);
    if (!note) {
      references.push({ kind: 'footnote', text: f.marker, answerSpan: abs(f.span), resolved: false, note: `The answer has no footnote ${f.marker}.` });
      continue;
    }
    const r = parseReferences(note.text);
    references.push({ kind: 'footnote', text: `[${f.marker}] ${note.text}`, answerSpan: note.span, resolved: true });
    names.push(...noteNames(note.text, r, view).map((name) => ({ name, span: note.span, via: 'footnote' as const })));
    pages.push(...r.pages.map((p) => ({ first: p.first, last: p.last, text: p.text, span: note.span })));
    sectionRefs.push(...r.sections.map((s) => ({ ref: s.ref, span: note.span })));
    quotes.push(...r.quotes.map((q) => q.text));
  }
  for (const s of ctx.sources) {
    if (!(s.span[0] < claim.span[1] && s.span[1] > claim.span[0])) continue;
    if (s.title) names.push({ name: s.title, via: 'provider' });
    if (s.pages) pages.push({ first: s.pages[0], last: s.pages[1], text: s.label });
    if (s.quote) quotes.push(s.quote);
    references.push({ kind: 'provider', text: s.label, resolved: true });
  }
  if (names.length === 0) {
    // A trailing "Sources:" list without markers scopes every claim that names nothing itself.
    for (const n of ctx.notes.filter((x) => x.marker === null)) names.push(...noteNames(n.text, parseReferences(n.text), view).map((name) => ({ name, span: n.span, via: 'footnote' as const })));
  }

  // Resolve document names; an unresolvable one is UNKNOWN_DOCUMENT.
  let unknownDocument = false;
  const named = new Set<string>();
  for (const n of names) {
    const m = matchDocumentName(n.name, view.docs);
    if (m.docs.length === 0) {
      unknownDocument = true;
      references.push({ kind: 'document', text: n.name, ...(n.span ? { answerSpan: n.span } : {}), doc: null, resolved: false, note: `This matter holds no document named "${n.name}".` });
    } else {
      m.docs.forEach((d) => named.add(d));
      references.push({ kind: 'document', text: n.name, ...(n.span ? { answerSpan: n.span } : {}), doc: m.docs[0]!, resolved: true, ...(m.docs.length > 1 ? { note: `Matches ${m.docs.length} documents; all were searched.` } : {}) });
    }
  }
  if (names.length === 0 && ctx.carried && ctx.carried.length > 0) {
    for (const d of ctx.carried) named.add(d);
    const first = view.docs.find((d) => d.id === ctx.carried![0]);
    references.push({ kind: 'document', text: first?.title ?? ctx.carried[0]!, doc: ctx.carried[0]!, resolved: true, note: 'Named earlier in the answer.' });
  }
  const scopeDocs = named.size > 0 ? [...named].filter((d) => !ctx.defaultDocs || ctx.defaultDocs.includes(d)) : ctx.defaultDocs;
  const scope: Scope = { docs: scopeDocs && scopeDocs.length > 0 ? scopeDocs : ctx.defaultDocs, pages: null, sections: [] };
  if (pages.length > 0) {
    scope.pages = [Math.min(...pages.map((p) => p.first)), Math.max(...pages.map((p) => p.last))];
    for (const p of pages) references.push({ kind: 'page', text: p.text, ...(p.span ? { answerSpan: p.span } : {}), pages: [p.first, p.last], resolved: named.size > 0 });
  }
  // A section found in several documents: reported, once the evidence is placed, in the document it was placed in.
  const foundInMany: Array<{ at: number; hits: Array<{ doc: string; r: SectionRange }> }> = [];
  for (const s of sectionRefs) {
    // An answer that names no document ("the initial term is five (5) years (§ 11.1)"): the section is looked for in every
    // document of the matter, and the evidence in each section found.
    const where = scope.docs ?? view.docs.map((d) => d.id);
    const hits = where.flatMap((doc) => ctx.sections(doc, s.ref).map((r) => ({ doc, r })));
    if (hits.length > 0) {
      for (const h of hits) scope.sections.push({ doc: h.doc, start: h.r.start, end: h.r.end, ref: s.ref });
      if (hits.length > 1) foundInMany.push({ at: references.length, hits });
      const docsHit = new Set(hits.map((h) => h.doc)).size;
      const many = docsHit > 1 ? { note: `Found in ${docsHit} documents; the evidence was looked for in each.` } : hits.length > 1 ? { note: `The document has ${hits.length} sections numbered ${hits[0]!.r.number}; the evidence was looked for in each.` } : {};
      references.push({ kind: 'section', text: s.ref, ...(s.span ? { answerSpan: s.span } : {}), doc: hits[0]!.doc, section: sectionName(hits[0]!.r), resolved: true, ...many });
    } else {
      references.push({ kind: 'section', text: s.ref, ...(s.span ? { answerSpan: s.span } : {}), resolved: false, note: NO_SECTION_MAP_NOTE });
    }
  }

  // Words of the referenced documents' names ("the agency agreement" for AGENCY AGREEMENT) only attribute.
  const nameWords = new Set(view.docs.filter((d) => named.has(d.id)).flatMap((d) => stems(`${d.title} ${d.fileName} ${(d.heading ?? '').slice(0, TITLE_CHARS)}`)));
  const plan: ClaimPlan = { judgedText: judgedText(claim.text, own, exclude, nameWords), citations: [], foundBy: null, references, unknownDocument, referenceMismatch: false, noEvidence: false, namedDocs: [...named] };
  const declaredPlace = named.size > 0 || scope.pages !== null || scope.sections.length > 0;
  for (const q of [...new Set(quotes)]) placeQuote(q, scope, view, plan, declaredPlace && !unknownDocument);
  if (quotes.length === 0) placeByRetrieval(claimWords(claim.text, own), scope, view, plan);
  for (const { at, hits } of foundInMany) {
    // The section that holds a quote (one document may number two sections alike), else the document the evidence is in.
    const placed =
      hits.find((h) => quotes.some((q) => view.find(h.doc, q, [h.r.start, h.r.end]) !== null)) ??
      hits.find((h) => plan.citations.some((c) => view.anchors(h.doc).some((a) => a.id === c.anchor)));
    const ref = references[at]!;
    if (placed && ref.kind === 'section') references[at] = { ...ref, doc: placed.doc, section: sectionName(placed.r) };
  }
  return plan;
}

const sectionName = (r: SectionRange) => `${r.number} ${r.heading}`.trim();

/** How much of a document's opening is its printed title (for words that name it). */
const TITLE_CHARS = 120;

const NEGATION = new Set(['not', 'no', 'never', 'neither', 'nor', 'none', 'nothing', 'without', 'except', 'unless', 'cannot', 'isn', 'doesn', 'don', 'won', 'shouldn', 'mustn', 'nt']);

/** Words that only attribute a quotation to a source ("Section 4 of the Agreement provides that …"). */
const ATTRIBUTION = new Set(('the this that these those it its agreement contract document documents provides provide provided providing states state stated says say said reads read specifies specify specified sets set out forth according to under in as from into within which where with by of expressly explicitly clearly notes note shows confirms establishes indicates following language clause clauses section sections provision provisions term wording text follows see also and is are was were be has have an a on at for per here there whereby pursuant para paragraph article exhibit schedule page pages p pp contains contain contained reads: lists list listed includes include included').split(' '));

/**
 * The text the judge reads for a prose claim. When everything outside the quotation
 * marks only attributes them (a document name, "provides that", a page), the claim
 * asserts exactly the quoted words, and those are judged; otherwise the claim's own
 * words are, reference markers blanked, so a paraphrase around a quote is judged too.
 */
export function judgedText(text: string, refs: ParsedRefs, exclude: ReadonlyArray<readonly [number, number]>, nameWords: ReadonlySet<string> = new Set()): string {
  const chars = text.split('');
  const blank = (s: number, e: number) => {
    for (let i = Math.max(0, s); i < e && i < chars.length; i++) chars[i] = ' ';
  };
  for (const r of [...refs.pages, ...refs.sections, ...refs.footnotes, ...refs.names]) blank(r.span[0], r.span[1]);
  // "Under the Joint Content License Agreement, …": the words that lead in to a document's name only attribute too.
  for (const r of refs.names) {
    const lead = ATTRIBUTING_LEAD.exec(text.slice(0, r.span[0]));
    if (lead) blank(lead.index, r.span[0]);
    const comma = /^\s*,/.exec(text.slice(r.span[1]));
    if (comma) blank(r.span[1], r.span[1] + comma[0].length);
  }
  for (const [s, e] of exclude) blank(s, e);
  // A discourse marker ("In summary,", "Note:", "Bottom line:") frames the claim; the document is not asked to say it.
  const marker = DISCOURSE_MARKER.exec(text);
  if (marker) blank(0, marker[0].length);
  const withoutRefs = tidy(chars.join(''));
  if (refs.quotes.length === 0) return withoutRefs;
  // The words right before a quotation, after the last that attributes, are its subject ('Distributor "may … appoint other
  // distributors"'): a party's name there says who acts — even when a document's name or the quote itself holds the same
  // word ('WPT "will pay WPT …"') — so it is judged with the quote (session 25's trial: both were green). "The agency
  // agreement says" has no subject: "agency" there names the document.
  const slots = refs.quotes.map((q) => subjectBefore(/[^,;:.()]*$/.exec(chars.slice(0, Math.max(0, q.span[0] - 1)).join(''))![0]));
  const subject = new Set(slots.flatMap((slot) => slot.toLowerCase().match(/[a-z0-9]+/g) ?? []));
  for (const q of refs.quotes) blank(q.span[0] - 1, q.span[1] + 1);
  const quoted = new Set(refs.quotes.flatMap((q) => stems(q.text)));
  // A negation outside the quotes changes what the sentence asserts, whatever the quote holds.
  const framing = (chars.join('').toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => NEGATION.has(w) || (!ATTRIBUTION.has(w) && (w.length > 1 || /\d/.test(w)) && (subject.has(w) || (!quoted.has(w.slice(0, 6)) && (/\d/.test(w) || !nameWords.has(w.slice(0, 6)))))));
  if (framing.length === 0) return refs.quotes.map((q) => q.text).join(' … ');
  // Framed by its subject alone ("… provides that WGT "may …""): the subject and the quote are judged, not the attribution.
  if (refs.quotes.length === 1 && framing.every((w) => subject.has(w) && !NEGATION.has(w))) return `${slots[0]!} ${refs.quotes[0]!.text}`;
  return withoutRefs;
}

/** The words before a quote after the last that only attributes: "provides that WGT" → "WGT"; "the agreement says" → "". */
function subjectBefore(slot: string): string {
  const words = slot.trim().split(/\s+/).filter((w) => w !== '');
  const last = words.findLastIndex((w) => ATTRIBUTION.has(w.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return words.slice(last + 1).join(' ');
}

const DISCOURSE_MARKER = /^\s*(?:in\s+summary|to\s+summari[sz]e|in\s+short|in\s+conclusion|overall|bottom\s+line|key\s+(?:takeaway|point)|here\s+is\s+the\s+key\s+point|importantly|notably|generally|in\s+particular|in\s+my\s+view|note(?:\s+that)?)\s*[:,]?\s+/i;

/** What leads in to a document's name: "under the", "according to", "pursuant to the", "in the", "per". */
const ATTRIBUTING_LEAD = /\b(?:under|according\s+to|pursuant\s+to|per|in|as\s+(?:set\s+out|provided|stated)\s+in)\s+(?:the\s+)?$/i;

/** Drops what blanking references leaves behind: "( , )", "[ ]", a space before a full stop. */
function tidy(s: string): string {
  return s.replace(/[([]\s*[,;:]?\s*[)\]]/g, ' ').replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
}

function stems(s: string): string[] {
  return (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.slice(0, 6));
}

/** Names in a footnote or source-list entry: its file/instrument names, else the whole entry when it names a document by title. */
function noteNames(text: string, r: ParsedRefs, view: MatterView): string[] {
  if (r.names.length > 0) return r.names.map((n) => n.name);
  const head = text.split(/[,;(]|\s[-–—]\s/)[0]!.replace(/[*_"“”]/g, '').trim();
  if (head.length < 3) return [];
  return matchDocumentName(head, view.docs).docs.length > 0 || /\b(agreement|contract|lease|licen[cs]e|amendment|\.pdf)\b/i.test(head) ? [head] : [];
}

function pageRange(view: MatterView, doc: string, pages: [number, number]): [number, number] | null {
  const ps = view.pages(doc).filter((p) => p.page >= pages[0] && p.page <= pages[1]);
  return ps.length ? [Math.min(...ps.map((p) => p.start)), Math.max(...ps.map((p) => p.end))] : null;
}

function pageAt(view: MatterView, doc: string, offset: number): number | null {
  return view.pages(doc).find((p) => offset >= p.start && offset < p.end)?.page ?? null;
}

function placeQuote(quote: string, scope: Scope, view: MatterView, plan: ClaimPlan, declared: boolean): void {
  const docs = scope.docs ?? view.docs.map((d) => d.id);
  // 1. The referenced section(s) or page range of a referenced document.
  for (const s of scope.sections) {
    const at = view.find(s.doc, quote, [s.start, s.end]);
    if (at) return cite(view, s.doc, at, quote, plan);
  }
  if (scope.pages) {
    for (const doc of docs) {
      const range = pageRange(view, doc, scope.pages);
      const at = range ? view.find(doc, quote, range) : null;
      if (at) return cite(view, doc, at, quote, plan);
    }
  }
  // 2. Anywhere in the referenced documents (the whole matter when none is referenced).
  for (const doc of docs) {
    const at = view.find(doc, quote, undefined);
    if (!at) continue;
    if (declared && (scope.pages || scope.sections.length > 0)) {
      const page = pageAt(view, doc, at[0]);
      const pinned = page ? ([page, page] as [number, number]) : null;
      const cited = scope.sections.length === 0 && scope.pages![0] === scope.pages![1] ? scope.pages![0] : null;
      const last = view.pages(doc).at(-1)?.page ?? null;
      // The page number printed where the words are ("p. 16" of a filing whose PDF page 9 prints 16; printed-pages.ts).
      const around = cited !== null ? printedPagesAround(view.text(doc), at[0]) : null;
      const printed = around !== null && (around.before === cited || around.after === cited);
      // Past the PDF's last page it can only be the printed page: the words are where the answer says.
      if (printed && last !== null && cited! > last) {
        plan.references.push({ kind: 'page', text: `The answer cites p. ${cited} as printed on the page; in the PDF the words are on p. ${page ?? '?'}.`, doc, ...(pinned ? { pages: pinned } : {}), resolved: true });
        return cite(view, doc, at, quote, plan);
      }
      // Otherwise a PDF page of that number exists, and the answer may mean it: a mismatch, with the printed page said.
      plan.referenceMismatch = true;
      const said = scope.sections.length > 0 ? scope.sections.map((s) => s.ref).join(', ') : `p. ${scope.pages![0]}${scope.pages![1] !== scope.pages![0] ? `–${scope.pages![1]}` : ''}`;
      const none = cited !== null && last !== null && cited > last ? `, but the document has ${last} pages` : '';
      const asPrinted = printed ? ` (printed there as p. ${cited})` : '';
      plan.references.push({ kind: 'page', text: `The answer places this at ${said}${none}; the words are on p. ${page ?? '?'}${asPrinted}.`, doc, ...(pinned ? { pages: pinned } : {}), resolved: true, note: 'REFERENCE_MISMATCH: both places are shown.' });
    }
    return cite(view, doc, at, quote, plan);
  }
  // 3. Not in the referenced document(s): cite it there anyway, where retrieval points, so
  //    Layer 1 labels it — QUOTE_IN_OTHER_SOURCE when another document holds it, else not found.
  const target = bestAnchor(quote, docs, scope, view)?.anchor.id ?? firstAnchor(docs, view);
  if (target) {
    plan.citations.push({ anchor: target, quote });
    plan.foundBy ??= 'answer';
  }
}

function cite(view: MatterView, doc: string, at: [number, number], quote: string, plan: ClaimPlan): void {
  plan.foundBy ??= 'answer';
  const anchors = view.anchors(doc);
  const whole = anchors.find((a) => a.start <= at[0] && a.end >= at[1]);
  if (whole) {
    plan.citations.push({ anchor: whole.id, quote });
    return;
  }
  // A quote across anchor boundaries is cited as its pieces, each verbatim from the source inside its anchor.
  const text = view.text(doc);
  for (const a of anchors) {
    const s = Math.max(a.start, at[0]);
    const e = Math.min(a.end, at[1]);
    if (e - s >= 1 && text.slice(s, e).trim().length > 0) plan.citations.push({ anchor: a.id, quote: text.slice(s, e).trim() });
  }
}

/** Whether characters [start, end) of `doc` fall in part inside a section the answer names. */
function inSection(s: Scope['sections'][number], doc: string, start: number, end: number): boolean {
  return s.doc === doc && end > s.start && start < s.end;
}

/** The passage retrieval finds for a claim in its scope: in the section the answer names, else on its pages, else the best. */
function bestAnchor(query: string, docs: readonly string[], scope: Scope, view: MatterView): { anchor: ViewAnchor; doc: string; text: string } | null {
  const hits = view.search(query, 50).filter((h) => docs.includes(h.doc));
  const anchorOf = (h: ViewHit) => view.anchors(h.doc).find((x) => x.id === h.anchor);
  const found = (doc: string, a: ViewAnchor) => ({ anchor: a, doc, text: view.text(doc).slice(a.start, a.end) });
  if (scope.sections.length > 0) {
    for (const h of hits) {
      const a = anchorOf(h);
      if (a && scope.sections.some((s) => inSection(s, h.doc, a.start, a.end))) return found(h.doc, a);
    }
    // Retrieval ranked other passages higher: the section the answer names still decides where its evidence is.
    for (const s of scope.sections) {
      const a = view.anchors(s.doc).find((x) => inSection(s, s.doc, x.start, x.end));
      if (a) return found(s.doc, a);
    }
  }
  if (scope.pages) {
    for (const h of hits) {
      const a = anchorOf(h);
      if (a && a.pageEnd >= scope.pages[0] && a.pageStart <= scope.pages[1]) return found(h.doc, a);
    }
  }
  const top = hits[0];
  const a = top ? anchorOf(top) : undefined;
  return top && a ? found(top.doc, a) : null;
}

function firstAnchor(docs: readonly string[], view: MatterView): string | null {
  for (const d of docs) {
    const a = view.anchors(d)[0];
    if (a) return a.id;
  }
  return null;
}

/** No quote: the best sentences of the best passage in scope become the evidence, labelled as found by Pincite. */
function placeByRetrieval(words: string, scope: Scope, view: MatterView, plan: ClaimPlan): void {
  const docs = scope.docs ?? view.docs.map((d) => d.id);
  const hit = words.length >= 3 ? bestAnchor(words, docs, scope, view) : null;
  if (!hit) {
    plan.noEvidence = true;
    return;
  }
  const wanted = new Set(contentWords(words));
  // Within a named section, only its own sentences: the passage may run on into the next section.
  const named = scope.sections.filter((s) => s.doc === hit.doc);
  const at = hit.anchor.start;
  const sentences = splitSentences(hit.text).filter((x) => named.length === 0 || named.some((s) => inSection(s, hit.doc, at + x.start, at + x.end)));
  let best: { start: number; end: number } | null = null;
  let bestScore = 0;
  // The best window of one or two consecutive sentences by shared content words.
  for (let i = 0; i < sentences.length; i++) {
    for (const j of [i, i + 1]) {
      if (j >= sentences.length) continue;
      const span = hit.text.slice(sentences[i]!.start, sentences[j]!.end);
      const have = new Set(contentWords(span));
      const shared = [...wanted].filter((w) => have.has(w)).length;
      const score = shared / Math.sqrt(have.size + 1) + (j === i ? 0.01 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = { start: sentences[i]!.start, end: sentences[j]!.end };
      }
    }
  }
  if (!best) {
    plan.noEvidence = true;
    return;
  }
  plan.citations.push({ anchor: hit.anchor.id, quote: hit.text.slice(best.start, best.end).trim() });
  plan.foundBy = 'pincite';
}

const STOP = new Set(['the', 'and', 'for', 'that', 'this', 'with', 'shall', 'will', 'may', 'any', 'all', 'are', 'was', 'its', 'not', 'agreement', 'party', 'parties', 'such', 'from', 'under', 'has', 'have', 'been', 'which', 'their', 'other', 'each', 'upon', 'than', 'into', 'also', 'there']);

function contentWords(s: string): string[] {
  return (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w)).map((w) => w.slice(0, 6));
}
