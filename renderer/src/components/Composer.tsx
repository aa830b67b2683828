import { useState } from 'react';
import { useAnswer } from '../store/answer';
import { useDocuments } from '../store/documents';
import { useSettings } from '../store/settings';
import { useViewer } from '../store/viewer';
import { IconSend } from './Icons';
import { VerifyForm } from './VerifyForm';

/** Ask a question of the matter, or verify an answer produced elsewhere. */
export function Composer() {
  const [tab, setTab] = useState<'ask' | 'verify'>('ask');
  return (
    <div className="border-b border-line bg-panel px-5 pb-3 pt-2.5">
      <div role="tablist" aria-label="Mode" className="mb-2.5 flex gap-4 text-[13px]">
        <TabButton id="ask" current={tab} onSelect={setTab} label="Ask the matter" />
        <TabButton id="verify" current={tab} onSelect={setTab} label="Verify an answer" />
      </div>
      {tab === 'ask' ? <AskForm /> : <VerifyForm />}
    </div>
  );
}

function TabButton({ id, current, onSelect, label }: { id: 'ask' | 'verify'; current: string; onSelect: (id: 'ask' | 'verify') => void; label: string }) {
  const active = id === current;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      data-testid={`tab-${id}`}
      onClick={() => onSelect(id)}
      className={`-mb-px border-b-2 pb-1.5 font-medium transition-colors ${active ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink'}`}
    >
      {label}
    </button>
  );
}

type ScopeMode = 'all' | 'this' | 'selected';

/**
 * Which documents a question is about: all of the matter, the document open in the
 * viewer, or documents picked here. A scoped question is answered only from those
 * documents (the allowlist is their retrieval).
 */
function ScopePicker({ mode, setMode, picked, setPicked }: { mode: ScopeMode; setMode: (m: ScopeMode) => void; picked: ReadonlySet<string>; setPicked: (s: Set<string>) => void }) {
  const documents = useDocuments((s) => s.documents);
  const openDoc = useViewer((s) => s.docId);
  const openTitle = documents.find((d) => d.id === openDoc)?.title;
  return (
    <div className="mt-1.5 text-[11.5px] text-muted" data-testid="scope-picker">
      <label className="inline-flex items-center gap-1.5">
        Ask about
        <select
          data-testid="scope-mode"
          value={mode}
          onChange={(e) => setMode(e.target.value as ScopeMode)}
          className="rounded border border-line bg-canvas px-1.5 py-0.5 text-[11.5px] text-ink"
        >
          <option value="all">all documents ({documents.length})</option>
          <option value="this" disabled={!openDoc}>
            this document{openTitle ? `: ${openTitle}` : ' (open one first)'}
          </option>
          <option value="selected">selected documents{picked.size ? ` (${picked.size})` : ''}</option>
        </select>
      </label>
      {mode === 'selected' && (
        <ul className="mt-1 max-h-28 overflow-y-auto rounded border border-line bg-canvas px-2 py-1" data-testid="scope-documents">
          {documents.map((d) => (
            <li key={d.id}>
              <label className="flex items-center gap-1.5 py-0.5 text-ink">
                <input
                  type="checkbox"
                  data-testid={`scope-doc-${d.id}`}
                  checked={picked.has(d.id)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(d.id);
                    else next.delete(d.id);
                    setPicked(next);
                  }}
                />
                <span className="truncate">{d.title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AskForm() {
  const [question, setQuestion] = useState('');
  const [mode, setMode] = useState<ScopeMode>('all');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const openDoc = useViewer((s) => s.docId);
  const pending = useAnswer((s) => s.pending);
  const ask = useAnswer((s) => s.ask);
  const { generator, judge, policy } = useSettings();
  const busy = pending !== null;
  const docs = mode === 'this' && openDoc ? [openDoc] : mode === 'selected' ? [...picked] : undefined;
  const scopeEmpty = mode === 'selected' && picked.size === 0;
  const submit = () => {
    const q = question.trim();
    if (q && !busy && !scopeEmpty) void ask(q, docs);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2 rounded-lg border border-line bg-canvas p-1.5 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/15">
        <textarea
          data-testid="ask-input"
          aria-label="Question"
          rows={1}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder="Ask about the documents in this matter — e.g. Which state’s law governs the agency agreement?"
          className="max-h-40 min-h-9 flex-1 resize-none bg-transparent px-2 py-2 text-[14px] leading-snug text-ink [field-sizing:content] placeholder:text-faint focus:outline-none"
        />
        <button
          type="submit"
          data-testid="ask-submit"
          disabled={busy || !question.trim() || scopeEmpty}
          className="inline-flex h-9 items-center gap-1.5 rounded-md bg-accent px-3.5 text-[13px] font-semibold text-accent-ink shadow-sm transition-opacity hover:opacity-90 disabled:opacity-40"
        >
          <IconSend size={14} />
          {pending === 'ask' ? 'Asking…' : 'Ask'}
        </button>
      </div>
      <div className="mt-1.5 flex items-center gap-1.5 whitespace-nowrap text-[11.5px] text-muted" data-testid="pipeline-summary">
        <span>
          Generator <b className="font-medium text-ink">{generator}</b>
        </span>
        <span className="text-faint">·</span>
        <span>
          judge <b className="font-medium text-ink">{judge}</b>
        </span>
        <span className="text-faint">·</span>
        <span>
          policy <b className="font-medium text-ink">{policy}</b>
        </span>
        <span className="ml-auto text-faint">⏎ ask · ⇧⏎ new line</span>
      </div>
      <ScopePicker mode={mode} setMode={setMode} picked={picked} setPicked={setPicked} />
    </form>
  );
}
