import { cellText, type TableReport } from './table-report.js';

/** RFC 4180: quote every field, double inner quotes; a leading =, +, - or @ is neutralised so a spreadsheet never runs a formula from a contract's text. */
function field(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The values sheet as CSV: one row per document, one column per question, plus each cell's first citation. */
export function tableToCsv(report: TableReport): string {
  const { view } = report;
  const header = ['Document', ...view.columns.flatMap((c) => [c.name, `${c.name} — citation`])];
  const lines = [header.map(field).join(',')];
  view.rows.forEach((row, r) => {
    const cells = row.cells.flatMap((cell) => {
      const first = report.firstCitation.get(`${r}\u0000${cell.column}`);
      const c = first ? report.citations[first - 1] : undefined;
      return [cellText(cell), c ? `p. ${c.page ?? '?'}: "${c.quote}"` : ''];
    });
    lines.push([row.title, ...cells].map(field).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}
