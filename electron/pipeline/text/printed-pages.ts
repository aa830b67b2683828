/**
 * The page numbers printed around a place in a document, where they differ from the PDF's
 * pages: lawyers cite a contract by the folio they read ("p. 16"), and a filing prints
 * several of the contract's pages on one PDF page, or numbers from its own first page. A
 * trial's "The Sponsorship Agreement, at p. 16, provides …" (a 10-page PDF whose printed
 * page 16 is on its PDF page 9) was REFERENCE_MISMATCH, with no word of the printed page.
 *
 * A folio is a line that is only a page number: "16", "-16-", "- 16 -", "Page 16", "Page 16
 * of 40". Returned: the nearest folio before the place and the nearest after it. Whether a
 * document prints its folios at the head or the foot of a page cannot be told reliably from
 * its text (the sample Sponsorship Agreement prints both), so a citation of either is the
 * page as printed. Both null when the document prints fewer than two folios.
 */
export function printedPagesAround(text: string, offset: number): { before: number | null; after: number | null } {
  const folios = [...text.matchAll(FOLIO_LINE)].map((m) => ({ at: m.index, n: Number(m[1] ?? m[2] ?? m[3]) })).filter((f) => f.n > 0);
  if (folios.length < 2) return { before: null, after: null };
  return { before: folios.filter((f) => f.at < offset).at(-1)?.n ?? null, after: folios.find((f) => f.at > offset)?.n ?? null };
}

const FOLIO_LINE = /^[ \t]*(?:[-–—][ \t]*(\d{1,3})[ \t]*[-–—]|(?:Page|PAGE)[ \t]+(\d{1,3})(?:[ \t]+of[ \t]+\d{1,3})?|(\d{1,3}))[ \t]*$/gm;
