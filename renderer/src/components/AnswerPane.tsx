import { useAnswer } from '../store/answer';
import { AnswerView } from './AnswerView';
import { ClaimInspector } from './ClaimInspector';
import { Composer } from './Composer';
import { IconAlert } from './Icons';

/** The middle pane: the composer, the answer (or its progress or failure), and the claim inspector below. */
export function AnswerPane() {
  const view = useAnswer((s) => s.view);
  const pending = useAnswer((s) => s.pending);
  const error = useAnswer((s) => s.error);
  const selected = useAnswer((s) => s.selected);
  const claim = selected && view ? view.response.claims.find((c) => c.id === selected.claimId) : undefined;

  return (
    <>
      <Composer />
      <div className="min-h-0 flex-1 overflow-auto px-6 py-5" data-testid="answer-scroll">
        {error ? (
          <div role="alert" data-testid="answer-error" data-code={error.code} className="mb-4 flex gap-2.5 rounded-lg border border-[var(--c-contradicted)] bg-[var(--c-contradicted-bg)] p-3 text-[13px]">
            <IconAlert size={16} className="mt-0.5 shrink-0 text-[var(--c-contradicted)]" />
            <div>
              <div className="font-semibold text-ink">
                {error.during} failed <code className="ml-1 font-mono text-[11.5px]">{error.code}</code>
              </div>
              <p className="mt-0.5 text-ink">{error.message}</p>
            </div>
          </div>
        ) : null}
        {pending ? (
          <Pending kind={pending} />
        ) : view ? (
          <AnswerView view={view} />
        ) : error ? null : (
          <Welcome />
        )}
      </div>
      {claim ? (
        <div className="flex max-h-[52%] min-h-[14rem] flex-col border-t border-line bg-panel shadow-[0_-6px_16px_-12px_rgba(0,0,0,0.25)]">
          <ClaimInspector claim={claim} />
        </div>
      ) : null}
    </>
  );
}

function Pending({ kind }: { kind: 'ask' | 'verify' | 'trace' }) {
  const steps = kind === 'trace' ? ['Loading the trace'] : kind === 'ask' ? ['Retrieving passages', 'Generating an answer', 'Binding each quote to its source', 'Judging each claim'] : ['Parsing the answer', 'Binding each quote to its source', 'Judging each claim'];
  return (
    <div data-testid="answer-pending" aria-busy="true" className="space-y-3">
      <div className="h-4 w-2/3 animate-pulse rounded bg-hover" />
      <div className="h-3 w-full animate-pulse rounded bg-hover" />
      <div className="h-3 w-5/6 animate-pulse rounded bg-hover" />
      <p className="pt-1 text-[12.5px] text-muted">{steps.join(' → ')}…</p>
    </div>
  );
}

function Welcome() {
  return (
    <div className="mx-auto max-w-md pt-10 text-center" data-testid="welcome">
      <h2 className="text-[16px] font-semibold text-ink">Ask a question of this matter</h2>
      <p className="mt-2 text-[13px] leading-relaxed text-muted">
        Every claim in the answer carries a footnote. Hover it to preview the quoted words; click it to open the source at the exact lines, highlighted.
        Claims Pincite cannot verify are labelled, never dressed up as fact.
      </p>
      <ul className="mx-auto mt-5 inline-grid grid-cols-1 gap-1.5 text-left text-[12.5px]">
        {(
          [
            ['supported', '✓', 'quoted and entailed'],
            ['inferred', '~', 'entailed, not directly quoted'],
            ['unverified', '?', 'could not be confirmed'],
            ['contradicted', '✗', 'the source says otherwise'],
            ['excluded', '–', 'set aside by review or policy'],
          ] as const
        ).map(([s, g, t]) => (
          <li key={s} className="flex items-center gap-2">
            <span className={`fn st-${s} !m-0 !align-baseline`}>{g}</span>
            <span className="font-medium text-ink capitalize">{s}</span>
            <span className="text-muted">— {t}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
