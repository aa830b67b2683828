import { startWireServer, type Reply, type WireServer } from './server.js';

/**
 * Anthropic Messages API wire format (POST /v1/messages): JSON messages, the SSE
 * event sequence (message_start, content_block_start, content_block_delta with
 * text_delta / citations_delta, content_block_stop, message_delta, message_stop),
 * and error bodies `{"type":"error","error":{"type","message"}}`.
 */

export const ANTHROPIC_TEST_KEY = 'sk-ant-test-0123456789abcdef';

export type CharCitation = {
  type: 'char_location';
  cited_text: string;
  document_index: number;
  document_title: string | null;
  start_char_index: number;
  end_char_index: number;
  file_id: null;
};
export type WireTextBlock = { type: 'text'; text: string; citations?: unknown[] | null };
export type WireBlock = WireTextBlock | { type: string; [k: string]: unknown };

export type WireMessage = {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: WireBlock[];
  stop_reason: string | null;
  stop_sequence: string | null;
  usage: { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number | null; cache_read_input_tokens: number | null };
};

/** A char_location citation of `quote` inside `docText` (which must contain it). */
export function charCitation(documentIndex: number, docText: string, quote: string, title: string | null): CharCitation {
  const start = docText.indexOf(quote);
  if (start < 0) throw new Error(`test fixture: quote not in document: ${quote}`);
  return { type: 'char_location', cited_text: quote, document_index: documentIndex, document_title: title, start_char_index: start, end_char_index: start + quote.length, file_id: null };
}

export function text(t: string, citations?: unknown[]): WireTextBlock {
  return citations ? { type: 'text', text: t, citations } : { type: 'text', text: t };
}

export function message(content: WireBlock[], o: { model?: string; stop_reason?: string | null; input_tokens?: number; output_tokens?: number } = {}): WireMessage {
  return {
    id: 'msg_01TestWire',
    type: 'message',
    role: 'assistant',
    model: o.model ?? 'claude-sonnet-5-5',
    content,
    stop_reason: o.stop_reason === undefined ? 'end_turn' : o.stop_reason,
    stop_sequence: null,
    usage: { input_tokens: o.input_tokens ?? 812, output_tokens: o.output_tokens ?? 57, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

export function jsonReply(m: WireMessage): Reply {
  return { kind: 'json', body: m, headers: { 'request-id': 'req_test' } };
}

function sse(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The SSE stream the API sends for `m`: citations first in each cited block, text in small deltas. */
export function sseFrames(m: WireMessage, chunk = 7): string[] {
  const frames = [
    sse('message_start', { type: 'message_start', message: { ...m, content: [], stop_reason: null, stop_sequence: null, usage: { ...m.usage, output_tokens: 1 } } }),
    sse('ping', { type: 'ping' }),
  ];
  m.content.forEach((b, index) => {
    if (b.type !== 'text') {
      frames.push(sse('content_block_start', { type: 'content_block_start', index, content_block: b }));
    } else {
      const tb = b as WireTextBlock;
      const cited = Array.isArray(tb.citations) && tb.citations.length > 0;
      frames.push(sse('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '', ...(cited ? { citations: [] } : {}) } }));
      for (const citation of cited ? tb.citations! : []) frames.push(sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'citations_delta', citation } }));
      for (let i = 0; i < tb.text.length; i += chunk) {
        frames.push(sse('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: tb.text.slice(i, i + chunk) } }));
      }
    }
    frames.push(sse('content_block_stop', { type: 'content_block_stop', index }));
  });
  frames.push(sse('message_delta', { type: 'message_delta', delta: { stop_reason: m.stop_reason, stop_sequence: null }, usage: { output_tokens: m.usage.output_tokens } }));
  frames.push(sse('message_stop', { type: 'message_stop' }));
  return frames;
}

export function sseReply(m: WireMessage, chunk?: number): Reply {
  return { kind: 'stream', contentType: 'text/event-stream; charset=utf-8', frames: sseFrames(m, chunk), headers: { 'request-id': 'req_test' } };
}

/** A stream that starts, then fails with an `error` event (e.g. overloaded mid-answer). */
export function sseErrorReply(type: string, msg: string): Reply {
  const m = message([text('The term is')]);
  const frames = sseFrames(m).slice(0, 4);
  frames.push(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type, message: msg } })}\n\n`);
  return { kind: 'stream', contentType: 'text/event-stream; charset=utf-8', frames };
}

export function errorReply(status: number, type: string, msg: string, headers: Record<string, string> = {}): Reply {
  return { kind: 'json', status, body: { type: 'error', error: { type, message: msg }, request_id: 'req_test_error' }, headers: { 'request-id': 'req_test_error', ...headers } };
}

/** POST /v1/messages with `Authorization: Bearer <key>` (or `x-api-key`); anything else gets the API's own errors. */
export function startAnthropicServer(apiKey = ANTHROPIC_TEST_KEY): Promise<WireServer> {
  return startWireServer(
    (req, next) => {
      if (req.method !== 'POST' || req.path !== '/v1/messages') return errorReply(404, 'not_found_error', `Not found: ${req.method} ${req.path}`);
      const auth = req.headers.authorization ?? (req.headers['x-api-key'] ? `Bearer ${String(req.headers['x-api-key'])}` : '');
      if (auth !== `Bearer ${apiKey}`) return errorReply(401, 'authentication_error', 'invalid x-api-key');
      if (!req.headers['anthropic-version']) return errorReply(400, 'invalid_request_error', 'anthropic-version: header is required');
      return next();
    },
    errorReply(500, 'api_error', 'test server: no scripted reply'),
  );
}
