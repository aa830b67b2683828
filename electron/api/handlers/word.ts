import type { ApiResult } from '../../../shared/api.js';
import { answerDocx } from '../../audit/word/answer-docx.js';
import { documentTitles } from '../../store/documents.js';
import { readMatterDisplayName } from '../../store/matter-location.js';
import type { Matter } from '../../store/open.js';
import { getTrace } from './traces.js';

/** The answer of one trace as .docx, with each claim's state as it stands now (after review and re-check). */
export function exportAnswerDocx(matter: Matter, trace: string): ApiResult<'answers:exportDocx'> {
  const t = getTrace(matter.db, trace);
  const titles = Object.fromEntries(documentTitles(matter.db));
  const bytes = answerDocx({ question: t.question, createdAt: t.createdAt, response: t.response, titles, matter: readMatterDisplayName(matter.dir) });
  return { fileName: `pincite-answer-${trace}.docx`, dataBase64: Buffer.from(bytes).toString('base64') };
}
