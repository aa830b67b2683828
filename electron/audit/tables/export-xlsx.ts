import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import type { ClaimState } from '../../../shared/response.js';
import { cellKey, cellText, STATE_WORDS, type TableReport } from './table-report.js';

/**
 * The table as a workbook (exceljs: MIT, the maintained reader/writer of styled .xlsx in
 * Node; it also reads the file back in our tests). Sheets: the values, with each cell
 * coloured by state and linked to its first citation; every citation with its offsets
 * and source hash; the questions and the policy. Written with exceljs's streaming writer,
 * each row committed as it is written: the in-memory workbook of a 467-contract table
 * (19,000 cells, 74,000 citation cells, 5,000 notes) cost 180 MB on top of the table, the
 * streamed one 37 MB.
 */
const FILL: Record<ClaimState | 'none', string> = {
  supported: 'FFD7F0DD', inferred: 'FFDCEBFA', unverified: 'FFFFF1C2', contradicted: 'FFFAD4D4', excluded: 'FFE5E7EB', none: 'FFFFFFFF',
};

type Hyperlink = { address: string; target: string; tooltip?: string };
/** exceljs 4.4.0's streaming sheet keeps only a link's relationship; see keepLinkLocations. */
type SheetRels = { addHyperlink(h: Hyperlink): void; _hyperlinks: Array<Record<string, unknown>> };

/**
 * The streaming writer keeps only `{rId, address}` of each link, so a link to another sheet
 * lost the in-sheet `location` (and tooltip) the in-memory writer writes, and became a bare
 * external relationship that some spreadsheets open as a file. Keeping the target and tooltip
 * on the stored link makes exceljs's own hyperlink writer emit `location` again — the same
 * XML as the in-memory writer (test/integration/review-tables.test.ts checks it). Private to
 * exceljs: the version is pinned exactly in package.json.
 */
function keepLinkLocations(sheet: unknown): void {
  const rels = (sheet as { _sheetRelsWriter: SheetRels })._sheetRelsWriter;
  const add = rels.addHyperlink.bind(rels);
  rels.addHyperlink = (h) => {
    add(h);
    Object.assign(rels._hyperlinks[rels._hyperlinks.length - 1]!, { target: h.target, tooltip: h.tooltip });
  };
}

export async function tableToXlsx(report: TableReport): Promise<Uint8Array> {
  // Loaded when a workbook is written, never at start-up: exceljs's bluebird compiles code from
  // strings as it loads, which every other command (ingest with V8's code generation off) must not.
  const ExcelJS = ((await import('exceljs')) as unknown as { default: typeof ExcelJSModule }).default;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = once(out, 'end');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'Pincite';
  wb.created = new Date(0); // Deterministic bytes for the same table: no wall-clock in the file.
  wb.modified = new Date(0);
  const { view } = report;

  const values = wb.addWorksheet('Values', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  keepLinkLocations(values);
  // Widths before the first row: a streamed sheet writes its columns with it.
  values.columns = [{ width: 40 }, ...view.columns.map(() => ({ width: 24 }))];
  const head = values.addRow(['Document', ...view.columns.map((c) => c.name)]);
  head.font = { bold: true };
  head.commit();
  view.rows.forEach((row, r) => {
    const line = values.addRow([row.title, ...row.cells.map(cellText)]);
    row.cells.forEach((cell, i) => {
      const x = line.getCell(i + 2);
      x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL[cell.state ?? 'none'] } };
      const first = report.firstCitation.get(cellKey(r, cell.column));
      if (first) {
        // Row first + 1: the citations sheet has a header row.
        x.value = { text: cellText(cell), hyperlink: `#'Citations'!A${first + 1}`, tooltip: 'Open the citation' };
        const c = report.citations[first - 1]!;
        x.note = `${c.document}, p. ${c.page ?? '?'}: “${c.quote.length > 400 ? `${c.quote.slice(0, 400)}…` : c.quote}”`;
      }
    });
    line.commit();
  });
  values.commit();

  const cites = wb.addWorksheet('Citations', { views: [{ state: 'frozen', ySplit: 1 }] });
  cites.columns = Array.from({ length: 13 }, (_, i) => (i === 6 ? { width: 60 } : i === 9 ? { width: 80 } : {}));
  const citesHead = cites.addRow(['Table', 'Row', 'Document', 'Document id', 'Column', 'Claim', 'Claim text', 'State', 'Page', 'Quote', 'Offsets', 'Source SHA-256', 'Match']);
  citesHead.font = { bold: true };
  citesHead.commit();
  for (const c of report.citations) {
    const line = cites.addRow([view.name, c.row, c.document, c.docId, c.column, c.claim, c.claimText, STATE_WORDS[c.state], c.page, c.quote, c.offsets, c.sourceHash, c.match]);
    line.getCell(8).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL[c.state] } };
    line.commit();
  }
  cites.commit();

  const q = wb.addWorksheet('Questions');
  q.columns = [{}, { width: 100 }];
  const qHead = q.addRow(['Column', 'Question', 'Answer type', 'CUAD category']);
  qHead.font = { bold: true };
  for (const c of view.columns) q.addRow([c.name, c.question, c.type, c.category ?? '']);
  q.addRow([]);
  q.addRow(['Policy', report.policies.join('; ') || '(not run yet)']);
  q.addRow(['States', 'Supported: the cited words were found at their recorded place and the judge agreed. Inferred: entailed but not directly quoted. Unverified: needs a reviewer. Contradicted: the source says otherwise.']);
  if (report.attribution) q.addRow(['Attribution', report.attribution]);
  q.commit();

  await wb.commit();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
