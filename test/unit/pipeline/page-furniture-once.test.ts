import { afterEach, describe, expect, it, vi } from 'vitest';
import { furnitureFor } from '../../../electron/pipeline/ingest/text-regions.js';
import { PAGE_SEPARATOR, sha256Hex } from '../../../electron/pipeline/text/canonical.js';
import * as headersFooters from '../../../electron/pipeline/text/headers-footers.js';
import { MATCHING } from '../../../electron/pipeline/verification/matching.js';
import { getDocumentSource, insertDocument } from '../../../electron/store/documents.js';
import { openMatter } from '../../../electron/store/open.js';
import { tempDir } from '../../helpers/corpus.js';

/**
 * In one ask the generator reads an anchor's page furniture (furnitureFor) and the binder then searches the same
 * document's text (normalizedFind): the pages are read for repeated lines once, not once per path.
 */
describe("a document's page furniture is found once per text", () => {
  const footer = 'Source: TUBEMEDIA CORP, 8-K, 3/10/2006';
  const page = (n: number, body: string) => `${body}\n${n}\n${footer}`;
  const pages = [
    page(1, 'CHARTER AFFILIATION AGREEMENT\nThe Term of this Agreement shall'),
    page(2, 'commence on the Effective Date.\nAffiliate shall pay the fees within thirty (30) days of'),
    page(3, 'receipt of an invoice.\nNeither party shall be liable for delays'),
    page(4, 'caused by force majeure.'),
  ];
  const text = pages.join(PAGE_SEPARATOR);
  const canonicalPages = pages.map((p, i) => {
    const start = pages.slice(0, i).reduce((n, q) => n + q.length + PAGE_SEPARATOR.length, 0);
    return { page: i + 1, width: 612, height: 792, rotation: 0, viewBox: [0, 0, 612, 792] satisfies [number, number, number, number], ocr: false, confidence: 1, start, end: start + p.length };
  });
  const tmp = tempDir('pincite-furniture-once-');
  afterEach(() => tmp.cleanup());

  it('by the generator and the binder alike', () => {
    const matter = openMatter(tmp.dir);
    try {
      insertDocument(matter.db, {
        id: 'd1', sha256: sha256Hex(text), title: 'Charter', category: null, fileName: 'charter.pdf', bytes: text.length,
        extractor: 'test', chunker: 'test', canonical: { text, sha256: sha256Hex(text), pages: canonicalPages, elements: [] }, anchors: [],
        ingestedAt: '2026-01-01T00:00:00.000Z', originalPath: null,
      });
      const found = vi.spyOn(headersFooters, 'findRepeatedLines');
      const furniture = furnitureFor(matter.db, 'd1');
      expect(furniture.map(([s, e]) => text.slice(s, e))).toContain(footer);
      const source = getDocumentSource(matter.db, 'd1')!.text;
      const at = MATCHING.normalizedFind(source, 'within thirty (30) days of receipt of an invoice', [0, source.length]);
      expect(at && source.slice(...at)).toContain(footer);
      expect(found).toHaveBeenCalledTimes(1);
    } finally {
      matter.close();
    }
  });
});
