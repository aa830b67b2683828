import { docTitle } from '../claims/doc-title';
import { STATE_META, type Footnote } from '../claims/states';
import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { quoteAsRead } from '../../../shared/response';

/** The footnotes themselves, as in a memo: where each citation points and how it matched. */
export function SourcesList({ notes }: { notes: Footnote[] }) {
  const documents = useDocuments((s) => s.documents);
  const removed = useDocuments((s) => s.removed);
  const selected = useAnswer((s) => s.selected);
  const select = useAnswer((s) => s.select);
  return (
    <section aria-label="Sources" className="border-t border-line pt-4">
      <h3 className="mb-2 text-[11px] font-semibold uppercase tracking-wider text-muted">Sources</h3>
      <ol className="space-y-1">
        {notes.map(({ n, claim, evidenceIndex }) => {
          const e = claim.evidence[evidenceIndex];
          if (!e) return null;
          const title = docTitle(documents, e.doc, removed);
          const active = selected?.claimId === claim.id && selected.evidenceIndex === evidenceIndex;
          return (
            <li key={n}>
              <button
                type="button"
                data-testid="source-item"
                data-claim-id={claim.id}
                onClick={() => select({ claimId: claim.id, evidenceIndex })}
                className={`group flex w-full items-start gap-2.5 rounded-md px-2 py-1.5 text-left hover:bg-hover ${active ? 'bg-hover' : ''}`}
              >
                <span className={`fn st-${claim.state} !m-0 !align-baseline`} aria-hidden="true">
                  <span>{STATE_META[claim.state].glyph}</span>
                  <span className="fn-n tabular-nums">{n}</span>
                </span>
                <span className="min-w-0 flex-1 text-[12.5px] leading-snug">
                  <span className="font-medium text-ink">{title}</span>
                  <span className="text-muted">
                    {e.page ? `, p. ${e.page}` : ', page not located'} · {e.match === 'exact' || e.match === 'normalized' ? 'found in the document' : e.match === 'fuzzy' ? 'similar wording only' : 'not found as quoted'}
                  </span>
                  <span className="mt-0.5 line-clamp-2 block font-serif text-[13px] text-muted group-hover:text-ink">“{quoteAsRead(e)}”</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
