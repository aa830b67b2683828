import { describe, expect, it } from 'vitest';
import { renderReportHtml } from '../../../electron/audit/bundle/report-html.js';
import { cellText } from '../../../electron/audit/tables/table-report.js';
import { UNANSWERED_WORDS, type Cell, type CellStatus, type TableView } from '../../../shared/tables.js';

/**
 * A cell the pipeline gave no answer says the same words in the workbook, the CSV, the Word table and the bundle's report
 * as in the grid (session 31: "Not run" in the grid was "Not run yet" in Excel, "Refused" there "Answer refused by the gate").
 */
const cell = (status: CellStatus): Cell => ({
  column: 'c1', status, value: null, state: null, trace: null, claims: [],
  ...(status === 'failed' ? { error: { code: 'MODEL_UNAVAILABLE', message: 'The model server did not answer.' } } : {}),
});

describe('unanswered cells', () => {
  const statuses = ['insufficient_evidence', 'rejected', 'pending', 'failed'] as const;

  it('read the shared words in the table report (workbook, CSV, Word)', () => {
    for (const s of statuses) expect(cellText(cell(s))).toBe(s === 'failed' ? 'Failed: The model server did not answer.' : UNANSWERED_WORDS[s]);
  });

  it("read the shared words in the bundle's report", () => {
    const table: TableView = {
      table: 't1', name: 'Review', template: null,
      columns: [{ id: 'c1', name: 'Governing Law', question: 'Which law governs this agreement?', type: 'jurisdiction' }],
      rows: statuses.map((s, i) => ({ doc: `d${i}`, title: `Contract ${i}`, cells: [cell(s)] })),
    };
    const html = renderReportHtml({ matter: 'm', createdAt: '2026-11-29T00:00:00Z', keyId: 'k', head: 'h', traces: [], sources: [], crops: new Map(), table });
    for (const s of statuses) expect(html).toContain(`<td data-state="">${UNANSWERED_WORDS[s]}</td>`);
  });
});
