import type { Migration } from './types.js';

/**
 * Which claims of a review-table cell answer its question (M7's responsiveness, session 30). A cell showed its best
 * claim's state even when that claim only partly answered or did not answer ("Is any right exclusive?" → "Yes ✓ Supported"
 * on "The Company shall reimburse travel expenses wholly, exclusively and necessarily incurred"); the grid, the report
 * and the workbook now take a cell's state and value from the claims that answer only. A JSON array of claim ids, null
 * for a failed cell. Cells recorded before are filled from their trace's recorded response, whose claims carry the
 * responsiveness judged when they were asked (a claim without one, from before M7, counts as answering, as it did).
 */
export const migration010: Migration = {
  version: 10,
  name: 'cell-answering',
  sql: `
ALTER TABLE review_table_cells ADD COLUMN answering TEXT;
UPDATE review_table_cells SET answering = (
  SELECT json_group_array(json_extract(c.value, '$.id'))
  FROM traces t, json_each(t.response, '$.claims') c
  WHERE t.id = review_table_cells.trace_id
    AND coalesce(json_extract(c.value, '$.responsiveness.value'), 'responsive') = 'responsive'
) WHERE trace_id IS NOT NULL;
`,
};
