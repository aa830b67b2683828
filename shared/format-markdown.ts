import type { PinciteResponse, ResponseClaim } from './response.js';

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
  }
  const notes: string[] = [];
  const claims = r.claims.map((recorded) => ({ recorded, now: nowOf(recorded, opts) }));
  const body = claims
    .filter(() => r.status !== 'rejected')
    .map(({ recorded, now }) => {
      const marks = now.evidence.map((e) => {
        notes.push(citationLine(notes.length + 1, now, e, opts));
        return `[^${notes.length}]`;
      });
      return `${escape(recorded.text)}${marks.join('')}${stateNote(recorded, now)}`;
    });
  if (body.length) out.push(...(out.length ? [''] : []), body.join(' '));
  if (r.status === 'rejected' && r.claims.length) {
    out.push('', 'Claims on record (not served as fact):', ...r.claims.map((c) => `- ${escape(c.text)} _(${LABEL[c.state]})_`));
  }
  if (notes.length) out.push('', '---', '', ...notes);
  const changed = claims.filter(({ recorded, now }) => recorded.state !== now.state).length;
  const summary = changed ? `now ${summaryLine(countStates(claims.map((c) => c.now.state)))} after review (as answered: ${summaryLine(r.summary)})` : summaryLine(r.summary);
  out.push('', `_Verification: ${summary} · policy ${r.policy.id}@${r.policy.version} · trace \`${r.trace}\`_`);
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
  return `[^${n}]: ${label} — “${escape(e.quote.replace(/\s+/g, ' ').trim())}” (${match}${offsets}${hash}; claim ${c.state})`;
}

function summaryLine(s: PinciteResponse['summary']): string {
  return `${s.supported} supported, ${s.inferred} inferred, ${s.unverified} unverified, ${s.contradicted} contradicted, ${s.excluded} excluded`;
}

/** Markdown-significant characters in document text are escaped so a quote cannot inject links or formatting. */
function escape(s: string): string {
  return s.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}
