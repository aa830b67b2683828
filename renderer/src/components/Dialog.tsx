import { useEffect, useRef, type ReactNode } from 'react';
import { IconClose } from './Icons';

/** A modal dialog on the native <dialog>: focus trap, Escape and backdrop handled by the browser. */
export function Dialog({ title, onClose, children, testId, width = 'max-w-lg' }: { title: string; onClose: () => void; children: ReactNode; testId?: string; width?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // No close() on cleanup: StrictMode's extra cleanup would fire `close` and dismiss the
  // dialog at once. Unmounting removes the element, which leaves the top layer by itself.
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    returnTo.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!d.open) d.showModal();
    // showModal focuses the first focusable element — the Close button, where a space
    // typed into the dialog would close it. The first field is where typing belongs.
    const field = d.querySelector<HTMLElement>('[data-autofocus], input:not([type="hidden"]):not([type="radio"]):not([disabled]), textarea, select');
    field?.focus();
    return () => {
      // Focus goes back where it was once the dialog has really gone (not on StrictMode's rehearsal).
      setTimeout(() => {
        if (!d.isConnected && returnTo.current?.isConnected && (document.activeElement === document.body || document.activeElement === null)) returnTo.current.focus();
      }, 0);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-full ${width} rounded-xl border border-line bg-panel p-0 text-ink shadow-2xl backdrop:bg-black/40`}
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 className="text-[15px] font-semibold">{title}</h2>
        <button type="button" aria-label="Close" className="rounded p-1 text-muted hover:bg-hover hover:text-ink" onClick={onClose}>
          <IconClose />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
