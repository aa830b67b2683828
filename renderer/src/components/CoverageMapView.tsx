import type { CoverageMap } from '../../../shared/response';
import { useViewer } from '../store/viewer';
import { IconAlert, IconFile, IconSearchDoc } from './Icons';

const KIND_LABEL: Record<CoverageMap['pagesNotReadWell'][number]['kind'], string> = {
  unreadable: 'Unreadable',
  low_quality: 'Text unreadable',
  low_ocr: 'Low OCR confidence',
};

const heading = 'mb-1 text-[11px] font-semibold uppercase tracking-wide text-muted';

/**
 * Where Pincite looked before saying "not found" (M7 item 7). The first line tells the
 * reader which it is: the documents do not say (every page was read), or some pages
 * could not be read well and the answer may be on them — those pages are listed
 * first, then the passages tried and the documents searched. Every page and passage
 * opens the PDF there.
 */
export function CoverageMapView({ coverage }: { coverage: CoverageMap }) {
  const open = useViewer((s) => s.open);
  const reached = coverage.documentsSearched.filter((d) => d.hits > 0);
  return (
    <div data-testid="coverage-map" data-complete={coverage.complete ? 'true' : 'false'} className="mt-3 space-y-3">
      <p
        data-testid="coverage-summary"
        className={`flex items-start gap-2 rounded-md px-2.5 py-2 text-[13px] leading-snug ring-1 ${coverage.complete ? 'bg-panel text-ink ring-line' : 'bg-[var(--c-contradicted-bg)] text-ink ring-[var(--c-contradicted)]'}`}
      >
        {coverage.complete ? <IconSearchDoc size={16} className="mt-0.5 shrink-0 text-muted" /> : <IconAlert size={16} className="mt-0.5 shrink-0 text-[var(--c-contradicted)]" />}
        <span>{coverage.summary}</span>
      </p>

      {coverage.pagesNotReadWell.length ? (
        <div>
          <div className={heading}>Pages Pincite could not read well ({coverage.pagesNotReadWellTotal})</div>
          <ul className="space-y-1.5">
            {groupIssues(coverage.pagesNotReadWell).map((g) => (
              <li key={`${g.doc}:${g.kind}:${g.pages[0]!.page}`} data-testid="coverage-unread-group" className="rounded border border-line bg-panel px-2.5 py-1.5 text-[12.5px]">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-ink">{g.title}</span>
                  <span className="rounded bg-[var(--c-contradicted-bg)] px-1.5 py-0.5 text-[11px] font-semibold text-[var(--c-contradicted)]">{KIND_LABEL[g.kind]}</span>
                  {g.pages.map((p) => (
                    <button
                      key={p.page}
                      type="button"
                      data-testid="coverage-unread-page"
                      data-doc-id={g.doc}
                      data-page={p.page}
                      data-kind={g.kind}
                      title={p.message}
                      onClick={() => open(g.doc, p.page)}
                      className="rounded border border-line px-1.5 py-0.5 text-[11.5px] tabular-nums text-ink hover:bg-hover"
                    >
                      p. {p.page}
                    </button>
                  ))}
                </div>
                <p className="mt-1 text-muted">{g.pages.length === 1 ? g.pages[0]!.message : g.pages[0]!.message.replace(/^Page \d+/, `Pages ${g.pages.map((p) => p.page).join(', ')}`).replace(/^(Pages [^:]*?) could not be read: the page /, '$1 could not be read: each page ')}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {coverage.passagesTried.length ? (
        <div>
          <div className={heading}>Passages tried ({coverage.passagesTried.length})</div>
          <ul className="space-y-1.5">
            {coverage.passagesTried.map((t) => (
              <li key={t.anchor}>
                <button
                  type="button"
                  data-testid="coverage-passage"
                  data-anchor={t.anchor}
                  data-doc-id={t.doc}
                  data-page={t.page}
                  title={`Open ${t.title} at page ${t.page}`}
                  onClick={() => open(t.doc, t.page)}
                  className="w-full rounded border border-line bg-panel px-2.5 py-1.5 text-left text-[12.5px] hover:bg-hover"
                >
                  <span className="flex items-center gap-1.5 text-[11.5px] font-medium text-muted">
                    <IconFile size={12} />
                    {t.title} · p. {t.pages[0] === t.pages[1] ? t.page : `${t.pages[0]}–${t.pages[1]}`}
                  </span>
                  <span className="mt-0.5 line-clamp-3 block font-serif text-ink">“{t.text}”</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <div className={heading}>Documents searched ({coverage.documentsSearched.length})</div>
        <p className="text-[12.5px] text-ink">
          {reached.length ? `Passages found in ${reached.map((d) => `${d.title} (${d.hits})`).join(', ')}.` : 'No passage of any document matched the question.'}
        </p>
        {coverage.documentsNotReached.length ? (
          <p data-testid="coverage-not-reached" className="mt-1 text-[12.5px] text-muted">
            No passage matched in: {coverage.documentsNotReached.slice(0, 20).map((d) => d.title).join(', ')}
            {coverage.documentsNotReached.length > 20 ? ` and ${coverage.documentsNotReached.length - 20} more` : ''}.
          </p>
        ) : null}
      </div>
    </div>
  );
}

type Issue = CoverageMap['pagesNotReadWell'][number];
type IssueGroup = { doc: string; title: string; kind: Issue['kind']; reason: string | undefined; pages: Issue[] };

/** One card per document and kind of trouble, its pages as buttons: six scanned pages are one line, not six cards. */
function groupIssues(issues: readonly Issue[]): IssueGroup[] {
  const groups: IssueGroup[] = [];
  for (const i of issues) {
    const g = groups.find((x) => x.doc === i.doc && x.kind === i.kind && x.reason === i.reason);
    if (g) g.pages.push(i);
    else groups.push({ doc: i.doc, title: i.title, kind: i.kind, reason: i.reason, pages: [i] });
  }
  return groups;
}
