import { useState } from 'react';
import type { DocumentSummary } from '../../../shared/documents';
import { DocumentEditDialog } from './DocumentEditDialog';
import { useDocuments, type Upload } from '../store/documents';
import { IconAlert, IconClose, IconFile } from './Icons';

/**
 * A document in the sidebar list. Its Edit button overlays the row's top-right corner by
 * sharing the row's one grid cell, drawn after the row's button — not by `position: absolute`
 * in a `relative` row and hidden by `opacity: 0`, which made two paint layers of every row
 * (934 at 467 documents). Chromium walked them on every frame of any scroll in the window:
 * hit-testing and painting this list was a quarter of the review table's scroll frame.
 * Hidden, the button is transparent text, still focusable and clickable where it was —
 * and, to axe, text on screen, so its accessible name starts with its word, "Edit"
 * (label-content-name-mismatch). `hover:text-ink!` keeps a hovered one ink when it also
 * has focus, as before.
 */
export function DocumentRow({ doc, active, onOpen }: { doc: DocumentSummary; active: boolean; onOpen: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="group grid grid-cols-[minmax(0,1fr)]">
      <button
        type="button"
        data-testid="document-row"
        data-doc-id={doc.id}
        data-status="ok"
        onClick={onOpen}
        title={`${doc.title}\n${doc.fileName} · SHA-256 ${doc.sha256}`}
        className={`col-start-1 row-start-1 flex w-full items-start gap-2.5 rounded-md px-2 py-1.5 text-left transition-colors ${active ? 'bg-accent/10' : 'hover:bg-hover'}`}
      >
        <IconFile size={16} className={`mt-0.5 shrink-0 ${active ? 'text-accent' : 'text-faint'}`} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[13px] font-medium text-ink">{doc.title}</span>
          <span className="block truncate text-[11.5px] text-muted">
            {doc.pages} {doc.pages === 1 ? 'page' : 'pages'}
            {doc.ocrPages ? ` · ${doc.ocrPages} OCR` : ''}
            {doc.category ? ` · ${doc.category}` : ''}
          </span>
          <PageIssues doc={doc} />
        </span>
      </button>
      <button
        type="button"
        data-testid="document-edit-open"
        aria-label={`Edit details of ${doc.title}: title, category, original file, remove`}
        title="Title, category, original file, remove"
        onClick={() => setEditing(true)}
        className="col-start-1 row-start-1 mr-1 mt-1.5 self-start justify-self-end rounded px-1.5 py-0.5 text-[11.5px] text-transparent group-hover:text-muted focus:text-muted hover:bg-hover hover:text-ink!"
      >
        Edit
      </button>
      {editing ? <DocumentEditDialog doc={doc} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}

/**
 * Pages not read well and the caveats the document landed with (M11), in one line
 * under its title; each reason in full on hover. A lawyer sees before asking that page
 * 4 could not be read, rather than learning it from a "not found".
 */
function PageIssues({ doc }: { doc: DocumentSummary }) {
  const issues = doc.pageIssues ?? [];
  const incomplete = doc.warnings?.find((w) => w.code === 'FILE_INCOMPLETE');
  if (!issues.length && !incomplete) return null;
  const count = (kind: string) => issues.filter((i) => i.kind === kind).map((i) => i.page);
  const parts: string[] = [];
  const unreadable = count('unreadable');
  const lowText = count('low_quality');
  const lowOcr = count('low_ocr');
  const pages = (ps: number[]) => (ps.length <= 4 ? `p. ${ps.join(', ')}` : `${ps.length} pages`);
  if (unreadable.length) parts.push(`${pages(unreadable)} unreadable`);
  if (lowText.length) parts.push(`${pages(lowText)} text unreadable`);
  if (lowOcr.length) parts.push(`${pages(lowOcr)} low OCR confidence`);
  if (incomplete) parts.push('file may be incomplete');
  const detail = [...(incomplete ? [incomplete.message] : []), ...issues.slice(0, 20).map((i) => i.message)].join('\n');
  return (
    <span data-testid="document-page-issues" title={detail} className="mt-0.5 flex items-center gap-1 truncate text-[11.5px] font-medium text-[var(--c-contradicted)]">
      <IconAlert size={12} className="shrink-0" />
      <span className="truncate">{parts.join(' · ')}</span>
    </span>
  );
}

const PHASE: Record<Upload['phase'], string> = {
  queued: 'Waiting…',
  uploading: 'Sending…',
  reading: 'Reading…',
  extracting: 'Extracting text',
  ocr: 'Recognising scanned pages',
  storing: 'Saving',
  done: 'Indexing',
  error: 'Failed',
  duplicate: 'Already in this matter — nothing was added',
};

/** A file on its way in: a progress bar while it is read, or its typed error once it failed. */
export function UploadRow({ upload: u }: { upload: Upload }) {
  const dismiss = useDocuments((s) => s.dismiss);
  const failed = u.phase === 'error';
  const settled = failed || u.phase === 'duplicate';
  const pct = u.pagesTotal > 0 ? Math.round((u.pagesDone / u.pagesTotal) * 100) : 0;
  return (
    <li data-testid="document-row" data-status={failed ? 'error' : settled ? 'duplicate' : 'ingesting'} data-file={u.name} className={`rounded-md px-2 py-1.5 ${failed ? 'bg-[var(--c-contradicted-bg)]' : 'bg-sunken'}`}>
      <div className="flex items-start gap-2.5">
        {failed ? <IconAlert size={16} className="mt-0.5 shrink-0 text-[var(--c-contradicted)]" /> : <IconFile size={16} className="mt-0.5 shrink-0 text-faint" />}
        <div className="min-w-0 flex-1">
          <div className="truncate text-[13px] font-medium text-ink">{u.name}</div>
          {failed && u.error ? (
            <div data-testid="ingest-error" data-code={u.error.code} className="mt-0.5 text-[11.5px] leading-snug text-ink">
              <code className="font-mono font-semibold text-[var(--c-contradicted)]">{u.error.code}</code> {u.error.message}
            </div>
          ) : (
            <>
              <div className="flex justify-between text-[11.5px] text-muted">
                <span>{PHASE[u.phase]}</span>
                {u.pagesTotal > 0 && !settled ? (
                  <span className="tabular-nums">
                    {u.pagesDone}/{u.pagesTotal} p.
                  </span>
                ) : null}
              </div>
              {!settled ? (
                <div data-testid="ingest-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="mt-1 h-1 overflow-hidden rounded-full bg-line">
                  <div className={`h-full rounded-full bg-accent transition-[width] duration-200 ${u.pagesTotal === 0 ? 'w-1/4 animate-pulse' : ''}`} style={u.pagesTotal ? { width: `${pct}%` } : undefined} />
                </div>
              ) : null}
            </>
          )}
        </div>
        {settled ? (
          <button type="button" aria-label={`Dismiss ${u.name}`} className="rounded p-0.5 text-muted hover:bg-hover hover:text-ink" onClick={() => dismiss(u.key)}>
            <IconClose size={14} />
          </button>
        ) : null}
      </div>
    </li>
  );
}
