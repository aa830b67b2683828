import type ExcelJSModule from 'exceljs';
import type { ClaimState } from '../../../shared/response.js';
import { cellKey, cellText, STATE_WORDS, type TableReport } from './table-report.js';

/**
 * The table as a workbook (exceljs: MIT, the maintained reader/writer of styled .xlsx in
 * Node; it also reads the file back in our tests). Sheets: the values, with each cell
 * coloured by state and linked to its first citation; every citation with its offsets
 * and source hash; the questions and the policy.
 */
const FILL: Record<ClaimState | 'none', string> = {
  supported: 'FFD7F0DD', inferred: 'FFDCEBFA', unverified: 'FFFFF1C2', contradicted: 'FFFAD4D4', excluded: 'FFE5E7EB', none: 'FFFFFFFF',
};

export async function tableToXlsx(report: TableReport): Promise<Uint8Array> {
  // Loaded when a workbook is written, never at start-up: exceljs's bluebird compiles code from
  // strings as it loads, which every other command (ingest with V8's code generation off) must not.
  const ExcelJS = ((await import('exceljs')) as unknown as { default: typeof ExcelJSModule }).default;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Pincite';
  wb.created = new Date(0); // Deterministic bytes for the same table: no wall-clock in the file.
  wb.modified = new Date(0);
  const { view } = report;

  const values = wb.addWorksheet('Values', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  values.addRow(['Document', ...view.columns.map((c) => c.name)]).font = { bold: true };
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
  });
  values.getColumn(1).width = 40;
  for (let i = 2; i <= view.columns.length + 1; i++) values.getColumn(i).width = 24;

  const cites = wb.addWorksheet('Citations', { views: [{ state: 'frozen', ySplit: 1 }] });
  cites.addRow(['Table', 'Row', 'Document', 'Document id', 'Column', 'Claim', 'Claim text', 'State', 'Page', 'Quote', 'Offsets', 'Source SHA-256', 'Match']).font = { bold: true };
  for (const c of report.citations) {
    const line = cites.addRow([view.name, c.row, c.document, c.docId, c.column, c.claim, c.claimText, STATE_WORDS[c.state], c.page, c.quote, c.offsets, c.sourceHash, c.match]);
    line.getCell(8).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILL[c.state] } };
  }
  cites.getColumn(7).width = 60;
  cites.getColumn(10).width = 80;

  const q = wb.addWorksheet('Questions');
  q.addRow(['Column', 'Question', 'Answer type', 'CUAD category']).font = { bold: true };
  for (const c of view.columns) q.addRow([c.name, c.question, c.type, c.category ?? '']);
  q.addRow([]);
  q.addRow(['Policy', report.policies.join('; ') || '(not run yet)']);
  q.addRow(['States', 'Supported: the cited words were found at their recorded place and the judge agreed. Inferred: entailed but not directly quoted. Unverified: needs a reviewer. Contradicted: the source says otherwise.']);
  if (report.attribution) q.addRow(['Attribution', report.attribution]);
  q.getColumn(2).width = 100;

  return new Uint8Array(await wb.xlsx.writeBuffer());
}
