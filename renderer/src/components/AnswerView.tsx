import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { AuthoritiesTable } from './AuthoritiesTable';
import type { ResponseClaim } from '../../../shared/response';
import { footnotesOf, STATE_META, type Footnote as FootnoteRef } from '../claims/states';
import { useAnswer, type AnswerView as View } from '../store/answer';
import { ExportButton } from './ExportButton';
import { WordButton } from './WordButton';
import { Footnote } from './Footnote';
import { OutcomeNotice } from './OutcomeNotice';
import { SourcesList } from './SourcesList';
import { SummaryBar } from './SummaryBar';
import { AnswerScopeNotice, ClaimAboutTag } from './AnswerScope';

/** The answer as a lawyer reads it: claims in order, each with its footnotes, marked by state. */
export function AnswerView({ view }: { view: View }) {
  const { response } = view;
  const selected = useAnswer((s) => s.selected);
  const select = useAnswer((s) => s.select);
  // Commentary of a verified answer ("I hope this helps") cites nothing and is not a finding: no footnote.
  const notes = footnotesOf(response.claims.filter((c) => c.kind !== 'commentary'));
  const byClaim = new Map<string, FootnoteRef[]>();
  for (const f of notes) byClaim.set(f.claim.id, [...(byClaim.get(f.claim.id) ?? []), f]);
  const served = response.status === 'answered';
  // A grounded claim that does not answer the question is never presented as the answer (README "Answers that answer").
  const answering = response.claims.filter((c) => c.responsiveness?.value !== 'not_responsive');
  const offTopic = response.claims.filter((c) => c.responsiveness?.value === 'not_responsive');

  return (
    <article data-testid="answer" data-status={response.status} data-trace={response.trace} className="space-y-5 rounded-xl border border-line bg-panel px-6 py-5 shadow-sm">
      <header className="space-y-1">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-[11px] font-semibold uppercase tracking-wider text-muted">{view.kind === 'ask' ? 'Question' : 'Answer checked for verification'}</span>
          <div className="flex min-w-0 items-start gap-3" data-print="hide">
            <WordButton trace={response.trace} />
            <button type="button" data-testid="print-answer" onClick={() => window.print()} className="mt-0.5 rounded-md border border-line px-2 py-0.5 text-[12px] text-ink hover:bg-hover" title="Print the answer with its footnotes and sources (or save it as PDF)">
              Print
            </button>
            <code className="truncate pt-1.5 font-mono text-[10.5px] text-faint" title="Trace id: every step of this answer is in the audit trail under it">
              trace {response.trace}
            </code>
            <ExportButton key={response.trace} traces={[response.trace]} label="Export audit bundle" testId="export-trace" />
          </div>
        </div>
        <h2 className="text-[16px] font-semibold leading-snug text-ink" data-testid="answer-question">
          {view.question ?? 'Answer imported for verification (no question given)'}
        </h2>
        <Meta view={view} />
      </header>

      <OutcomeNotice response={response} />

      <AnswerScopeNotice response={response} />

      {served || response.claims.length ? <SummaryBar summary={response.summary} /> : null}

      {served && asPasted(response) ? (
        // An answer written elsewhere, shown as it was written — its line breaks and lists kept —
        // with each claim painted in place by its state and its footnotes where it stands.
        <div data-testid="answer-body" data-layout="as-written" className="whitespace-pre-wrap font-serif text-[16.5px] leading-[1.75] text-ink">
          {pastedSegments(response).map((seg, i) =>
            seg.claim ? (
              <Fragment key={seg.claim.id}>
                <ClaimText claim={seg.claim} selected={selected?.claimId === seg.claim.id} />
                {(byClaim.get(seg.claim.id) ?? []).map((f) => (
                  <Footnote key={f.n} n={f.n} claim={seg.claim!} evidenceIndex={f.evidenceIndex}
                    selected={selected?.claimId === seg.claim!.id && selected.evidenceIndex === f.evidenceIndex}
                    onOpen={() => select({ claimId: seg.claim!.id, evidenceIndex: f.evidenceIndex })} />
                ))}
              </Fragment>
            ) : (
              <Fragment key={`t${i}`}>{seg.text}</Fragment>
            ),
          )}
        </div>
      ) : served ? (
        <div data-testid="answer-body" className="font-serif text-[16.5px] leading-[1.75] text-ink">
          {answering.length === 0 ? (
            <p className="text-muted">{response.claims.length ? 'No claim answers the question.' : response.answer?.value || 'The answer has no claims.'}</p>
          ) : (
            answering.map((c) => (
              <Wrap key={c.id} block={response.scope?.mode === 'per_document'}>
                {multiDoc(response.claims) || response.scope ? <ClaimAboutTag claim={c} /> : null}
                <ClaimText claim={c} selected={selected?.claimId === c.id} />
                {(byClaim.get(c.id) ?? []).map((f) => (
                  <Footnote
                    key={f.n}
                    n={f.n}
                    claim={c}
                    evidenceIndex={f.evidenceIndex}
                    selected={selected?.claimId === c.id && selected.evidenceIndex === f.evidenceIndex}
                    onOpen={() => select({ claimId: c.id, evidenceIndex: f.evidenceIndex })}
                  />
                ))}{' '}
              </Wrap>
            ))
          )}
        </div>
      ) : null}

      {served && offTopic.length ? (
        <div data-testid="not-responsive" className="rounded-lg border border-dashed border-line px-4 py-3 text-[13px]">
          <div className="mb-1.5 text-[11px] font-semibold uppercase tracking-wider text-muted">In the documents, but not an answer to the question</div>
          <ul className="space-y-1.5">
            {offTopic.map((c) => (
              <li key={c.id} className="text-muted">
                <ClaimAboutTag claim={c} />
                <button type="button" data-testid="not-responsive-claim" data-claim-id={c.id} data-state={c.state} className="text-left hover:text-ink" onClick={() => select({ claimId: c.id, evidenceIndex: 0 })}>
                  {c.text}
                </button>
                <span className="ml-1.5 chip !py-0 !text-[10.5px]" title={c.responsiveness?.detail}>
                  does not answer · {STATE_META[c.state].label.toLowerCase()}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {served && notes.length ? <SourcesList notes={notes} /> : null}

      <AuthoritiesTable response={response} />

      {!served && response.claims.length ? (
        <details data-testid="claims-on-record" className="rounded-lg border border-line bg-sunken px-4 py-3 text-[13px]">
          <summary className="cursor-pointer font-medium text-muted">Claims on record, not served as fact ({response.claims.length})</summary>
          <ul className="mt-2 space-y-1.5">
            {response.claims.map((c) => (
              <li key={c.id} className="flex items-start gap-2">
                <span className={`chip st-${c.state} mt-0.5`}>
                  <span aria-hidden="true">{STATE_META[c.state].glyph}</span>
                  {STATE_META[c.state].label}
                </span>
                <button type="button" className="text-left text-muted line-through decoration-faint hover:text-ink" onClick={() => select({ claimId: c.id, evidenceIndex: 0 })}>
                  {c.text}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** One answer per document reads as a list of paragraphs; one answer as running text. */
function Wrap({ block, children }: { block: boolean; children: ReactNode }) {
  return block ? <p className="mb-3 last:mb-0">{children}</p> : <Fragment>{children}</Fragment>;
}

function multiDoc(claims: readonly ResponseClaim[]): boolean {
  return new Set(claims.map((c) => c.about?.doc)).size > 1;
}

function ClaimText({ claim, selected }: { claim: ResponseClaim; selected: boolean }) {
  const select = useAnswer((s) => s.select);
  // A verified answer's commentary ("I hope this helps") is shown as written, marked as such, never as a finding.
  const label = claim.kind === 'commentary' ? 'commentary' : claim.state === 'supported' ? null : STATE_META[claim.state].label.toLowerCase();
  const ref = useRef<HTMLSpanElement>(null);
  // The inspector opening below can cover the claim: keep it in view.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <span ref={ref} data-testid="claim" data-claim-id={claim.id} data-state={claim.state} data-kind={claim.kind ?? 'fact'} className={`${claim.kind === 'commentary' ? 'claim-commentary' : `claim-${claim.state}`} ${selected ? 'claim-selected' : ''} cursor-pointer`}
      // Reachable by keyboard too: Tab to a claim, Enter or Space opens it in the inspector.
      tabIndex={0} role="button" aria-pressed={selected} onClick={() => select({ claimId: claim.id, evidenceIndex: 0 })}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select({ claimId: claim.id, evidenceIndex: 0 }); } }}>
      {claim.text}
      {label ? <span className={`chip st-${claim.state} ml-1.5 align-[2px] !py-0 !text-[10.5px]`}>{label}</span> : null}
      {claim.responsiveness?.value === 'partial' ? (
        <span data-testid="claim-partial" className="chip ml-1.5 align-[2px] !py-0 !text-[10.5px]" title={claim.responsiveness.detail}>
          answers in part
        </span>
      ) : null}
    </span>
  );
}

function Meta({ view }: { view: View }) {
  const r = view.response;
  const parts = [
    view.createdAt ? new Date(view.createdAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : null,
    `policy ${r.policy.id} v${r.policy.version}`,
    // The model's own confidence is not shown beside each claim's confidence figure: one figure, explained (in the inspector).
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap items-center gap-x-2 text-[12px] text-muted">
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 ? <span className="mr-2 text-faint">·</span> : null}
          {p}
        </span>
      ))}
    </div>
  );
}

type ResponseOf = View["response"];

/** A verified answer that carries its own text and every claim's place in it (M8). */
function asPasted(r: ResponseOf): boolean {
  return Boolean(r.input && r.answer && r.claims.length > 0 && r.claims.every((c) => c.answerSpan));
}

/** The pasted text cut at its claims' spans, in order: plain text between, each claim in place. */
function pastedSegments(r: ResponseOf): Array<{ text: string; claim?: ResponseOf['claims'][number] }> {
  const text = r.answer!.value;
  const out: Array<{ text: string; claim?: ResponseOf['claims'][number] }> = [];
  let at = 0;
  for (const c of [...r.claims].sort((a, b) => a.answerSpan![0] - b.answerSpan![0])) {
    const [s, e] = c.answerSpan!;
    if (s < at || e > text.length) continue; // overlapping or out of range: never drawn twice
    if (s > at) out.push({ text: text.slice(at, s) });
    out.push({ text: text.slice(s, e), claim: c });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
