import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import { canonicalJson } from '../../../shared/canonical-json.js';
import { normalizedEqual, normalizedEqualAt } from '../../pipeline/text/normalize.js';
import { eventHash, GENESIS_HASH } from '../../store/audit-events.js';
import { BUNDLE_FORMAT, EVENTS_FILE, MANIFEST_FILE, SIGNATURE_FILE, type BundleEvent, type BundleEvidence, type BundleTrace, type Manifest } from './format.js';

/**
 * The one bundle verifier. verify.mjs (what a bundle carries) is this module built
 * with its few imports inlined, and `pincite verify-bundle` imports that same built
 * file, so the two can never disagree. Only node: built-ins; no store, no zod.
 */

export type Failure = { check: string; file?: string; detail: string };

export type VerifyOptions = {
  /** The signer's key id (SHA-256 of its public key) the recipient expects; any other signer fails. */
  expectKeyId?: string;
};

export type VerifyReport = {
  ok: boolean;
  failures: Failure[];
  summary: {
    files: number;
    traces: number;
    claims: number;
    /** Evidence spans checked at their offsets, by match kind. */
    spans: { exact: number; normalized: number; fuzzy: number };
    crops: number;
    events: number;
    redactedEvents: number;
    head: string | null;
    keyId: string | null;
    createdAt: string | null;
    matter: string | null;
  };
};

const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;
// Not fatal: a damaged byte must become a reported failure (its hash no longer matches), never a crash.
const decoder = new TextDecoder('utf-8');

function text(b: Uint8Array): string {
  return decoder.decode(b);
}

/** Verifies a bundle given as path → bytes (from a zip read in memory, or a folder). */
export function verifyBundleFiles(files: ReadonlyMap<string, Uint8Array>, opts: VerifyOptions = {}): VerifyReport {
  try {
    return verifyAll(files, opts);
  } catch (err) {
    // Whatever a hostile bundle does to the checks, the answer is a failure, never a crash.
    return { ...emptyReport(files.size), ok: false, failures: [{ check: 'bundle', detail: `the bundle could not be checked: ${(err as Error).message}` }] };
  }
}

function emptyReport(files: number): VerifyReport {
  return { ok: false, failures: [], summary: { files, traces: 0, claims: 0, spans: { exact: 0, normalized: 0, fuzzy: 0 }, crops: 0, events: 0, redactedEvents: 0, head: null, keyId: null, createdAt: null, matter: null } };
}

function verifyAll(files: ReadonlyMap<string, Uint8Array>, opts: VerifyOptions): VerifyReport {
  const failures: Failure[] = [];
  const fail = (check: string, detail: string, file?: string) => failures.push(file ? { check, file, detail } : { check, detail });
  const summary = emptyReport(files.size).summary;
  const done = (): VerifyReport => ({ ok: failures.length === 0, failures, summary });

  // 1. The manifest, and the signature over its exact bytes.
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) {
    fail('manifest', 'manifest.json is missing: nothing in this folder can be checked', MANIFEST_FILE);
    return done();
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text(manifestBytes)) as Manifest;
    if (manifest?.format !== BUNDLE_FORMAT || typeof manifest.files !== 'object' || !manifest.files || !manifest.audit || !manifest.signing || !Array.isArray(manifest.sources) || !manifest.scope) throw new Error('not a Pincite audit bundle manifest');
  } catch (err) {
    fail('manifest', `manifest.json cannot be read: ${(err as Error).message}`, MANIFEST_FILE);
    return done();
  }
  summary.head = manifest.audit.head;
  summary.keyId = manifest.signing.keyId;
  summary.createdAt = manifest.createdAt;
  summary.matter = manifest.matter?.name ?? null;
  checkSignature(manifest, manifestBytes, files.get(SIGNATURE_FILE), opts, fail);

  // 2. Every file listed, with its hash; nothing missing, nothing extra.
  for (const [name, entry] of Object.entries(manifest.files)) {
    const data = files.get(name);
    if (!data) fail('files', 'listed in the manifest but missing from the bundle', name);
    else if (data.length !== entry.bytes || sha256(data) !== entry.sha256) fail('files', `content differs from the manifest (SHA-256 ${sha256(data)}, manifest says ${entry.sha256})`, name);
  }
  for (const name of files.keys()) {
    if (name !== MANIFEST_FILE && name !== SIGNATURE_FILE && !Object.hasOwn(manifest.files, name)) fail('files', 'present in the bundle but not listed in the manifest', name);
  }

  // 3. The audit chain: each event's hash, every link, and the signed head.
  const events = checkChain(files.get(EVENTS_FILE), manifest, fail);
  summary.events = events.size;
  summary.redactedEvents = [...events.values()].filter((e) => 'redacted' in e).length;

  // 4. Source texts are what their names say.
  const sourceTexts = new Map<string, string>();
  for (const [name, data] of files) {
    const m = /^sources\/([0-9a-f]{64})\.(txt|pdf)$/.exec(name);
    if (!m) continue;
    if (sha256(data) !== m[1]) fail('sources', `content does not hash to its name (SHA-256 ${sha256(data)})`, name);
    else if (m[2] === 'txt') sourceTexts.set(m[1]!, text(data));
  }

  for (const src of manifest.sources) {
    if (src.text !== `sources/${src.textSha256}.txt` || !sourceTexts.has(src.textSha256)) fail('sources', `the text of ${src.title} (${src.doc}) is not in the bundle under its SHA-256`, MANIFEST_FILE);
    if (src.pdf !== undefined && (src.pdf !== `sources/${src.pdfSha256}.pdf` || !files.has(src.pdf))) fail('sources', `the PDF of ${src.title} (${src.doc}) is not in the bundle under its SHA-256`, MANIFEST_FILE);
  }

  // 5. Each trace: tied to its chained events, and every quote at its offsets.
  const report = files.get('report.html');
  const crops = report ? cropsInReport(text(report)) : new Map<string, string>();
  for (const name of files.keys()) {
    const m = /^traces\/(.+)\.json$/.exec(name);
    if (m && !manifest.scope.traces.includes(m[1]!)) fail('traces', `a trace file the manifest's scope does not name`, name);
  }
  for (const id of manifest.scope.traces) {
    const file = `traces/${id}.json`;
    const data = files.get(file);
    if (!data) {
      fail('traces', `trace ${id} is named in the manifest but its file is missing`, file);
      continue;
    }
    let trace: BundleTrace;
    try {
      trace = JSON.parse(text(data)) as BundleTrace;
    } catch (err) {
      fail('traces', `not valid JSON (${(err as Error).message})`, file);
      continue;
    }
    summary.traces++;
    summary.claims += trace.claims?.length ?? 0;
    checkTraceEvents(trace, file, events, fail);
    const evidence = [...(trace.response?.claims ?? []).flatMap((c) => c.evidence ?? []), ...(trace.claims ?? []).flatMap((c) => c.evidence ?? [])];
    const seen = new Set<string>();
    for (const e of evidence) {
      const key = JSON.stringify([e.sourceHash, e.offsets, e.match, e.quote]);
      if (!seen.has(key)) checkEvidence(e, sourceTexts, file, summary, fail);
      seen.add(key);
    }
    for (const e of (trace.claims ?? []).flatMap((c) => c.evidence ?? [])) {
      for (const c of e.crops ?? []) {
        summary.crops++;
        const png = crops.get(c.sha256);
        if (png === undefined) fail('crops', `the crop ${c.sha256.slice(0, 12)}… of "${short(e.quote)}" is not in report.html`, file);
        else if (sha256(Buffer.from(png, 'base64')) !== c.sha256) fail('crops', `the crop image in report.html does not hash to ${c.sha256.slice(0, 12)}…`, 'report.html');
      }
    }
  }
  return done();
}

function checkSignature(manifest: Manifest, manifestBytes: Uint8Array, signature: Uint8Array | undefined, opts: VerifyOptions, fail: (c: string, d: string, f?: string) => void): void {
  if (!signature) return void fail('signature', 'the signature file is missing', SIGNATURE_FILE);
  if (manifest.signing.algorithm !== 'Ed25519') return void fail('signature', `unsupported signature algorithm ${String(manifest.signing.algorithm)}`, MANIFEST_FILE);
  try {
    const der = Buffer.from(manifest.signing.publicKey, 'base64');
    if (sha256(der) !== manifest.signing.keyId) fail('signature', 'the key id does not match the public key', MANIFEST_FILE);
    if (opts.expectKeyId && opts.expectKeyId.toLowerCase() !== manifest.signing.keyId) fail('signature', `signed by key ${manifest.signing.keyId}, not the expected ${opts.expectKeyId}`, MANIFEST_FILE);
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    const sig = Buffer.from(text(signature), 'base64');
    // Base64 decoding forgives stray characters and padding; the file must be exactly
    // the canonical encoding, so no byte of it can change unnoticed.
    if (text(signature) !== `${sig.toString('base64')}\n`) fail('signature', 'the signature file is not exactly one base64 line', SIGNATURE_FILE);
    if (sig.length !== 64 || !verifySignature(null, manifestBytes, key, sig)) fail('signature', 'the Ed25519 signature does not match manifest.json', SIGNATURE_FILE);
  } catch (err) {
    fail('signature', `the signature cannot be checked: ${(err as Error).message}`, SIGNATURE_FILE);
  }
}

function checkChain(data: Uint8Array | undefined, manifest: Manifest, fail: (c: string, d: string, f?: string) => void): Map<number, BundleEvent> {
  const out = new Map<number, BundleEvent>();
  if (!data) {
    fail('audit', 'the audit events are missing', EVENTS_FILE);
    return out;
  }
  const lines = text(data).split('\n').filter((l) => l.length > 0);
  let prev: BundleEvent | null = null;
  lines.forEach((line, i) => {
    let e: BundleEvent;
    try {
      e = JSON.parse(line) as BundleEvent;
    } catch {
      return void fail('audit', `line ${i + 1} is not valid JSON`, EVENTS_FILE);
    }
    if (!Number.isInteger(e.seq) || !HEX64.test(e.hash) || !HEX64.test(e.prevHash)) return void fail('audit', `line ${i + 1} is not an audit event`, EVENTS_FILE);
    if (!('redacted' in e)) {
      if (eventHash({ seq: e.seq, traceId: e.traceId, type: e.type, at: e.at, payload: e.payload, prevHash: e.prevHash }) !== e.hash) fail('audit', `event ${e.seq} does not hash to its recorded hash: its content was changed`, EVENTS_FILE);
    }
    const expectedSeq: number = prev ? prev.seq + 1 : manifest.audit.fromSeq;
    if (e.seq !== expectedSeq) fail('audit', prev ? `event ${e.seq} follows event ${prev.seq}: events are missing or out of order` : `the log starts at event ${e.seq}, the manifest says ${manifest.audit.fromSeq}`, EVENTS_FILE);
    if (prev && e.prevHash !== prev.hash) fail('audit', `event ${e.seq} does not link to the event before it`, EVENTS_FILE);
    if (!prev && e.seq === 1 && e.prevHash !== GENESIS_HASH) fail('audit', 'event 1 does not start at the genesis hash', EVENTS_FILE);
    out.set(e.seq, e);
    prev = e;
  });
  const last = prev as BundleEvent | null;
  if (!last) fail('audit', 'the audit log in the bundle is empty', EVENTS_FILE);
  else {
    if (last.hash !== manifest.audit.head || last.seq !== manifest.audit.headSeq) fail('audit', `the log ends at event ${last.seq}, not at the signed head (event ${manifest.audit.headSeq})`, EVENTS_FILE);
    if (lines.length !== manifest.audit.events) fail('audit', `${lines.length} events, the manifest says ${manifest.audit.events}`, EVENTS_FILE);
  }
  return out;
}

function checkTraceEvents(trace: BundleTrace, file: string, events: ReadonlyMap<number, BundleEvent>, fail: (c: string, d: string, f?: string) => void): void {
  const own = (trace.events ?? []).map((seq) => events.get(seq));
  const full: Array<Extract<BundleEvent, { type: string }>> = [];
  for (const [i, e] of own.entries()) {
    if (!e || 'redacted' in e) fail('traces', `event ${trace.events[i]} of trace ${trace.id} is not in the bundle's log`, file);
    else if (e.traceId !== trace.id) fail('traces', `event ${e.seq} belongs to trace ${String(e.traceId)}, not ${trace.id}`, file);
    else full.push(e);
  }
  for (const e of events.values()) {
    if (!('redacted' in e) && e.traceId === trace.id && !trace.events.includes(e.seq)) fail('traces', `event ${e.seq} of trace ${trace.id} is not listed in its trace file`, file);
  }
  const end = full.find((e) => e.type === 'trace.end');
  if (!end) return void fail('traces', `trace ${trace.id} has no trace.end event in the log`, file);
  const recorded = (JSON.parse(end.payload) as { responseSha256?: string }).responseSha256;
  if (recorded !== sha256(canonicalJson(trace.response))) fail('traces', `the response in the trace file is not the one recorded in the audit log (event ${end.seq})`, file);
  // Each review decision in the trace is the one the log recorded.
  const decisions = new Map<number, Record<string, unknown>>();
  for (const e of full) {
    if (e.type !== 'review.decision') continue;
    const p = JSON.parse(e.payload) as Record<string, unknown>;
    decisions.set(Number(p.decision), p);
  }
  for (const c of trace.claims ?? []) {
    for (const r of c.reviews ?? []) {
      if (r.action === 'recheck') continue;
      const p = decisions.get(r.id);
      if (!p || p.claim !== c.id || p.action !== r.action || p.after !== r.after || p.reviewer !== r.reviewer) fail('traces', `review decision ${r.id} on claim ${c.id} does not match the audit log`, file);
    }
  }
}

function checkEvidence(e: BundleEvidence, texts: ReadonlyMap<string, string>, file: string, summary: VerifyReport['summary'], fail: (c: string, d: string, f?: string) => void): void {
  if (!e.offsets || !e.match) return;
  const where = `"${short(e.quote)}" (${e.doc} chars ${e.offsets[0]}–${e.offsets[1]})`;
  const source = texts.get(e.sourceHash);
  if (source === undefined) return void fail('evidence', `the source text ${e.sourceHash.slice(0, 12)}… cited by ${where} is not in the bundle (or does not hash to its recorded version)`, file);
  const [s, t] = e.offsets;
  if (!(Number.isInteger(s) && Number.isInteger(t) && s >= 0 && t > s && t <= source.length)) return void fail('evidence', `offsets of ${where} lie outside the source text`, file);
  if (e.match === 'exact') {
    if (source.slice(s, t) !== e.quote) return void fail('evidence', `the source text at the offsets is not the quote ${where}`, file);
  } else if (e.match === 'normalized') {
    // The span alone equal after normalisation settles it; only a span with page furniture
    // inside needs the whole source (which lines are furniture depends on every page).
    if (!normalizedEqual(source.slice(s, t), e.quote) && !normalizedEqualAt(source, [s, t], e.quote)) return void fail('evidence', `the source text at the offsets does not normalise to the quote ${where}`, file);
  }
  summary.spans[e.match]++;
}

/** Crop images in report.html by the SHA-256 they are labelled with. */
function cropsInReport(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<img [^>]*data-crop-sha256="([0-9a-f]{64})"[^>]*src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/g)) out.set(m[1]!, m[2]!);
  return out;
}

function short(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}
