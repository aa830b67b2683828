import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../electron/pipeline/answers-in/input.js';
import { PinciteError } from '../../../shared/errors.js';

const enc = (s: string) => new TextEncoder().encode(s);

/** A real, minimal Word document: the parts Word itself requires, zipped. */
function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    '_rels/.rels': strToU8('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  });
}

/** Anthropic Messages API response with citations, in the documented shape. */
const anthropicMessage = {
  id: 'msg_01', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', stop_reason: 'end_turn', stop_sequence: null,
  usage: { input_tokens: 900, output_tokens: 80 },
  content: [
    { type: 'text', text: 'According to the agency agreement, ' },
    { type: 'text', text: 'the agreement is governed by Nevada law.', citations: [
      { type: 'char_location', cited_text: 'This Agreement shall be interpreted under the laws of the State of Nevada.', document_index: 0, document_title: 'Agency Agreement', start_char_index: 10947, end_char_index: 11021 },
    ] },
    { type: 'text', text: ' Renewal needs notice.', citations: [
      { type: 'page_location', cited_text: 'at least one hundred twenty (120) days advance written notice', document_index: 0, document_title: 'Agency Agreement', start_page_number: 2, end_page_number: 3 },
    ] },
  ],
};

/** OpenAI Responses API output with file_citation annotations (file name, no quote). */
const openaiResponse = {
  id: 'resp_01', object: 'response', created_at: 1_760_000_000, status: 'completed', model: 'gpt-4.1',
  output: [
    { type: 'file_search_call', id: 'fs_1', status: 'completed', queries: ['governing law'], results: null },
    { type: 'message', id: 'msg_1', status: 'completed', role: 'assistant', content: [
      { type: 'output_text', text: 'The agreement is governed by Nevada law.', annotations: [{ type: 'file_citation', file_id: 'file-abc', filename: 'cuad-dev-01.pdf', index: 40 }] },
    ] },
  ],
};

async function refusal(p: Promise<unknown>): Promise<PinciteError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(PinciteError);
    return err as PinciteError;
  }
  throw new Error('expected a refusal');
}

describe('readAnswer: formats', () => {
  it('plain text and Markdown are text; CRLF becomes LF so spans index what is shown', async () => {
    const a = await readAnswer(enc('The term is one year.\r\n\r\n- It renews "automatically".'), 'auto');
    expect(a.format).toBe('text');
    expect(a.text).toBe('The term is one year.\n\n- It renews "automatically".');
  });

  it('our contract JSON is detected and passed whole to the one parser', async () => {
    const raw = JSON.stringify({ kind: 'answer', value: 'x', confidence: 0.5, claims: [] });
    expect(await readAnswer(enc(raw), 'auto')).toEqual({ format: 'contract', text: raw, sources: [] });
  });

  it('an Anthropic response: text blocks joined, each citation pinned to its block with title, quote and pages', async () => {
    const a = await readAnswer(enc(JSON.stringify(anthropicMessage)), 'auto');
    expect(a.format).toBe('anthropic');
    expect(a.text).toBe('According to the agency agreement, the agreement is governed by Nevada law. Renewal needs notice.');
    expect(a.sources).toHaveLength(2);
    const [first, second] = a.sources;
    expect(a.text.slice(...first!.span)).toBe('the agreement is governed by Nevada law.');
    expect(first).toMatchObject({ title: 'Agency Agreement', quote: 'This Agreement shall be interpreted under the laws of the State of Nevada.', pages: null });
    // page_location end_page_number is exclusive
    expect(second).toMatchObject({ pages: [2, 2] });
  });

  it('an OpenAI Responses output: output_text joined; a file_citation points at the text before its index', async () => {
    const a = await readAnswer(enc(JSON.stringify(openaiResponse)), 'auto');
    expect(a.format).toBe('openai');
    expect(a.text).toBe('The agreement is governed by Nevada law.');
    expect(a.sources).toEqual([{ span: [39, 40], title: 'cuad-dev-01.pdf', quote: null, pages: null, label: 'cuad-dev-01.pdf' }]);
  });

  it('a .docx is read through mammoth, paragraphs as lines', async () => {
    const a = await readAnswer(docx(['The term is one year.', 'It renews “automatically”.']), 'auto', 'memo.docx');
    expect(a.format).toBe('docx');
    expect(a.text.trim()).toBe('The term is one year.\n\nIt renews “automatically”.');
  });
});

describe('readAnswer: bad input is a typed refusal a lawyer can act on', () => {
  it('empty and whitespace-only', async () => {
    expect((await refusal(readAnswer(new Uint8Array(), 'auto'))).code).toBe('FILE_EMPTY');
    expect((await refusal(readAnswer(enc(' \n\t '), 'text'))).code).toBe('FILE_EMPTY');
  });

  it('binary junk (a PDF, random bytes, NULs) is not read as text', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const e = await refusal(readAnswer(junk, 'auto', 'answer.bin'));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(/answer\.bin is not text/);
    expect((await refusal(readAnswer(enc('abc\u0000def'), 'text'))).message).toMatch(/binary/);
  });

  it('a 50 MB paste is refused before it is parsed', async () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x61);
    const e = await refusal(readAnswer(big, 'auto', 'the pasted answer'));
    expect(e.code).toBe('FILE_TOO_LARGE');
    expect(e.message).toMatch(/50\.0 MB.*at most 20 MB/);
  });

  it('a .docx that is not a Word file: not a zip, or a zip without a document', async () => {
    expect((await refusal(readAnswer(enc('just text'), 'docx', 'memo.docx'))).message).toMatch(/memo\.docx is not a Word \(\.docx\) file/);
    const notWord = zipSync({ 'hello.txt': strToU8('hi') });
    const e = await refusal(readAnswer(notWord, 'auto', 'memo.docx'));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(/not a readable Word document/);
  });

  it('Anthropic or OpenAI JSON of the wrong shape says which shape was expected', async () => {
    const wrongAnthropic = { ...anthropicMessage, content: 'Nevada law.' };
    expect((await refusal(readAnswer(enc(JSON.stringify(wrongAnthropic)), 'auto'))).message).toMatch(/not an Anthropic Messages API response .*\(content: /);
    const wrongOpenAi = { object: 'response', output: [] };
    expect((await refusal(readAnswer(enc(JSON.stringify(wrongOpenAi)), 'openai'))).message).toMatch(/not an OpenAI Responses API output/);
    expect((await refusal(readAnswer(enc('Nevada law applies.'), 'anthropic'))).message).toMatch(/is not JSON/);
    expect((await refusal(readAnswer(enc('{"foo": 1}'), 'auto'))).message).toMatch(/neither Pincite's answer format/);
  });

  it('a provider response with no answer text is refused, not verified as empty', async () => {
    const noText = { ...anthropicMessage, content: [{ type: 'tool_use', id: 't', name: 'x', input: {} }] };
    expect((await refusal(readAnswer(enc(JSON.stringify(noText)), 'auto'))).message).toMatch(/no text blocks/);
  });
});
