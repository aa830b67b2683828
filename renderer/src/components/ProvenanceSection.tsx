import { provenanceFor } from '../claims/provenance';
import type { AuditEvent } from '../store/answer';
import { Section } from './Section';

/** How the cited passage reached the answer, read from the trace's audit events. */
export function ProvenanceSection({ events, anchor }: { events: AuditEvent[] | null; anchor: string | null }) {
  if (!events) {
    return (
      <Section title="Provenance" testId="inspector-provenance">
        <p className="text-[12.5px] text-muted">Loading the trace’s audit events…</p>
      </Section>
    );
  }
  const { retrieval, model, external } = provenanceFor(events, anchor);
  return (
    <Section title="Provenance" testId="inspector-provenance">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-[12.5px]">
        {retrieval ? (
          <>
            <dt className="text-muted">Retrieval</dt>
            <dd className="text-ink" data-testid="provenance-retrieval">
              {retrieval.query ? (
                <>
                  {retrieval.retriever ?? 'retriever'} for “{retrieval.query}”
                  {retrieval.hit ? (
                    <span className="block text-muted">
                      cited passage ranked {retrieval.hit.rank} of {retrieval.hits} (score {retrieval.hit.score.toFixed(2)}),{' '}
                      {retrieval.hit.sent ? 'sent to the model' : `not sent (${retrieval.hit.excluded ?? 'excluded'})`}
                    </span>
                  ) : (
                    <span className="block text-muted">the cited passage was not among the retrieved passages</span>
                  )}
                </>
              ) : (
                'no question: every passage of the matter was allowed'
              )}
            </dd>
            <dt className="text-muted">Allowlist</dt>
            <dd className="text-ink">{retrieval.allowlist}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted">Retrieval</dt>
            <dd className="text-muted">not recorded</dd>
          </>
        )}
        <dt className="text-muted">Answer from</dt>
        <dd className="text-ink">
          {model ? (
            <>
              <span className="font-mono text-[12px]">{model.model ?? model.generator}</span>
              <span className="block text-muted">
                prompt v{String(model.promptVersion ?? '?')}
                {model.latencyMs !== undefined ? ` · ${Math.round(model.latencyMs)} ms` : ''}
                {model.usage?.inputTokens != null ? ` · ${model.usage.inputTokens} in / ${model.usage.outputTokens ?? '?'} out tokens` : ''}
              </span>
            </>
          ) : external ? (
            'an answer produced elsewhere, pasted or imported for verification'
          ) : (
            'no model call recorded'
          )}
        </dd>
      </dl>
    </Section>
  );
}
