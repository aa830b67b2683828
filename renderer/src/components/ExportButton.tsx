import { useEffect, useRef, useState } from 'react';
import type { ApiResult, ExportProgress } from '../../../shared/api';
import { client, errorInfo } from '../store/client';
import { saveBase64File } from '../api/save-file';

type Props = { traces: string[] | 'all'; label: string; testId: string };

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; fraction: number; stage: ExportProgress['stage'] }
  | { kind: 'done'; result: ApiResult<'bundles:export'> }
  | { kind: 'failed'; error: { code: string; message: string } };

const STAGE_TEXT: Record<ExportProgress['stage'], string> = {
  collect: 'Collecting the trail',
  crops: 'Rendering page crops',
  report: 'Writing the report',
  seal: 'Signing the manifest',
  write: 'Writing the zip',
};

/** Share of the whole export each stage ends at: crops dominate. */
const STAGE_END: Record<ExportProgress['stage'], [number, number]> = { collect: [0, 0.05], crops: [0.05, 0.8], report: [0.8, 0.88], seal: [0.88, 0.93], write: [0.93, 1] };

function overall(p: ExportProgress): number {
  const [a, b] = STAGE_END[p.stage];
  return a + (b - a) * (p.total > 0 ? p.done / p.total : 1);
}

/**
 * Exports a signed audit bundle (one question, or the whole matter) into the matter's
 * exports folder, with a progress bar; then offers the zip for download (browser mode
 * has no other way to hand it over).
 */
export function ExportButton({ traces, label, testId }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [includePdfs, setIncludePdfs] = useState(false);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  async function run() {
    setStatus({ kind: 'running', fraction: 0, stage: 'collect' });
    unsubscribe.current = client().on('export:progress', (p) => setStatus((s) => (s.kind === 'running' ? { kind: 'running', fraction: Math.max(s.fraction, overall(p)), stage: p.stage } : s)));
    try {
      const result = await client().call('bundles:export', { traces, includePdfs });
      setStatus({ kind: 'done', result });
    } catch (err) {
      setStatus({ kind: 'failed', error: errorInfo(err) });
    } finally {
      unsubscribe.current?.();
      unsubscribe.current = null;
    }
  }

  async function download(fileName: string) {
    try {
      const { dataBase64 } = await client().call('bundles:download', { fileName });
      saveBase64File(fileName, dataBase64, 'application/zip');
    } catch (err) {
      setStatus({ kind: 'failed', error: errorInfo(err) });
    }
  }

  return (
    <div className="flex flex-col items-end gap-1 text-[12px]" data-testid={`${testId}-panel`}>
      <button
        type="button"
        data-testid={testId}
        disabled={status.kind === 'running'}
        onClick={() => void run()}
        title="A zip with the trail, the sources' texts, a report and a verifier anyone can run with Node, signed with this install's key"
        className="rounded-md border border-line px-2 py-1 font-medium text-muted transition-colors hover:bg-hover hover:text-ink disabled:opacity-50"
      >
        {label}
      </button>
      <label className="flex items-center gap-1 text-[11px] text-muted" title="Also put the source PDFs themselves in the bundle (larger)">
        <input type="checkbox" data-testid={`${testId}-pdfs`} checked={includePdfs} disabled={status.kind === 'running'} onChange={(e) => setIncludePdfs(e.target.checked)} />
        with source PDFs
      </label>
      {status.kind === 'running' ? (
        <div className="w-48" data-testid="export-progress" data-stage={status.stage}>
          <div role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(status.fraction * 100)} className="h-1.5 overflow-hidden rounded bg-sunken">
            <div className="h-full bg-accent transition-[width]" style={{ width: `${Math.round(status.fraction * 100)}%` }} />
          </div>
          <div className="mt-0.5 text-[11px] text-muted">{STAGE_TEXT[status.stage]}…</div>
        </div>
      ) : null}
      {status.kind === 'done' ? (
        <div data-testid="export-done" data-file-name={status.result.fileName} className="max-w-[15rem] text-right text-[11px] text-muted" title={`${status.result.path}\nSHA-256 ${status.result.sha256}`}>
          Saved to exports ({Math.max(1, Math.round(status.result.bytes / 1024))} KB, {status.result.summary.claims} claim{status.result.summary.claims === 1 ? '' : 's'}) ·{' '}
          <button type="button" data-testid="export-download" className="font-medium text-accent hover:underline" onClick={() => void download(status.result.fileName)}>
            Download
          </button>
          <div className="font-mono text-[10px] text-faint" title="Compare with the key id the recipient's verify.mjs reports">key {status.result.summary.keyId.slice(0, 16)}…</div>
        </div>
      ) : null}
      {status.kind === 'failed' ? (
        <p role="alert" data-testid="export-error" data-code={status.error.code} className="max-w-xs text-right text-[11px] text-[var(--c-contradicted)]">
          Export failed ({status.error.code}): {status.error.message}
        </p>
      ) : null}
    </div>
  );
}
