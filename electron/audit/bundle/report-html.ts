import type { CoverageMap } from '../../../shared/response.js';
import { stateless, UNANSWERED_WORDS, type TableView } from '../../../shared/tables.js';
import type { BundleClaim, BundleEvidence, BundleTrace, ManifestSource } from './format.js';
import { pastedAnswerHtml } from './pasted-html.js';

/** Colour AND words AND a glyph for each state, so the report survives greyscale printing. */
const STATES: Record<string, { label: string; glyph: string; colour: string; bg: string; meaning: string }> = {
  supported: { label: 'Supported', glyph: '✓', colour: '#1d6b3a', bg: '#e6f4ea', meaning: 'quoted words found in the cited source, and entailed' },
  inferred: { label: 'Inferred', glyph: '~', colour: '#1f5fa8', bg: '#e7effa', meaning: 'follows from the source, but no span binds it directly' },
  unverified: { label: 'Unverified', glyph: '?', colour: '#8a5a00', bg: '#fdf3dc', meaning: 'could not be confirmed; do not rely on it' },
  contradicted: { label: 'Contradicted', glyph: '✗', colour: '#a4161a', bg: '#fbe7e8', meaning: 'the cited source says otherwise' },
  excluded: { label: 'Excluded', glyph: '–', colour: '#555b63', bg: '#eef0f2', meaning: 'set aside by a reviewer or by policy' },
};

const CSS = `
body{font:15px/1.5 Georgia,'Times New Roman',serif;color:#1c1e21;max-width:60rem;margin:2rem auto;padding:0 1.25rem;background:#fff}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2.5rem 0 .5rem;border-top:2px solid #1c1e21;padding-top:1rem}
.meta,.small{font:13px/1.45 system-ui,sans-serif;color:#4a4f57}.meta dt{font-weight:600;float:left;clear:left;width:11rem}.meta dd{margin:0 0 .2rem 11rem;word-break:break-all}
.claim{border:1px solid #d5d8dc;border-left:6px solid var(--c);border-radius:6px;padding:.75rem 1rem;margin:1rem 0;break-inside:avoid}
.state{display:inline-block;font:600 12px/1 system-ui,sans-serif;color:var(--c);background:var(--b);border:1.5px solid var(--c);border-radius:4px;padding:3px 6px;margin-right:.5rem}
.claim-text{font-size:1.02rem}.reasons{font:12px system-ui,sans-serif;color:#4a4f57}
blockquote{margin:.6rem 0 .3rem;padding:.3rem .8rem;border-left:3px solid #b9bec5;background:#f7f8f9}
.crop{display:block;width:100%;max-width:100%;height:auto;border:1px solid #c9cdd2;margin:.4rem 0}
code{font:12px ui-monospace,monospace;word-break:break-all}table{border-collapse:collapse;font:12.5px system-ui,sans-serif}td,th{border:1px solid #d5d8dc;padding:3px 6px;text-align:left}
.rejected{border:2px solid #a4161a;padding:.5rem .8rem;border-radius:6px}
@media print{body{margin:0}.claim{page-break-inside:avoid}}
`;

export type ReportInput = {
  matter: string;
  createdAt: string;
  keyId: string;
  head: string;
  traces: BundleTrace[];
  sources: ManifestSource[];
  /** Crop PNGs by their SHA-256 (as recorded in each evidence's `crops`). */
  crops: ReadonlyMap<string, Uint8Array>;
  /** A review table's bundle: the grid of values, each cell linking to its question's section below. */
  table?: TableView;
};

/**
 * One self-contained page a lawyer can read offline: inline CSS, no scripts, crops as
 * data: URIs (each tagged with its SHA-256, which the verifier checks against the
 * trace). All text from documents and models is escaped.
 */
export function renderReportHtml(r: ReportInput): string {
  const titles = new Map(r.sources.map((s) => [s.doc, s.title]));
  const parts: string[] = [];
  parts.push(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`);
  parts.push(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`);
  parts.push(`<title>Pincite audit report — ${esc(r.matter)}</title><style>${CSS}</style></head><body>`);
  parts.push(`<h1>Audit report — ${esc(r.matter)}</h1>`);
  parts.push(`<dl class="meta"><dt>Created</dt><dd>${esc(r.createdAt)}</dd><dt>Questions</dt><dd>${r.traces.length}</dd>`);
  parts.push(`<dt>Signing key id</dt><dd><code>${esc(r.keyId)}</code></dd><dt>Audit log head</dt><dd><code>${esc(r.head)}</code></dd></dl>`);
  parts.push(`<p class="small">To check this bundle, unpack it and run <code>node verify.mjs</code> in its folder (Node 18 or later, nothing else needed). It checks every file against the signed manifest, the audit chain and every quote at its offsets in the included source texts. Compare the signing key id with the one your Pincite install shows.</p>`);
  parts.push(`<p class="small">States: ${Object.values(STATES).map((s) => `<span class="state" style="--c:${s.colour};--b:${s.bg}">${s.glyph} ${s.label}</span>${esc(s.meaning)}`).join('; ')}.</p>`);
  if (r.table) parts.push(tableSection(r.table));
  for (const t of r.traces) parts.push(traceSection(t, titles, r.crops));
  parts.push(`<h2>Sources</h2><table><tr><th>Document</th><th>Pages</th><th>Text SHA-256</th><th>PDF SHA-256</th></tr>`);
  for (const s of r.sources) parts.push(`<tr><td>${esc(s.title)}</td><td>${s.pages}</td><td><code>${s.textSha256}</code></td><td><code>${s.pdfSha256}</code></td></tr>`);
  parts.push(`</table></body></html>\n`);
  return parts.join('');
}

/** The table as a lawyer reads it: one row per document, one column per question, each cell's value and state, linked to its trace. */
function tableSection(v: TableView): string {
  const out = [`<h2>Review table — ${esc(v.name)}</h2><p class="small">${v.rows.length} documents × ${v.columns.length} questions. Each cell links to its question, claims and citations below.</p><div style="overflow-x:auto"><table><tr><th>Document</th>`];
  for (const c of v.columns) out.push(`<th title="${esc(c.question)}">${esc(c.name)}</th>`);
  out.push('</tr>');
  for (const row of v.rows) {
    out.push(`<tr><td>${esc(row.title)}</td>`);
    for (const cell of row.cells) {
      const s = cell.state ? STATES[cell.state] : undefined;
      const words = cell.status === 'answered' ? (cell.value ?? s?.label ?? stateless(cell)) : UNANSWERED_WORDS[cell.status];
      const text = `${s ? `${s.glyph} ` : ''}${esc(words)}`;
      const style = s ? ` style="background:${s.bg};color:${s.colour}"` : '';
      out.push(`<td${style} data-state="${esc(cell.state ?? '')}">${cell.trace ? `<a href="#trace-${esc(cell.trace)}" style="color:inherit">${text}</a>` : text}</td>`);
    }
    out.push('</tr>');
  }
  out.push('</table></div>');
  return out.join('');
}

function traceSection(t: BundleTrace, titles: ReadonlyMap<string, string>, crops: ReadonlyMap<string, Uint8Array>): string {
  const out: string[] = [];
  const policy = t.policy as { id?: string; version?: number } | null;
  out.push(`<section id="trace-${esc(t.id)}"><h2>${t.question ? esc(t.question) : 'Answer verified from elsewhere (no question)'}</h2>`);
  out.push(`<p class="small">${t.kind === 'ask' ? 'Asked' : 'Verified'} ${esc(t.createdAt)} · outcome <b>${esc(t.status.replace('_', ' '))}</b> · policy ${esc(policy?.id ?? '?')}@${policy?.version ?? '?'} · generator ${esc(t.generator ?? '—')} · judge ${esc(t.judge)} · trace <code>${esc(t.id)}</code></p>`);
  const rejection = t.response.rejection as { code?: string; detail?: string } | undefined;
  if (t.status === 'rejected') out.push(`<p class="rejected"><b>Rejected (${esc(rejection?.code ?? '')})</b>: ${esc(rejection?.detail ?? '')} Nothing of this answer is served as fact; the claims below are on record only.</p>`);
  const insufficient = t.response.insufficient as { reason?: string; coverage?: CoverageMap } | undefined;
  if (t.status === 'insufficient_evidence') {
    out.push(`<p><b>Insufficient evidence:</b> ${esc(insufficient?.reason ?? '')}</p>`);
    const c = insufficient?.coverage;
    if (c) {
      out.push(`<p><b>Where Pincite looked:</b> ${esc(c.summary)}</p>`);
      if (c.pagesNotReadWell.length) out.push(`<p class="small">Pages not read well:</p><ul class="small">${c.pagesNotReadWell.map((p) => `<li>${esc(p.title)}, p. ${p.page}: ${esc(p.message)}</li>`).join('')}</ul>`);
      if (c.passagesTried.length) out.push(`<p class="small">Passages tried:</p><ul class="small">${c.passagesTried.map((p) => `<li>${esc(p.title)}, p. ${p.page}: “${esc(p.text)}”</li>`).join('')}</ul>`);
    }
  }
  out.push(pastedAnswerHtml(t.response, (state) => STATES[state] ?? STATES.unverified!, esc));
  for (const c of t.claims) out.push(claimBlock(c, titles, crops));
  out.push(`</section>`);
  return out.join('');
}

function claimBlock(c: BundleClaim, titles: ReadonlyMap<string, string>, crops: ReadonlyMap<string, Uint8Array>): string {
  const s = STATES[c.state] ?? STATES.unverified!;
  const out: string[] = [];
  out.push(`<div class="claim" data-claim="${esc(c.id)}" data-state="${esc(c.state)}" style="--c:${s.colour};--b:${s.bg}">`);
  out.push(`<p><span class="state">${s.glyph} ${s.label}</span><span class="claim-text">${esc(c.text)}</span></p>`);
  const changed = c.stateAsAnswered !== c.state ? ` · answered as ${esc(c.stateAsAnswered)}` : '';
  out.push(`<p class="reasons">trust ${c.trustScore}/100${c.reasons.length ? ` · ${c.reasons.map(esc).join(', ')}` : ''}${changed}</p>`);
  for (const e of c.evidence) out.push(evidenceBlock(e, titles, crops));
  if (c.evidence.length === 0) out.push(`<p class="reasons">No citation.</p>`);
  const verdict = c.verdicts.at(-1);
  if (verdict) out.push(`<p class="reasons">Judge ${esc(verdict.model)} (prompt v${verdict.promptVersion}): ${esc(verdict.verdict ?? 'no verdict')}${verdict.confidence !== null ? ` at ${verdict.confidence.toFixed(2)}` : ''}</p>`);
  for (const r of c.reviews) out.push(`<p class="reasons">Review #${r.id} ${esc(r.at)} by ${esc(r.reviewer)}: ${esc(r.action)} (${esc(r.before)} → ${esc(r.after)})${r.note ? ` — “${esc(r.note)}”` : ''}</p>`);
  out.push(`</div>`);
  return out.join('');
}

function evidenceBlock(e: BundleEvidence, titles: ReadonlyMap<string, string>, crops: ReadonlyMap<string, Uint8Array>): string {
  const title = titles.get(e.doc) ?? (e.doc || 'unknown source');
  const where = e.page ? `p. ${e.page}` : 'not located';
  const match = e.match ? `${e.match} match, chars ${e.offsets?.[0]}–${e.offsets?.[1]}` : `unbound (${esc(e.reason ?? 'no span')})`;
  const out = [`<blockquote>“${esc(e.quote)}”<div class="small">${esc(title)}, ${where} · ${match}</div>`];
  for (const c of e.crops ?? []) {
    const png = crops.get(c.sha256);
    if (!png) continue;
    out.push(`<img class="crop" alt="Page ${c.page} of ${esc(title)}, the cited lines highlighted in their paragraph" width="${c.widthPx}" height="${c.heightPx}" data-crop-sha256="${c.sha256}" src="data:image/png;base64,${Buffer.from(png).toString('base64')}">`);
    out.push(`<div class="small">crop of p. ${c.page} at ${c.dpi} dpi, SHA-256 <code>${c.sha256}</code></div>`);
  }
  if (e.offsets && e.match && !(e.crops ?? []).length) out.push(`<div class="small">(no crop: the page could not be rendered)</div>`);
  out.push(`</blockquote>`);
  return out.join('');
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
