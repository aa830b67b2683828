import { useRef, useState } from 'react';
import { useAnswer } from '../store/answer';
import { IconShield, IconUpload } from './Icons';

const EXAMPLE = '{"kind":"answer","value":"…","confidence":0.8,"claims":[{"text":"…","citations":[{"anchor":"<anchor id>","quote":"<verbatim words>"}]}]}';

/** Paste or import an answer in the model output contract; it goes through exactly the same checks as an asked one. */
export function VerifyForm() {
  const [text, setText] = useState('');
  const [question, setQuestion] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const pending = useAnswer((s) => s.pending);
  const verify = useAnswer((s) => s.verify);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = pending !== null;

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setFileNote(`Imported ${file.name} (${file.size.toLocaleString()} bytes)`);
    } catch (err) {
      setFileNote(`Could not read ${file.name}: ${(err as Error).message}`);
    }
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() && !busy) void verify(text, question.trim() || undefined);
      }}
    >
      <textarea
        data-testid="verify-input"
        aria-label="Answer JSON"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={`Paste an answer in the model output contract:\n${EXAMPLE}`}
        spellCheck={false}
        className="w-full resize-y rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-[12px] leading-snug text-ink placeholder:text-faint focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/15"
      />
      <input
        data-testid="verify-question"
        aria-label="Question the answer responds to (optional)"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        placeholder="Question it answers (optional)"
        title="With a question, citations must come from the passages retrieved for it; without, any passage of the matter may be cited."
        className="h-9 w-full rounded-lg border border-line bg-canvas px-3 text-[13px] text-ink placeholder:text-faint focus:border-accent focus:outline-none"
      />
      <div className="flex items-center gap-2">
        <input ref={fileInput} type="file" accept=".json,application/json,text/plain" className="hidden" data-testid="verify-file" onChange={(e) => void importFile(e.target.files?.[0])} />
        <button type="button" onClick={() => fileInput.current?.click()} className="inline-flex h-9 items-center gap-1.5 rounded-md border border-line px-3 text-[13px] font-medium text-ink hover:bg-hover">
          <IconUpload size={14} />
          Import JSON…
        </button>
        {fileNote ? <span className="truncate text-[12px] text-muted">{fileNote}</span> : null}
        <button
          type="submit"
          data-testid="verify-submit"
          disabled={busy || !text.trim()}
          className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-md bg-accent px-3.5 text-[13px] font-semibold text-accent-ink shadow-sm hover:opacity-90 disabled:opacity-40"
        >
          <IconShield size={14} />
          {pending === 'verify' ? 'Verifying…' : 'Verify'}
        </button>
      </div>
    </form>
  );
}
