import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import type { CliIo } from '../../electron/cli/io.js';
import { openMatter } from '../../electron/store/open.js';
import { listTraceRows } from '../../electron/store/traces.js';
import { PinciteResponse } from '../../shared/response.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';

/**
 * `verify <file>` as a lawyer runs it: a Markdown answer, a Word memo, an Anthropic
 * response, each through the one pipeline, printing the Response with the M8 fields;
 * and bad input — empty, binary, a 50 MB paste, a .docx that is not Word, provider JSON of
 * the wrong shape — exits 1 with a message and records nothing.
 */
async function cli(args: string[]): Promise<{ code: number; json: unknown; stderr: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (s) => (out += s), err: (s) => (err += s) };
  const code = await main(args, io);
  return { code, json: out ? JSON.parse(out) : null, stderr: err };
}

const NEVADA = 'This Agreement shall be interpreted under the laws of the State of Nevada.';

describe('pincite verify <file> (M8)', () => {
  const tmp = tempDir('pincite-verify-');
  const matter = join(tmp.dir, 'matter');
  const file = (name: string, body: string | Uint8Array) => {
    const p = join(tmp.dir, name);
    writeFileSync(p, body);
    return p;
  };
  const traces = () => {
    const m = openMatter(matter);
    try {
      return listTraceRows(m.db).length;
    } finally {
      m.close();
    }
  };

  beforeAll(async () => {
    const r = await cli(['ingest', cuadPdf(1), cuadPdf(6), '--matter', matter, '--json']);
    expect(r.code).toBe(0);
  }, 300_000);
  afterAll(() => tmp.cleanup());

  it('a Markdown answer: claims with spans and kinds, references, input hash, authorities', async () => {
    const md = `Here is the summary.\n\n- The agency agreement says "${NEVADA}" (cuad-dev-01.pdf, p. 3)\n- See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).\n\nI hope this helps!\n`;
    const r = await cli(['verify', file('answer.md', md), '--matter', matter, '--json']);
    expect(r.code).toBe(0);
    const res = PinciteResponse.parse(r.json);
    expect(res.input).toMatchObject({ format: 'text', chars: md.length });
    expect(res.input!.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const c of res.claims) expect(md.slice(...c.answerSpan!)).toBe(c.text);
    expect(res.claims.map((c) => [c.kind, c.state])).toEqual([['commentary', 'excluded'], ['fact', 'supported'], ['fact', 'unverified'], ['commentary', 'excluded']]);
    expect(res.claims[1]!.evidence[0]).toMatchObject({ page: 3, match: 'normalized', inAnchor: true });
    expect(res.claims[1]!.evidenceFoundBy).toBe('answer');
    expect(res.claims[2]!.reasons).toContain('AUTHORITY_NOT_IN_MATTER');
    expect(res.authorities).toEqual([expect.objectContaining({ kind: 'case', status: 'not_in_matter', claim: 2 })]);
  });

  it('--authorities courtlistener without a token: the lookup is off and says so on stderr', async () => {
    const saved = process.env.COURTLISTENER_TOKEN;
    delete process.env.COURTLISTENER_TOKEN;
    try {
      const r = await cli(['verify', file('cite.txt', 'See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).'), '--authorities', 'courtlistener', '--matter', matter, '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/lookup is off: no COURTLISTENER_TOKEN/);
      expect(PinciteResponse.parse(r.json).authorityLookup?.note).toMatch(/lookup is off/);
    } finally {
      if (saved !== undefined) process.env.COURTLISTENER_TOKEN = saved;
    }
  });

  it('a Word memo and an Anthropic response go through the same path', async () => {
    const docx = zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
      '_rels/.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
      'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Memo on the agency agreement.</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">Per cuad-dev-01.pdf, “${NEVADA}”</w:t></w:r></w:p></w:body></w:document>`),
    });
    const w = PinciteResponse.parse((await cli(['verify', file('memo.docx', docx), '--matter', matter, '--json'])).json);
    expect(w.input?.format).toBe('docx');
    expect(w.claims.find((c) => c.text.includes('Nevada'))?.state).toBe('supported');

    const anthropic = {
      id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 },
      content: [{ type: 'text', text: 'The agreement is governed by Nevada law.', citations: [{ type: 'page_location', cited_text: NEVADA, document_index: 0, document_title: 'cuad-dev-01.pdf', start_page_number: 3, end_page_number: 4 }] }],
    };
    const a = PinciteResponse.parse((await cli(['verify', file('claude.json', JSON.stringify(anthropic)), '--matter', matter, '--json'])).json);
    expect(a.input?.format).toBe('anthropic');
    const claim = a.claims[0]!;
    expect(claim.references?.some((x) => x.kind === 'provider')).toBe(true);
    expect(claim.evidence[0]).toMatchObject({ page: 3 });
    // The paraphrase is judged as written: the lexical judge cannot confirm "governed", and says so.
    expect(['supported', 'unverified']).toContain(claim.state);
  });

  it('an OpenAI Responses output: a file_citation scopes its sentence to that file', async () => {
    const sentence = `The agreement states "${NEVADA}"`;
    const openai = {
      id: 'resp_1', object: 'response', created_at: 1_760_000_000, status: 'completed', model: 'gpt-4.1',
      output: [{ type: 'message', id: 'msg_1', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: sentence, annotations: [{ type: 'file_citation', file_id: 'file-1', filename: 'cuad-dev-06.pdf', index: sentence.length }] }] }],
    };
    const r = PinciteResponse.parse((await cli(['verify', file('gpt.json', JSON.stringify(openai)), '--matter', matter, '--json'])).json);
    expect(r.input?.format).toBe('openai');
    const c = r.claims[0]!;
    // The provider said cuad-dev-06; the words are in cuad-dev-01: a misattribution, not a pass.
    expect(c.references?.find((x) => x.kind === 'document')).toMatchObject({ text: 'cuad-dev-06.pdf', resolved: true });
    expect(c.state).not.toBe('supported');
    expect(c.reasons).toContain('QUOTE_IN_OTHER_SOURCE');
  });

  it('bad input exits 1 with a message a lawyer can act on, and records nothing', async () => {
    const before = traces();
    const cases: Array<[string, string | Uint8Array, string[], RegExp]> = [
      ['empty.txt', '', [], /is empty/],
      ['scan.bin', new Uint8Array(2048).map((_, i) => (i * 131) % 256), [], /is not text/],
      ['huge.txt', new Uint8Array(50 * 1024 * 1024).fill(0x61), [], /at most 20 MB/],
      ['memo.docx', 'not a word file', ['--format', 'docx'], /is not a Word \(\.docx\) file/],
      ['claude.json', JSON.stringify({ type: 'message', role: 'assistant', content: 'text' }), [], /not an Anthropic Messages API response/],
      ['gpt.json', JSON.stringify({ object: 'response', output: 'text' }), [], /not an OpenAI Responses API output/],
    ];
    for (const [name, body, extra, message] of cases) {
      const r = await cli(['verify', file(name, body), ...extra, '--matter', matter, '--json']);
      expect(r.code, name).toBe(1);
      expect(r.stderr, name).toMatch(message);
      expect((r.json as { error: { code: string } }).error.code).toMatch(/^(FILE_EMPTY|FILE_TOO_LARGE|INVALID_INPUT)$/);
    }
    expect((await cli(['verify', file('x.md', 'x'), '--format', 'pdf', '--matter', matter, '--json'])).code).toBe(1);
    expect(traces()).toBe(before);
  });
});
