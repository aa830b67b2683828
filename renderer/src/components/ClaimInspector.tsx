import type { ResponseClaim } from '../../../shared/response';
import { plainClash, plainReason, plainState } from '../claims/plain';
import { reasonText } from '../claims/reasons';
import { STATE_META } from '../claims/states';
import { useAnswer } from '../store/answer';
import { EvidenceCard, EvidenceTechnical } from './EvidenceCard';
import { IconClose } from './Icons';
import { ProvenanceSection } from './ProvenanceSection';
import { Section } from './Section';
import { TrustMeter } from './TrustMeter';

const CARVE_OUT_WHERE = {
  inside: 'The quoted words say',
  before: 'The sentence begins',
  after: 'The sentence goes on',
  next: 'The provision goes on',
} as const;

/**
 * One claim, for a lawyer: what its state means for this claim, why, what to do, and
 * the quoted words in their document. The technical record — reason codes, offsets,
 * hashes, the judge, the retrieval — is one click away under "Technical details".
 */
export function ClaimInspector({ claim }: { claim: ResponseClaim }) {
  const selected = useAnswer((s) => s.selected);
  const events = useAnswer((s) => s.view?.events ?? null);
  const select = useAnswer((s) => s.select);
  const meta = STATE_META[claim.state];
  const plain = plainState(claim);
  const activeEvidence = selected?.claimId === claim.id ? selected.evidenceIndex : 0;
  const reasons = claim.reasons;
  // Judge reasons that quote the clashing words ("NUMBER_MISMATCH: claim …, clause …").
  const judgeWords = (claim.judge?.reasons ?? []).filter((r) => r.includes(': '));
  const omitted = (claim.carveOuts ?? []).filter((c) => c.omitted);

  return (
    <aside data-testid="claim-inspector" data-claim-id={claim.id} data-state={claim.state} aria-label="Claim inspector" className="flex min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-line px-5 py-2.5">
        <span className="text-[11px] font-semibold uppercase tracking-wider text-muted">Claim</span>
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

        <div className={`st-${claim.state} space-y-1.5 rounded-md border-l-[3px] border-[var(--st)] bg-[var(--st-bg)] px-3 py-2 text-[13px] leading-relaxed text-ink`} data-testid="inspector-meaning">
          <p>
            <b>{meta.label}.</b> {plain.means}
          </p>
          {reasons.length ? (
            <ul className="list-disc space-y-0.5 pl-5" data-testid="inspector-reasons" aria-label="Why">
              {reasons.map((r) => (
                <li key={r} data-testid="inspector-reason" data-code={r}>
                  {plainReason(r)}
                  {r === 'JUDGE_CONTRADICTED' && judgeWords.length > 0 ? (
                    // The words that clash, right under the verdict: what the reviewer checks first.
                    <ul className="mt-1 list-none space-y-0.5 pl-0" data-testid="inspector-clash">
                      {judgeWords.map((w) => (
                        <li key={w} className="text-ink">
                          {plainClash(w)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {r === 'CARVE_OUT_OMITTED' && omitted.length > 0 ? (
                    // The exception itself, in the contract's words: what the claim would need to say.
                    <ul className="mt-1 list-none space-y-0.5 pl-0" data-testid="inspector-carve-outs">
                      {omitted.map((c) => (
                        <li key={`${c.doc}:${c.phrase}`} className="text-ink" data-testid="inspector-carve-out">
                          {CARVE_OUT_WHERE[c.outside ?? 'inside']}: “{c.phrase}”
                          {c.section ? (
                            <span className="text-muted">
                              {' '}
                              — see {c.section.number}
                              {c.section.heading ? ` ${c.section.heading}` : ''}
                              {c.page ? `, p. ${c.page}` : ''}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p data-testid="inspector-todo">
            <b>What to do:</b> {plain.todo}
          </p>
        </div>

        <Section title={claim.evidence.length === 1 ? 'Cited words' : `Cited words (${claim.evidence.length})`}>
          {claim.evidence.length === 0 ? (
            <p className="text-[12.5px] text-muted">This claim cites no document, so it cannot be supported.</p>
          ) : (
            <div className="space-y-3">
              {claim.evidence.map((e, i) => (
                <EvidenceCard key={i} evidence={e} active={i === activeEvidence} onShow={() => select({ claimId: claim.id, evidenceIndex: i })} />
              ))}
            </div>
          )}
        </Section>

        <details data-testid="technical-details" className="rounded-lg border border-line bg-sunken px-3 py-2">
          <summary className="cursor-pointer text-[12.5px] font-medium text-ink">Technical details</summary>
          <div className="mt-3 space-y-4">
            <Section title="Reason codes">
              {claim.reasons.length ? (
                <ul className="space-y-1" data-testid="inspector-codes">
                  {claim.reasons.map((r) => (
                    <li key={r} className="flex items-baseline gap-2 text-[12px]" data-code={r}>
                      <code className="shrink-0 rounded bg-panel px-1.5 py-0.5 font-mono text-[11px] font-semibold text-ink ring-1 ring-line">{r}</code>
                      <span className="text-muted">{reasonText(r)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-[12px] text-muted">None recorded.</p>
              )}
            </Section>
            <Section title="Binding">
              <div className="space-y-3">
                {claim.evidence.map((e, i) => (
                  <EvidenceTechnical key={i} evidence={e} n={i + 1} />
                ))}
              </div>
            </Section>
            <Section title="Judge">
              {claim.judge ? (
                <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-[12px]" data-testid="inspector-judge">
                  <dt className="text-muted">Verdict</dt>
                  <dd className="text-ink">
                    {claim.judge.verdict} <span className="text-muted">(the judge’s own confidence {Math.round(claim.judge.confidence * 100)}%, one input to the confidence figure above)</span>
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
                <p className="text-[12px] text-muted" data-testid="inspector-judge">No verdict was recorded (the judge was not reached or returned nothing usable).</p>
              )}
            </Section>
            <ProvenanceSection events={events} anchor={claim.evidence[activeEvidence]?.anchor ?? null} />
          </div>
        </details>
      </div>
    </aside>
  );
}
