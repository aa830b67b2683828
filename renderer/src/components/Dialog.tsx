import { useEffect, useRef, type ReactNode } from 'react';
import { IconClose } from './Icons';

/** A modal dialog on the native <dialog>: focus trap, Escape and backdrop handled by the browser. */
export function Dialog({ title, onClose, children, testId, width = 'max-w-lg' }: { title: string; onClose: () => void; children: ReactNode; testId?: string; width?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  // No close() on cleanup: StrictMode's extra cleanup would fire `close` and dismiss the
  // dialog at once. Unmounting removes the element, which leaves the top layer by itself.
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
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
