import { clearSources } from '../pdf/source';
import { useAnswer } from './answer';
import { client } from './client';
import { useDocuments } from './documents';
import { nextMatterEpoch } from './epoch';
import { useHistory } from './history';
import { usePdfSearch } from './pdf-search';
import { useReview } from './review';
import { useViewer } from './viewer';

/**
 * Opens another matter and forgets everything of the one before: its answer, inspector
 * selection, PDF (bytes included), highlights, queue, history and uploads. Firms keep
 * ethical walls between matters; the screen and the renderer's memory must too. Replies
 * still in flight for the old matter are dropped by the epoch (store/epoch.ts).
 */
export async function switchMatter(name: string, create: boolean): Promise<void> {
  const matter = await client().call('matters:open', { name, create });
  nextMatterEpoch();
  clearSources();
  useAnswer.getState().reset();
  useReview.getState().reset();
  useViewer.getState().reset();
  usePdfSearch.getState().reset();
  useHistory.getState().reset();
  useDocuments.getState().reset(matter);
  await Promise.all([useDocuments.getState().refresh(), useHistory.getState().refresh()]);
}
