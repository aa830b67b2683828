// Pincite audit-bundle verifier. Generated from electron/audit/bundle/verify-entry.ts
// by scripts/build-verifier.mjs; do not edit. Uses only Node built-ins (Node 18+).
// Usage, in the unpacked bundle: node verify.mjs [--expect-key KEYID]

// electron/audit/bundle/verify-entry.ts
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// electron/audit/bundle/verify-core.ts
import { createHash as createHash2, createPublicKey, verify as verifySignature } from "node:crypto";

// shared/canonical-json.ts
function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("canonicalJson: non-finite number");
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === void 0 ? null : v)).join(",")}]`;
  const obj = value;
  const keys = Object.keys(obj).filter((k) => obj[k] !== void 0).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

// electron/pipeline/text/canonical.ts
var PAGE_SEPARATOR = "\n\f\n";

// electron/pipeline/text/headers-footers.ts
var EDGE_LINES = 3;
var MAX_LINE_CHARS = 200;
var MIN_SHARE = 0.3;
var MIN_PAGES = 3;
function findRepeatedLines(text2) {
  const pages = splitPages(text2).map((page) => pageLines(text2, page).map((line) => ({ line, key: lineKey(text2.slice(line[0], line[1])) })));
  if (pages.length < MIN_PAGES) return [];
  const need = Math.max(MIN_PAGES, Math.ceil(MIN_SHARE * pages.length));
  const inside = /* @__PURE__ */ new Map();
  const edges = /* @__PURE__ */ new Map();
  pages.forEach(
    (lines, p) => lines.forEach(({ line, key }, i) => {
      if (key.length > MAX_LINE_CHARS) return;
      if (i >= EDGE_LINES && i < lines.length - EDGE_LINES) inside.set(key, (inside.get(key) ?? 0) + 1);
      else addTo(edges, key, p, line);
    })
  );
  const furniture = new Set([...edges].filter(([key, e]) => e.pages.size >= need && (inside.get(key) ?? 0) < e.pages.size / 2).map(([key]) => key));
  const beside = /* @__PURE__ */ new Map();
  const besideInside = /* @__PURE__ */ new Map();
  pages.forEach((lines, p) => {
    for (const order of [lines, [...lines].reverse()]) {
      let i = 0;
      while (i < order.length && furniture.has(order[i].key)) i++;
      if (i === 0) continue;
      for (let j = i; j < Math.min(order.length, i + EDGE_LINES - 1); j++) {
        const { line, key } = order[j];
        if (furniture.has(key) || key.length > MAX_LINE_CHARS) break;
        addTo(beside, key, p, line);
        if (j >= EDGE_LINES && j < lines.length - EDGE_LINES) besideInside.set(key, (besideInside.get(key) ?? 0) + 1);
      }
    }
  });
  for (const [key, b] of beside) {
    if (b.pages.size >= need && (inside.get(key) ?? 0) - (besideInside.get(key) ?? 0) < b.pages.size / 2) furniture.add(key);
  }
  const out = [...edges, ...beside].filter(([key]) => furniture.has(key)).flatMap(([, e]) => e.ranges);
  out.push(...printedFolios(pages.flat()), ...numberedFolios(text2, pages.flat()));
  return [...new Map(out.map((r) => [r[0], r])).values()].sort((a, b) => a[0] - b[0]);
}
var FOLIO = /^(?:[-–—]#[-–—]|page#(?:of#)?)$/i;
function printedFolios(lines) {
  const folios = lines.filter(({ key }) => FOLIO.test(key));
  return folios.length >= 2 ? folios.map(({ line }) => line) : [];
}
var MIN_FOLIO_GAP = 10;
var MIN_FOLIO_RUN = 3;
var MAX_BARE_NUMBERS = 2e3;
function numberedFolios(text2, lines) {
  const bare2 = lines.flatMap(({ line, key }, i) => key === "#" ? [{ i, line, n: Number(text2.slice(line[0], line[1]).trim()) }] : []);
  if (bare2.length < MIN_FOLIO_RUN || bare2.length > MAX_BARE_NUMBERS) return [];
  const run = bare2.map(() => 1);
  const prev = bare2.map(() => -1);
  for (let k = 0; k < bare2.length; k++) {
    for (let j = k - 1; j >= 0; j--) {
      if (bare2[j].n === bare2[k].n - 1 && bare2[k].i - bare2[j].i >= MIN_FOLIO_GAP) {
        run[k] = run[j] + 1;
        prev[k] = j;
        break;
      }
    }
  }
  const keep = /* @__PURE__ */ new Set();
  for (let k = bare2.length - 1; k >= 0; k--) {
    if (run[k] < MIN_FOLIO_RUN || keep.has(k)) continue;
    for (let j = k; j >= 0; j = prev[j]) keep.add(j);
  }
  return [...keep].sort((a, b) => a - b).map((k) => bare2[k].line);
}
function addTo(into, key, page, line) {
  let entry = into.get(key);
  if (!entry) into.set(key, entry = { pages: /* @__PURE__ */ new Set(), ranges: [] });
  entry.pages.add(page);
  entry.ranges.push(line);
}
function lineKey(line) {
  return line.replace(/\s+/g, "").replace(/\d+/g, "#");
}
function splitPages(text2) {
  const out = [];
  let from = 0;
  for (; ; ) {
    const at = text2.indexOf(PAGE_SEPARATOR, from);
    if (at < 0) break;
    out.push([from, at]);
    from = at + PAGE_SEPARATOR.length;
  }
  out.push([from, text2.length]);
  return out;
}
function pageLines(text2, page) {
  const lines = [];
  let from = page[0];
  while (from <= page[1]) {
    const nl = text2.indexOf("\n", from);
    const to = nl < 0 || nl > page[1] ? page[1] : nl;
    const trimmed = trimRange(text2, from, to);
    if (trimmed) lines.push(trimmed);
    from = to + 1;
  }
  return lines;
}
function trimRange(text2, from, to) {
  let s = from;
  let e = to;
  while (s < e && /\s/.test(text2[s])) s++;
  while (e > s && /\s/.test(text2[e - 1])) e--;
  return e > s ? [s, e] : null;
}

// electron/pipeline/text/normalize.ts
var SITE = "­";
var QUOTES = {
  "‘": "'",
  "’": "'",
  "‚": "'",
  "‛": "'",
  "′": "'",
  "`": "'",
  "´": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "‟": '"',
  "″": '"',
  "«": '"',
  "»": '"'
};
var HYPHENS = /* @__PURE__ */ new Set(["-", "‐", "‑"]);
var DASHES = /* @__PURE__ */ new Set([...HYPHENS, "‒", "–", "—", "―", "−", "﹘", "﹣", "－"]);
var LIGATURES = {
  "ﬀ": "ff",
  "ﬁ": "fi",
  "ﬂ": "fl",
  "ﬃ": "ffi",
  "ﬄ": "ffl",
  "ﬅ": "st",
  "ﬆ": "st"
};
var ZERO_WIDTH = /* @__PURE__ */ new Set(["​", "‌", "‍", "⁠", "\uFEFF"]);
var BREAKS = /* @__PURE__ */ new Set(["\n", "\r", "\f", "\v", "\u2028", "\u2029", ""]);
var SPACE = /[\s\u0085]/;
var LETTER = new RegExp("\\p{L}", "u");
var LOWER = new RegExp("\\p{Ll}", "u");
function normalizeText(text2, opts = {}) {
  const skip = opts.skip ?? [];
  const out = [];
  const starts = [];
  const ends = [];
  const st = { space: null, hyphenAt: -1, softAt: -1 };
  const emit = (ch, s, e) => {
    out.push(ch);
    starts.push(s);
    ends.push(e);
  };
  const dropSoft = () => {
    out.pop();
    starts.pop();
    ends.pop();
    st.softAt = -1;
  };
  const addSpace = (s, e, hasBreak) => {
    st.space = st.space ? { start: st.space.start, end: e, hasBreak: st.space.hasBreak || hasBreak } : { start: s, end: e, hasBreak };
  };
  const beforeVisible = (ch) => {
    const lower = LOWER.test(ch);
    if (st.softAt >= 0) {
      if (lower) {
        if (st.space) ends[st.softAt] = st.space.end;
        st.space = null;
        st.softAt = -1;
      } else dropSoft();
    }
    const space = st.space;
    if (space) {
      const last = out[out.length - 1];
      if (st.hyphenAt >= 0 && st.hyphenAt === out.length - 1 && space.hasBreak && lower) {
        out[st.hyphenAt] = SITE;
        ends[st.hyphenAt] = space.end;
      } else if (last !== void 0 && last !== "-" && ch !== "-") {
        emit(" ", space.start, space.end);
      }
      st.space = null;
    }
    st.hyphenAt = -1;
  };
  let k = 0;
  for (let i = 0; i < text2.length; ) {
    while (k < skip.length && skip[k][1] <= i) k++;
    const sk = skip[k];
    if (sk && sk[0] <= i) {
      addSpace(i, sk[1], true);
      i = sk[1];
      continue;
    }
    const ch = text2[i];
    if (ZERO_WIDTH.has(ch)) {
      i++;
      continue;
    }
    if (SPACE.test(ch)) {
      addSpace(i, i + 1, BREAKS.has(ch));
      i++;
      continue;
    }
    if (ch === SITE) {
      const last = out[out.length - 1];
      if (st.softAt < 0 && !st.space && last !== void 0 && LETTER.test(last)) {
        emit(SITE, i, i + 1);
        st.softAt = out.length - 1;
      }
      i++;
      continue;
    }
    const mapped = LIGATURES[ch] ?? QUOTES[ch] ?? (DASHES.has(ch) ? "-" : ch);
    beforeVisible(mapped[0]);
    if (mapped === "-" && HYPHENS.has(ch)) {
      const last = out[out.length - 1];
      if (last !== void 0 && LETTER.test(last)) st.hyphenAt = out.length;
    }
    for (const c of mapped) emit(c, i, i + 1);
    i++;
  }
  if (st.softAt >= 0) dropSoft();
  return { text: out.join(""), starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}
function prepareHaystack(source, furniture = findRepeatedLines(source)) {
  let plain = null;
  let plainBare = null;
  const norm = normalizeText(source, { skip: furniture });
  const getPlain = () => plain ??= normalizeText(source);
  const normBare = bare(norm.text);
  const getPlainBare = () => plainBare ??= bare(getPlain().text);
  let words = null;
  const getWords = () => words ??= /* @__PURE__ */ new Set([...wordKeys(wordsOf(normBare)), ...furniture.length ? wordKeys(wordsOf(getPlainBare())) : []]);
  return { source, furniture, norm, plain: getPlain, normBare, plainBare: getPlainBare, words: getWords };
}
var wordsOf = (text2) => text2.split(/[^\p{L}\p{N}]+/u);
function wordKeys(words) {
  const keys = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === "") continue;
    keys.push(w);
    const next = words[i + 1];
    if (next) keys.push(`${w} ${next}`);
  }
  return keys;
}
function interiorWords(nBare) {
  const ws = wordsOf(nBare).slice(1, -1);
  return ws.includes("") ? ws.filter((w) => w !== "") : wordKeys(ws);
}
function bare(text2) {
  return text2.replace(/[\u00ad-]/g, "");
}
function findNormalized(haystack, needle, opts = {}) {
  const hay = typeof haystack === "string" ? cachedPrepare(haystack) : haystack;
  const limit = opts.limit ?? Infinity;
  const range = opts.range ?? [0, hay.source.length];
  const { n, nBare, interior } = normalizedNeedle(needle);
  const filter = opts.prefilter ?? true;
  if (filter && interior.length > 0) {
    const words = hay.words();
    if (!interior.every((w) => words.has(w))) return [];
  }
  const skipped = !filter || hay.normBare.includes(nBare) ? search(hay.source, hay.norm, n, range, limit) : [];
  if (hay.furniture.length === 0 || skipped.length >= limit) return skipped;
  const kept = !filter || hay.plainBare().includes(nBare) ? search(hay.source, hay.plain(), n, range, limit) : [];
  const seen = new Set(skipped.map(([s, e]) => `${s}:${e}`));
  const all = [...skipped, ...kept.filter(([s, e]) => !seen.has(`${s}:${e}`))];
  return all.sort((x, y) => x[0] - y[0] || x[1] - y[1]).slice(0, limit);
}
var lastNeedle = null;
function normalizedNeedle(needle) {
  if (lastNeedle?.needle !== needle) {
    const n = normalizeText(needle).text;
    const nBare = bare(n);
    lastNeedle = { needle, n, nBare, interior: interiorWords(nBare) };
  }
  return lastNeedle;
}
function search(source, hay, n, [lo, hi], limit) {
  const out = [];
  if (n.length === 0) return out;
  const { text: h, starts, ends } = hay;
  const softSite = (i) => h[i] === SITE && source[starts[i]] === SITE;
  for (let i = nextCandidate(h, n[0], lowerBound(starts, lo)); i >= 0 && starts[i] < hi && out.length < limit; i = nextCandidate(h, n[0], i + 1)) {
    if (i > 0 && starts[i - 1] === starts[i] || softSite(i)) continue;
    const k = matchAt(h, i, n);
    if (k < 0 || k < h.length && starts[k] === starts[k - 1] || softSite(k - 1)) continue;
    const end = h[k - 1] === SITE ? starts[k - 1] + 1 : ends[k - 1];
    if (end <= hi) out.push([starts[i], end]);
  }
  return out;
}
function nextCandidate(h, first, from) {
  const i = h.indexOf(first, from);
  if (first !== "-") return i;
  const j = h.indexOf(SITE, from);
  return i < 0 ? j : j < 0 ? i : Math.min(i, j);
}
function matchAt(h, i, n) {
  let k = i;
  let j = 0;
  while (j < n.length) {
    const a = h[k];
    const b = n[j];
    if (a === b || a === SITE && b === "-" || b === SITE && a === "-") {
      k++;
      j++;
    } else if (a === SITE) k++;
    else if (b === SITE) j++;
    else return -1;
  }
  return k;
}
function normalizedEqual(a, b) {
  const x = normalizeText(a).text;
  const y = normalizeText(b).text;
  return x.length > 0 ? matchAt(x, 0, y) === x.length && y.length > 0 : y.length === 0;
}
function normalizedEqualAt(source, range, quote) {
  return findNormalized(source, quote, { range }).some(([s, e]) => s === range[0] && e === range[1]);
}
function lowerBound(xs, v) {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (xs[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var CACHE_CHARS = 4e6;
var cache = /* @__PURE__ */ new Map();
var cachedChars = 0;
function cached(text2) {
  const hit = cache.get(text2);
  if (hit) {
    cache.delete(text2);
    cache.set(hit.source, hit);
    return hit;
  }
  const source = ownCopy(text2);
  const entry = { source, furniture: findRepeatedLines(source), hay: null };
  cache.set(source, entry);
  cachedChars += source.length;
  for (const [key] of cache) {
    if (cachedChars <= CACHE_CHARS || cache.size === 1) break;
    cache.delete(key);
    cachedChars -= key.length;
  }
  return entry;
}
function ownCopy(text2) {
  return Buffer.from(text2, "utf16le").toString("utf16le");
}
function cachedPrepare(text2) {
  const entry = cached(text2);
  return entry.hay ??= prepareHaystack(entry.source, entry.furniture);
}

// electron/store/audit-events.ts
import { createHash } from "node:crypto";
var GENESIS_HASH = "0".repeat(64);
function eventHash(e) {
  return createHash("sha256").update([e.prevHash, String(e.seq), e.traceId ?? "", e.type, e.at, e.payload].join("\n")).digest("hex");
}

// electron/audit/bundle/format.ts
var BUNDLE_FORMAT = "pincite-audit-bundle";
var MANIFEST_FILE = "manifest.json";
var SIGNATURE_FILE = "signature";
var EVENTS_FILE = "audit/events.jsonl";

// electron/audit/bundle/verify-core.ts
var sha256 = (b) => createHash2("sha256").update(b).digest("hex");
var HEX64 = /^[0-9a-f]{64}$/;
var decoder = new TextDecoder("utf-8");
function text(b) {
  return decoder.decode(b);
}
function verifyBundleFiles(files, opts = {}) {
  try {
    return verifyAll(files, opts);
  } catch (err) {
    return { ...emptyReport(files.size), ok: false, failures: [{ check: "bundle", detail: `the bundle could not be checked: ${err.message}` }] };
  }
}
function emptyReport(files) {
  return { ok: false, failures: [], summary: { files, traces: 0, claims: 0, spans: { exact: 0, normalized: 0, fuzzy: 0 }, crops: 0, events: 0, redactedEvents: 0, head: null, keyId: null, createdAt: null, matter: null } };
}
function verifyAll(files, opts) {
  const failures = [];
  const fail = (check, detail, file) => failures.push(file ? { check, file, detail } : { check, detail });
  const summary = emptyReport(files.size).summary;
  const done = () => ({ ok: failures.length === 0, failures, summary });
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) {
    fail("manifest", "manifest.json is missing: nothing in this folder can be checked", MANIFEST_FILE);
    return done();
  }
  let manifest;
  try {
    manifest = JSON.parse(text(manifestBytes));
    if (manifest?.format !== BUNDLE_FORMAT || typeof manifest.files !== "object" || !manifest.files || !manifest.audit || !manifest.signing || !Array.isArray(manifest.sources) || !manifest.scope) throw new Error("not a Pincite audit bundle manifest");
  } catch (err) {
    fail("manifest", `manifest.json cannot be read: ${err.message}`, MANIFEST_FILE);
    return done();
  }
  summary.head = manifest.audit.head;
  summary.keyId = manifest.signing.keyId;
  summary.createdAt = manifest.createdAt;
  summary.matter = manifest.matter?.name ?? null;
  checkSignature(manifest, manifestBytes, files.get(SIGNATURE_FILE), opts, fail);
  for (const [name, entry] of Object.entries(manifest.files)) {
    const data = files.get(name);
    if (!data) fail("files", "listed in the manifest but missing from the bundle", name);
    else if (data.length !== entry.bytes || sha256(data) !== entry.sha256) fail("files", `content differs from the manifest (SHA-256 ${sha256(data)}, manifest says ${entry.sha256})`, name);
  }
  for (const name of files.keys()) {
    if (name !== MANIFEST_FILE && name !== SIGNATURE_FILE && !Object.hasOwn(manifest.files, name)) fail("files", "present in the bundle but not listed in the manifest", name);
  }
  const events = checkChain(files.get(EVENTS_FILE), manifest, fail);
  summary.events = events.size;
  summary.redactedEvents = [...events.values()].filter((e) => "redacted" in e).length;
  const sourceTexts = /* @__PURE__ */ new Map();
  for (const [name, data] of files) {
    const m = /^sources\/([0-9a-f]{64})\.(txt|pdf)$/.exec(name);
    if (!m) continue;
    if (sha256(data) !== m[1]) fail("sources", `content does not hash to its name (SHA-256 ${sha256(data)})`, name);
    else if (m[2] === "txt") sourceTexts.set(m[1], text(data));
  }
  for (const src of manifest.sources) {
    if (src.text !== `sources/${src.textSha256}.txt` || !sourceTexts.has(src.textSha256)) fail("sources", `the text of ${src.title} (${src.doc}) is not in the bundle under its SHA-256`, MANIFEST_FILE);
    if (src.pdf !== void 0 && (src.pdf !== `sources/${src.pdfSha256}.pdf` || !files.has(src.pdf))) fail("sources", `the PDF of ${src.title} (${src.doc}) is not in the bundle under its SHA-256`, MANIFEST_FILE);
  }
  const report = files.get("report.html");
  const crops = report ? cropsInReport(text(report)) : /* @__PURE__ */ new Map();
  for (const name of files.keys()) {
    const m = /^traces\/(.+)\.json$/.exec(name);
    if (m && !manifest.scope.traces.includes(m[1])) fail("traces", `a trace file the manifest's scope does not name`, name);
  }
  for (const id of manifest.scope.traces) {
    const file = `traces/${id}.json`;
    const data = files.get(file);
    if (!data) {
      fail("traces", `trace ${id} is named in the manifest but its file is missing`, file);
      continue;
    }
    let trace;
    try {
      trace = JSON.parse(text(data));
    } catch (err) {
      fail("traces", `not valid JSON (${err.message})`, file);
      continue;
    }
    summary.traces++;
    summary.claims += trace.claims?.length ?? 0;
    checkTraceEvents(trace, file, events, fail);
    const evidence = [...(trace.response?.claims ?? []).flatMap((c) => c.evidence ?? []), ...(trace.claims ?? []).flatMap((c) => c.evidence ?? [])];
    const seen = /* @__PURE__ */ new Set();
    for (const e of evidence) {
      const key = JSON.stringify([e.sourceHash, e.offsets, e.match, e.quote]);
      if (!seen.has(key)) checkEvidence(e, sourceTexts, file, summary, fail);
      seen.add(key);
    }
    for (const e of (trace.claims ?? []).flatMap((c) => c.evidence ?? [])) {
      for (const c of e.crops ?? []) {
        summary.crops++;
        const png = crops.get(c.sha256);
        if (png === void 0) fail("crops", `the crop ${c.sha256.slice(0, 12)}… of "${short(e.quote)}" is not in report.html`, file);
        else if (sha256(Buffer.from(png, "base64")) !== c.sha256) fail("crops", `the crop image in report.html does not hash to ${c.sha256.slice(0, 12)}…`, "report.html");
      }
    }
  }
  return done();
}
function checkSignature(manifest, manifestBytes, signature, opts, fail) {
  if (!signature) return void fail("signature", "the signature file is missing", SIGNATURE_FILE);
  if (manifest.signing.algorithm !== "Ed25519") return void fail("signature", `unsupported signature algorithm ${String(manifest.signing.algorithm)}`, MANIFEST_FILE);
  try {
    const der = Buffer.from(manifest.signing.publicKey, "base64");
    if (sha256(der) !== manifest.signing.keyId) fail("signature", "the key id does not match the public key", MANIFEST_FILE);
    if (opts.expectKeyId && opts.expectKeyId.toLowerCase() !== manifest.signing.keyId) fail("signature", `signed by key ${manifest.signing.keyId}, not the expected ${opts.expectKeyId}`, MANIFEST_FILE);
    const key = createPublicKey({ key: der, format: "der", type: "spki" });
    const sig = Buffer.from(text(signature), "base64");
    if (text(signature) !== `${sig.toString("base64")}
`) fail("signature", "the signature file is not exactly one base64 line", SIGNATURE_FILE);
    if (sig.length !== 64 || !verifySignature(null, manifestBytes, key, sig)) fail("signature", "the Ed25519 signature does not match manifest.json", SIGNATURE_FILE);
  } catch (err) {
    fail("signature", `the signature cannot be checked: ${err.message}`, SIGNATURE_FILE);
  }
}
function checkChain(data, manifest, fail) {
  const out = /* @__PURE__ */ new Map();
  if (!data) {
    fail("audit", "the audit events are missing", EVENTS_FILE);
    return out;
  }
  const lines = text(data).split("\n").filter((l) => l.length > 0);
  let prev = null;
  lines.forEach((line, i) => {
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      return void fail("audit", `line ${i + 1} is not valid JSON`, EVENTS_FILE);
    }
    if (!Number.isInteger(e.seq) || !HEX64.test(e.hash) || !HEX64.test(e.prevHash)) return void fail("audit", `line ${i + 1} is not an audit event`, EVENTS_FILE);
    if (!("redacted" in e)) {
      if (eventHash({ seq: e.seq, traceId: e.traceId, type: e.type, at: e.at, payload: e.payload, prevHash: e.prevHash }) !== e.hash) fail("audit", `event ${e.seq} does not hash to its recorded hash: its content was changed`, EVENTS_FILE);
    }
    const expectedSeq = prev ? prev.seq + 1 : manifest.audit.fromSeq;
    if (e.seq !== expectedSeq) fail("audit", prev ? `event ${e.seq} follows event ${prev.seq}: events are missing or out of order` : `the log starts at event ${e.seq}, the manifest says ${manifest.audit.fromSeq}`, EVENTS_FILE);
    if (prev && e.prevHash !== prev.hash) fail("audit", `event ${e.seq} does not link to the event before it`, EVENTS_FILE);
    if (!prev && e.seq === 1 && e.prevHash !== GENESIS_HASH) fail("audit", "event 1 does not start at the genesis hash", EVENTS_FILE);
    out.set(e.seq, e);
    prev = e;
  });
  const last = prev;
  if (!last) fail("audit", "the audit log in the bundle is empty", EVENTS_FILE);
  else {
    if (last.hash !== manifest.audit.head || last.seq !== manifest.audit.headSeq) fail("audit", `the log ends at event ${last.seq}, not at the signed head (event ${manifest.audit.headSeq})`, EVENTS_FILE);
    if (lines.length !== manifest.audit.events) fail("audit", `${lines.length} events, the manifest says ${manifest.audit.events}`, EVENTS_FILE);
  }
  return out;
}
function checkTraceEvents(trace, file, events, fail) {
  const own = (trace.events ?? []).map((seq) => events.get(seq));
  const full = [];
  for (const [i, e] of own.entries()) {
    if (!e || "redacted" in e) fail("traces", `event ${trace.events[i]} of trace ${trace.id} is not in the bundle's log`, file);
    else if (e.traceId !== trace.id) fail("traces", `event ${e.seq} belongs to trace ${String(e.traceId)}, not ${trace.id}`, file);
    else full.push(e);
  }
  for (const e of events.values()) {
    if (!("redacted" in e) && e.traceId === trace.id && !trace.events.includes(e.seq)) fail("traces", `event ${e.seq} of trace ${trace.id} is not listed in its trace file`, file);
  }
  const end = full.find((e) => e.type === "trace.end");
  if (!end) return void fail("traces", `trace ${trace.id} has no trace.end event in the log`, file);
  const recorded = JSON.parse(end.payload).responseSha256;
  if (recorded !== sha256(canonicalJson(trace.response))) fail("traces", `the response in the trace file is not the one recorded in the audit log (event ${end.seq})`, file);
  const decisions = /* @__PURE__ */ new Map();
  for (const e of full) {
    if (e.type !== "review.decision") continue;
    const p = JSON.parse(e.payload);
    decisions.set(Number(p.decision), p);
  }
  for (const c of trace.claims ?? []) {
    for (const r of c.reviews ?? []) {
      if (r.action === "recheck") continue;
      const p = decisions.get(r.id);
      if (!p || p.claim !== c.id || p.action !== r.action || p.after !== r.after || p.reviewer !== r.reviewer) fail("traces", `review decision ${r.id} on claim ${c.id} does not match the audit log`, file);
    }
  }
}
function checkEvidence(e, texts, file, summary, fail) {
  if (!e.offsets || !e.match) return;
  const where = `"${short(e.quote)}" (${e.doc} chars ${e.offsets[0]}–${e.offsets[1]})`;
  const source = texts.get(e.sourceHash);
  if (source === void 0) return void fail("evidence", `the source text ${e.sourceHash.slice(0, 12)}… cited by ${where} is not in the bundle (or does not hash to its recorded version)`, file);
  const [s, t] = e.offsets;
  if (!(Number.isInteger(s) && Number.isInteger(t) && s >= 0 && t > s && t <= source.length)) return void fail("evidence", `offsets of ${where} lie outside the source text`, file);
  if (e.match === "exact") {
    if (source.slice(s, t) !== e.quote) return void fail("evidence", `the source text at the offsets is not the quote ${where}`, file);
  } else if (e.match === "normalized") {
    if (!normalizedEqual(source.slice(s, t), e.quote) && !normalizedEqualAt(source, [s, t], e.quote)) return void fail("evidence", `the source text at the offsets does not normalise to the quote ${where}`, file);
  }
  summary.spans[e.match]++;
}
function cropsInReport(html) {
  const out = /* @__PURE__ */ new Map();
  for (const m of html.matchAll(/<img [^>]*data-crop-sha256="([0-9a-f]{64})"[^>]*src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/g)) out.set(m[1], m[2]);
  return out;
}
function short(s) {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
}

// electron/audit/bundle/verify-entry.ts
function readBundleFolder(dir) {
  const out = /* @__PURE__ */ new Map();
  const walk = (d) => {
    for (const ent of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, ent.name);
      if (ent.isDirectory()) walk(p);
      else if (ent.isFile()) out.set(relative(dir, p).split(sep).join("/"), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}
function runVerifyCli(argv, scriptDir) {
  const args = [...argv];
  const k = args.indexOf("--expect-key");
  const expectKeyId = k >= 0 ? args.splice(k, 2)[1] : void 0;
  const dir = resolve(args[0] ?? scriptDir);
  const report = verifyBundleFiles(readBundleFolder(dir), expectKeyId ? { expectKeyId } : {});
  for (const f of report.failures) process.stdout.write(`FAIL ${f.check}${f.file ? ` ${f.file}` : ""}: ${f.detail}
`);
  const s = report.summary;
  if (report.ok) {
    process.stdout.write(`OK: ${s.files} files match the manifest signed by key ${s.keyId}; ${s.events} audit events link up to head ${s.head?.slice(0, 16)}…; ${s.traces} traces, ${s.claims} claims; quotes at their offsets: ${s.spans.exact} exact, ${s.spans.normalized} normalized, ${s.spans.fuzzy} fuzzy (offsets only); ${s.crops} crops.
`);
  }
  process.stdout.write(`${JSON.stringify({ ok: report.ok, failures: report.failures, summary: s })}
`);
  return report.ok ? 0 : 1;
}
var self = fileURLToPath(import.meta.url);
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === pathToFileURL(self).href) {
  process.exitCode = runVerifyCli(process.argv.slice(2), dirname(self));
}
export {
  readBundleFolder,
  runVerifyCli,
  verifyBundleFiles
};
