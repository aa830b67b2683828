import { useEffect, type RefObject } from 'react';
import { useViewer } from '../store/viewer';

function typing(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

/**
 * Viewer keys, anywhere but in a text field: j/k next/previous page, +/− zoom, 0 reset
 * zoom, r rotate, g/G first/last page; PageDown/PageUp step pages while the viewer has focus.
 */
export function usePdfKeys(scroller: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const v = useViewer.getState();
      const inViewer = scroller.current?.contains(document.activeElement) ?? false;
      const actions: Record<string, () => void> = {
        j: () => v.step(1),
        k: () => v.step(-1),
        '+': () => v.zoom(1),
        '=': () => v.zoom(1),
        '-': () => v.zoom(-1),
        '0': () => v.zoom(0),
        r: () => v.rotate(),
        g: () => v.goTo(1),
        G: () => v.goTo(v.pageCount),
        ...(inViewer ? { PageDown: () => v.step(1), PageUp: () => v.step(-1) } : {}),
      };
      const act = actions[e.key];
      if (!act) return;
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scroller]);
}
