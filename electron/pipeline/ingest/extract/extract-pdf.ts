import type { Canvas } from '@napi-rs/canvas';
import type { OcrMode, UnreadableReason } from '../../../../shared/documents.js';
import { mergeInReadingOrder, pageAnnotationItems, type PdfAnnotation } from './annotations.js';
import { LOW_QUALITY, textQuality } from './text-quality.js';
import { PinciteError } from '../../../../shared/errors.js';
import { LIMITS } from '../limits.js';
import { noReadablePage } from '../page-faults.js';
import { compose, invertMatrix, quarterTurn, quarterTurnOf, textLineAxis, type Matrix } from './ocr-page.js';
import { buildPageText } from './page-text.js';
import { EXTRACTOR, OPS, openPdf, type PdfDocument, type PdfPage } from './pdfjs.js';
import type { ExtractedPage, PdfTextItem, PdfTextStyle } from './types.js';

export type ExtractRequest = {
  data: Uint8Array;
  file: string;
  ocr: OcrMode;
  /**
   * Resolution pages are rendered at for OCR. A page that is one scanned image is OCR'd
   * from the image's own pixels instead, resampled only when they are coarser than
   * 200 dpi or finer than this.
   */
  ocrDpi: number;
  maxPages: number;
  /**
   * Pages that took longer than a page's allowance in an earlier attempt (the pool
   * stopped that worker and asked again): listed PAGE_TIMEOUT without being touched.
   */
  skipPages?: readonly number[];
};

/** A page rasterised for OCR, and the matrix that maps PDF user space to its pixels. */
export type OcrImage = {
  page: number;
  png: Uint8Array;
  viewportTransform: number[];
  widthPx: number;
  heightPx: number;
  /** Pixels per inch of the raster (the mean of both axes), told to tesseract. */
  dpi: number;
  /** Text lines were seen running across the raster: if it reads badly, only upside down is left to try. */
  linesAcross: boolean;
};

export type ExtractResult = {
  pages: ExtractedPage[];
  ocrImages: OcrImage[];
  /**
   * What the parser said about pages it could not read, for the log only: raw parser
   * text ("Illegal character: 41") never reaches a message a user reads.
   */
  diagnostics: string[];
};

/** Sent once the document is open (`pagesDone` 0), then after each page. */
export type ExtractProgress = { pagesDone: number; pagesTotal: number; ocrPages: number };

/** A page is never rasterised larger than this for OCR (pixels): bounds memory. */
const MAX_OCR_PIXELS = LIMITS.maxOcrRasterPixels;

/** Used for a page that could not be loaded at all: US Letter, the commonest size in the corpus. */
const UNKNOWN_PAGE_VIEW: [number, number, number, number] = [0, 0, 612, 792];

/**
 * Extracts every page's text and positioned elements with pdf.js, and renders the
 * pages that need OCR (the OCR itself runs elsewhere: see ocr.ts). Runs inside an
 * extraction worker thread.
 *
 * One bad page does not fail the document (M11): a page that cannot be loaded or read
 * becomes an unreadable page with a typed reason and the rest lands (a page that hangs is
 * the pool's to stop: it asks again with that page in `skipPages`). Only a document none
 * of whose pages can be read fails. Each page's text is scored for quality; a page
 * that reads as glyph soup gets an extractor confidence below 1, and with `--ocr auto`
 * is also rendered for OCR (ingest keeps the better reading).
 */
export async function extractPdf(req: ExtractRequest, onProgress: (p: ExtractProgress) => void): Promise<ExtractResult> {
  const { doc, close } = await openPdf(req.data, req.file);
  const diagnostics: string[] = [];
  try {
    const total = doc.numPages;
    if (total === 0) throw new PinciteError('PDF_NO_PAGES', `${req.file} has no pages. Check that the right file was chosen.`);
    if (total > req.maxPages) {
      throw new PinciteError('PDF_TOO_MANY_PAGES', `${req.file} has ${total} pages; this matter accepts at most ${req.maxPages} per document. Split the document and ingest its parts.`);
    }
    const pages: ExtractedPage[] = [];
    const ocrImages: OcrImage[] = [];
    const skip = new Set(req.skipPages ?? []);
    let lastView = UNKNOWN_PAGE_VIEW;
    // The pool learns the page count here: a page that then stalls can be skipped instead of failing the document.
    onProgress({ pagesDone: 0, pagesTotal: total, ocrPages: 0 });
    for (let n = 1; n <= total; n++) {
      // A page that stalled before is not loaded again: its size is taken from the page before.
      const result = skip.has(n) ? { page: unreadablePage(n, lastView, 0, 'PAGE_TIMEOUT') } : await readPage(doc, n, req, lastView, diagnostics);
      pages.push(result.page);
      if (result.ocrImage) ocrImages.push(result.ocrImage);
      if (!result.page.unreadable || result.page.unreadable === 'NO_TEXT_LAYER') lastView = result.page.viewBox;
      onProgress({ pagesDone: n, pagesTotal: total, ocrPages: ocrImages.length });
    }
    const none = noReadablePage(pages, req.file);
    if (none) throw none;
    return { pages, ocrImages, diagnostics };
  } catch (err) {
    if (err instanceof PinciteError) throw err;
    diagnostics.push(detailOf(err));
    throw new PinciteError('EXTRACTION_FAILED', `Text could not be extracted from ${req.file}: the PDF is damaged in a way the reader could not get past. Ask for a fresh copy, or print it to a new PDF.`, { cause: err });
  } finally {
    await close();
  }
}

function detailOf(err: unknown): string {
  const e = err as { name?: string; message?: string };
  return `${e?.name ?? 'Error'}: ${e?.message ?? String(err)}`;
}

type PageOutcome = { page: ExtractedPage; ocrImage?: OcrImage };

/** One page, read as well as it can be; never throws for a fault of the page itself. */
async function readPage(doc: PdfDocument, n: number, req: ExtractRequest, lastView: [number, number, number, number], diagnostics: string[]): Promise<PageOutcome> {
  let page: PdfPage;
  try {
    page = await doc.getPage(n);
  } catch (err) {
    diagnostics.push(`page ${n}: getPage: ${detailOf(err)}`);
    return { page: unreadablePage(n, lastView, 0, 'PAGE_DAMAGED') };
  }
  try {
    let extracted: ExtractedPage;
    try {
      extracted = await extractPage(page, n, diagnostics);
    } catch (err) {
      diagnostics.push(`page ${n}: text: ${detailOf(err)}`);
      const view = viewOf(page);
      return { page: unreadablePage(n, view, page.rotate, 'CONTENT_DAMAGED') };
    }
    const textLayerEmpty = extracted.textQuality === null;
    const lowQuality = extracted.confidence < 1;
    let images = false;
    if (textLayerEmpty && req.ocr !== 'on') images = await paintsImages(page).catch(() => false);
    const needsOcr = req.ocr === 'on' || (req.ocr === 'auto' && ((textLayerEmpty && images) || lowQuality));
    if (needsOcr) {
      try {
        const ocrImage = await renderForOcr(page, n, req);
        // A low-quality text layer is kept beside the OCR image: ingest weighs both readings.
        if (lowQuality && req.ocr === 'auto') return { page: extracted, ocrImage };
        return { page: { ...extracted, text: '', elements: [], ocr: true, confidence: 0 }, ocrImage };
      } catch (err) {
        diagnostics.push(`page ${n}: render for OCR: ${detailOf(err)}`);
        if (!textLayerEmpty) return { page: extracted };
        return { page: { ...extracted, unreadable: 'NO_TEXT_LAYER', confidence: 0 } };
      }
    }
    // An image page with no text that OCR will not read: nothing on it can be found.
    if (textLayerEmpty && images && extracted.elements.length === 0) return { page: { ...extracted, unreadable: 'NO_TEXT_LAYER', confidence: 0 } };
    return { page: extracted };
  } finally {
    page.cleanup();
  }
}

function viewOf(page: PdfPage): [number, number, number, number] {
  const [vx0 = 0, vy0 = 0, vx1 = 612, vy1 = 792] = page.view;
  return [vx0, vy0, vx1, vy1];
}

function unreadablePage(n: number, view: [number, number, number, number], rotation: number, reason: UnreadableReason): ExtractedPage {
  return { page: n, width: view[2] - view[0], height: view[3] - view[1], rotation, viewBox: view, text: '', elements: [], ocr: false, confidence: 0, unreadable: reason, textQuality: null };
}

async function extractPage(page: PdfPage, n: number, diagnostics: string[]): Promise<ExtractedPage> {
  // Both requests go to pdf.js's worker at once, so the second round trip overlaps the first.
  // The print intent, not display: for display pdf.js reads the whole page's text a second
  // time on any page with a visible link or highlight (to fill their `overlaidText`, which
  // nothing here uses) — ~9% more extraction CPU on the CUAD contracts. What is read is
  // what prints, which annotationText() keeps anyway (it requires the Print flag): over the
  // 971 PDFs of pdf.js's test corpus both intents give the same annotation text.
  const annotationsRead = page.getAnnotations({ intent: 'print' }).then(
    (a) => a as PdfAnnotation[],
    (err: unknown) => {
      // The page's own text still counts; its annotations are lost, and the log says why.
      diagnostics.push(`page ${n}: annotations: ${detailOf(err)}`);
      return [] as PdfAnnotation[];
    },
  );
  const content = await page.getTextContent({ includeMarkedContent: false }).catch(async (err: unknown) => {
    await annotationsRead;
    throw err;
  });
  const all = content.items.filter((i): i is PdfTextItem & typeof i => 'str' in i);
  // A damaged content stream can leave runs with no position (NaN in their matrix): their
  // text cannot be placed or boxed, so it is left out, and the log says how much.
  const items = all.filter((i) => i.transform.every(Number.isFinite) && Number.isFinite(i.width));
  if (items.length < all.length) diagnostics.push(`page ${n}: ${all.length - items.length} text runs without a position were left out`);
  // The text layer alone is scored: field values are what someone typed, not glyphs to decode.
  let raw = '';
  for (const i of items) raw += i.hasEOL ? `${i.str}\n` : i.str;
  const quality = raw.trim().length ? textQuality(raw).score : null;
  const annotations = await annotationsRead;
  const merged = annotations.length ? mergeInReadingOrder(items, pageAnnotationItems(annotations)) : items;
  const confidence = quality !== null && quality < LOW_QUALITY ? lowQualityConfidence(quality) : 1;
  const { text, elements } = buildPageText({
    page: n,
    items: merged,
    styles: content.styles as Record<string, PdfTextStyle>,
    extractor: EXTRACTOR,
  });
  if (confidence < 1) for (const e of elements) if (!e.kind) e.confidence = confidence;
  const view = viewOf(page);
  return {
    page: n,
    width: view[2] - view[0],
    height: view[3] - view[1],
    rotation: page.rotate,
    viewBox: view,
    text,
    elements,
    ocr: false,
    confidence,
    unreadable: null,
    textQuality: quality,
  };
}

/**
 * Extractor confidence of a page whose text scores below LOW_QUALITY: never above 0.5,
 * so every policy's floor (0.7–0.9) sends a claim bound to it to the review queue, as
 * it does a weak OCR reading.
 */
export function lowQualityConfidence(quality: number): number {
  return Math.round(Math.min(0.5, quality) * 1000) / 1000;
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObjectRepeat]);

/** A page without a text layer is worth OCR only if it paints an image (a blank page is not). */
async function paintsImages(page: PdfPage): Promise<boolean> {
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn) => IMAGE_OPS.has(fn));
}

// ---- Rasterising pages for OCR -------------------------------------------------------

type CanvasLib = typeof import('@napi-rs/canvas');
/** A page raster: the canvas, the matrix from PDF user space to its pixels, its pixels per inch. */
type Raster = { canvas: Canvas; transform: Matrix; dpi: number };

/**
 * Scans are OCR'd at no less than this. Measured with tesseract's English LSTM model
 * on cuad-dev-01 (word F1 against CUAD's text): 200 dpi scans read best as they are
 * (0.996; upsampled to 300 by pdf.js, 0.990); 100 and 150 dpi scans read best
 * upsampled to 200 (0.988 and 0.998; as they are, 0.16 and 0.99); 400 dpi scans read
 * as well at 300 as at 200 (0.999), in less time than at 400.
 */
const MIN_SCAN_DPI = 200;

/**
 * Rasterises a page for OCR in the orientation a reader sees it (the page's /Rotate
 * applied) — unless its text lines visibly run up the page; then it is turned so they
 * run across, since tesseract reads sideways text as garbage (and slowly). Upside-down
 * is left to the OCR engine, which can tell only by reading.
 */
async function renderForOcr(page: PdfPage, n: number, req: ExtractRequest): Promise<OcrImage> {
  const lib = await import('@napi-rs/canvas');
  let raster = (await scanRaster(page, req.ocrDpi, lib)) ?? (await renderRaster(page, req.ocrDpi, lib));
  const { width, height } = raster.canvas;
  const pixels = raster.canvas.getContext('2d').getImageData(0, 0, width, height).data;
  // Lines of body text are at least ~2 pt apart; letters within a line far less.
  const axis = textLineAxis(pixels, width, height, (raster.dpi * 2) / 72);
  if (axis === 'vertical') {
    // A page turned by /Rotate most likely reads in its unturned frame; otherwise guess clockwise.
    raster = turn(raster, page.rotate % 180 === 90 ? (360 - page.rotate) / 90 : 1, lib);
  }
  const png = await raster.canvas.encode('png');
  release(raster.canvas);
  return {
    page: n,
    png: new Uint8Array(png),
    viewportTransform: [...raster.transform],
    widthPx: raster.canvas.width,
    heightPx: raster.canvas.height,
    dpi: raster.dpi,
    linesAcross: axis !== 'unknown',
  };
}

/** The general case: pdf.js paints the page (text, vector art, images) at `dpi`. */
async function renderRaster(page: PdfPage, dpi: number, lib: CanvasLib): Promise<Raster> {
  let scale = dpi / 72;
  const base = page.getViewport({ scale: 1 });
  if (base.width * base.height * scale * scale > MAX_OCR_PIXELS) scale = Math.sqrt(MAX_OCR_PIXELS / (base.width * base.height));
  const viewport = page.getViewport({ scale });
  const canvas = lib.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js accepts any CanvasRenderingContext2D-compatible context; @napi-rs/canvas is the one it uses in Node.
  await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform;
  return { canvas, transform: [a, b, c, d, e, f], dpi: scale * 72 };
}

/**
 * A page that paints exactly one image and nothing else (a scan) is OCR'd from the
 * image's own pixels rather than pdf.js's rendering of it: no resampling unless the
 * scan is coarser than MIN_SCAN_DPI or finer than `maxDpi`, and no pdf.js RGB-to-RGBA
 * copy, which in pdf.js 6 is quadratic in the image's height (≈1 s for an A4 page at
 * 200 dpi, 7 s at 400). Anything else — text, vector art, clips, masks, several images,
 * a skewed or mirrored placement — returns null and is rendered.
 */
async function scanRaster(page: PdfPage, maxDpi: number, lib: CanvasLib): Promise<Raster | null> {
  const placed = singleImage(await page.getOperatorList());
  if (!placed) return null;
  const img = await decodedImage(page, placed.objId);
  if (!img || img.width !== placed.width || img.height !== placed.height) return null;
  const source = lib.createCanvas(img.width, img.height);
  const sctx = source.getContext('2d');
  const pixels = sctx.createImageData(img.width, img.height);
  if (!toRgba(img, pixels.data)) return null;
  sctx.putImageData(pixels, 0, 0);

  // Image pixels (rows top-down) → the unit square → user space → points as displayed (y down).
  const toUser = compose(placed.ctm, [1 / img.width, 0, 0, -1 / img.height, 0, 1]);
  const q = quarterTurnOf(compose(page.getViewport({ scale: 1 }).transform, toUser));
  if (q === null) return null;
  const turned = quarterTurn(q, img.width, img.height);
  const [kx = 1, , , ky = 1] = compose(page.getViewport({ scale: 1 }).transform, compose(toUser, invertMatrix(turned.matrix)));
  const nativeX = 72 / kx;
  const nativeY = 72 / ky;
  const target = (native: number) => Math.min(maxDpi, Math.max(native, MIN_SCAN_DPI));
  let w = Math.max(1, Math.round((turned.width * target(nativeX)) / nativeX));
  let h = Math.max(1, Math.round((turned.height * target(nativeY)) / nativeY));
  if (w * h > MAX_OCR_PIXELS) {
    const f = Math.sqrt(MAX_OCR_PIXELS / (w * h));
    w = Math.max(1, Math.floor(w * f));
    h = Math.max(1, Math.floor(h * f));
  }
  const sx = w / turned.width;
  const sy = h / turned.height;
  const place = compose([sx, 0, 0, sy, 0, 0], turned.matrix);
  const canvas = lib.createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = sx !== 1 || sy !== 1;
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(place[0], place[1], place[2], place[3], place[4], place[5]);
  ctx.drawImage(source, 0, 0);
  release(source);
  return { canvas, transform: compose(place, invertMatrix(toUser)), dpi: (nativeX * sx + nativeY * sy) / 2 };
}

/**
 * Frees a canvas's pixels now. They live outside V8's heap, which does not count them, so
 * a worker rasterising a scan's pages kept every page's canvases (~15–45 MB each) until a
 * collection happened to run: ~300 MB per worker for a 6-page scan, then kept by the
 * allocator after the worker ended. A 0 × 0 canvas holds no surface.
 */
function release(canvas: Canvas): void {
  canvas.width = 0;
  canvas.height = 0;
}

function turn(r: Raster, q: number, lib: CanvasLib): Raster {
  const t = quarterTurn(q, r.canvas.width, r.canvas.height);
  const canvas = lib.createCanvas(t.width, t.height);
  const ctx = canvas.getContext('2d');
  const m = t.matrix;
  ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
  ctx.drawImage(r.canvas, 0, 0);
  release(r.canvas);
  return { canvas, transform: compose(m, r.transform), dpi: r.dpi };
}

/** Operators that neither paint nor change what painting an image would look like. */
const NEUTRAL_OPS = new Set<number>([OPS.save, OPS.restore, OPS.transform, OPS.dependency, OPS.beginMarkedContent, OPS.beginMarkedContentProps, OPS.endMarkedContent]);

type PlacedImage = { objId: string; width: number; height: number; ctm: Matrix };

/** The page's only painted image and the CTM it is painted with, or null if the page paints anything else. */
function singleImage(ops: { fnArray: number[]; argsArray: unknown[] }): PlacedImage | null {
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let found: PlacedImage | null = null;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && Array.isArray(args)) ctm = compose(ctm, args as number[]);
    else if (fn === OPS.paintImageXObject && Array.isArray(args) && !found) {
      const [objId, width, height] = args as [unknown, unknown, unknown];
      if (typeof objId !== 'string' || typeof width !== 'number' || typeof height !== 'number') return null;
      found = { objId, width, height, ctm };
    } else if (!NEUTRAL_OPS.has(fn)) return null;
  }
  return found;
}

/** pdf.js ImageKind values: how a decoded image's bytes are laid out. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

type DecodedImage = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

/** The image pdf.js decoded for the operator list (page-local or, for `g_` ids, document-wide). */
function decodedImage(page: PdfPage, objId: string): Promise<DecodedImage | null> {
  const objs = objId.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    objs.get(objId, (d: unknown) => {
      const img = d as Partial<DecodedImage> | null;
      const ok = img !== null && typeof img === 'object' && typeof img.width === 'number' && typeof img.height === 'number' && typeof img.kind === 'number' && ArrayBuffer.isView(img.data);
      resolve(ok ? (img as DecodedImage) : null);
    });
  });
}

/** Writes the image as opaque RGBA (alpha flattened onto white); false for a layout we do not know. */
function toRgba(img: DecodedImage, out: Uint8ClampedArray): boolean {
  const { width: w, height: h, kind, data } = img;
  const n = w * h;
  if (out.length !== n * 4) return false;
  if (kind === RGB_24BPP && data.length >= n * 3) {
    for (let i = 0, j = 0, o = 0; i < n; i++, j += 3, o += 4) {
      out[o] = data[j]!;
      out[o + 1] = data[j + 1]!;
      out[o + 2] = data[j + 2]!;
      out[o + 3] = 255;
    }
    return true;
  }
  if (kind === RGBA_32BPP && data.length >= n * 4) {
    for (let o = 0; o < n * 4; o += 4) {
      const a = data[o + 3]! / 255;
      for (let k = 0; k < 3; k++) out[o + k] = data[o + k]! * a + 255 * (1 - a);
      out[o + 3] = 255;
    }
    return true;
  }
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = (w + 7) >> 3;
    if (data.length < rowBytes * h) return false;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        // As pdf.js paints it: a 1 bit is white, a 0 bit black.
        const v = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
        const o = (y * w + x) * 4;
        out[o] = v;
        out[o + 1] = v;
        out[o + 2] = v;
        out[o + 3] = 255;
      }
    }
    return true;
  }
  return false;
}

