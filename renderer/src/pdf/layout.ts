import { pageSize, type PageMeta } from './source';

export const PAGE_GAP = 28;
export const PAGE_PAD = 24;

/** Where every page slot sits in the scroll column, computed from stored page sizes alone. */
export type PageLayout = { tops: number[]; widths: number[]; heights: number[]; total: number; maxWidth: number };

export function layoutPages(pages: readonly PageMeta[], scale: number, rotation: number): PageLayout {
  const tops: number[] = [];
  const widths: number[] = [];
  const heights: number[] = [];
  let y = PAGE_PAD;
  for (const meta of pages) {
    const { width, height } = pageSize(meta, scale, rotation);
    tops.push(y);
    widths.push(width);
    heights.push(height);
    y += height + PAGE_GAP;
  }
  return { tops, widths, heights, total: y - PAGE_GAP + PAGE_PAD, maxWidth: Math.max(0, ...widths) };
}

/** The 1-based page whose slot contains offset `y` (or the nearest one). */
export function pageAt(layout: PageLayout, y: number): number {
  let lo = 0;
  let hi = layout.tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (layout.tops[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * A first guess at where a box sits inside its page slot, before the page itself has
 * loaded: exact for unrotated pages whose MediaBox starts at the origin (most PDFs);
 * the highlight layer corrects it once pdf.js has the page.
 */
export function estimateBoxTop(meta: PageMeta | undefined, y1: number, scale: number, totalRotation: number): number {
  if (!meta || totalRotation % 360 !== 0) return 0;
  return Math.max(0, (meta.height - y1) * scale);
}
