import { create } from 'zustand';
import type { TraceSummary } from '../../../shared/api';
import { client, errorInfo } from './client';
import { matterEpoch } from './epoch';

type HistoryState = {
  traces: TraceSummary[];
  error: { code: string; message: string } | null;
  refresh: () => Promise<void>;
  reset: () => void;
};

export const useHistory = create<HistoryState>((set) => ({
  traces: [],
  error: null,
  async refresh() {
    const epoch = matterEpoch();
    try {
      const { traces } = await client().call('traces:list', { limit: 200 });
      if (epoch === matterEpoch()) set({ traces, error: null });
    } catch (err) {
      if (epoch === matterEpoch()) set({ error: errorInfo(err) });
    }
  },
  reset: () => set({ traces: [], error: null }),
}));
