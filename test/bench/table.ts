/**
 * One benchmark figure. `ratio` is oriented so that higher is better (reference time /
 * our time, or our rate / reference rate); a target applies to the ratio or to the raw
 * value, as `target.on` says.
 */
export type Row = {
  metric: string;
  unit: string;
  value: number;
  reference: { value: number; label: string } | null;
  ratio: number | null;
  target: Target | null;
};

export type Target = { on: 'ratio' | 'value'; op: '>=' | '<'; bound: number };

export type Verdict = 'pass' | 'FAIL' | 'info';

export function verdict(row: Row): Verdict {
  if (!row.target) return 'info';
  const x = row.target.on === 'ratio' ? row.ratio : row.value;
  if (x === null || !Number.isFinite(x)) return 'FAIL';
  return (row.target.op === '>=' ? x >= row.target.bound : x < row.target.bound) ? 'pass' : 'FAIL';
}

/** Figures keep three significant digits: more would be noise on a shared machine. */
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const abs = Math.abs(x);
  return abs >= 100 ? x.toFixed(0) : abs >= 10 ? x.toFixed(1) : abs >= 1 ? x.toFixed(2) : x.toFixed(3);
}

function targetText(t: Target | null, unit: string): string {
  if (!t) return '—';
  return t.on === 'ratio' ? `${t.op} ${fmt(t.bound)}×` : `${t.op} ${fmt(t.bound)} ${unit}`;
}

/** A plain-text table: one line per row, columns padded, numbers right-aligned. */
export function renderTable(title: string, rows: readonly Row[]): string {
  const header = ['metric', 'value', 'reference', 'ratio', 'target', 'result'];
  const body = rows.map((r) => [
    r.metric,
    `${fmt(r.value)} ${r.unit}`,
    r.reference ? `${fmt(r.reference.value)} ${r.unit} (${r.reference.label})` : '—',
    r.ratio === null ? '—' : `${fmt(r.ratio)}×`,
    targetText(r.target, r.unit),
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const right = new Set([1, 3]);
  const line = (cells: string[]) => cells.map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
