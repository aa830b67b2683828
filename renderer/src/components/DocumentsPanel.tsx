import { useRef, useState, type DragEvent } from 'react';
import { useDocuments } from '../store/documents';
import { useViewer } from '../store/viewer';
import { DocumentRow, UploadRow } from './DocumentRow';
import { IconUpload } from './Icons';

/** The matter's documents, with drag-and-drop and a file picker for adding more. */
export function DocumentsPanel() {
  const documents = useDocuments((s) => s.documents);
  const uploads = useDocuments((s) => s.uploads);
  const upload = useDocuments((s) => s.upload);
  const openDoc = useViewer((s) => s.open);
  const openId = useViewer((s) => s.docId);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const add = (files: FileList | null | undefined) => {
    const list = files ? [...files] : [];
    if (list.length) void upload(list);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };

  return (
    <section
      aria-label="Documents"
      data-testid="documents-panel"
      className={`relative flex min-h-0 flex-1 flex-col ${over ? 'bg-accent/5' : ''}`}
      onDragOver={(e) => {
        if ([...e.dataTransfer.types].includes('Files')) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <div className="flex items-center justify-between px-4 pb-1.5 pt-3">
        <h2 className="text-[11px] font-semibold uppercase tracking-wider text-muted">
          Documents <span className="ml-1 font-normal tabular-nums text-faint">{documents.length}</span>
        </h2>
        <button type="button" data-testid="add-documents" onClick={() => input.current?.click()} className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-[12px] font-medium text-accent hover:bg-hover">
          <IconUpload size={13} />
          Add PDFs
        </button>
        <input ref={input} type="file" multiple accept="application/pdf,.pdf" className="hidden" data-testid="file-input" onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
      </div>
      <ul className="min-h-0 flex-1 space-y-px overflow-auto px-2 pb-2" data-testid="documents-list">
        {uploads.map((u) => (
          <UploadRow key={u.key} upload={u} />
        ))}
        {documents.map((d) => (
          <DocumentRow key={d.id} doc={d} active={d.id === openId} onOpen={() => openDoc(d.id)} />
        ))}
        {documents.length === 0 && uploads.length === 0 ? (
          <li>
            <button type="button" onClick={() => input.current?.click()} className="mt-1 flex w-full flex-col items-center gap-2 rounded-lg border border-dashed border-line px-4 py-6 text-center text-[12.5px] text-muted hover:border-accent hover:text-ink">
              <IconUpload size={20} />
              Drop PDFs here or choose files to add them to this matter.
            </button>
          </li>
        ) : null}
      </ul>
      {over ? (
        <div className="pointer-events-none absolute inset-2 flex items-center justify-center rounded-lg border-2 border-dashed border-accent bg-panel/80 text-[13px] font-medium text-accent">
          Drop to add to this matter
        </div>
      ) : null}
    </section>
  );
}
