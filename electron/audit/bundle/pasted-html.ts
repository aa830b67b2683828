/**
 * For an answer verified from elsewhere (M8): the answer exactly as pasted, each claim
 * marked with its state where it stands in the text, then the legal authorities with
 * their status and the input's SHA-256 — so a reader of report.html sees what the
 * lawyer pasted, not only Pincite's list of claims.
 */
type PastedResponse = {
  answer?: { value?: string };
  input?: { format: string; sha256: string; chars: number };
  claims: Array<{ id: string; state: string; kind?: string; answerSpan?: [number, number] }>;
  authorities?: Array<{ text: string; kind: string; status: string; detail?: string; page?: number }>;
  authorityLookup?: { note: string };
};

export function pastedAnswerHtml(response: unknown, stateLabel: (state: string) => { label: string; glyph: string; colour: string; bg: string }, esc: (s: string) => string): string {
  const r = response as PastedResponse;
  const text = r.answer?.value;
  if (!r.input || text === undefined) return '';
  const out: string[] = [`<h3>The answer as pasted</h3><p class="small">${esc(r.input.format)} · ${r.input.chars} characters · SHA-256 <code>${esc(r.input.sha256)}</code></p><div class="pasted" style="white-space:pre-wrap;border:1px solid #ccc;padding:8px">`];
  let at = 0;
  const spans = r.claims.filter((c) => c.answerSpan && c.answerSpan[1] <= text.length).sort((a, b) => a.answerSpan![0] - b.answerSpan![0]);
  for (const c of spans) {
    const [s, e] = c.answerSpan!;
    if (s < at) continue;
    const st = c.kind === 'commentary' ? { label: 'Commentary', glyph: '·', colour: '#555b63', bg: 'transparent' } : stateLabel(c.state);
    out.push(esc(text.slice(at, s)));
    out.push(`<mark data-claim="${esc(c.id)}" data-state="${esc(c.kind === 'commentary' ? 'commentary' : c.state)}" style="background:${st.bg};color:inherit;border-bottom:2px solid ${st.colour}" title="${esc(st.label)}">${esc(text.slice(s, e))}</mark><sup style="color:${st.colour}">${st.glyph}</sup>`);
    at = e;
  }
  out.push(esc(text.slice(at)), '</div>');
  if (r.authorities?.length) {
    out.push(`<h3>Legal authorities</h3><p class="small">${esc(r.authorityLookup?.note ?? '')}</p><table><tr><th>citation</th><th>kind</th><th>status</th><th>detail</th></tr>`);
    for (const a of r.authorities) out.push(`<tr><td>${esc(a.text)}</td><td>${esc(a.kind)}</td><td><b>${esc(a.status.replaceAll('_', ' '))}</b></td><td>${esc(a.detail ?? (a.page ? `p. ${a.page}` : ''))}</td></tr>`);
    out.push('</table>');
  }
  return out.join('');
}
