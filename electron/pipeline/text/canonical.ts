import { createHash } from 'node:crypto';
import type { CanonicalPage, CanonicalText, PageRecord, TextElement } from '../../store/records.js';

export type { CanonicalPage, CanonicalText };

/**
 * Pages are joined with this separator in a document's canonical text. It is part of
 * the contract: offsets everywhere (bindings, bundles) index the joined text.
 */
export const PAGE_SEPARATOR = '\n\f\n';

export function assembleCanonical(pages: ReadonlyArray<PageRecord & { text: string; elements: readonly TextElement[] }>): CanonicalText {
  const parts: string[] = [];
  const outPages: CanonicalPage[] = [];
  const elements: TextElement[] = [];
  let offset = 0;
  pages.forEach((p, i) => {
    if (i > 0) {
      parts.push(PAGE_SEPARATOR);
      offset += PAGE_SEPARATOR.length;
    }
    const { text, elements: pageElements, ...meta } = p;
    outPages.push({ ...meta, start: offset, end: offset + text.length });
    for (const el of pageElements) elements.push({ ...el, start: el.start + offset, end: el.end + offset });
    parts.push(text);
    offset += text.length;
  });
  const text = parts.join('');
  return { text, sha256: sha256Hex(text), pages: outPages, elements };
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The 1-based page holding character `offset` (binary search over page ranges). */
export function pageAt(pages: ReadonlyArray<{ start: number; end: number; page: number }>, offset: number): number {
  let lo = 0;
  let hi = pages.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (pages[mid]!.start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return pages[lo]?.page ?? 1;
}
