import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../electron/api/dispatch.js';
import { openSession, type Session } from '../../electron/api/session.js';
import type { ApiInput, ApiResult, Method } from '../../shared/api.js';
import type { RunningApp } from '../e2e/app.js';
import { plantReplayedAnswer } from '../e2e/plant.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { createHandlers } from '../../electron/api/handlers.js';

/**
 * An answer as .docx through the API: a well-formed Office Open XML package whose body has
 * every claim with its current state in words and one footnote reference per citation,
 * and whose footnotes hold the quote, the document's title and the page.
 */
const tmp = tempDir('pincite-docx-');
let session: Session;
async function call<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<M>> {
  const env = await dispatch(createHandlers(session), method, input, () => undefined);
  if (!env.ok) throw new Error(`${method}: ${env.error.code} ${env.error.message}`);
  return env.result as ApiResult<M>;
}
beforeAll(async () => {
  session = await openSession({ matterDir: join(tmp.dir, 'matters', 'acme') });
  await call('documents:ingest', { paths: [cuadPdf(1), cuadPdf(2)] });
});
afterAll(async () => {
  await session?.close();
  tmp.cleanup();
});

/** Parses XML, failing on any error or warning: a part Word would refuse is a test failure. */
function parse(xml: string) {
  const problems: string[] = [];
  const report = (level: string) => (msg: string) => problems.push(`${level}: ${msg}`);
  const doc = new DOMParser({ errorHandler: { warning: report('warning'), error: report('error'), fatalError: report('fatal') } }).parseFromString(xml, 'text/xml');
  expect(problems).toEqual([]);
  return doc;
}
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

describe('an answer as a Word document', () => {
  it('holds the claims with their states in words and a footnote for every citation', async () => {
    const response = await plantReplayedAnswer({ session, dir: tmp.dir } as RunningApp, 'Which law governs this agreement and how can it be terminated?', ['verbatim', 'contradicted', 'misattributed']);
    await call('review:decide', { claims: [response.claims[2]!.id], action: 'exclude', reviewer: 'A. Reviewer', note: null });
    const { fileName, dataBase64 } = await call('answers:exportDocx', { trace: response.trace });
    expect(fileName).toBe(`pincite-answer-${response.trace}.docx`);
    const parts = unzipSync(new Uint8Array(Buffer.from(dataBase64, 'base64')));
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/_rels/document.xml.rels', 'word/document.xml', 'word/footnotes.xml', 'word/styles.xml']);
    const text = (name: string) => new TextDecoder().decode(parts[name]!);
    for (const name of Object.keys(parts)) parse(text(name));

    const body = parse(text('word/document.xml'));
    const paragraphs = [...Array.from(body.getElementsByTagNameNS(W, 'p'))].map((p) => Array.from(p.getElementsByTagNameNS(W, 't')).map((t) => t.textContent).join(''));
    expect(paragraphs[0]).toBe('Which law governs this agreement and how can it be terminated?');
    const { documents } = await call('documents:list', {});
    const claims = response.claims.map((c) => paragraphs.find((p) => p.startsWith(c.text))!);
    expect(claims[0]).toContain('[Supported: the cited document says this]');
    expect(claims[1]).toContain('[Contradicted: the cited document says otherwise]');
    // The reviewer's exclusion, not the state as answered.
    expect(claims[2]).toContain('[Excluded by a reviewer or the policy]');
    const refs = body.getElementsByTagNameNS(W, 'footnoteReference');
    expect(refs.length).toBe(response.claims.reduce((n, c) => n + c.evidence.length, 0));

    const notes = Array.from(parse(text('word/footnotes.xml')).getElementsByTagNameNS(W, 'footnote'))
      .filter((f) => Number(f.getAttributeNS(W, 'id') ?? f.getAttribute('w:id')) > 0)
      .map((f) => Array.from(f.getElementsByTagNameNS(W, 't')).map((t) => t.textContent).join(''));
    expect(notes).toHaveLength(refs.length);
    const first = response.claims[0]!.evidence[0]!;
    const title = documents.find((d) => d.id === first.doc)!.title;
    expect(notes[0]).toContain(`“${first.quote.replace(/\s+/g, ' ').trim()}” — ${title}, p`);
    expect(notes[0]).toContain('found word for word');
    expect(notes.join('\n')).not.toMatch(/\bd[0-9a-f]{12}\b/);
  });

  it('has an XML check that can fail', () => {
    expect(() => parse('<w:p xmlns:w="urn:x"><w:r></w:p>')).toThrow();
  });

  it('refuses an unknown trace with a typed error', async () => {
    const env = await dispatch(createHandlers(session), 'answers:exportDocx', { trace: 'nope' }, () => undefined);
    expect(env).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
