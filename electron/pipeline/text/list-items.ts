/**
 * A list item says what it says only with its lead-in: "(c) at any time …, for any reason or no
 * reason, upon one hundred twenty days' notice" is a right to terminate for convenience because
 * it finishes "Vyera shall have the right to terminate this Agreement in its entirety:". Read
 * alone it says nothing of what may be terminated; the lead-in alone says nothing of why.
 */
import { nextLabel, ROMANS } from './list-labels.js';
import { headingOf } from './sections.js';
import { continuesAcross, endsMidSentence, isPageFurniture, splitSentences, type Sentence } from './sentences.js';

/**
 * A list label: "(c)", "c.", "iv)", "(12)", "2)". Not "12." — in a contract that is mostly a section number ("13. FORCE
 * MAJEURE"), and a section is no item of the sentence before it.
 */
const BRACKETED_LABEL = String.raw`\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)`;
/**
 * …or a third-level number, "18.1.1", under a lead-in numbered "18.1": an English contract's list (cuad-dev-20 cl. 18.1,
 * "The Company may terminate the Executive's employment … if … the Executive:" + "18.1.1 is guilty of gross misconduct; or").
 */
const SUB_NUMBER = String.raw`\d{1,3}(?:\.\d{1,3}){2,3}\.?`;
const LABEL = new RegExp(String.raw`^(?:${BRACKETED_LABEL}|(?:[a-z]{1,2}|[ivx]{1,5})[.)]|\d{1,2}\)|${SUB_NUMBER})\s`, 'i');
/**
 * A numbered item: "1." + "MICOA shall indemnify …" after "… hold one another harmless as follows:" (the splitter
 * leaves the number a sentence of its own, so a claim reads from its words). Only in sequence from 1 after its lead-in,
 * and with no heading of its own ("1." + "DEFINITIONS." after "the parties agree as follows:" is the contract's first
 * section, not an item).
 */
const NUMBER_ALONE = /^(\d{1,2})\.$/;
const numberAlone = (text: string, expected: number): boolean => Number(NUMBER_ALONE.exec(text)?.[1]) === expected;
/** A lead-in ends with a colon (maybe after a closing quote or bracket)… */
const ENDS_IN_COLON = /:["”’)]?\s*$/;
/** Where a span stops on a sentence's (or a clause's) end. */
const SENTENCE_STOP = /[.;:!?]["”’)\]]*\s*$/;
/**
 * …or names its list and ends as if on one: the Distributor Agreement's § 5.4, "Upon the occurrence of any of the
 * following, Distributor may terminate the Term by giving WGT written notice of such termination;" then "(a) …".
 */
const NAMES_ITS_LIST = /\b(?:the\s+following|as\s+follows)\b[^.:;]*[;,]?["”’)]?\s*$/i;
/**
 * A lead-in: it ends in a colon, names its list, or stops mid-sentence where its items go on with it (the sample
 * matter's Distributor Agreement, Exhibit B § 17: "… arising out of or in connection with" + "(a) any
 * misrepresentation …"). An item may lead in to a list of its own: "b. To acknowledge Seller's receipt of such Cards
 * in writing to:" + "(i) …" (cuad-scale-224).
 */
export const isLeadIn = (text: string): boolean => ENDS_IN_COLON.test(text) || NAMES_ITS_LIST.test(text) || (endsMidSentence(text) && !INLINE_LABEL.test(text));
/** A list begun inside the sentence ("Each party agrees (i) that it will not disclose … and" + "(ii) …"): its first part, not its lead-in. */
const INLINE_LABEL = new RegExp(String.raw`${BRACKETED_LABEL}\s`, 'i');
/**
 * A list begun inside a sentence that a page break cut before its next item: "… arising from or relating to: (i) any claims
 * of infringement …; and" + "(ii) claims alleging that Products … are defective." (cuad-dev-08 § 17.02, trial 36). One
 * sentence, as a lawyer reads it across the page, which the items' own joiner ends on.
 */
export const goesOnWithItem = (before: string, after: string): boolean =>
  INLINE_LABEL.test(before.replace(LEADING_LABEL, '')) && ENDS_ON_JOINER.test(before) && LEADING_LABEL.test(after);
/** A bracketed label a text opens with: its own, so it begins no list inside it ("(c) Either party may …; and" + "(d) …"). */
const LEADING_LABEL = new RegExp(String.raw`^\s*${BRACKETED_LABEL}\s`, 'i');
/** At most this many items from the lead-in: a long schedule is a table, not one clause's list. */
export const MAX_ITEMS = 15;

/** Text that opens with a list label. */
export const startsWithListLabel = (text: string): boolean => LABEL.test(text.trimStart());
/** Text that ends inside a list: its last sentence is a lead-in, or an item of a lead-in it holds. The text after it may go on with items. */
export function opensList(text: string): boolean {
  const ss = splitSentences(text);
  const last = ss.length - 1;
  return last >= 0 && (isLeadIn(ss[last]!.text) || leadInsOf(ss).has(last));
}

/**
 * A label's level: its brackets and what it counts in ("(b)" and "(d)" are one level, "(c)" and "(i)" two; a single
 * i, v or x is read as roman).
 */
function labelLevel(text: string): string | null {
  const label = LABEL.exec(text.trimStart())?.[0].trim();
  if (!label) return null;
  const c = label.replace(/[().]/g, '');
  const counts = /^\d/.test(c) ? '1' : /^[ivx]+$/i.test(c) ? (c === c.toLowerCase() ? 'i' : 'I') : c === c.toLowerCase() ? 'a' : 'A';
  return `${label.startsWith('(') ? '(' : ''}${counts}${label.at(-1)}`;
}

/** An item of the same level as a labelled lead-in is its sibling, not its item: "(b) … without notice:" then "(d) Upon …". */
const siblings = (lead: string, item: string): boolean => {
  const l = labelLevel(lead);
  return l !== null && l === labelLevel(item);
};

/**
 * Each list item's lead-in, as indexes into `sentences` (item → lead-in): the nearest sentence
 * before the item that ends in a colon, with only items between.
 */
export function leadInsOf(sentences: readonly Sentence[]): Map<number, number> {
  const out = new Map<number, number>();
  let lead = -1;
  let items = 0;
  let numbered = 0;
  let afterNumber = false;
  sentences.forEach((s, i) => {
    // A page's number or a filing's footer between a lead-in and its items ("as follows:" + "-4-" + "1." …) is no part of
    // the list, and an item's own number ("1.", "2." in sequence) labels the sentence after it.
    if (lead >= 0 && isPageFurniture(s.text)) return;
    if (lead >= 0 && !afterNumber && numberAlone(s.text, numbered + 1)) {
      afterNumber = true;
      return;
    }
    const item = afterNumber ? headingOf(s.text) === null : LABEL.test(s.text) && !siblings(sentences[lead]?.text ?? '', s.text);
    if (lead >= 0 && items < MAX_ITEMS && item) {
      out.set(i, lead);
      items++;
      if (afterNumber) numbered++;
      afterNumber = false;
      return;
    }
    // A sentence that is no item ends the list; a lead-in starts the next.
    lead = isLeadIn(s.text) ? i : -1;
    items = 0;
    numbered = 0;
    afterNumber = false;
  });
  return out;
}

/**
 * The lead-in as it reads before one item: without the colon and a bare "as follows" that only
 * announce a list ("Either party may terminate this Agreement as follows: (a) by giving ninety
 * days' notice"). Words that say what the items are stay: "on the occurrence of any of the
 * following events:" makes each item an event that ends the agreement, a cause.
 */
export function leadInRead(lead: string): string {
  return lead.replace(LIST_INTRO, '').trimEnd();
}

const LIST_INTRO = /,?\s*(?:as\s+follows\s*)?:["”’)]?\s*$/i;

/**
 * The spans a claim cites, as the judge reads them: apart ("…" between them), except that a
 * lead-in runs straight into the item that follows it ("This Agreement may be terminated: (a)
 * by Magenta for any reason upon … notice") — one sentence, as a lawyer reads it.
 */
export function readTogether(spans: readonly string[]): string {
  // …and so does a sentence a page break cut in two ("… take place at the office" + "of the American Arbitration …").
  // …and so do a list's items, one ending on ";" or "; and" and the next starting with its label (listRest).
  // …and so does the lead-in of a list begun inside a sentence, cut before its "(a)" ("Datec must not assign this agreement
  // … unless Datec" + "(b) obtains the prior written consent of the BSP", inlineLeadInsOf): no sentence ends where it stops.
  const together = (before: string, after: string) =>
    ((isLeadIn(before) || ENDS_ON_JOINER.test(before)) && startsWithListLabel(after)) || (!SENTENCE_STOP.test(before) && LEADING_LABEL.test(after)) || continuesAcross(before, after);
  return spans.reduce((out, s, i) => (i === 0 ? s : `${out}${together(spans[i - 1]!, s) ? ' ' : '\n…\n'}${s}`), '');
}

/** An inline label: "(a)", "(ii)", "(B)", "(3)", "(x)" after a space or a punctuation mark. */
const INLINE_ITEM_LABEL = /(?<=^|[\s,;:—–-])\(([a-z]|[ivx]{1,4}|[A-Z]|\d{1,2})\)\s+(?=\S)/g;
/** What ends an item before the next one begins: ", and", "; or", "and/or". */
const ITEM_JOINER = /[\s,;]*(?:\b(?:and\/or|and|or)\b)?[\s,;]*$/i;

/**
 * The items of a list written inside one sentence, and what leads in to them: "provided that (a) either party may
 * terminate this Agreement … by giving 30 days' written notice …, and (b) either party may terminate … if the other party
 * commits a material breach" (cuad-dev-18 § 4). Read whole, the sentence names a breach, and the first item's right to
 * terminate on notice alone is lost in it. Each item without the joiner before the next (", and"); offsets are absolute,
 * as the sentence's. Null without two labels in sequence from (a), (i), (A), (1) or (x).
 */
export function inlineItems(s: Sentence): { lead: Sentence; items: Sentence[] } | null {
  const labels = [...s.text.matchAll(INLINE_ITEM_LABEL)];
  const first = labels.findIndex((m) => ['a', 'i', 'A', '1', 'x'].includes(m[1]!));
  if (first < 0) return null;
  const roman = labels[first]![1] === 'i' && labels.slice(first + 1).some((m) => m[1] === 'ii');
  const run = [labels[first]!];
  for (const m of labels.slice(first + 1)) if (m[1] === nextLabel(run[run.length - 1]![1]!, roman)) run.push(m);
  if (run.length < 2) return null;
  const span = (from: number, to: number, trim: RegExp): Sentence => {
    const text = s.text.slice(from, to).replace(trim, '');
    return { start: s.start + from, end: s.start + from + text.length, text };
  };
  return {
    lead: span(0, run[0]!.index!, /\s+$/),
    items: run.map((m, i) => span(m.index!, i + 1 < run.length ? run[i + 1]!.index! : s.text.length, ITEM_JOINER)),
  };
}

/**
 * The items of a list begun inside a sentence that the sentences after it go on with, each with the words before the
 * sentence's first label as its lead-in (item index → lead-in): "All notices … shall be deemed to have been given: (a) when
 * delivered by hand …;" + "(b) when received … if sent by … courier …;" + "(c) on the date sent by facsimile or e-mail …"
 * (cuad-dev-16 § 2, trial 37: the e-mail item was never read with what it finishes). leadInsOf leaves these: the sentence
 * holding "(a)" is no lead-in, it is the list's first part.
 */
export function inlineLeadInsOf(sentences: readonly Sentence[]): Map<number, Sentence> {
  const out = new Map<number, Sentence>();
  sentences.forEach((s, i) => {
    const next = sentences[i + 1];
    // A sentence that opens in lower case is the rest of one a page cut: the words before its "(a)" are not the lead-in.
    if (next === undefined || out.has(i) || !/^\s*[\p{Lu}\d("“]/u.test(s.text) || !goesOnWithItem(s.text, next.text)) return;
    const first = inlineRunBefore(s.text, LABEL_AT_START.exec(next.text)?.[1] ?? '');
    if (first === null || first === 0) return;
    const text = s.text.slice(0, first).replace(/\s+$/, '');
    const lead = { start: s.start, end: s.start + text.length, text };
    for (let j = i + 1; j < sentences.length && j - i <= MAX_ITEMS && LEADING_LABEL.test(sentences[j]!.text) && ENDS_ON_JOINER.test(sentences[j - 1]!.text); j++) out.set(j, lead);
  });
  return out;
}

/**
 * Where the run of inline labels starts that `next` goes on with: "(a)" of "… one (1) year each, provided that: (a) … ;"
 * before "(b)", not the "(1)" of a number written twice. Null when no run from (a), (i), (A) or (1) leads to `next`.
 */
function inlineRunBefore(text: string, next: string): number | null {
  const labels = [...text.matchAll(INLINE_ITEM_LABEL)];
  for (let f = labels.length - 1; f >= 0; f--) {
    if (!['a', 'i', 'A', '1'].includes(labels[f]![1]!)) continue;
    for (const roman of [false, true]) {
      let last = labels[f]![1]!;
      for (const m of labels.slice(f + 1)) if (m[1] === nextLabel(last, roman)) last = m[1]!;
      if (nextLabel(last, roman) === next) return labels[f]!.index!;
    }
  }
  return null;
}

/** A list item that goes on to the next: it ends on ";", ", and", "; or". */
const ENDS_ON_JOINER = /(?:[;,]\s*(?:and\/or|and|or)?|\b(?:and\/or|and|or))\s*$/i;
const LABEL_AT_START = /^\s*\(([a-z]|[ivx]{1,4}|[A-Z]|\d{1,2})\)\s/;
/** A list that qualifies what leads in to it: "provided that:", "except … from", "subject to", "if", "unless", "on condition that". */
const QUALIFYING_LEAD = /\b(?:provided|subject\s+to|if|unless|except(?:ing)?|so\s+long\s+as|conditions?|conditioned|only\s+(?:if|when|where))\b[^.]*$/i;
/**
 * A lead-in that names the kind of thing its items are ("maintain the following policies of insurance in effect: (i) a
 * comprehensive general liability insurance policy …; and (ii) an information and network technology … policy"), each
 * item one of them ("a …", "an …"): the lead-in's duty is to all of them, so the list is quoted whole (cuad-dev-19 § 15(a)
 * was quoted with (ii) alone). Items that are acts ("The Distributor shall: (a) promote …; (b) maintain insurance") are
 * separate duties, each an answer of its own.
 */
const KINDS_LEAD = /\bthe\s+following\b[^.;:]{0,80}:\s*$/i;
const KIND_ITEM = /^\s*\((?:[a-z]|[ivx]{1,4}|[A-Z]|\d{1,2})\)\s+an?\s/;
/** The last list label of a text — not a reference's ("paragraph 4.1(b)", "Section 2(a)"). */
const LAST_LABEL = /(?<![\p{L}\p{N}.])\(([a-z]|[ivx]{1,4}|[A-Z]|\d{1,2})\)(?![\s\S]*(?<![\p{L}\p{N}.])\((?:[a-z]|[ivx]{1,4}|[A-Z]|\d{1,2})\))/u;

/**
 * How many of the sentences that follow `item` finish its list of conditions or exceptions: each starts with the next label
 * and the one before it ends on a joiner, up to the item that ends the sentence — within `maxChars` in all. "The Term will automatically renew
 * …, provided that: (a) Distributor has made all Guaranteed Minimum Purchases …;" is one of four conditions (cuad-dev-06
 * § 5.1): quoted alone it reads as the whole rule.
 */
export function listRest(item: string, following: readonly string[], maxChars: number): number {
  const last = LAST_LABEL.exec(item);
  // Only a list of conditions or exceptions: "may be terminated: (a) by Magenta for any reason …; (b) by either Party if …"
  // lists other grounds, each an answer of its own (cuad-scale-350 § 7.2).
  const lead = last ? item.slice(Math.max(0, last.index - 200), last.index) : '';
  if (!last || !(QUALIFYING_LEAD.test(lead) || (KINDS_LEAD.test(lead) && KIND_ITEM.test(item.slice(last.index))))) return 0;
  let label = last[1]!;
  // Decided once, by the item's own label: "(v)" after "(iv)" is roman, and "(u)" goes on to "(v)" and then "(w)".
  const roman = label === 'i' ? following.some((f) => LABEL_AT_START.exec(f)?.[1] === 'ii') : ROMANS.includes(label);
  let previous = item;
  let length = item.length;
  let n = 0;
  for (const f of following) {
    const next = LABEL_AT_START.exec(f)?.[1];
    if (!ENDS_ON_JOINER.test(previous) || next === undefined || next !== nextLabel(label, roman)) break;
    length += f.length + 1;
    if (length > maxChars) return 0;
    n++;
    label = next;
    previous = f;
  }
  return n;
}
