import { quoteAsRead, partsNote, type PinciteResponse, type ResponseClaim } from './response.js';

export type MarkdownOptions = {
  /** When set, each citation links to `${baseUrl}/documents/<doc>?page=<p>&start=<s>&end=<e>`. */
  baseUrl?: string;
  /** Display titles of documents by id. */
  titles?: Readonly<Record<string, string>>;
  /**
   * Each claim's state now, by claim id, after review decisions and re-checks. The
   * recorded response is never rewritten: where the two differ, both are printed.
   */
  current?: Readonly<Record<string, CurrentClaim>>;
};

export type CurrentClaim = Pick<ResponseClaim, 'state' | 'reasons' | 'evidence'> & {
  /** The latest reviewer decision, when one changed the claim. */
  review?: { reviewer: string; action: string; at: string } | undefined;
};

const LABEL: Record<ResponseClaim['state'], string> = {
  supported: 'supported',
  inferred: 'inferred (not directly quoted)',
  unverified: 'UNVERIFIED',
  contradicted: 'CONTRADICTED by the source',
  excluded: 'excluded',
};

/**
 * The answer as markdown: each claim followed by its footnote callout(s) and, unless it
 * is supported, its state in words — then the citations section. An answer that was
 * rejected or insufficient says so and serves nothing as fact.
 */
export function formatAnswerMarkdown(r: PinciteResponse, opts: MarkdownOptions = {}): string {
  const out: string[] = [];
  if (r.status === 'rejected') {
    out.push(`**Rejected** (${r.rejection?.code ?? 'unknown'}): ${r.rejection?.detail ?? ''}`);
    if (r.rejection?.anchors.length) out.push('', `Offending anchors: ${r.rejection.anchors.map((a) => `\`${a}\``).join(', ')}`);
  } else if (r.status === 'insufficient_evidence') {
    out.push(`**Insufficient evidence:** ${r.insufficient?.reason ?? ''}`);
    if (r.insufficient?.missing.length) out.push('', `Missing: ${r.insufficient.missing.join('; ')}`);
    const c = r.insufficient?.coverage;
    if (c) {
      // Where it looked (M7 item 7): a reader of the markdown can tell "not said" from "not read".
      out.push('', `**Where Pincite looked:** ${c.summary}`);
      if (c.pagesNotReadWell.length) out.push('', 'Pages not read well:', ...c.pagesNotReadWell.map((p) => `- ${escape(p.title)}, p. ${p.page}: ${p.message}`));
      if (c.passagesTried.length) out.push('', 'Passages tried:', ...c.passagesTried.map((p) => `- ${escape(p.title)}, p. ${p.page}: “${escape(p.text)}”`));
    }
  }
  if (r.scope?.mode === 'per_document') {
    out.push(`_Answered document by document: ${r.scope.answered.length} of ${r.scope.documents.length} documents answer._`);
    if (r.scope.unanswered.length) out.push('', `No answer in: ${r.scope.unanswered.map((d) => escape(d.title)).join('; ')}`);
  }
  const offTopic = r.claims.filter((c) => c.responsiveness?.value === 'not_responsive');
  if (r.status !== 'rejected' && offTopic.length) out.push(...(out.length ? [''] : []), `_${offTopic.length} of ${r.claims.length} claims are in the documents but do not answer the question; they are listed apart, not as the answer._`);
  const parts = r.status === 'rejected' ? null : partsNote(r);
  if (parts) out.push(...(out.length ? [''] : []), `_${escape(parts)}_`);
  const notes: string[] = [];
  if (r.input && r.answer && r.status !== 'rejected' && r.claims.every((c) => c.answerSpan)) return pastedMarkdown(r, opts, out);
  const about = (c: ResponseClaim) => (c.about ? `**${escape(c.about.title)}${c.about.section ? `, ${escape(c.about.section.number)}${c.about.section.heading ? ` ${escape(c.about.section.heading)}` : ''}` : ''}:** ` : '');
  const claims = r.claims.map((recorded) => ({ recorded, now: nowOf(recorded, opts) }));
  const body = claims
    .filter(({ recorded }) => r.status !== 'rejected' && recorded.responsiveness?.value !== 'not_responsive')
    .map(({ recorded, now }) => {
      const marks = now.evidence.map((e) => {
        notes.push(citationLine(notes.length + 1, now, e, opts));
        return `[^${notes.length}]`;
      });
      const partial = recorded.responsiveness?.value === 'partial' ? ' _(answers in part)_' : '';
      return `${about(recorded)}${escape(recorded.text)}${marks.join('')}${stateNote(recorded, now)}${partial}`;
    });
  const perDoc = r.claims.some((c) => c.about);
  if (body.length) out.push(...(out.length ? [''] : []), perDoc ? body.join('\n\n') : body.join(' '));
  if (r.status !== 'rejected' && offTopic.length) {
    // Current state after review, and the recorded one where they differ — as for the answer's own claims.
    out.push('', 'In the documents, but not an answer to the question:', ...offTopic.map((c) => `- ${about(c)}${escape(c.text)}${stateNote(c, nowOf(c, opts))} _(does not answer: ${escape(c.responsiveness!.detail)})_`));
  }
  if (r.status === 'rejected' && r.claims.length) {
    out.push('', 'Claims on record (not served as fact):', ...r.claims.map((c) => `- ${escape(c.text)} _(${LABEL[c.state]})_`));
  }
  if (notes.length) out.push('', '---', '', ...notes);
  const changed = claims.filter(({ recorded, now }) => recorded.state !== now.state).length;
  const summary = changed ? `now ${summaryLine(countStates(claims.map((c) => c.now.state)))} after review (as answered: ${summaryLine(r.summary)})` : summaryLine(r.summary);
  out.push('', `_Verification: ${summary} · policy ${r.policy.id}@${r.policy.version} · trace \`${r.trace}\`_`);
  return out.join('\n') + '\n';
}

/**
 * A verified answer (M8) as pasted: its own text, each claim followed where it stands by
 * its footnote callouts and, unless supported, its state; commentary is left as written.
 */
function pastedMarkdown(r: PinciteResponse, opts: MarkdownOptions, out: string[]): string {
  const text = r.answer!.value;
  const notes: string[] = [];
  let at = 0;
  let body = '';
  for (const c of [...r.claims].sort((a, b) => a.answerSpan![0] - b.answerSpan![0])) {
    const [s, e] = c.answerSpan!;
    if (s < at || e > text.length) continue;
    body += text.slice(at, e);
    at = e;
    if (c.kind === 'commentary') continue;
    const marks = c.evidence.map((ev) => {
      notes.push(citationLine(notes.length + 1, c, ev, opts));
      return `[^${notes.length}]`;
    });
    body += `${marks.join('')}${c.state === 'supported' ? ' ✓' : ` _(${LABEL[c.state]}${c.reasons.length ? `: ${c.reasons.join(', ')}` : ''})_`}`;
  }
  body += text.slice(at);
  out.push(...(out.length ? [''] : []), body.trimEnd());
  if (r.authorities?.length) {
    out.push('', '**Legal authorities**', '', ...r.authorities.map((a) => `- ${escape(a.text)} — ${a.kind}, **${a.status.replaceAll('_', ' ')}**${a.detail ? `: ${escape(a.detail)}` : ''}`));
    if (r.authorityLookup) out.push('', `_${escape(r.authorityLookup.note)}_`);
  }
  if (notes.length) out.push('', '---', '', ...notes);
  out.push('', `_Verification of a pasted ${r.input!.format} answer (SHA-256 \`${r.input!.sha256}\`): ${summaryLine(r.summary)} · policy ${r.policy.id}@${r.policy.version} · trace \`${r.trace}\`_`);
  return out.join('\n') + '\n';
}

function nowOf(c: ResponseClaim, opts: MarkdownOptions): CurrentClaim {
  return opts.current?.[c.id] ?? { state: c.state, reasons: c.reasons, evidence: c.evidence };
}

/** The claim's state in words: its current one, and the recorded one where a review or re-check changed it. */
function stateNote(recorded: ResponseClaim, now: CurrentClaim): string {
  const reasons = now.reasons.filter((x) => x !== 'REVIEWER_DECISION');
  const by = now.review ? ` by ${escape(now.review.reviewer)}, ${now.review.at.slice(0, 10)}` : '';
  if (recorded.state !== now.state) {
    const why = now.reasons.includes('REVIEWER_DECISION') ? `reviewer decision${by}` : reasons.join(', ') || 're-check';
    return ` _(${LABEL[now.state]} — ${why}; recorded as ${LABEL[recorded.state]})_`;
  }
  if (now.state === 'supported') return now.review ? ` _(supported — confirmed${by})_` : '';
  return ` _(${LABEL[now.state]}${reasons.length ? `: ${reasons.join(', ')}` : ''})_`;
}

function countStates(states: ReadonlyArray<ResponseClaim['state']>): PinciteResponse['summary'] {
  const s = { supported: 0, inferred: 0, unverified: 0, contradicted: 0, excluded: 0 };
  for (const x of states) s[x]++;
  return s;
}

function citationLine(n: number, c: Pick<ResponseClaim, 'state'>, e: ResponseClaim['evidence'][number], opts: MarkdownOptions): string {
  const title = opts.titles?.[e.doc] ?? e.doc;
  const where = e.page ? `p. ${e.page}` : 'not located';
  const match = e.match ? `${e.match} match` : (e.reason ?? 'unbound');
  const hash = e.sourceHash ? `, source ${e.sourceHash.slice(0, 12)}` : '';
  const offsets = e.offsets ? `, chars ${e.offsets[0]}–${e.offsets[1]}` : '';
  const link = opts.baseUrl && e.offsets ? `${opts.baseUrl.replace(/\/$/, '')}/documents/${encodeURIComponent(e.doc)}?page=${e.page ?? 1}&start=${e.offsets[0]}&end=${e.offsets[1]}` : null;
  const label = link ? `[${escape(title)}, ${where}](${link})` : `${escape(title)}, ${where}`;
  return `[^${n}]: ${label} — “${escape(quoteAsRead(e))}” (${match}${offsets}${hash}; claim ${c.state})`;
}

function summaryLine(s: PinciteResponse['summary']): string {
  return `${s.supported} supported, ${s.inferred} inferred, ${s.unverified} unverified, ${s.contradicted} contradicted, ${s.excluded} excluded`;
}

/** Markdown-significant characters in document text are escaped so a quote cannot inject links or formatting. */
function escape(s: string): string {
  return s.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}
