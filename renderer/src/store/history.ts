import { create } from 'zustand';
import type { TraceSummary } from '../../../shared/api';
import { client, errorInfo } from './client';

type HistoryState = {
  traces: TraceSummary[];
  error: { code: string; message: string } | null;
  refresh: () => Promise<void>;
};

export const useHistory = create<HistoryState>((set) => ({
  traces: [],
  error: null,
  async refresh() {
    try {
      const { traces } = await client().call('traces:list', { limit: 200 });
      set({ traces, error: null });
    } catch (err) {
      set({ error: errorInfo(err) });
    }
  },
}));
