import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../electron/cli.js';
import type { CliIo } from '../../electron/cli/io.js';
import { getDocument, listDocuments } from '../../electron/store/documents.js';
import { openMatter, type Matter } from '../../electron/store/open.js';
import type { IngestOutcome } from '../../shared/documents.js';
import { LINEARIZED_SOURCE, makeBadInputs, PLAIN_SOURCE, sparseFile, type BadInput } from '../helpers/bad-pdfs.js';
import { cuadPdf, tempDir } from '../helpers/corpus.js';
import { ingest } from '../helpers/ingest.js';

function capture(): CliIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return { out: (s) => (out += s), err: (s) => (err += s), stdout: () => out, stderr: () => err };
}

describe('bad input: each file gets a typed error naming it and saying what to do; the rest still land', () => {
  const tmp = tempDir('pincite-bad-');
  let matter: Matter;
  let inputs: BadInput[];
  let outcomes: IngestOutcome[];
  const goodFirst = cuadPdf(PLAIN_SOURCE);
  const goodLast = cuadPdf(LINEARIZED_SOURCE);

  beforeAll(async () => {
    inputs = makeBadInputs(join(tmp.dir, 'inputs'));
    matter = openMatter(join(tmp.dir, 'matter'));
    // Good files first and last, so a bad file in the middle cannot stop the ones after it.
    outcomes = await ingest(matter, [goodFirst, ...inputs.map((i) => i.path), goodLast]);
  });
  afterAll(() => {
    matter.close();
    tmp.cleanup();
  });

  const outcomeOf = (input: BadInput) => outcomes[1 + inputs.indexOf(input)]!;

  it('gives every kind its outcome, with a message naming the file and a remedy', () => {
    for (const input of inputs) {
      const o = outcomeOf(input);
      expect(o.file, input.kind).toBe(input.path);
      if (input.expect === 'ok') {
        expect(o.status, input.kind).toBe('ok');
        expect(o.duplicate, input.kind).toBeUndefined();
        expect(o.warnings?.map((w) => w.code), input.kind).toEqual(input.warning ? [input.warning] : undefined);
        continue;
      }
      expect({ kind: input.kind, status: o.status, code: o.error?.code }).toEqual({ kind: input.kind, status: 'error', code: input.expect });
      expect(o.id, input.kind).toBeUndefined();
      expect(o.error!.message, input.kind).toContain(basename(input.path));
      expect(o.error!.message, input.kind).toMatch(input.says!);
    }
  });

  it('still lands the good files before and after the bad ones', () => {
    expect(outcomes[0]).toMatchObject({ status: 'ok', pages: 15 });
    expect(outcomes.at(-1)).toMatchObject({ status: 'ok' });
    expect(getDocument(matter.db, outcomes.at(-1)!.id!)?.pages).toBe(outcomes.at(-1)!.pages);
  });

  it('stores nothing of a refused file: no row, no source copy', () => {
    const landed = outcomes.filter((o) => o.status === 'ok');
    expect(listDocuments(matter.db).map((d) => d.sha256).sort()).toEqual(landed.map((o) => o.sha256).sort());
    expect(readdirSync(matter.sourcesDir).sort()).toEqual(landed.map((o) => `${o.sha256}.pdf`).sort());
  });

  it('ingests a PDF encrypted with only an owner password, with the same text as the unencrypted original', () => {
    // pdf.js opens it without a password; its "no copy, no print" flags restrict a
    // viewer's UI, not reading — and a lawyer reviewing a filing must be able to cite it.
    const owner = outcomeOf(inputs.find((i) => i.kind.includes('owner password only'))!);
    expect(owner.sha256).not.toBe(outcomes[0]!.sha256);
    expect(getDocument(matter.db, owner.id!)!.textSha256).toBe(getDocument(matter.db, outcomes[0]!.id!)!.textSha256);
  });

  it('reads a complete file with wrong cross-reference or length data, recovering the original text', () => {
    const original = (n: number) => getDocument(matter.db, n === PLAIN_SOURCE ? outcomes[0]!.id! : outcomes.at(-1)!.id!)!;
    const repaired = inputs.filter((i) => i.expect === 'ok' && !i.kind.includes('owner password'));
    // Three with wrong xref or length data, one without its end marker (lands, flagged: M11).
    expect(repaired.length).toBe(4);
    for (const input of repaired) {
      const doc = getDocument(matter.db, outcomeOf(input).id!)!;
      expect({ pages: doc.pages, text: doc.textSha256 }, input.kind).toEqual({ pages: original(input.source!).pages, text: original(input.source!).textSha256 });
    }
  });

  it('refuses a real file over the maxBytes option, saying the sizes', async () => {
    const [o] = await ingest(matter, [cuadPdf(20)], { maxBytes: 100_000 });
    expect(o).toMatchObject({ status: 'error', error: { code: 'FILE_TOO_LARGE' } });
    expect(o!.error!.message).toMatch(/^cuad-dev-20\.pdf is 129\.3 KB; the limit is 97\.7 KB per file\. Split the document/);
  });

  it('refuses a multi-gigabyte file on its size, before reading it', async () => {
    const huge = sparseFile(join(tmp.dir, 'inputs', 'huge-2.pdf'), 8 * 1024 ** 3);
    const t0 = performance.now();
    const [o] = await ingest(matter, [huge]);
    const ms = performance.now() - t0;
    // Reading 8 GB would take many seconds, and fail anyway: a Buffer holds at most 4 GB.
    expect(o).toMatchObject({ status: 'error', error: { code: 'FILE_TOO_LARGE' } });
    expect(o!.error!.message).toContain('is 8.0 GB');
    expect(ms).toBeLessThan(3000);
  });
});

describe('bad input through the CLI: exit codes and messages', () => {
  const tmp = tempDir('pincite-bad-cli-');
  let inputs: BadInput[];
  beforeAll(() => {
    inputs = makeBadInputs(join(tmp.dir, 'inputs'));
  });
  afterAll(() => tmp.cleanup());
  const bad = (code: string) => inputs.find((i) => i.expect === code)!.path;

  it('exits 2 when some files failed and the rest landed, naming each failure on stderr', async () => {
    const io = capture();
    const files = [cuadPdf(7), bad('PDF_ENCRYPTED'), bad('NOT_A_PDF'), bad('FILE_NOT_FOUND')];
    const code = await main(['ingest', '--matter', join(tmp.dir, 'm1'), '--json', ...files], io);
    expect(code).toBe(2);
    const { documents } = JSON.parse(io.stdout()) as { documents: IngestOutcome[] };
    expect(documents.map((d) => d.error?.code ?? d.status)).toEqual(['ok', 'PDF_ENCRYPTED', 'NOT_A_PDF', 'FILE_NOT_FOUND']);
    for (const f of files.slice(1)) expect(io.stderr()).toContain(`pincite: ${basename(f)}: `);
  });

  it('exits 1 when every file failed', async () => {
    const io = capture();
    const code = await main(['ingest', '--matter', join(tmp.dir, 'm2'), '--json', bad('FILE_EMPTY'), bad('PDF_TRUNCATED'), bad('PDF_NO_PAGES')], io);
    expect(code).toBe(1);
    const { documents } = JSON.parse(io.stdout()) as { documents: IngestOutcome[] };
    expect(documents.every((d) => d.status === 'error')).toBe(true);
  });

  it('exits 0 when every file landed, repaired or not', async () => {
    const io = capture();
    const repaired = inputs.filter((i) => i.expect === 'ok').map((i) => i.path);
    expect(await main(['ingest', '--matter', join(tmp.dir, 'm3'), '--json', ...repaired], io)).toBe(0);
  });

  it('applies --max-bytes to a real file', async () => {
    const io = capture();
    const code = await main(['ingest', '--matter', join(tmp.dir, 'm4'), '--max-bytes', '100000', cuadPdf(20)], io);
    expect(code).toBe(1);
    expect(io.stdout()).toMatch(/^error\s+cuad-dev-20\.pdf\s+FILE_TOO_LARGE\n$/);
    expect(io.stderr()).toContain('cuad-dev-20.pdf: FILE_TOO_LARGE: cuad-dev-20.pdf is 129.3 KB; the limit is 97.7 KB per file.');
  });

  it('rejects a --max-bytes that is not a size, before touching the matter', async () => {
    const io = capture();
    expect(await main(['ingest', '--matter', join(tmp.dir, 'm5'), '--max-bytes', '10MB', cuadPdf(20)], io)).toBe(1);
    expect(io.stderr()).toContain('--max-bytes must be a whole number of bytes greater than 0 (got "10MB")');
    expect(readdirSync(tmp.dir)).not.toContain('m5');
  });
});
