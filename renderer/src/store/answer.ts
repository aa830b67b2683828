import { create } from 'zustand';
import type { ApiResult } from '../../../shared/api';
import type { PinciteResponse } from '../../../shared/response';
import { client, errorInfo } from './client';
import { matterEpoch } from './epoch';
import { useDocuments } from './documents';
import { useHistory } from './history';
import { useSettings } from './settings';
import { useViewer } from './viewer';

export type AuditEvent = ApiResult<'traces:get'>['events'][number];

export type AnswerView = {
  kind: 'ask' | 'verify';
  question: string | null;
  createdAt: string | null;
  response: PinciteResponse;
  /** The trace's audit events (retrieval, model call…), loaded after the response. */
  events: AuditEvent[] | null;
};

export type Selection = { claimId: string; evidenceIndex: number };

type AnswerState = {
  view: AnswerView | null;
  pending: 'ask' | 'verify' | 'trace' | null;
  error: { code: string; message: string; during: string } | null;
  selected: Selection | null;
  /** `docs`: the composer's scope (this document, or the selected ones); the whole matter when absent. */
  ask: (question: string, docs?: readonly string[]) => Promise<void>;
  /** `answer` is the pasted text (prose, Markdown, contract/Anthropic/OpenAI JSON), or a Word file's bytes in base64 with format `docx`. */
  verify: (answer: string, question?: string, format?: 'docx') => Promise<void>;
  loadTrace: (id: string) => Promise<void>;
  select: (sel: Selection | null) => void;
  clear: () => void;
  /** Back to nothing shown: another matter was opened. */
  reset: () => void;
};

export const useAnswer = create<AnswerState>((set, get) => {
  /** Shows a response, then fills in its audit events and the history list. */
  async function show(view: AnswerView, epoch: number) {
    // An answer from a matter that is no longer open is dropped, never shown in the new one.
    if (epoch !== matterEpoch()) return;
    set({ view, pending: null, error: null, selected: null });
    useViewer.getState().clearTarget();
    void useHistory.getState().refresh();
    void useDocuments.getState().refresh();
    if (view.events) return;
    try {
      const t = await client().call('traces:get', { id: view.response.trace });
      if (epoch === matterEpoch() && get().view?.response.trace === view.response.trace) set({ view: { ...view, events: t.events, createdAt: t.createdAt } });
    } catch {
      // Provenance is shown as unavailable; the answer itself stands.
    }
  }

  return {
    view: null,
    pending: null,
    error: null,
    selected: null,

    async ask(question, docs) {
      const { generator, judge, policy } = useSettings.getState();
      const epoch = matterEpoch();
      set({ pending: 'ask', error: null });
      try {
        const response = await client().call('answers:ask', { question, generator, judge, policy, ...(docs && docs.length > 0 ? { docs: [...docs] } : {}) });
        await show({ kind: 'ask', question, createdAt: null, response, events: null }, epoch);
      } catch (err) {
        if (epoch === matterEpoch()) set({ pending: null, error: { ...errorInfo(err), during: 'Asking the question' } });
      }
    },

    async verify(answer, question, format) {
      const { judge, policy, authorities } = useSettings.getState();
      const epoch = matterEpoch();
      set({ pending: 'verify', error: null });
      try {
        const response = await client().call('answers:verify', { answer, judge, policy, authorities, ...(question ? { question } : {}), ...(format ? { format } : {}) });
        await show({ kind: 'verify', question: question ?? null, createdAt: null, response, events: null }, epoch);
      } catch (err) {
        if (epoch === matterEpoch()) set({ pending: null, error: { ...errorInfo(err), during: 'Verifying the answer' } });
      }
    },

    async loadTrace(id) {
      const epoch = matterEpoch();
      set({ pending: 'trace', error: null });
      try {
        const t = await client().call('traces:get', { id });
        await show({ kind: t.kind, question: t.question, createdAt: t.createdAt, response: t.response, events: t.events }, epoch);
      } catch (err) {
        if (epoch === matterEpoch()) set({ pending: null, error: { ...errorInfo(err), during: `Opening trace ${id}` } });
      }
    },

    select(sel) {
      set({ selected: sel });
      if (!sel) return;
      const claim = get().view?.response.claims.find((c) => c.id === sel.claimId);
      const evidence = claim?.evidence[sel.evidenceIndex];
      if (claim && evidence) useViewer.getState().focus(claim.id, evidence);
    },

    clear: () => set({ view: null, selected: null, error: null }),
    reset: () => set({ view: null, pending: null, error: null, selected: null }),
  };
});
