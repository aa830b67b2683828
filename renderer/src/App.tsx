import { useEffect } from 'react';
import { AnswerPane } from './components/AnswerPane';
import { DocumentsPanel } from './components/DocumentsPanel';
import { HistoryPanel } from './components/HistoryPanel';
import { PdfViewer } from './components/PdfViewer';
import { PaneTabs, ReviewQueue } from './components/review/ReviewQueue';
import { TablesView } from './components/tables/TablesView';
import { TopBar } from './components/TopBar';
import { client } from './store/client';
import { useDocuments } from './store/documents';
import { useHistory } from './store/history';
import { useReview } from './store/review';
import { applyTheme, useSettings } from './store/settings';
import { useTables } from './store/tables';

/** Three panes: the matter (documents, history), the answer with its inspector, and the source. */
export function App({ mode }: { mode: 'desktop' | 'browser' }) {
  const theme = useSettings((s) => s.theme);
  const matterName = useDocuments((s) => s.matter?.name);
  const loadError = useDocuments((s) => s.loadError);
  const queueOpen = useReview((s) => s.open);
  const tablesOpen = useTables((s) => s.open);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const on = () => applyTheme('system');
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [theme]);

  useEffect(() => {
    void useDocuments.getState().refresh();
    return client().on('ingest:progress', (p) => useDocuments.getState().progress(p));
  }, []);

  // A new matter means a new history.
  useEffect(() => {
    useTables.getState().reset();
    if (matterName) void useHistory.getState().refresh();
    if (matterName && useReview.getState().open) void useReview.getState().refresh();
  }, [matterName]);

  return (
    <div className="flex h-full flex-col">
      <TopBar mode={mode} />
      {loadError ? (
        <div role="alert" data-testid="load-error" className="border-b border-line bg-[var(--c-contradicted-bg)] px-4 py-2 text-[13px] text-ink">
          <b className="font-mono text-[12px]">{loadError.code}</b> Pincite could not load this matter: {loadError.message}
        </div>
      ) : null}
      <div className="flex min-h-0 flex-1">
        <nav aria-label="Matter" className="flex w-64 shrink-0 flex-col border-r border-line bg-panel">
          <DocumentsPanel />
          <HistoryPanel />
        </nav>
        {tablesOpen ? (
          // A table needs the width: it takes the answer and PDF panes until a cell is opened.
          <main className="flex min-h-0 min-w-0 flex-1 flex-col bg-canvas">
            <PaneTabs />
            <TablesView />
          </main>
        ) : (
          <>
            <main className="flex min-h-0 w-[40%] min-w-[420px] max-w-[680px] shrink-0 flex-col border-r border-line bg-canvas">
              <PaneTabs />
              {queueOpen ? <ReviewQueue /> : <AnswerPane />}
            </main>
            <div className="min-h-0 min-w-0 flex-1">
              <PdfViewer />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
