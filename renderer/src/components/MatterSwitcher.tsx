import { useEffect, useRef, useState } from 'react';
import { errorInfo } from '../store/client';
import { useDocuments } from '../store/documents';
import { switchMatter } from '../store/matter-switch';
import { IconChevronDown, IconFolder, IconPlus } from './Icons';

/** The current matter, and a menu to switch to another or create one. Names only cross to the core, never paths. */
export function MatterSwitcher() {
  const matter = useDocuments((s) => s.matter);
  const matters = useDocuments((s) => s.matters);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('mousedown', close);
    window.addEventListener('keydown', esc);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('keydown', esc);
    };
  }, [open]);

  const go = async (target: string, create: boolean) => {
    setError(null);
    try {
      await switchMatter(target, create);
      setOpen(false);
      setName('');
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="matter-switcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-[13px] hover:bg-hover"
      >
        <IconFolder size={15} className="text-muted" />
        <span className="text-muted">Matter</span>
        <span data-testid="matter-name" className="max-w-56 truncate font-semibold text-ink">
          {matter?.name ?? '…'}
        </span>
        <span className="text-[11.5px] tabular-nums text-faint">
          {matter ? `${plural(matter.documents, 'document')} · ${plural(matter.traces, 'trace')}` : ''}
        </span>
        <IconChevronDown size={14} className="text-muted" />
      </button>
      {open ? (
        <div role="dialog" aria-label="Switch or create a matter" className="absolute left-0 top-full z-40 mt-1 w-72 rounded-lg border border-line bg-panel p-1.5 shadow-xl">
          <div className="px-2 pb-1 pt-1 text-[11px] font-semibold uppercase tracking-wider text-muted">Matters</div>
          <ul className="max-h-64 overflow-auto">
            {matters.map((m) => (
              <li key={m.name}>
                <button
                  type="button"
                  data-testid="matter-option"
                  disabled={m.current}
                  onClick={() => void go(m.name, false)}
                  className="flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left text-[13px] hover:bg-hover disabled:bg-accent/10"
                >
                  <span className="truncate">{m.name}</span>
                  {m.current ? <span className="text-[11px] text-accent">current</span> : null}
                </button>
              </li>
            ))}
          </ul>
          <form
            className="mt-1 flex gap-1.5 border-t border-line px-1 pt-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void go(name.trim(), true);
            }}
          >
            <input
              data-testid="matter-new-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="New matter name"
              aria-label="New matter name"
              className="h-8 min-w-0 flex-1 rounded-md border border-line bg-canvas px-2 text-[13px] focus:border-accent focus:outline-none"
            />
            <button type="submit" data-testid="matter-create" className="inline-flex h-8 items-center gap-1 rounded-md bg-accent px-2.5 text-[12.5px] font-semibold text-accent-ink disabled:opacity-40" disabled={!name.trim()}>
              <IconPlus size={13} />
              Create
            </button>
          </form>
          {error ? <p className="px-2 pt-1.5 text-[12px] text-[var(--c-contradicted)]">{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
