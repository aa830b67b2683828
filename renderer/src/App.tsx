import { useEffect, useState } from 'react';
import { AnswerPane } from './components/AnswerPane';
import { DocumentsPanel } from './components/DocumentsPanel';
import { HistoryPanel } from './components/HistoryPanel';
import { PdfViewer } from './components/PdfViewer';
import { PaneTabs, ReviewQueue } from './components/review/ReviewQueue';
import { Splitter } from './components/Splitter';
import { TablesView } from './components/tables/TablesView';
import { TopBar } from './components/TopBar';
import { clamp, MAIN, NAV, useLayout } from './store/layout';
import { client } from './store/client';
import { useDocuments } from './store/documents';
import { useHistory } from './store/history';
import { useReview } from './store/review';
import { applyTheme, useSettings } from './store/settings';
import { useTables } from './store/tables';

function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const on = () => setWidth(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return width;
}

/** Three panes: the matter (documents, history), the answer with its inspector, and the source. */
export function App({ mode }: { mode: 'desktop' | 'browser' }) {
  const theme = useSettings((s) => s.theme);
  const matterName = useDocuments((s) => s.matter?.name);
  const loadError = useDocuments((s) => s.loadError);
  const queueOpen = useReview((s) => s.open);
  // Keyed by the matter's opening: a switch remounts the panes, so no component keeps the old matter's text.
  const epoch = useDocuments((s) => s.epoch);
  // Pane widths the user dragged to (kept across sessions), else defaults for this window; the PDF pane keeps at least 280 px.
  const windowWidth = useWindowWidth();
  const layout = useLayout();
  const setLayout = layout.set;
  const navWidth = clamp(layout.navWidth ?? NAV.default(windowWidth), NAV.min, NAV.max);
  const mainMax = Math.max(MAIN.min, Math.min(MAIN.max, windowWidth - navWidth - 280));
  const mainWidth = clamp(layout.mainWidth ?? MAIN.default(windowWidth), MAIN.min, mainMax);
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

  useEffect(() => {
    useTables.getState().reset();
    if (matterName) void useHistory.getState().refresh();
  }, [matterName]);

  return (
    <div className="flex h-full flex-col" data-print="page">
      <TopBar mode={mode} />
      {loadError ? (
        <div role="alert" data-testid="load-error" className="border-b border-line bg-[var(--c-contradicted-bg)] px-4 py-2 text-[13px] text-ink">
          <b className="font-mono text-[12px]">{loadError.code}</b> Pincite could not load this matter: {loadError.message}
        </div>
      ) : null}
      <div key={epoch} className="flex min-h-0 flex-1" data-print="page">
        <nav aria-label="Matter" data-print="hide" className="flex shrink-0 flex-col bg-panel" style={{ width: navWidth }}>
          <DocumentsPanel />
          <HistoryPanel />
        </nav>
        <Splitter axis="x" label="Width of the matter pane" testId="split-nav" value={navWidth} min={NAV.min} max={NAV.max} direction={1} onChange={(navWidth) => setLayout({ navWidth })} />
        {tablesOpen ? (
          // A table needs the width: it takes the answer and PDF panes until a cell is opened.
          <main className="flex min-h-0 min-w-0 flex-1 flex-col bg-canvas">
            <PaneTabs />
            <TablesView />
          </main>
        ) : (
          <>
            <main data-print="page" className="flex min-h-0 shrink-0 flex-col bg-canvas" style={{ width: mainWidth }}>
              <PaneTabs />
              {queueOpen ? <ReviewQueue /> : <AnswerPane />}
            </main>
            <Splitter axis="x" label="Width of the answer pane" testId="split-main" value={mainWidth} min={MAIN.min} max={mainMax} direction={1} onChange={(mainWidth) => setLayout({ mainWidth })} />
            <div className="min-h-0 min-w-0 flex-1" data-print="hide">
              <PdfViewer />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
