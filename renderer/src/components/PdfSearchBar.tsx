import { useEffect, useRef, useState } from 'react';
import { usePdfSearch } from '../store/pdf-search';
import { useReview } from '../store/review';
import { IconChevronDown, IconChevronUp, IconClose } from './Icons';
import { ToolButton } from './ToolButton';

/**
 * Find in the open document (Ctrl+F / ⌘F): the count, next and previous (Enter,
 * Shift+Enter), Escape to close. While the review queue is open, the passage found can be
 * bound to the claim under the cursor (a rebind, checked by the core like any other).
 */
export function PdfSearchBar({ doc }: { doc: string }) {
  const { query, hits, total, current, error, search, step, close } = usePdfSearch();
  const queueOpen = useReview((s) => s.open && s.cursor !== null);
  const [draft, setDraft] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  // Searching as the user types, once they pause.
  useEffect(() => {
    const t = setTimeout(() => void search(doc, draft), 200);
    return () => clearTimeout(t);
  }, [doc, draft, search]);
  const hit = current >= 0 ? hits[current] : undefined;
  const count = !draft.trim() ? '' : total === 0 ? 'No matches' : `${current + 1} of ${total}${hits.length < total ? ` (first ${hits.length} shown)` : ''}`;
  return (
    <div role="search" aria-label="Find in this document" data-testid="pdf-search" className="flex flex-wrap items-center gap-1 border-b border-line bg-panel px-3 py-1.5">
      <input
        ref={input}
        data-testid="pdf-search-input"
        aria-label="Find in this document"
        placeholder="Find in document"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            step(e.shiftKey ? -1 : 1);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            close();
          }
        }}
        className="h-7 min-w-0 flex-1 rounded-md border border-line bg-canvas px-2 text-[12.5px] text-ink focus:border-accent focus:outline-none"
      />
      <span className="min-w-[4.5rem] text-[12px] tabular-nums text-muted" data-testid="pdf-search-count" data-total={total} data-current={current + 1} aria-live="polite">
        {error ?? count}
      </span>
      <ToolButton label="Previous match (Shift+Enter)" onClick={() => step(-1)} disabled={!hits.length} testId="pdf-search-prev">
        <IconChevronUp />
      </ToolButton>
      <ToolButton label="Next match (Enter)" onClick={() => step(1)} disabled={!hits.length} testId="pdf-search-next">
        <IconChevronDown />
      </ToolButton>
      {queueOpen && hit ? (
        <button
          type="button"
          data-testid="pdf-search-rebind"
          onClick={() => void useReview.getState().decide('rebind', { rebind: { doc, page: hit.page, text: hit.text } })}
          className="rounded-md border border-line px-2 py-0.5 text-[12px] text-ink hover:bg-hover"
          title="Bind the claim under the cursor to this passage"
        >
          Rebind claim here
        </button>
      ) : null}
      <ToolButton label="Close search (Escape)" onClick={close} testId="pdf-search-close">
        <IconClose />
      </ToolButton>
    </div>
  );
}
