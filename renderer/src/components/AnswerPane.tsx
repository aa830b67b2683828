import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { SAMPLE_DOC, SAMPLES } from '../welcome/samples';
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
      <div data-print="hide">
        <Composer />
      </div>
      <div className="min-h-0 flex-1 overflow-auto px-6 py-5" data-testid="answer-scroll" data-print="page">
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
        <div data-print="hide" className="flex max-h-[52%] min-h-[14rem] flex-col border-t border-line bg-panel shadow-[0_-6px_16px_-12px_rgba(0,0,0,0.25)]">
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

/**
 * First run: what the states mean, in two sentences, and — on the sample matter — three
 * examples that show them: a question answered, one the contracts do not answer, and an
 * answer from elsewhere whose claims come out supported, contradicted and unverified.
 */
function Welcome() {
  const hasSamples = useDocuments((s) => s.documents.some((d) => d.id === SAMPLE_DOC));
  return (
    <div className="mx-auto max-w-md pt-8 text-center" data-testid="welcome">
      <h2 className="text-[16px] font-semibold text-ink">Ask a question of this matter</h2>
      <p className="mt-2 text-[13px] leading-relaxed text-muted" data-testid="welcome-states">
        Every claim in an answer is marked <b className="st-supported text-[var(--st)]">supported</b> only when its quoted words are in the cited document and say what the claim says; otherwise it is shown as{' '}
        <b className="st-inferred text-[var(--st)]">inferred</b>, <b className="st-unverified text-[var(--st)]">unverified</b> or <b className="st-contradicted text-[var(--st)]">contradicted</b>. Click a claim’s footnote to see the words, highlighted in the document; a reviewer can set a claim aside (<b className="st-excluded text-[var(--st)]">excluded</b>), and every decision is kept.
      </p>
      {hasSamples ? (
        <div className="mt-5 text-left" data-testid="welcome-samples">
          <h3 className="mb-2 text-center text-[11px] font-semibold uppercase tracking-wider text-muted">Try the sample contracts</h3>
          <ul className="space-y-1.5">
            {SAMPLES.map((s, i) => (
              <li key={i}>
                <button
                  type="button"
                  data-testid="welcome-sample"
                  data-kind={s.kind}
                  onClick={() => void (s.kind === 'ask' ? useAnswer.getState().ask(s.question) : useAnswer.getState().verify(s.answer, s.question))}
                  className="w-full rounded-lg border border-line bg-panel px-3 py-2 text-left hover:border-accent/60 hover:bg-hover"
                >
                  <span className="block text-[13px] font-medium text-ink">{s.label}</span>
                  <span className="block text-[12px] text-muted">Shows: {s.shows}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
