import { useState } from 'react';
import { useReview } from '../../store/review';
import { useSettings } from '../../store/settings';
import { Dialog } from '../Dialog';
import { ACTION_KEYS, MOVE_KEYS } from './shortcuts';

const input = 'h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] focus:border-accent focus:outline-none';

/** Asked once, before the first decision: every decision records who made it. */
export function ReviewerPrompt() {
  const pending = useReview((s) => s.askName);
  const [name, setName] = useState(useSettings.getState().reviewer);
  if (!pending) return null;
  const save = () => {
    if (!name.trim()) return;
    useSettings.getState().setReviewer(name.trim());
    void useReview.getState().resume(pending);
  };
  return (
    <Dialog title="Who is reviewing?" onClose={() => useReview.getState().dismiss()} testId="reviewer-prompt" width="max-w-sm">
      <form onSubmit={(e) => { e.preventDefault(); save(); }} className="space-y-3">
        <p className="text-[12.5px] text-muted">Your name is recorded with each decision in the matter’s append-only audit log. You can change it in Settings.</p>
        <input autoFocus data-testid="reviewer-prompt-input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. A. Lawyer" className={input} />
        <button type="submit" data-testid="reviewer-prompt-save" disabled={!name.trim()} className="rounded-lg bg-accent px-3 py-1.5 text-[13px] font-medium text-accent-ink disabled:opacity-50">Save and {pending.action}</button>
      </form>
    </Dialog>
  );
}

export function NotePrompt() {
  const pending = useReview((s) => s.askNote);
  const [note, setNote] = useState('');
  if (!pending) return null;
  return (
    <Dialog title={`Note on ${pending.claims.length === 1 ? 'this claim' : `${pending.claims.length} claims`}`} onClose={() => useReview.getState().dismiss()} testId="note-prompt" width="max-w-md">
      <form onSubmit={(e) => { e.preventDefault(); if (note.trim()) void useReview.getState().resume(pending, note.trim()); }} className="space-y-3">
        <textarea autoFocus data-testid="note-input" value={note} onChange={(e) => setNote(e.target.value)} rows={3} className={`${input} h-auto py-2`}
          onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); if (note.trim()) void useReview.getState().resume(pending, note.trim()); } }} />
        <button type="submit" data-testid="note-save" disabled={!note.trim()} className="rounded-lg bg-accent px-3 py-1.5 text-[13px] font-medium text-accent-ink disabled:opacity-50">Add note</button>
      </form>
    </Dialog>
  );
}

export function QueueHelp() {
  const help = useReview((s) => s.help);
  if (!help) return null;
  return (
    <Dialog title="Review queue keys" onClose={() => useReview.getState().setHelp(false)} testId="queue-help" width="max-w-md">
      <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-[13px]">
        {[...MOVE_KEYS.map((m) => [m.keys, m.hint] as const), ...ACTION_KEYS.map((a) => [a.key, `${a.label} — ${a.hint}`] as const)].map(([k, h]) => (
          <div key={k} className="contents">
            <dt><kbd className="rounded bg-sunken px-1.5 py-0.5 font-mono text-[12px] ring-1 ring-line">{k}</kbd></dt>
            <dd className="text-muted">{h}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
