import { useEffect } from 'react';
import { useReview } from '../../store/review';
import { ACTION_KEYS } from './shortcuts';

function typing(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  // A pane splitter takes the arrow keys itself (resizing); a field takes every key.
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.getAttribute('role') === 'separator';
}

/**
 * Keyboard triage while the queue is shown. Listens in the capture phase and marks the
 * event handled, so the PDF viewer's own keys (j/k pages, r rotate) stand aside.
 */
export function useQueueKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (document.querySelector('dialog[open], [data-print-sheet]')) return;
      const q = useReview.getState();
      const byKey: Record<string, () => void> = {
        j: () => q.move(1),
        ArrowDown: () => q.move(1),
        k: () => q.move(-1),
        ArrowUp: () => q.move(-1),
        ' ': () => q.cursor && q.toggle(q.cursor),
        Escape: () => q.clearSelection(),
        '?': () => q.setHelp(true),
        p: () => q.setPrinting(true),
        ...Object.fromEntries(ACTION_KEYS.map(({ key, action }) => [key, () => void (action === 'rebind' ? q.rebindFromSelection() : q.decide(action))])),
      };
      const act = byKey[e.key];
      if (!act) return;
      e.preventDefault();
      e.stopPropagation();
      act();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
