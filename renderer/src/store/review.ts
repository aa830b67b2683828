import { create } from 'zustand';
import type { ClaimState, ReasonCode } from '../../../shared/response';
import type { ClaimDetail, QualityReport, QueueItem, RebindSelection, ReviewAction } from '../../../shared/review';
import { client, errorInfo } from './client';
import { matterEpoch } from './epoch';
import { useHistory } from './history';
import { useSettings } from './settings';
import { useViewer } from './viewer';

export type QueueFilters = { states: ClaimState[]; reasons: ReasonCode[]; doc: string | null; trace: string | null; scope: 'open' | 'all' };

export type Notice = { kind: 'error'; code: string; message: string; claim: string | null } | { kind: 'info'; message: string };

/** A decision waiting for something from the reviewer: their name, or a note's text. */
export type Pending = { action: ReviewAction; claims: string[]; rebind?: RebindSelection };

/** A claim's state after a decision in this session, laid over the fetched list (which stays the same array). */
export type Override = Pick<QueueItem, 'state' | 'trustScore' | 'reasons'>;

type ReviewState = {
  open: boolean;
  items: QueueItem[];
  overrides: ReadonlyMap<string, Override>;
  total: number;
  loading: boolean;
  loadError: { code: string; message: string } | null;
  filters: QueueFilters;
  /** The claim under the cursor (keyboard focus of the list). */
  cursor: string | null;
  /** The bulk selection; empty means "the claim under the cursor". */
  selected: ReadonlySet<string>;
  rangeFrom: string | null;
  detail: ClaimDetail | null;
  quality: QualityReport | null;
  notice: Notice | null;
  busy: boolean;
  askName: Pending | null;
  askNote: Pending | null;
  help: boolean;
  /** The print view of the queue's decisions is open. */
  printing: boolean;
  show: (open: boolean) => void;
  refresh: () => Promise<void>;
  setFilters: (patch: Partial<QueueFilters>) => void;
  move: (delta: number) => void;
  setCursor: (id: string) => void;
  toggle: (id: string) => void;
  selectRange: (id: string) => void;
  clearSelection: () => void;
  decide: (action: ReviewAction, extra?: { note?: string; rebind?: RebindSelection }) => Promise<void>;
  rebindFromSelection: () => Promise<void>;
  resume: (pending: Pending, note?: string) => Promise<void>;
  dismiss: () => void;
  setHelp: (help: boolean) => void;
  setPrinting: (printing: boolean) => void;
  /** Nothing of the previous matter kept: another matter was opened. */
  reset: () => void;
};

/**
 * Whether a claim still awaits review after a decision: the queue's own rule
 * (store/queue.ts) — a claim a reviewer decided leaves the open queue unless its source
 * changed since. Flags that need the evidence (OCR confidence) only matter before any
 * decision, so this mirror needs only state and reasons.
 */
export function stillOpen(o: Override): boolean {
  const reviewed = o.reasons.includes('REVIEWER_DECISION');
  if (reviewed && !o.reasons.includes('SOURCE_CHANGED')) return false;
  if (o.state === 'unverified' || o.state === 'contradicted' || o.state === 'inferred') return true;
  return o.state === 'supported' && o.reasons.some((r) => r === 'LOW_CONFIDENCE' || r === 'JUDGE_NO_VERDICT' || r === 'SOURCE_CHANGED');
}

const NO_FILTERS: QueueFilters = { states: [], reasons: [], doc: null, trace: null, scope: 'open' };

let detailSeq = 0;
let listSeq = 0;
const FIRST_PAGE = 200;

/** Runs `fn` after the next frame has painted. */
function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/** The PDF pane follows the claim: its first bound span, highlighted; else its cited document. */
function follow(d: ClaimDetail): void {
  const bound = d.evidence.find((e) => e.boxes.length > 0);
  if (bound) return useViewer.getState().focus(d.id, bound);
  const cited = d.evidence.find((e) => e.doc);
  if (cited) useViewer.getState().open(cited.doc, cited.page ?? 1);
}

export const useReview = create<ReviewState>((set, get) => {
  /** Loads a claim's detail; after a decision the PDF pane follows only if its evidence moved (a rebind, or undoing one). */
  async function loadDetail(id: string, mode: 'follow' | 'if-moved' = 'follow') {
    const seq = ++detailSeq;
    try {
      const d = await client().call('review:claim', { id });
      if (seq !== detailSeq) return;
      const prev = get().detail;
      set({ detail: d });
      if (mode === 'follow' || prev?.id !== d.id || JSON.stringify(prev.evidence) !== JSON.stringify(d.evidence)) follow(d);
    } catch (err) {
      if (seq === detailSeq) set({ detail: null, notice: { kind: 'error', ...errorInfo(err), claim: id } });
    }
  }

  // After decisions the report is refreshed once things settle, not on every key press.
  let qualityTimer: ReturnType<typeof setTimeout> | null = null;
  function refreshQualitySoon() {
    if (qualityTimer) clearTimeout(qualityTimer);
    qualityTimer = setTimeout(() => {
      void loadQuality();
      // The history's per-state badges count current states: keep them in step with decisions.
      void useHistory.getState().refresh();
    }, 300);
  }

  /** The claim that just left the open queue by a decision, and where it was: "u" brings it back until the reviewer moves on. */
  let departed: { item: QueueItem; index: number } | null = null;

  async function loadQuality() {
    const epoch = matterEpoch();
    try {
      // The report follows the question filter: one question's quality, or the matter's.
      const trace = get().filters.trace;
      const quality = await client().call('review:quality', trace ? { trace } : {});
      if (epoch === matterEpoch()) set({ quality });
    } catch {
      // The header says "unavailable"; the queue itself stands.
    }
  }

  function cursorTo(id: string | null) {
    if (id === get().cursor) return;
    set({ cursor: id });
    if (id) void loadDetail(id);
    else set({ detail: null });
  }

  async function run(p: Pending, note: string | null) {
    const reviewer = useSettings.getState().reviewer.trim();
    performance.mark('pincite:decide');
    set({ busy: true, notice: null });
    const epoch = matterEpoch();
    try {
      const r = await client().call('review:decide', { claims: p.claims, action: p.action, reviewer, note, ...(p.rebind ? { rebind: p.rebind } : {}) });
      if (epoch !== matterEpoch()) return;
      const byId = new Map(r.decided.map((d) => [d.claim, d]));
      // Only the decided rows change: the 10,000-item list itself is not copied or re-indexed.
      const overrides = new Map(get().overrides);
      for (const d of r.decided) overrides.set(d.claim, { state: d.state, trustScore: d.trustScore, reasons: d.reasons });
      set({
        overrides,
        busy: false,
        selected: p.claims.length > 1 ? new Set() : get().selected,
        notice: r.refused.length
          ? { kind: 'error', code: r.refused[0]!.error.code, message: `${r.refused.length} of ${p.claims.length} claims were not changed. ${r.refused[0]!.error.message}`, claim: r.refused[0]!.claim }
          : p.claims.length > 1
            ? { kind: 'info', message: `${p.action}: ${r.decided.length} claims decided.` }
            : null,
      });
      // A claim the reviewer decided leaves the default view (it stays under "all") and the
      // cursor moves on to the next claim; undo brings the latest one back where it was.
      if (get().filters.scope === 'open') leave(r.decided.filter((d) => !stillOpen(d)).map((d) => d.claim), p.action);
      const cursor = get().cursor;
      const mine = cursor ? byId.get(cursor) : undefined;
      // The detail pane and the PDF pane (its highlight takes the claim's state colour)
      // follow once the decided row has painted: re-rendering the PDF pane in the same
      // frame would make every key press wait for it.
      if (mine) {
        afterPaint(() => {
          // The reviewer may have moved on meanwhile: then the detail is another claim's.
          if (get().cursor !== mine.claim) return;
          const detail = get().detail;
          if (detail?.id === mine.claim) set({ detail: { ...detail, state: mine.state, trustScore: mine.trustScore, reasons: mine.reasons } });
          void loadDetail(mine.claim, 'if-moved');
        });
      }
      refreshQualitySoon();
    } catch (err) {
      set({ busy: false, notice: { kind: 'error', ...errorInfo(err), claim: p.claims.length === 1 ? p.claims[0]! : null } });
    }
  }

  function leave(ids: string[], action: ReviewAction) {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    const { items, cursor } = get();
    const at = cursor ? items.findIndex((x) => x.claim === cursor) : -1;
    departed = ids.length === 1 && action !== 'undo' && at >= 0 && items[at]!.claim === ids[0] ? { item: items[at]!, index: at } : null;
    const rest = items.filter((x) => !gone.has(x.claim));
    // The next claim after the one decided: the first remaining row at or after its place.
    const before = at < 0 ? 0 : items.slice(0, at).filter((x) => !gone.has(x.claim)).length;
    const next = cursor && !gone.has(cursor) ? cursor : (rest[Math.min(before, rest.length - 1)]?.claim ?? null);
    set({ items: rest, total: Math.max(0, get().total - (items.length - rest.length)), selected: new Set([...get().selected].filter((id) => !gone.has(id))) });
    cursorTo(next);
    if (ids.length === 1 && action !== 'undo') set({ notice: { kind: 'info', message: `Decided (${action}): the claim left the queue. It is listed under "All"; press u to undo.` } });
  }

  /** Undo of a claim that already left the list: the latest one comes back to its place first. */
  function bringBack(): string | null {
    const last = departed;
    departed = null;
    if (!last) return null;
    const items = [...get().items];
    items.splice(Math.min(last.index, items.length), 0, last.item);
    set({ items, total: get().total + 1 });
    cursorTo(last.item.claim);
    return last.item.claim;
  }

  return {
    open: false,
    items: [],
    overrides: new Map(),
    total: 0,
    loading: false,
    loadError: null,
    filters: NO_FILTERS,
    cursor: null,
    selected: new Set(),
    rangeFrom: null,
    detail: null,
    quality: null,
    notice: null,
    busy: false,
    askName: null,
    askNote: null,
    help: false,
    printing: false,

    show(open) {
      set({ open });
      if (open) void get().refresh();
      // The question filter and the history list both name this matter's traces: keep them current.
      void useHistory.getState().refresh();
    },

    /**
     * The first page is fetched and painted at once; the rest of the queue follows in one
     * more request, so 10,000 claims show as fast as 200.
     */
    async refresh() {
      const f = get().filters;
      const seq = ++listSeq;
      departed = null;
      set({ loading: true });
      const filter = {
        scope: f.scope,
        ...(f.states.length ? { states: f.states } : {}),
        ...(f.reasons.length ? { reasons: f.reasons } : {}),
        ...(f.doc ? { doc: f.doc } : {}),
        ...(f.trace ? { trace: f.trace } : {}),
      };
      try {
        const first = await client().call('review:list', { ...filter, limit: FIRST_PAGE });
        if (seq !== listSeq) return;
        const rest = first.total > first.items.length ? client().call('review:list', { ...filter, offset: first.items.length }) : null;
        const show = (items: QueueItem[], total: number, loading: boolean) => {
          const ids = new Set(items.map((i) => i.claim));
          set({ items, total, loading, loadError: null, overrides: new Map(), selected: new Set([...get().selected].filter((id) => ids.has(id))) });
          const cursor = get().cursor;
          cursorTo(cursor && ids.has(cursor) ? cursor : (items[0]?.claim ?? null));
        };
        show(first.items, first.total, rest !== null);
        if (rest) {
          const more = await rest;
          if (seq === listSeq) show([...first.items, ...more.items], first.total, false);
        }
      } catch (err) {
        if (seq === listSeq) set({ loading: false, loadError: errorInfo(err) });
      }
      void loadQuality();
    },

    setFilters(patch) {
      set({ filters: { ...get().filters, ...patch } });
      void get().refresh();
    },

    move(delta) {
      departed = null;
      const { items, cursor } = get();
      if (items.length === 0) return;
      const i = cursor ? items.findIndex((x) => x.claim === cursor) : -1;
      const next = Math.min(items.length - 1, Math.max(0, i + delta));
      cursorTo(items[next]!.claim);
    },

    setCursor(id) {
      departed = null;
      cursorTo(id);
      set({ rangeFrom: id });
    },

    toggle(id) {
      const selected = new Set(get().selected);
      if (selected.has(id)) selected.delete(id);
      else selected.add(id);
      set({ selected, rangeFrom: id });
    },

    selectRange(id) {
      const { items, rangeFrom, cursor } = get();
      const from = items.findIndex((x) => x.claim === (rangeFrom ?? cursor));
      const to = items.findIndex((x) => x.claim === id);
      if (to < 0) return;
      const [a, b] = from < 0 ? [to, to] : [Math.min(from, to), Math.max(from, to)];
      set({ selected: new Set([...get().selected, ...items.slice(a, b + 1).map((x) => x.claim)]) });
      cursorTo(id);
    },

    clearSelection: () => set({ selected: new Set(), rangeFrom: null }),

    async decide(action, extra = {}) {
      const { selected, busy } = get();
      if (busy) return;
      // "u" right after a decision undoes that decision, though its claim has left the list.
      if (action === 'undo' && selected.size === 0 && departed) bringBack();
      const cursor = get().cursor;
      const claims = selected.size && action !== 'rebind' ? [...selected] : cursor ? [cursor] : [];
      if (claims.length === 0) return set({ notice: { kind: 'error', code: 'INVALID_INPUT', message: 'Select a claim in the queue first.', claim: null } });
      const p: Pending = { action, claims, ...(extra.rebind ? { rebind: extra.rebind } : {}) };
      if (!useSettings.getState().reviewer.trim()) return set({ askName: p });
      if (action === 'note' && !extra.note) return set({ askNote: p });
      await run(p, extra.note ?? null);
    },

    async rebindFromSelection() {
      const sel = window.getSelection();
      const text = sel?.toString() ?? '';
      const node = sel?.anchorNode ?? null;
      const el = node instanceof Element ? node : (node?.parentElement ?? null);
      const page = el?.closest<HTMLElement>('[data-testid="pdf-page"]');
      const doc = useViewer.getState().docId;
      if (!text.trim() || !page || !doc) {
        return set({ notice: { kind: 'error', code: 'INVALID_INPUT', message: 'Rebind needs text selected in the PDF: select the words that support the claim in the source pane, then press b.', claim: get().cursor } });
      }
      await get().decide('rebind', { rebind: { doc, page: Number(page.dataset.pageNumber), text } });
    },

    async resume(p, note) {
      set({ askName: null, askNote: null });
      if (p.action === 'note' && !note) return set({ askNote: p });
      await run(p, note ?? null);
    },

    dismiss: () => set({ askName: null, askNote: null, notice: null }),
    setHelp: (help) => set({ help }),
    setPrinting: (printing) => set({ printing }),

    reset() {
      // Replies still in flight for the previous matter are dropped by their sequence numbers.
      listSeq++;
      detailSeq++;
      if (qualityTimer) clearTimeout(qualityTimer);
      departed = null;
      set({ open: false, items: [], overrides: new Map(), total: 0, loading: false, loadError: null, filters: NO_FILTERS, cursor: null, selected: new Set(), rangeFrom: null, detail: null, quality: null, notice: null, busy: false, askName: null, askNote: null, help: false, printing: false });
    },
  };
});
