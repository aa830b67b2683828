/** A rectangle in crop pixels (y grows downwards). */
export type PxRect = { x0: number; y0: number; x1: number; y1: number };

/** At most this many lines of context on each side of the cited ones: a page without paragraph breaks is not shown whole. */
const MAX_CONTEXT_LINES = 12;
/** A gap this many times the page's usual line gap (or more) ends a paragraph. */
const PARAGRAPH_GAP = 1.6;

/**
 * What a report crop shows: the cited lines with their paragraph, across the width of
 * the page's text. `text` are the page's text runs; `cited` the quote's boxes. Runs are
 * merged into lines; from the cited band, lines are taken upwards and downwards until a
 * gap clearly wider than the page's usual line gap (a paragraph break), a heading's worth
 * of white space, or MAX_CONTEXT_LINES. Pure, so a crop depends only on its page and boxes.
 */
export function paragraphExtent(text: readonly PxRect[], cited: readonly PxRect[], page: { width: number; height: number }, margin: { x: number; y: number }): PxRect {
  const band = {
    x0: Math.min(...cited.map((r) => r.x0)),
    y0: Math.min(...cited.map((r) => r.y0)),
    x1: Math.max(...cited.map((r) => r.x1)),
    y1: Math.max(...cited.map((r) => r.y1)),
  };
  const runs = text.filter((r) => r.y1 - r.y0 > 0.5 && r.x1 - r.x0 > 0.5 && r.y1 > 0 && r.y0 < page.height);
  const lines = toLines(runs);
  let { y0, y1 } = band;
  if (lines.length > 1) {
    const gaps = lines.slice(1).map((l, i) => l.y0 - lines[i]!.y1).filter((g) => g > -1);
    const usual = Math.max(1, median(gaps.filter((g) => g >= 0)) ?? 2);
    const limit = usual * PARAGRAPH_GAP + 1;
    const above = lines.filter((l) => l.y1 <= band.y0 + 1).reverse();
    let edge = band.y0;
    for (const l of above.slice(0, MAX_CONTEXT_LINES)) {
      if (edge - l.y1 > limit) break;
      y0 = Math.min(y0, l.y0);
      edge = l.y0;
    }
    const below = lines.filter((l) => l.y0 >= band.y1 - 1);
    edge = band.y1;
    for (const l of below.slice(0, MAX_CONTEXT_LINES)) {
      if (l.y0 - edge > limit) break;
      y1 = Math.max(y1, l.y1);
      edge = l.y1;
    }
  }
  // Full width of the page's text column: the clause reads as printed, not a strip cut to the quote.
  const x0 = runs.length ? Math.min(band.x0, ...runs.map((r) => r.x0)) : band.x0;
  const x1 = runs.length ? Math.max(band.x1, ...runs.map((r) => r.x1)) : band.x1;
  return {
    x0: Math.max(0, Math.floor(x0 - margin.x)),
    y0: Math.max(0, Math.floor(y0 - margin.y)),
    x1: Math.min(page.width, Math.ceil(x1 + margin.x)),
    y1: Math.min(page.height, Math.ceil(y1 + margin.y)),
  };
}

/** Runs that overlap vertically by more than half the smaller one's height are one line. */
function toLines(runs: readonly PxRect[]): Array<{ y0: number; y1: number }> {
  const sorted = [...runs].sort((a, b) => a.y0 - b.y0);
  const lines: Array<{ y0: number; y1: number }> = [];
  for (const r of sorted) {
    const last = lines.at(-1);
    const overlap = last ? Math.min(last.y1, r.y1) - Math.max(last.y0, r.y0) : -1;
    if (last && overlap > 0.5 * Math.min(last.y1 - last.y0, r.y1 - r.y0)) {
      last.y0 = Math.min(last.y0, r.y0);
      last.y1 = Math.max(last.y1, r.y1);
    } else lines.push({ y0: r.y0, y1: r.y1 });
  }
  return lines;
}

function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
