import type { ResponseClaim } from '../../../shared/response';
import { reasonText } from '../claims/reasons';
import { STATE_META } from '../claims/states';
import { useAnswer } from '../store/answer';
import { EvidenceCard } from './EvidenceCard';
import { IconClose } from './Icons';
import { ProvenanceSection } from './ProvenanceSection';
import { Section } from './Section';
import { TrustMeter } from './TrustMeter';

/** Everything Pincite knows about one claim: why it has its state, its evidence, its judge, its provenance. */
export function ClaimInspector({ claim }: { claim: ResponseClaim }) {
  const selected = useAnswer((s) => s.selected);
  const events = useAnswer((s) => s.view?.events ?? null);
  const select = useAnswer((s) => s.select);
  const meta = STATE_META[claim.state];
  const activeEvidence = selected?.claimId === claim.id ? selected.evidenceIndex : 0;
  // Judge reasons that quote the clashing words ("NUMBER_MISMATCH: claim …, clause …").
  const judgeWords = (claim.judge?.reasons ?? []).filter((r) => r.includes(': '));

  return (
    <aside data-testid="claim-inspector" data-claim-id={claim.id} data-state={claim.state} aria-label="Claim inspector" className="flex min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-line px-5 py-2.5">
        <span className="text-[11px] font-semibold uppercase tracking-wider text-muted">Claim inspector</span>
        <span className={`chip st-${claim.state}`} data-testid="inspector-state">
          <span aria-hidden="true">{meta.glyph}</span>
          {meta.label}
        </span>
        <div className="ml-auto flex items-center gap-3">
          <TrustMeter score={claim.trustScore} />
          <button type="button" aria-label="Close inspector" title="Close inspector" className="rounded p-1 text-muted hover:bg-hover hover:text-ink" onClick={() => select(null)}>
            <IconClose />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-auto px-5 py-4">
        <p className="font-serif text-[15px] leading-relaxed text-ink" data-testid="inspector-claim">
          {claim.text}
        </p>

        <Section title="Why this state">
          <p className={`st-${claim.state} rounded-md border-l-[3px] border-[var(--st)] bg-[var(--st-bg)] px-3 py-2 text-[13px] leading-relaxed text-ink`}>{meta.meaning}</p>
          {claim.reasons.length ? (
            <ul className="mt-2 space-y-1.5" data-testid="inspector-reasons">
              {claim.reasons.map((r) => (
                <li key={r} className="text-[12.5px]" data-testid="inspector-reason" data-code={r}>
                  <div className="flex items-baseline gap-2">
                    <code className="shrink-0 rounded bg-sunken px-1.5 py-0.5 font-mono text-[11px] font-semibold text-ink ring-1 ring-line">{r}</code>
                    <span className="text-muted">{reasonText(r)}</span>
                  </div>
                  {r === 'JUDGE_CONTRADICTED' && judgeWords.length > 0 ? (
                    // The words that clash, right under the verdict: what the reviewer checks first.
                    <ul className="mt-1 space-y-0.5 pl-3" data-testid="inspector-clash">
                      {judgeWords.map((w) => (
                        <li key={w} className="text-ink">
                          {w}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-[12.5px] text-muted">No problem was recorded for this claim.</p>
          )}
        </Section>

        <Section title={`Evidence (${claim.evidence.length})`}>
          {claim.evidence.length === 0 ? (
            <p className="text-[12.5px] text-muted">This claim cites nothing. It cannot be supported.</p>
          ) : (
            <div className="space-y-3">
              {claim.evidence.map((e, i) => (
                <EvidenceCard key={i} evidence={e} active={i === activeEvidence} onShow={() => select({ claimId: claim.id, evidenceIndex: i })} />
              ))}
            </div>
          )}
        </Section>

        <Section title="Judge">
          {claim.judge ? (
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-[12.5px]" data-testid="inspector-judge">
              <dt className="text-muted">Verdict</dt>
              <dd className="font-medium text-ink">
                {claim.judge.verdict} <span className="font-normal text-muted">at {Math.round(claim.judge.confidence * 100)}% confidence</span>
              </dd>
              {claim.judge.reasons && claim.judge.reasons.length > 0 && (
                <>
                  <dt className="text-muted">Why</dt>
                  <dd className="text-ink" data-testid="inspector-judge-reasons">
                    {claim.judge.reasons.map((r, i) => (
                      <div key={i}>{r}</div>
                    ))}
                  </dd>
                </>
              )}
              <dt className="text-muted">Model</dt>
              <dd className="font-mono text-[12px] text-ink">{claim.judge.model}</dd>
              <dt className="text-muted">Prompt version</dt>
              <dd className="text-ink">{claim.judge.promptVersion}</dd>
              <dt className="text-muted">Judged at</dt>
              <dd className="text-ink">{new Date(claim.judge.at).toLocaleString()}</dd>
            </dl>
          ) : (
            <p className="text-[12.5px] text-muted" data-testid="inspector-judge">No verdict was recorded (the judge was not reached or returned nothing usable).</p>
          )}
        </Section>

        <ProvenanceSection events={events} anchor={claim.evidence[activeEvidence]?.anchor ?? null} />
      </div>
    </aside>
  );
}
