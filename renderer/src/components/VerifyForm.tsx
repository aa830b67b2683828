import { useRef, useState } from 'react';
import { useAnswer } from '../store/answer';
import { IconShield, IconUpload } from './Icons';

const EXAMPLE = 'The Agency Agreement is governed by Nevada law: "This Agreement shall be interpreted under the laws of the State of Nevada." (p. 3)';

/** Largest Word file the API takes (its base64 must fit the 2,000,000-character answer limit). */
const MAX_DOCX_BYTES = 1_500_000;

/**
 * Paste or drop an answer another tool wrote — prose or Markdown with quotes, pages,
 * sections, footnotes; a Word file; an Anthropic or OpenAI JSON response; or the
 * model output contract — it goes through exactly the same checks as an asked one.
 */
export function VerifyForm() {
  const [text, setText] = useState('');
  const [question, setQuestion] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [docx, setDocx] = useState<{ name: string; base64: string } | null>(null);
  const pending = useAnswer((s) => s.pending);
  const verify = useAnswer((s) => s.verify);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = pending !== null;

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      if (/\.docx$/i.test(file.name)) {
        if (file.size > MAX_DOCX_BYTES) throw new Error(`it is ${(file.size / 1e6).toFixed(1)} MB; a Word answer may be at most 1.5 MB — paste its text instead`);
        const bytes = new Uint8Array(await file.arrayBuffer());
        let bin = '';
        for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        setDocx({ name: file.name, base64: btoa(bin) });
        setText('');
      } else {
        setDocx(null);
        setText(await file.text());
      }
      setFileNote(`Imported ${file.name} (${file.size.toLocaleString()} bytes)`);
    } catch (err) {
      setFileNote(`Could not read ${file.name}: ${(err as Error).message}`);
    }
  };

  return (
    <form
      className="space-y-2"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void importFile(e.dataTransfer.files[0]);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        if (docx) void verify(docx.base64, question.trim() || undefined, 'docx');
        else if (text.trim()) void verify(text, question.trim() || undefined);
      }}
    >
      <textarea
        data-testid="verify-input"
        aria-label="Answer to verify"
        rows={4}
        value={docx ? '' : text}
        disabled={docx !== null}
        onChange={(e) => setText(e.target.value)}
        placeholder={docx ? `Word file ${docx.name} will be verified` : `Paste or drop an answer another tool wrote (prose, Markdown, .docx, Anthropic/OpenAI JSON), e.g.\n${EXAMPLE}`}
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
        <input ref={fileInput} type="file" accept=".txt,.md,.docx,.json,application/json,text/plain,text/markdown,application/vnd.openxmlformats-officedocument.wordprocessingml.document" className="hidden" data-testid="verify-file" onChange={(e) => void importFile(e.target.files?.[0])} />
        <button type="button" onClick={() => fileInput.current?.click()} className="inline-flex h-9 items-center gap-1.5 rounded-md border border-line px-3 text-[13px] font-medium text-ink hover:bg-hover">
          <IconUpload size={14} />
          Import file…
        </button>
        {fileNote ? <span className="truncate text-[12px] text-muted">{fileNote}</span> : null}
        <button
          type="submit"
          data-testid="verify-submit"
          disabled={busy || (!docx && !text.trim())}
          className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-md bg-accent px-3.5 text-[13px] font-semibold text-accent-ink shadow-sm hover:opacity-90 disabled:opacity-40"
        >
          <IconShield size={14} />
          {pending === 'verify' ? 'Verifying…' : 'Verify'}
        </button>
      </div>
    </form>
  );
}
