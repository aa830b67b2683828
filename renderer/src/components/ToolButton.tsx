import type { ReactNode } from 'react';

type Props = { label: string; onClick: () => void; disabled?: boolean; testId?: string; active?: boolean; children: ReactNode };

/** A square icon button with its name as tooltip and accessible label. */
export function ToolButton({ label, onClick, disabled, testId, active, children }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-7 w-7 items-center justify-center rounded text-muted transition-colors hover:bg-hover hover:text-ink disabled:pointer-events-none disabled:opacity-35 ${active ? 'bg-hover text-ink' : ''}`}
    >
      {children}
    </button>
  );
}
