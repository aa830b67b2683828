import type { ApiResult } from '../../../shared/api.js';
import { PinciteError } from '../../../shared/errors.js';
import { PinciteResponse } from '../../../shared/response.js';
import { readEvents } from '../../audit/trail.js';
import type { Db } from '../../store/open.js';
import { getTraceRow, listTraceRows } from '../../store/traces.js';

export function listTraces(db: Db, limit: number): ApiResult<'traces:list'> {
  return {
    traces: listTraceRows(db, limit).map((t) => {
      const response = PinciteResponse.parse(JSON.parse(t.response));
      return { id: t.id, kind: t.kind, question: t.question, status: t.status, createdAt: t.created_at, summary: response.summary };
    }),
  };
}

export function getTrace(db: Db, id: string): ApiResult<'traces:get'> {
  const t = getTraceRow(db, id);
  if (!t) throw new PinciteError('NOT_FOUND', `No trace ${id} in this matter.`);
  return {
    question: t.question,
    kind: t.kind,
    createdAt: t.created_at,
    response: PinciteResponse.parse(JSON.parse(t.response)),
    events: readEvents(db, { traceIds: [id] }).map((e) => ({ seq: e.seq, type: e.type, at: e.at, payload: JSON.parse(e.payload) as unknown, hash: e.hash })),
  };
}
