import type { OcrMode } from '../../../shared/documents.js';
import { PinciteError } from '../../../shared/errors.js';
import { buildPageText } from './page-text.js';
import { EXTRACTOR, OPS, openPdf, type PdfPage } from './pdfjs.js';
import type { ExtractedPage, PdfTextItem, PdfTextStyle } from './types.js';

export type ExtractRequest = {
  data: Uint8Array;
  file: string;
  ocr: OcrMode;
  /** Resolution pages are rendered at for OCR. */
  ocrDpi: number;
  maxPages: number;
};

/** A page rendered for OCR, and the matrix that maps PDF user space to its pixels. */
export type OcrImage = { page: number; png: Uint8Array; viewportTransform: number[]; widthPx: number; heightPx: number };

export type ExtractResult = { pages: ExtractedPage[]; ocrImages: OcrImage[] };

export type ExtractProgress = { pagesDone: number; pagesTotal: number; ocrPages: number };

/** Rendering a page larger than this for OCR is refused (pixels): bounds memory. */
const MAX_OCR_PIXELS = 40_000_000;

/**
 * Extracts every page's text and positioned elements with pdf.js, and renders the
 * pages that need OCR (the OCR itself runs elsewhere: see ocr.ts). Runs inside an
 * extraction worker thread.
 */
export async function extractPdf(req: ExtractRequest, onProgress: (p: ExtractProgress) => void): Promise<ExtractResult> {
  const { doc, close } = await openPdf(req.data, req.file);
  try {
    const total = doc.numPages;
    if (total === 0) throw new PinciteError('PDF_NO_PAGES', `${req.file} has no pages. Check that the right file was chosen.`);
    if (total > req.maxPages) {
      throw new PinciteError('PDF_TOO_MANY_PAGES', `${req.file} has ${total} pages; this matter accepts at most ${req.maxPages} per document. Split the document and ingest its parts.`);
    }
    const pages: ExtractedPage[] = [];
    const ocrImages: OcrImage[] = [];
    for (let n = 1; n <= total; n++) {
      const page = await doc.getPage(n);
      const extracted = await extractPage(page, n);
      const needsOcr = req.ocr === 'on' || (req.ocr === 'auto' && extracted.text.trim().length === 0 && (await paintsImages(page)));
      if (needsOcr) {
        ocrImages.push(await renderForOcr(page, n, req));
        pages.push({ ...extracted, text: '', elements: [], ocr: true, confidence: 0 });
      } else {
        pages.push(extracted);
      }
      page.cleanup();
      onProgress({ pagesDone: n, pagesTotal: total, ocrPages: ocrImages.length });
    }
    return { pages, ocrImages };
  } catch (err) {
    if (err instanceof PinciteError) throw err;
    const msg = (err as Error).message ?? String(err);
    throw new PinciteError('EXTRACTION_FAILED', `Text could not be extracted from ${req.file} (${msg}). Ask for a fresh copy, or print it to a new PDF.`, { cause: err });
  } finally {
    await close();
  }
}

async function extractPage(page: PdfPage, n: number): Promise<ExtractedPage> {
  const content = await page.getTextContent({ includeMarkedContent: false });
  const items = content.items.filter((i): i is PdfTextItem & typeof i => 'str' in i);
  const { text, elements } = buildPageText({
    page: n,
    items,
    styles: content.styles as Record<string, PdfTextStyle>,
    extractor: EXTRACTOR,
  });
  const [vx0 = 0, vy0 = 0, vx1 = 0, vy1 = 0] = page.view;
  return {
    page: n,
    width: vx1 - vx0,
    height: vy1 - vy0,
    rotation: page.rotate,
    viewBox: [vx0, vy0, vx1, vy1],
    text,
    elements,
    ocr: false,
    confidence: 1,
  };
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObjectRepeat]);

/** A page without a text layer is worth OCR only if it paints an image (a blank page is not). */
async function paintsImages(page: PdfPage): Promise<boolean> {
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn) => IMAGE_OPS.has(fn));
}

async function renderForOcr(page: PdfPage, n: number, req: ExtractRequest): Promise<OcrImage> {
  let scale = req.ocrDpi / 72;
  const base = page.getViewport({ scale: 1 });
  if (base.width * base.height * scale * scale > MAX_OCR_PIXELS) scale = Math.sqrt(MAX_OCR_PIXELS / (base.width * base.height));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js accepts any CanvasRenderingContext2D-compatible context; @napi-rs/canvas is the one it uses in Node.
  await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const png = await canvas.encode('png');
  return { page: n, png: new Uint8Array(png), viewportTransform: [...viewport.transform], widthPx: canvas.width, heightPx: canvas.height };
}
