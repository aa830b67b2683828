import { realpathSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runAsk } from './cli/ask.js';
import { runVerify } from './cli/verify.js';
import { runExport, runVerifyBundle } from './cli/bundle.js';
import { runCategory, runDocuments, runDocumentsRemove, runDocumentsReread } from './cli/documents.js';
import { runIngest } from './cli/ingest.js';
import { failRequest, processIo, UsageError, type CliIo } from './cli/io.js';
import { runRecheck, runReview } from './cli/review.js';
import { runSearch } from './cli/search.js';
import { runTableCommand } from './cli/table.js';
import { defaultMatterDir } from './store/matter-location.js';
import { asStoreError, openMatter, type Matter } from './store/open.js';

const USAGE = `usage: pincite <command> [options]  (from a checkout: npm run -s cli -- <command>)

  ingest <files…> [--ocr auto|on|off] [--category C] [--max-bytes N]
  search "<query>" [--k N] [--retriever R]
  ask "<question>" [--generator G] [--judge J] [--policy P] [--retriever R] [--doc ID[,ID…]]
  verify <file>|- [--format auto|contract|text|docx|anthropic|openai] [--question Q] [--doc ID,…]
         [--judge J] [--policy P] [--retriever R] [--authorities off|matter|courtlistener]
  review list [--state S,…] [--reason R,…] [--doc D] [--trace T] [--table TABLE] [--all]
  review decide <claim…> --action confirm|contradict|exclude|restore|rebind|undo|note --reviewer NAME [--note T] [--anchor A --quote Q | --doc D --page N --quote Q]
  review quality [--trace T]
  recheck
  export <trace…>|--all|--table TABLE --out FILE.zip [--include-pdfs] [--no-crops]
  verify-bundle FILE.zip [--expect-key KEYID]
  documents
  documents remove <doc> --reviewer NAME   the document leaves the matter; claims citing it go to review
  documents reread <doc> [--ocr on|auto|off] --reviewer NAME   read the stored file again (OCR on every page by default)
  category <doc> "<category>"
  table create NAME (--template cuad|diligence | --columns FILE.json) [--docs all|ID,…]
  table run TABLE [--generator G] [--judge J] [--policy P] [--concurrency N]
  table show TABLE | table list | table export TABLE --out FILE.xlsx|FILE.csv
  table column add TABLE --name N --question Q [--type T] | table column edit TABLE COLUMN [--question Q] | table column remove TABLE COLUMN
  serve [--port N] [--samples]   browser mode on 127.0.0.1 until Ctrl+C (prints the URL with its token)

retrievers (R): bm25 (default, offline), hybrid:openai[:MODEL], hybrid:ollama[:MODEL]

common options:
  --matter DIR   the matter folder (default: ${defaultMatterDir()})
  --json         print one JSON document on stdout; progress goes to stderr

exit codes: 0 success, 1 the request failed, 2 partial success`;

const OPTIONS = {
  matter: { type: 'string' },
  json: { type: 'boolean', default: false },
  ocr: { type: 'string' },
  category: { type: 'string' },
  'max-bytes': { type: 'string' },
  k: { type: 'string' },
  generator: { type: 'string' },
  judge: { type: 'string' },
  policy: { type: 'string' },
  retriever: { type: 'string' },
  question: { type: 'string' },
  state: { type: 'string' },
  reason: { type: 'string' },
  doc: { type: 'string' },
  trace: { type: 'string' },
  action: { type: 'string' },
  reviewer: { type: 'string' },
  note: { type: 'string' },
  anchor: { type: 'string' },
  quote: { type: 'string' },
  port: { type: 'string' },
  samples: { type: 'boolean', default: false },
  all: { type: 'boolean', default: false },
  out: { type: 'string' },
  'include-pdfs': { type: 'boolean', default: false },
  'no-crops': { type: 'boolean', default: false },
  'expect-key': { type: 'string' },
  page: { type: 'string' },
  format: { type: 'string' },
  authorities: { type: 'string' },
  template: { type: 'string' },
  table: { type: 'string' },
  name: { type: 'string' },
  type: { type: 'string' },
  columns: { type: 'string' },
  docs: { type: 'string' },
  concurrency: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Runs one CLI invocation; returns the exit code. Exported for in-process tests. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    return failRequest(io, argv.includes('--json'), new UsageError(`${(err as Error).message}\n${USAGE}`));
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  const json = values.json;
  if (values.help) {
    io.out(json ? JSON.stringify({ usage: USAGE }) + '\n' : USAGE + '\n');
    return 0;
  }
  if (!command) return failRequest(io, json, new UsageError(`no command given\n${USAGE}`));
  let matter: Matter | null = null;
  const open = () => (matter ??= announceOpen(openMatter(values.matter ?? defaultMatterDir())));
  try {
    switch (command) {
      case 'ingest':
        return await runIngest(open, { files: rest, ocr: values.ocr, category: values.category, maxBytes: values['max-bytes'], json }, io);
      case 'search':
        return await runSearch(open, { query: rest.join(' '), k: values.k, retriever: values.retriever, json }, io);
      case 'ask':
        return await runAsk(open, { question: rest.join(' '), docs: values.doc, generator: values.generator, judge: values.judge, policy: values.policy, retriever: values.retriever, json }, io);
      case 'verify':
        return await runVerify(open, { file: rest[0], question: values.question, format: values.format, doc: values.doc, authorities: values.authorities, judge: values.judge, policy: values.policy, retriever: values.retriever, json }, io);
      case 'review':
        return runReview(open, { sub: rest[0], rest: rest.slice(1), state: values.state, reason: values.reason, doc: values.doc, trace: values.trace, table: values.table, action: values.action, reviewer: values.reviewer, note: values.note, anchor: values.anchor, quote: values.quote, page: values.page, all: values.all, json }, io);
      case 'recheck':
        noArguments(command, rest);
        return runRecheck(open, json, io);
      case 'export':
        return await runExport(open, { traces: rest, all: values.all, table: values.table, out: values.out, includePdfs: values['include-pdfs'], crops: !values['no-crops'], json }, io);
      case 'verify-bundle':
        // Needs no matter: a bundle verifies on its own.
        return runVerifyBundle({ file: rest[0], expectKey: values['expect-key'], json }, io);
      case 'documents':
        if (rest[0] === 'remove') return runDocumentsRemove(open, { rest: rest.slice(1), reviewer: values.reviewer, json }, io);
        if (rest[0] === 'reread') return await runDocumentsReread(open, { rest: rest.slice(1), ocr: values.ocr, reviewer: values.reviewer, json }, io);
        noArguments(command, rest);
        return runDocuments(open, json, io);
      case 'table':
        return await runTableCommand(open, { sub: rest[0], rest: rest.slice(1), template: values.template, columns: values.columns, docs: values.docs, concurrency: values.concurrency, out: values.out, name: values.name, question: values.question, type: values.type, generator: values.generator, judge: values.judge, policy: values.policy, json }, io);
      case 'category':
        return runCategory(open, { doc: rest[0], category: rest[1], json }, io);
      case 'serve': {
        noArguments(command, rest);
        // Loaded on demand: the host and the whole session stay out of every other command's start-up.
        const { runServe } = await import('./cli/serve.js');
        return await runServe({ matter: values.matter, port: values.port, samples: values.samples, json }, io);
      }
      default:
        throw new UsageError(`unknown command "${command}"\n${USAGE}`);
    }
  } catch (err) {
    // A write refused by the store (another process holding the matter, a full disk, a
    // read-only folder) is a typed MATTER_* error, not an INTERNAL one.
    const opened = matter as Matter | null;
    return failRequest(io, json, opened ? asStoreError(err, opened.dir) : err);
  } finally {
    (matter as Matter | null)?.close();
  }
}

/** Said on stderr when PINCITE_ANNOUNCE_OPEN is set: the moment the matter is open. */
export const MATTER_OPEN_LINE = 'pincite: matter open';

/**
 * The kill -9 tests time their kills from the moment the matter is open. Watching /proc
 * for it misses a command that opens and finishes between two looks; the command saying
 * so itself, synchronously, before it touches anything, cannot be missed.
 */
function announceOpen(matter: Matter): Matter {
  if (process.env.PINCITE_ANNOUNCE_OPEN) writeSync(2, `${MATTER_OPEN_LINE}\n`);
  return matter;
}

function noArguments(command: string, rest: readonly string[]): void {
  if (rest.length > 0) throw new UsageError(`${command} takes no arguments (got ${rest.map((r) => JSON.stringify(r)).join(' ')})`);
}

/** Run as a program (not imported by a test): compare real paths, so a symlinked checkout still counts. */
function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(fileURLToPath(import.meta.url)) === realpathSync(script);
  } catch {
    return false;
  }
}

if (isEntry()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`pincite: unexpected failure: ${String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
