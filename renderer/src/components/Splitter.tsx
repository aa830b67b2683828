import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

type Props = {
  /** Which way the bar moves: `x` resizes widths (a vertical bar), `y` heights. */
  axis: 'x' | 'y';
  label: string;
  value: number;
  min: number;
  max: number;
  /** Called with the new size while dragging or on arrow keys; the sign says which side grows. */
  onChange: (size: number) => void;
  /** +1 when moving the bar right/down makes the pane bigger, −1 when smaller. */
  direction: 1 | -1;
  testId?: string;
};

/**
 * A bar between two panes, dragged with the pointer or moved with the arrow keys (Home
 * and End for the limits): a focusable `separator` with its value, so it is reachable and
 * announced like any other control.
 */
export function Splitter({ axis, label, value, min, max, onChange, direction, testId }: Props) {
  const drag = useRef<{ start: number; size: number } | null>(null);
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(min, v)));
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: axis === 'x' ? e.clientX : e.clientY, size: value };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const delta = (axis === 'x' ? e.clientX : e.clientY) - drag.current.start;
    onChange(clamp(drag.current.size + direction * delta));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 64 : 16;
    const keys: Record<string, number> = axis === 'x' ? { ArrowRight: step * direction, ArrowLeft: -step * direction } : { ArrowDown: step * direction, ArrowUp: -step * direction };
    if (e.key in keys) onChange(clamp(value + keys[e.key]!));
    else if (e.key === 'Home') onChange(min);
    else if (e.key === 'End') onChange(max);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      role="separator"
      data-print="hide"
      aria-orientation={axis === 'x' ? 'vertical' : 'horizontal'}
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      className={`group relative z-10 shrink-0 bg-line outline-none focus-visible:bg-accent ${axis === 'x' ? '-mx-[2px] w-[5px] cursor-col-resize border-x-2 border-transparent bg-clip-padding hover:bg-accent/60' : '-my-[2px] h-[5px] cursor-row-resize border-y-2 border-transparent bg-clip-padding hover:bg-accent/60'}`}
    />
  );
}
