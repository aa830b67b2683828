import type { Evidence } from '../../../shared/response';
import { reasonText } from '../claims/reasons';
import { useDocuments } from '../store/documents';

const MATCH_TEXT: Record<string, string> = {
  exact: 'exact — the quote is in the source character for character',
  normalized: 'normalized — equal once whitespace, quote/dash styles, ligatures or hyphenation are evened out',
  fuzzy: 'fuzzy — the wording differs; never enough for support under strict or balanced',
};

/** One citation: the quoted words, where they were bound, how well, and against which version of the source. */
export function EvidenceCard({ evidence: e, active, onShow }: { evidence: Evidence; active: boolean; onShow: () => void }) {
  const title = useDocuments((s) => s.documents.find((d) => d.id === e.doc)?.title ?? e.doc);
  const pages = [...new Set(e.boxes.map((b) => b.page))];
  const pageText = pages.length > 1 ? `pp. ${pages[0]}–${pages[pages.length - 1]}` : e.page ? `p. ${e.page}` : 'not located';
  return (
    <div data-testid="inspector-evidence" data-active={active} className={`rounded-lg border p-3 ${active ? 'border-accent/60 bg-panel shadow-sm' : 'border-line bg-panel'}`}>
      <blockquote data-testid="evidence-quote" className="border-l-[3px] border-amber-400 pl-3 font-serif text-[14px] leading-relaxed text-ink">
        “{e.quote.replace(/\s+/g, ' ').trim()}”
      </blockquote>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-[12.5px]">
        <dt className="text-muted">Source</dt>
        <dd className="text-ink">
          {title}, {pageText}
        </dd>
        <dt className="text-muted">Match</dt>
        <dd data-testid="evidence-match" data-match={e.match ?? 'none'} className="text-ink">
          {e.match ? (
            <>
              <span className="font-semibold">{e.match}</span>
              {e.match === 'fuzzy' && e.score !== undefined ? ` (similarity ${e.score.toFixed(2)})` : ''}
              <span className="block text-[11.5px] text-muted">{MATCH_TEXT[e.match]?.split(' — ')[1]}</span>
            </>
          ) : (
            <span className="font-semibold text-[var(--c-contradicted)]">not bound</span>
          )}
        </dd>
        {e.reason ? (
          <>
            <dt className="text-muted">Problem</dt>
            <dd className="text-ink">
              <code className="font-mono text-[11px] font-semibold">{e.reason}</code> <span className="text-muted">{reasonText(e.reason)}</span>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Offsets</dt>
        <dd data-testid="evidence-offsets" className="font-mono text-[12px] text-ink">
          {e.offsets ? `${e.offsets[0]}–${e.offsets[1]} (${e.offsets[1] - e.offsets[0]} chars)` : '—'}
        </dd>
        <dt className="text-muted">In cited passage</dt>
        <dd className="text-ink">{e.inAnchor ? 'yes' : 'no — found elsewhere in the document'}</dd>
        <dt className="text-muted">Source hash</dt>
        <dd data-testid="evidence-hash" className="font-mono text-[12px] text-ink" title={`SHA-256 of the canonical text: ${e.sourceHash}`}>
          {e.sourceHash ? `${e.sourceHash.slice(0, 12)}…` : '—'}
        </dd>
        <dt className="text-muted">Extraction</dt>
        <dd className="text-ink">
          {e.extractorConfidence === undefined ? '—' : e.extractorConfidence >= 1 ? 'native text layer (confidence 1.00)' : `OCR or unreadable-looking text, confidence ${e.extractorConfidence.toFixed(2)}`}
          {e.sourceKinds?.length ? <span data-testid="evidence-source-kind"> · from {e.sourceKinds.map((k) => (k === 'field' ? 'a form field' : 'an annotation')).join(' and ')}</span> : null}
        </dd>
        <dt className="text-muted">Anchor</dt>
        <dd className="font-mono text-[11.5px] text-muted">{e.anchor}</dd>
        {e.foundIn ? (
          <>
            <dt className="text-muted">Actually in</dt>
            <dd className="font-mono text-[11.5px] text-ink">
              {e.foundIn.doc} @ {e.foundIn.offsets[0]}–{e.foundIn.offsets[1]}
            </dd>
          </>
        ) : null}
      </dl>
      {e.boxes.length ? (
        <button type="button" onClick={onShow} data-testid="evidence-show" className="mt-3 rounded-md border border-line px-2.5 py-1 text-[12px] font-medium text-ink hover:bg-hover">
          Show in document
        </button>
      ) : null}
    </div>
  );
}
