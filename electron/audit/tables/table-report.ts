import type { ClaimState } from '../../../shared/response.js';
import { stateless, UNANSWERED_WORDS, type TableView } from '../../../shared/tables.js';
import type { ReadableDB } from '../../store/open.js';
import { getClaims } from '../../store/traces.js';
import { getTable, tablePolicies } from '../../store/review-tables.js';
import { CUAD_ATTRIBUTION } from '../../pipeline/tables/templates.js';

/** Everything an exported table says, flattened: one row per cell, one per citation. */
export type CitationLine = {
  row: number;
  document: string;
  docId: string;
  column: string;
  claim: string;
  claimText: string;
  state: ClaimState;
  page: number | null;
  quote: string;
  offsets: string;
  sourceHash: string;
  match: string;
};

export type TableReport = {
  view: TableView;
  citations: CitationLine[];
  /** For each cell (row index, column id), the first of its citation lines (1-based index into `citations`). */
  firstCitation: Map<string, number>;
  policies: string[];
  attribution: string | null;
};

export const STATE_WORDS: Record<ClaimState, string> = {
  supported: 'Supported', inferred: 'Inferred', unverified: 'Unverified — needs review', contradicted: 'Contradicted', excluded: 'Excluded',
};

export function cellKey(row: number, column: string): string {
  return `${row}\u0000${column}`;
}

export function buildTableReport(db: ReadableDB, view: TableView): TableReport {
  const citations: CitationLine[] = [];
  const firstCitation = new Map<string, number>();
  view.rows.forEach((row, r) => {
    for (const cell of row.cells) {
      if (!cell.trace) continue;
      const column = view.columns.find((c) => c.id === cell.column)!.name;
      for (const claim of getClaims(db, cell.trace)) {
        for (const e of claim.evidence) {
          if (!firstCitation.has(cellKey(r, cell.column))) firstCitation.set(cellKey(r, cell.column), citations.length + 1);
          citations.push({
            row: r + 1, document: row.title, docId: row.doc, column, claim: claim.id, claimText: claim.text, state: claim.state,
            page: e.page, quote: e.quote, offsets: e.offsets ? `${e.offsets[0]}–${e.offsets[1]}` : 'not bound', sourceHash: e.sourceHash, match: e.match ?? 'unbound',
          });
        }
      }
    }
  });
  const t = getTable(db, view.table);
  return { view, citations, firstCitation, policies: tablePolicies(db, view.table), attribution: t?.template === 'cuad' ? CUAD_ATTRIBUTION : null };
}

/** What a cell says in words: its value, or why it has none. */
export function cellText(cell: TableView['rows'][number]['cells'][number]): string {
  if (cell.status === 'failed') return `${UNANSWERED_WORDS.failed}: ${cell.error?.message ?? 'unknown error'}`;
  if (cell.status !== 'answered') return UNANSWERED_WORDS[cell.status];
  const state = cell.state ? STATE_WORDS[cell.state] : stateless(cell);
  return cell.value ? `${cell.value} (${state})` : state;
}
