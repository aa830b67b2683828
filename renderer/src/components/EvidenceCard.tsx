import { quoteAsRead, type Evidence } from '../../../shared/response';
import { useDocTitle } from '../claims/doc-title';
import { plainMatch } from '../claims/plain';
import { reasonText } from '../claims/reasons';

const MATCH_TEXT: Record<string, string> = {
  exact: 'exact — the quote is in the source character for character',
  normalized: 'normalized — equal once whitespace, quote/dash styles, ligatures or hyphenation are evened out',
  fuzzy: 'fuzzy — the wording differs; never enough for support under strict or balanced',
};

function pagesOf(e: Evidence): string {
  const pages = [...new Set(e.boxes.map((b) => b.page))];
  return pages.length > 1 ? `pp. ${pages[0]}–${pages[pages.length - 1]}` : e.page ? `p. ${e.page}` : 'page not located';
}

/** One citation as a lawyer reads it: the quoted words, which document and page, and whether they are really there. */
export function EvidenceCard({ evidence: e, active, onShow }: { evidence: Evidence; active: boolean; onShow: () => void }) {
  const titleOf = useDocTitle();
  return (
    <div data-testid="inspector-evidence" data-active={active} className={`rounded-lg border p-3 ${active ? 'border-accent/60 bg-panel shadow-sm' : 'border-line bg-panel'}`}>
      <blockquote data-testid="evidence-quote" className="border-l-[3px] border-amber-400 pl-3 font-serif text-[14px] leading-relaxed text-ink">
        “{quoteAsRead(e)}”
      </blockquote>
      <p className="mt-2 text-[12.5px] text-ink" data-testid="evidence-source">
        {titleOf(e.doc)}, {pagesOf(e)}
      </p>
      <p className="mt-0.5 text-[12.5px] text-muted" data-testid="evidence-plain">
        {plainMatch(e, titleOf)}
        {e.reads ? <span data-testid="evidence-reads"> The words run across a page break; the page number or footer between them is left out here, and highlighted with them in the document.</span> : null}
        {e.sourceKinds?.length ? <span data-testid="evidence-source-kind"> The words are from {e.sourceKinds.map((k) => (k === 'field' ? 'a form field' : 'an annotation')).join(' and ')}, not the page's printed text.</span> : null}
      </p>
      {e.boxes.length ? (
        <button type="button" onClick={onShow} data-testid="evidence-show" className="mt-2.5 rounded-md border border-line px-2.5 py-1 text-[12px] font-medium text-ink hover:bg-hover">
          Show in document
        </button>
      ) : null}
    </div>
  );
}

/** The machinery behind one citation, for an auditor: match type, offsets, hashes, extraction, passage id. */
export function EvidenceTechnical({ evidence: e, n }: { evidence: Evidence; n: number }) {
  const titleOf = useDocTitle();
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-[12px]" data-testid="evidence-technical">
      <dt className="col-span-2 font-semibold text-ink">Citation {n}</dt>
      <dt className="text-muted">Match</dt>
      <dd data-testid="evidence-match" data-match={e.match ?? 'none'} className="text-ink">
        {e.match ? (
          <>
            <span className="font-semibold">{e.match}</span>
            {e.match === 'fuzzy' && e.score !== undefined ? ` (similarity ${e.score.toFixed(2)})` : ''}
            <span className="block text-[11.5px] text-muted">{MATCH_TEXT[e.match]?.split(' — ')[1]}</span>
          </>
        ) : (
          <span className="font-semibold">not bound</span>
        )}
      </dd>
      {e.reason ? (
        <>
          <dt className="text-muted">Reason</dt>
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
      <dd className="text-ink">{!e.offsets ? '—' : e.inAnchor ? 'yes' : 'no — elsewhere in the cited document'}</dd>
      <dt className="text-muted">Source hash</dt>
      <dd data-testid="evidence-hash" className="break-all font-mono text-[11.5px] text-ink" title="SHA-256 of the document's canonical text">
        {e.sourceHash || '—'}
      </dd>
      <dt className="text-muted">Extraction</dt>
      <dd className="text-ink">
        {e.extractorConfidence === undefined ? '—' : e.extractorConfidence >= 1 ? 'native text layer (confidence 1.00)' : `OCR or unreadable-looking text, confidence ${e.extractorConfidence.toFixed(2)}`}
      </dd>
      <dt className="text-muted">Passage id</dt>
      <dd className="font-mono text-[11.5px] text-muted">{e.anchor}</dd>
      {e.foundIn ? (
        <>
          <dt className="text-muted">Actually in</dt>
          <dd className="text-ink">
            {titleOf(e.foundIn.doc)} <span className="font-mono text-[11.5px] text-muted">@ {e.foundIn.offsets[0]}–{e.foundIn.offsets[1]}</span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
