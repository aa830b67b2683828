import { useState, type FocusEvent, type MouseEvent } from 'react';
import { docTitle } from '../claims/doc-title';
import { createPortal } from 'react-dom';
import { quoteAsRead, type ResponseClaim } from '../../../shared/response';
import { STATE_META } from '../claims/states';
import { useDocuments } from '../store/documents';

type Props = { n: number; claim: ResponseClaim; evidenceIndex: number; selected: boolean; onOpen: () => void };

/** An inline footnote marker: number and state glyph; hover previews the quote, click opens the source. */
export function Footnote({ n, claim, evidenceIndex, selected, onOpen }: Props) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const evidence = claim.evidence[evidenceIndex];
  const title = useDocuments((s) => docTitle(s.documents, evidence?.doc, s.removed));
  const meta = STATE_META[claim.state];
  const where = evidence ? `${title}${evidence.page ? `, p. ${evidence.page}` : ', not located'}` : 'no citation';
  const show = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => setAnchor(e.currentTarget.getBoundingClientRect());

  return (
    <>
      <button
        type="button"
        className={`fn st-${claim.state}`}
        data-testid="footnote"
        data-claim-id={claim.id}
        data-state={claim.state}
        data-evidence-index={evidenceIndex}
        aria-pressed={selected}
        aria-label={`Footnote ${n}: ${meta.label}, ${where}`}
        onClick={onOpen}
        onMouseEnter={show}
        onMouseLeave={() => setAnchor(null)}
        onFocus={show}
        onBlur={() => setAnchor(null)}
      >
        <span aria-hidden="true">{meta.glyph}</span>
        <span className="fn-n tabular-nums">{n}</span>
      </button>
      {anchor && evidence ? createPortal(<Preview rect={anchor} claim={claim} evidenceIndex={evidenceIndex} where={where} />, document.body) : null}
    </>
  );
}

function Preview({ rect, claim, evidenceIndex, where }: { rect: DOMRect; claim: ResponseClaim; evidenceIndex: number; where: string }) {
  const e = claim.evidence[evidenceIndex]!;
  const meta = STATE_META[claim.state];
  const width = 360;
  const left = Math.max(8, Math.min(rect.left - 16, window.innerWidth - width - 8));
  const above = rect.top > 220;
  const style = above ? { left, width, bottom: window.innerHeight - rect.top + 8 } : { left, width, top: rect.bottom + 8 };
  return (
    <div role="tooltip" data-testid="footnote-tooltip" className="pointer-events-none fixed z-50 rounded-lg border border-line bg-panel p-3 shadow-xl shadow-black/10" style={style}>
      <div className="mb-2 flex items-center gap-2 text-[11px]">
        <span className={`chip st-${claim.state}`}>
          <span aria-hidden="true">{meta.glyph}</span>
          {meta.label}
        </span>
        <span className="truncate text-muted">{where}</span>
      </div>
      <blockquote className="line-clamp-6 border-l-2 border-line pl-3 font-serif text-[13.5px] leading-snug text-ink">“{quoteAsRead(e)}”</blockquote>
      <div className="mt-2 text-[11px] text-muted">
        {e.match ? `${e.match} match` : `not bound${e.reason ? ` · ${e.reason}` : ''}`} · click to open the source
      </div>
    </div>
  );
}
