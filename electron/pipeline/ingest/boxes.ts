import type { Box } from '../../../shared/geometry.js';
import { charStops } from './extract/page-text.js';
import type { TextElement } from './extract/types.js';

type Geometry = Pick<TextElement, 'page' | 'start' | 'end' | 'ox' | 'oy' | 'ux' | 'uy' | 'advance' | 'ascent' | 'descent' | 'fontModel'>;

/**
 * The boxes covering characters `[start, end)` of a document's canonical text: one
 * rectangle per line segment, in PDF user space. `elements` must be sorted by `start`
 * and not overlap (as extraction produces them). A range that starts mid-run starts
 * its box mid-run; ranges crossing lines or pages give one box per line on each page.
 * Characters that belong to no element (inserted spaces, line breaks) get no box of
 * their own but are spanned when they sit between two boxed characters on one line.
 */
export function boxesForRange(text: string, elements: readonly Geometry[], start: number, end: number): Box[] {
  if (end <= start) return [];
  const pieces: Piece[] = [];
  for (let i = firstEndingAfter(elements, start); i < elements.length; i++) {
    const el = elements[i]!;
    if (el.start >= end) break;
    const s = Math.max(start, el.start) - el.start;
    const e = Math.min(end, el.end) - el.start;
    if (e <= s) continue;
    const stops = charStops(text.slice(el.start, el.end), el.fontModel);
    pieces.push({ ...runBox(el, stops[s]! * el.advance, stops[e]! * el.advance), ux: el.ux, uy: el.uy, size: el.ascent + el.descent });
  }
  return mergeLines(pieces);
}

/** Axis-aligned bounds of the run's quad between advances a0 and a1. */
function runBox(el: Geometry, a0: number, a1: number): Box {
  const nx = -el.uy;
  const ny = el.ux;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const a of [a0, a1]) {
    for (const h of [-el.descent, el.ascent]) {
      xs.push(el.ox + el.ux * a + nx * h);
      ys.push(el.oy + el.uy * a + ny * h);
    }
  }
  return { page: el.page, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Joins consecutive pieces that sit on one line (same page, direction, overlapping band). */
type Piece = Box & { ux: number; uy: number; size: number };

function mergeLines(pieces: Piece[]): Box[] {
  const out: Box[] = [];
  let cur: Piece | undefined;
  for (const p of pieces) {
    if (cur !== undefined && sameLine(cur, p)) {
      const c: Piece = cur;
      cur = { ...c, x0: Math.min(c.x0, p.x0), y0: Math.min(c.y0, p.y0), x1: Math.max(c.x1, p.x1), y1: Math.max(c.y1, p.y1), size: Math.max(c.size, p.size) };
      continue;
    }
    if (cur !== undefined) out.push(strip(cur));
    cur = p;
  }
  if (cur !== undefined) out.push(strip(cur));
  return out;
}

function sameLine(a: Piece, b: Piece): boolean {
  if (a.page !== b.page || Math.abs(a.ux - b.ux) > 0.01 || Math.abs(a.uy - b.uy) > 0.01) return false;
  // Compare the band perpendicular to the baseline, and require the piece to continue forward.
  const horizontal = Math.abs(a.ux) >= Math.abs(a.uy);
  const [aLo, aHi, bLo, bHi] = horizontal ? [a.y0, a.y1, b.y0, b.y1] : [a.x0, a.x1, b.x0, b.x1];
  const overlap = Math.min(aHi, bHi) - Math.max(aLo, bLo);
  if (overlap < 0.5 * Math.min(aHi - aLo, bHi - bLo)) return false;
  const gap = horizontal ? (a.ux > 0 ? b.x0 - a.x1 : a.x0 - b.x1) : (a.uy > 0 ? b.y0 - a.y1 : a.y0 - b.y1);
  return gap > -0.5 * a.size && gap < 3 * Math.max(a.size, b.size);
}

function strip(b: Box): Box {
  return { page: b.page, x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 };
}

/** Index of the first element whose range ends after `offset` (binary search). */
function firstEndingAfter(elements: readonly Geometry[], offset: number): number {
  let lo = 0;
  let hi = elements.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (elements[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
