import type { ReviewAction } from '../../../../shared/review';

/** The queue's keys, shown on the buttons, in the shortcut bar and in the help. */
export const ACTION_KEYS: ReadonlyArray<{ action: ReviewAction; key: string; label: string; hint: string }> = [
  { action: 'confirm', key: 'c', label: 'Confirm', hint: 'Supported — only with a span bound in the cited source' },
  { action: 'contradict', key: 'x', label: 'Contradict', hint: 'The source says otherwise' },
  { action: 'exclude', key: 'e', label: 'Exclude', hint: 'Set aside (reversible)' },
  { action: 'restore', key: 'r', label: 'Restore', hint: 'Undo an exclusion' },
  { action: 'rebind', key: 'b', label: 'Rebind', hint: 'Bind the text selected in the PDF, then support' },
  { action: 'undo', key: 'u', label: 'Undo', hint: 'Revert the latest decision (as a new decision)' },
  { action: 'note', key: 'n', label: 'Note', hint: 'Add a note; the state stays' },
];

export const MOVE_KEYS: ReadonlyArray<{ keys: string; hint: string }> = [
  { keys: 'j / ↓', hint: 'next claim' },
  { keys: 'k / ↑', hint: 'previous claim' },
  { keys: 'space', hint: 'select for a bulk action' },
  { keys: 'shift-click', hint: 'select a range' },
  { keys: 'esc', hint: 'clear the selection' },
  { keys: 'p', hint: 'print view of the decisions' },
  { keys: '?', hint: 'this help' },
];
