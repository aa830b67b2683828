import { readFileSync } from 'node:fs';
import type { TableView } from '../../shared/tables.js';
import { prepareHaystack, type PreparedHaystack } from '../../electron/pipeline/text/normalize.js';
import { getDocumentText } from '../../electron/store/documents.js';
import type { ReadableDB } from '../../electron/store/open.js';
import { getClaims } from '../../electron/store/traces.js';
import { corpusPath } from '../helpers/corpus.js';
import { labelSpan } from './label-spans.js';

/**
 * A table's cells against the lawyers' labels (CUAD qa.jsonl): right when a supported
 * claim that answers the question (responsive: what the cell shows) has a bound span that
 * overlaps a labelled clause of that category in that contract; wrong when the cell's
 * answering supported claims touch none (or the contract has no such clause); missed
 * when a clause is labelled but no answering supported claim is on it. Labels are
 * offsets into CUAD's own text rendering, so each labelled clause is found in the PDF's
 * canonical text (labelSpan; unfound ones are counted apart).
 */
export type CategoryScore = { category: string; right: number; wrong: number; missed: number; refusedRight: number; noLabelCells: number; labelled: number; labelsNotFound: number };

type Qa = { doc_id: string; category: string; is_impossible: boolean; answers: Array<{ text: string }> };

export function scoreTable(db: ReadableDB, view: TableView): CategoryScore[] {
  const qa = ['cuad', 'cuad-scale'].flatMap((set) => readFileSync(corpusPath(set, 'qa.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Qa));
  const byKey = new Map(qa.map((r) => [`${r.doc_id}\u0000${r.category}`, r]));
  const scored = view.columns.flatMap((col, i) => (col.category ? [{ i, s: { category: col.category, right: 0, wrong: 0, missed: 0, refusedRight: 0, noLabelCells: 0, labelled: 0, labelsNotFound: 0 } as CategoryScore }] : []));
  // Row by row: one document's prepared text alive at a time (all 467 at once held some 300 MB).
  for (const row of view.rows) {
    let hay: PreparedHaystack | null = null;
    for (const { i, s } of scored) {
      const label = byKey.get(`${row.title}\u0000${s.category}`);
      if (!label) continue;
      const cell = row.cells[i]!;
      hay ??= prepareHaystack(getDocumentText(db, row.doc) ?? '');
      const spans: Array<[number, number]> = [];
      for (const a of label.is_impossible ? [] : label.answers) {
        const at = labelSpan(hay, a.text);
        if (at) spans.push(at);
        else s.labelsNotFound++;
      }
      // What the cell shows as its answer: supported claims that answer the question (a partial one never colours it).
      const answering = new Set(cell.claims.filter((k) => k.answers).map((k) => k.id));
      const bound = cell.trace
        ? getClaims(db, cell.trace).filter((c) => c.state === 'supported' && answering.has(c.id)).flatMap((c) => c.evidence.flatMap((e) => (e.offsets && e.doc === row.doc ? [e.offsets] : [])))
        : [];
      const hasClause = !label.is_impossible && label.answers.length > 0;
      if (hasClause) s.labelled++;
      else s.noLabelCells++;
      if (bound.length === 0) {
        if (hasClause) s.missed++;
        else s.refusedRight++;
        continue;
      }
      const touches = bound.some(([a, b]) => spans.some(([x, y]) => a < y && x < b));
      if (touches) s.right++;
      else s.wrong++;
      // A labelled clause whose only labelled text could not be found in the PDF's text is not scored as the table's error.
      if (!touches && hasClause && spans.length === 0) s.wrong--, s.labelled--;
    }
  }
  return scored.map((x) => x.s);
}

export function totals(scores: readonly CategoryScore[]): CategoryScore & { precision: number; recall: number; refusals: number } {
  const t = scores.reduce((a, s) => ({ ...a, right: a.right + s.right, wrong: a.wrong + s.wrong, missed: a.missed + s.missed, refusedRight: a.refusedRight + s.refusedRight, noLabelCells: a.noLabelCells + s.noLabelCells, labelled: a.labelled + s.labelled, labelsNotFound: a.labelsNotFound + s.labelsNotFound }),
    { category: 'all', right: 0, wrong: 0, missed: 0, refusedRight: 0, noLabelCells: 0, labelled: 0, labelsNotFound: 0 });
  return { ...t, precision: t.right / Math.max(1, t.right + t.wrong), recall: t.right / Math.max(1, t.labelled), refusals: t.refusedRight / Math.max(1, t.noLabelCells) };
}
