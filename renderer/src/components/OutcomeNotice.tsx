import type { PinciteResponse } from '../../../shared/response';
import { reasonText } from '../claims/reasons';
import { CoverageMapView } from './CoverageMapView';
import { IconAlert, IconBan } from './Icons';

/**
 * A response that is not an answer says so first and plainly: a rejection with its
 * code and offending anchors, or an insufficient-evidence refusal with its reason, what
 * would resolve it, and its coverage map: where Pincite looked, which pages it could not
 * read well, each passage and page opening the PDF there. Nothing here reads as fact.
 */
export function OutcomeNotice({ response }: { response: PinciteResponse }) {
  if (response.status === 'rejected') {
    const r = response.rejection;
    return (
      <div data-testid="outcome-rejected" role="alert" className="st-contradicted rounded-lg border border-[var(--st)] bg-[var(--st-bg)] p-4">
        <div className="flex items-center gap-2 text-[15px] font-semibold text-[var(--st)]">
          <IconBan size={18} />
          Answer rejected — nothing in it is served as fact
        </div>
        {r ? (
          <div className="mt-3 space-y-2 text-[13px] text-ink">
            <div className="flex flex-wrap items-baseline gap-2">
              <code data-testid="rejection-code" className="rounded bg-panel px-1.5 py-0.5 font-mono text-[12px] font-semibold text-[var(--st)] ring-1 ring-line">
                {r.code}
              </code>
              <span>{reasonText(r.code)}</span>
            </div>
            {r.detail ? <p className="text-muted">{r.detail}</p> : null}
            {r.anchors.length ? (
              <div>
                <div className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted">Offending anchors</div>
                <div className="flex flex-wrap gap-1">
                  {r.anchors.map((a) => (
                    <code key={a} data-testid="rejection-anchor" className="rounded bg-panel px-1.5 py-0.5 font-mono text-[11.5px] ring-1 ring-line">
                      {a}
                    </code>
                  ))}
                </div>
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-[13px]">The gate gave no reason code; treat the whole response as unverified.</p>
        )}
      </div>
    );
  }
  if (response.status === 'insufficient_evidence') {
    const ie = response.insufficient;
    return (
      <div data-testid="outcome-insufficient" role="status" className="st-unverified rounded-lg border border-[var(--st)] bg-[var(--st-bg)] p-4">
        <div className="flex items-center gap-2 text-[15px] font-semibold text-[var(--st)]">
          <IconAlert size={18} />
          Insufficient evidence — no answer was given
        </div>
        <p data-testid="insufficient-reason" className="mt-2 text-[13.5px] leading-relaxed text-ink">
          {ie?.reason ?? 'The generator found nothing in this matter that answers the question.'}
        </p>
        {ie?.missing.length ? (
          <div className="mt-3">
            <div className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted">What would resolve it</div>
            {ie.missing.every((m) => m.length <= 40) ? (
              <ul className="flex flex-wrap gap-1.5">
                {ie.missing.map((m, i) => (
                  <li key={i} className="rounded border border-line bg-panel px-2 py-0.5 text-[12.5px] text-ink">
                    {m}
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="list-disc space-y-0.5 pl-5 text-[13px] text-ink">
                {ie.missing.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {ie?.coverage ? (
          <CoverageMapView coverage={ie.coverage} />
        ) : ie?.tried.length ? (
          // Responses recorded before the coverage map: the anchors the model named.
          <div className="mt-3">
            <div className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted">Passages tried ({ie.tried.length})</div>
            <ul className="space-y-1.5">
              {ie.tried.map((t, i) => (
                <li key={i} className="rounded border border-line bg-panel px-2.5 py-1.5 text-[12.5px]">
                  <code className="font-mono text-[11px] text-muted">{t.anchor}</code>
                  {t.quote ? <p className="mt-0.5 line-clamp-3 font-serif text-ink">“{t.quote}”</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }
  return null;
}
