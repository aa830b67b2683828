import { describe, expect, it } from 'vitest';
import type { ExtractedPage } from '../../../electron/pipeline/ingest/extract/types.js';
import { noReadablePage, pageWarnings } from '../../../electron/pipeline/ingest/page-faults.js';
import { pageIssueOf, UnreadableReason } from '../../../shared/documents.js';
import { PinciteError } from '../../../shared/errors.js';

const page = (n: number, unreadable: UnreadableReason | null = null, extra: Partial<ExtractedPage> = {}): ExtractedPage => ({
  page: n, width: 612, height: 792, rotation: 0, viewBox: [0, 0, 612, 792], text: unreadable ? '' : `page ${n}`, elements: [], ocr: false, confidence: unreadable ? 0 : 1, unreadable, textQuality: unreadable ? null : 1, ...extra,
});

describe('what unreadable pages mean for their document (M11)', () => {
  it('warns once, naming each page with why in words, and counts the pages that landed', () => {
    expect(pageWarnings([page(1), page(2, 'PAGE_TIMEOUT'), page(3)], 'lease.pdf')).toEqual([
      { code: 'PAGES_UNREADABLE', message: 'Page 2 of lease.pdf could not be read (reading took longer than the time allowed for a page); the other 2 were ingested.' },
    ]);
    expect(pageWarnings([page(1, 'CONTENT_DAMAGED'), page(2, 'OCR_FAILED'), page(3, 'PAGE_DAMAGED'), page(4)], 'lease.pdf')).toEqual([
      { code: 'PAGES_UNREADABLE', message: 'Pages 1, 2, 3 of lease.pdf could not be read (p. 1, 3: the file is damaged there; p. 2: text recognition (OCR) failed); the other page was ingested.' },
    ]);
    // An image page left without OCR is listed on the page, not warned as a failure.
    expect(pageWarnings([page(1), page(2, 'NO_TEXT_LAYER')], 'scan.pdf')).toEqual([]);
  });

  it('fails a document only when no page could be read, typed by why', () => {
    expect(noReadablePage([page(1, 'PAGE_TIMEOUT'), page(2)], 'a.pdf')).toBeNull();
    expect(noReadablePage([page(1, 'NO_TEXT_LAYER'), page(2, 'NO_TEXT_LAYER')], 'a.pdf')).toBeNull();
    expect(noReadablePage([page(1, 'PAGE_DAMAGED'), page(2, 'CONTENT_DAMAGED')], 'a.pdf')).toMatchObject({ code: 'EXTRACTION_FAILED', message: 'None of the 2 pages of a.pdf could be read: the file is damaged. Ask for a fresh copy, or open it in a PDF reader and print it to a new PDF.' });
    expect(noReadablePage([page(1, 'PAGE_TIMEOUT')], 'a.pdf')).toMatchObject({ code: 'EXTRACTION_TIMEOUT', message: expect.stringMatching(/^The only page of a\.pdf could not be read: it took longer than the time allowed for a page\./) });
    const first = new PinciteError('OCR_FAILED', 'OCR of page 1 of a.pdf failed: the OCR engine could not read the page image. Try again.');
    expect(noReadablePage([page(1, 'OCR_FAILED'), page(2, 'OCR_FAILED')], 'a.pdf', first)).toBe(first);
    expect(noReadablePage([page(1, 'OCR_FAILED'), page(2, 'PAGE_DAMAGED')], 'a.pdf')).toMatchObject({ code: 'OCR_FAILED' });
  });

  it('says every unreadable reason in words, never as its code', () => {
    for (const reason of UnreadableReason.options) {
      const issue = pageIssueOf({ page: 4, ocr: false, confidence: 0, unreadable: reason })!;
      expect(issue).toMatchObject({ kind: 'unreadable', reason });
      expect(issue.message).toMatch(/^Page 4 could not be read: the page [a-z].*\. Nothing on it can be searched or cited\.$/);
      expect(issue.message).not.toContain(reason);
    }
  });
});
