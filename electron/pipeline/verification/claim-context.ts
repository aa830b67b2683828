import type { CarveOut, ClaimAbout, Evidence } from '../../../shared/response.js';
import { getDocument, getPages } from '../../store/documents.js';
import type { Db } from '../../store/open.js';
import { sectionMapFor } from '../ingest/section-map.js';
import { claimKeepsCarveOut, findCarveOuts, qualifiersAround, refKey, type CarveOutPhrase } from './carve-outs.js';
import { isLocated } from './state.js';
import { enclosingSentences } from '../text/sentences.js';

const EXCERPT = 900;
/** How far back a judged span reaches for the start of its sentence. */
const SUBJECT_REACH = 400;

/**
 * The source words the judge reads for a bound span: the span, or — when the claim says more than the span holds — the span
 * from the start of its sentence. A quote taken from mid-sentence leaves its subject behind ("… are nonexclusive, and WGT
 * may, at its sole option, appoint other distributors …" quoted from "may"): read without it, a claim that put another party
 * in front of the quote was entailed word for word (session 25's trial: 'Distributor "may, at its sole option, appoint other
 * distributors …"' was green). A claim the span holds whole is judged on the span alone, as before.
 */
export function judgedSpan(text: string, offsets: readonly [number, number], holdsClaim: (span: string) => boolean): string {
  const span = text.slice(offsets[0], offsets[1]);
  const around = holdsClaim(span) ? null : enclosingSentences(text, offsets);
  return around && offsets[0] - around[0] <= SUBJECT_REACH ? text.slice(around[0], offsets[1]) : span;
}

/**
 * Which document a claim is about — its first located evidence's document, title and
 * section — derived from the binding, never from what a model wrote.
 */
export function claimAbout(db: Db, evidence: readonly Evidence[]): ClaimAbout | undefined {
  const e = evidence.find(isLocated);
  if (!e || !e.offsets) return undefined;
  const doc = getDocument(db, e.doc);
  if (!doc) return undefined;
  const section = sectionMapFor(db, e.doc)?.citeAt(e.offsets[0]) ?? null;
  return { doc: e.doc, title: doc.title, ...(section ? { section } : {}) };
}

/**
 * Carve-outs in a claim's bound spans, and qualifications of the same sentence just outside them, each with the section it
 * points to read from the section map (`co` is that section's text, for the judge to read beside the span).
 */
export function claimCarveOuts(db: Db, claim: string, evidence: readonly Evidence[], textOf: (doc: string) => string): { carveOuts: CarveOut[]; co: string[] } {
  const carveOuts: CarveOut[] = [];
  const co: string[] = [];
  for (const e of evidence) {
    if (!isLocated(e) || !e.offsets) continue;
    const text = textOf(e.doc);
    const span = text.slice(e.offsets[0], e.offsets[1]);
    // A qualification past one span's edge may be in the claim's next span (a sentence a page's footer cut in two).
    const inOtherSpan = (c: CarveOutPhrase) => evidence.some((o) => o !== e && o.doc === e.doc && isLocated(o) && o.offsets && o.offsets[0] <= c.at && c.at < o.offsets[1]);
    const found = [...findCarveOuts(span), ...qualifiersAround(text, e.offsets).filter((c) => !inOtherSpan(c))];
    if (found.length === 0) continue;
    const map = sectionMapFor(db, e.doc);
    const own = map?.sectionAt(e.offsets[0]) ?? null;
    for (const c of found) {
      const target = c.ref && map ? map.findSection(refKey(c.ref), e.offsets[0]) : null;
      const isOwn = target !== null && own !== null && target.start === own.start;
      const offsets: [number, number] | null = target && !isOwn ? [target.start, target.end] : null;
      const excerpt = offsets ? text.slice(offsets[0], Math.min(offsets[1], offsets[0] + EXCERPT)) : null;
      if (excerpt) co.push(`[carve-out: ${map!.cite(target!)?.number ?? c.ref}]\n${excerpt}`);
      carveOuts.push({
        phrase: c.phrase.replace(/\s+/g, ' '),
        ref: c.ref,
        doc: e.doc,
        section: target && map ? map.cite(target) : null,
        offsets,
        page: offsets ? pageOf(db, e.doc, offsets[0]) : null,
        excerpt,
        omitted: !claimKeepsCarveOut(claim, c),
        ...(c.outside ? { outside: c.outside } : {}),
      });
    }
  }
  return { carveOuts, co };
}

function pageOf(db: Db, doc: string, offset: number): number | null {
  return getPages(db, doc).find((p) => p.start <= offset && offset < Math.max(p.end, p.start + 1))?.page ?? null;
}
