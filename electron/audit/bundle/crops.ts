import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { openPdf } from '../../pipeline/extract/pdfjs.js';
import type { BundleBox } from './format.js';

/** Crops are rendered at this resolution: sharp enough to read a clause, small enough for a page of them. */
export const CROP_DPI = 110;
const MARGIN_X = 10;
const MARGIN_Y = 6;

/** Bump when the crop's look changes, so cached crops are not reused. */
const CROP_VERSION = 2;

export type CropRequest = { key: string; pdfPath: string; docLabel: string; boxes: readonly BundleBox[] };
export type Crop = { page: number; png: Uint8Array; sha256: string; widthPx: number; heightPx: number; dpi: number };

/**
 * Renders, from the matter's content-addressed copy of each source PDF, one PNG per
 * (request, page): the union of the cited boxes on that page with a margin, the boxes
 * themselves tinted as in the viewer. Each page is painted once however many quotes
 * it holds. Returns crops by request key; a page that cannot be rendered yields no
 * crop (the report says so) rather than failing the export.
 */
export async function renderCrops(requests: readonly CropRequest[], opts: { cacheDir?: string; onPage?: (done: number, total: number) => void } = {}): Promise<Map<string, Crop[]>> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const onPage = opts.onPage;
  const out = new Map<string, Crop[]>();
  const add = (key: string, crop: Crop) => {
    const list = out.get(key) ?? [];
    out.set(key, list);
    list.push(crop);
  };
  // A crop depends only on the PDF's bytes (its content-addressed file name), the page,
  // the boxes and how crops are drawn: one rendered before is read back, not redrawn.
  const cacheFile = (pdfPath: string, page: number, boxes: readonly BundleBox[]) =>
    opts.cacheDir ? join(opts.cacheDir, `${createHash('sha256').update(JSON.stringify([CROP_VERSION, CROP_DPI, basename(pdfPath), page, boxes])).digest('hex')}.png`) : null;
  const byPdf = new Map<string, Map<number, Array<{ key: string; boxes: BundleBox[] }>>>();
  for (const r of requests) {
    const pages = byPdf.get(r.pdfPath) ?? new Map<number, Array<{ key: string; boxes: BundleBox[] }>>();
    byPdf.set(r.pdfPath, pages);
    for (const b of r.boxes) {
      const list = pages.get(b.page) ?? [];
      pages.set(b.page, list);
      const entry = list.find((e) => e.key === r.key);
      if (entry) entry.boxes.push(b);
      else list.push({ key: r.key, boxes: [b] });
    }
  }
  // Cached crops first; only pages with a missing crop are rendered.
  for (const [pdfPath, pages] of byPdf) {
    for (const [pageNo, wanted] of pages) {
      const missing = wanted.filter((w) => {
        const file = cacheFile(pdfPath, pageNo, w.boxes);
        if (!file || !existsSync(file)) return true;
        const png = new Uint8Array(readFileSync(file));
        const size = pngSize(png);
        if (!size) return true;
        add(w.key, { page: pageNo, png, sha256: createHash('sha256').update(png).digest('hex'), widthPx: size.width, heightPx: size.height, dpi: CROP_DPI });
        return false;
      });
      if (missing.length) pages.set(pageNo, missing);
      else pages.delete(pageNo);
    }
    if (pages.size === 0) byPdf.delete(pdfPath);
  }
  if (opts.cacheDir) mkdirSync(opts.cacheDir, { recursive: true });
  const total = [...byPdf.values()].reduce((n, p) => n + p.size, 0);
  let done = 0;
  for (const [pdfPath, pages] of byPdf) {
    const { doc, close } = await openPdf(new Uint8Array(readFileSync(pdfPath)), pdfPath);
    try {
      for (const [pageNo, wanted] of [...pages].sort(([a], [b]) => a - b)) {
        if (pageNo < 1 || pageNo > doc.numPages) continue;
        const page = await doc.getPage(pageNo);
        const viewport = page.getViewport({ scale: CROP_DPI / 72 });
        const pageW = Math.ceil(viewport.width);
        const pageH = Math.ceil(viewport.height);
        const toPx = (b: BundleBox) => {
          const [ax, ay] = viewport.convertToViewportPoint(b.x0, b.y0) as [number, number];
          const [bx, by] = viewport.convertToViewportPoint(b.x1, b.y1) as [number, number];
          return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
        };
        const mx = (MARGIN_X * CROP_DPI) / 72;
        const my = (MARGIN_Y * CROP_DPI) / 72;
        const plans = wanted.map((w) => {
          const rects = w.boxes.map(toPx);
          const x0 = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.x0)) - mx));
          const y0 = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.y0)) - my));
          const x1 = Math.min(pageW, Math.ceil(Math.max(...rects.map((r) => r.x1)) + mx));
          const y1 = Math.min(pageH, Math.ceil(Math.max(...rects.map((r) => r.y1)) + my));
          return { w, rects, x0, y0, x1, y1 };
        }).filter((c) => c.x1 - c.x0 >= 2 && c.y1 - c.y0 >= 2);
        if (plans.length === 0) {
          onPage?.(++done, total);
          continue;
        }
        // Paint only the band of the page the crops need: pdf.js still reads every
        // operator, but the rasteriser skips everything outside (about half the time).
        const ux = Math.min(...plans.map((c) => c.x0));
        const uy = Math.min(...plans.map((c) => c.y0));
        const canvas = createCanvas(Math.max(...plans.map((c) => c.x1)) - ux, Math.max(...plans.map((c) => c.y1)) - uy);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, canvas: canvas as unknown as HTMLCanvasElement, viewport, transform: [1, 0, 0, 1, -ux, -uy] }).promise;
        for (const { w, rects, x0, y0, x1, y1 } of plans) {
          const crop = createCanvas(x1 - x0, y1 - y0);
          const cx = crop.getContext('2d');
          cx.drawImage(canvas, x0 - ux, y0 - uy, x1 - x0, y1 - y0, 0, 0, x1 - x0, y1 - y0);
          cx.globalCompositeOperation = 'multiply';
          cx.fillStyle = 'rgba(255, 221, 87, 0.55)';
          for (const r of rects) cx.fillRect(r.x0 - x0, r.y0 - y0, r.x1 - r.x0, r.y1 - r.y0);
          const png = new Uint8Array(await crop.encode('png'));
          add(w.key, { page: pageNo, png, sha256: createHash('sha256').update(png).digest('hex'), widthPx: x1 - x0, heightPx: y1 - y0, dpi: CROP_DPI });
          const file = cacheFile(pdfPath, pageNo, w.boxes);
          if (file) {
            const tmp = `${file}.${process.pid}.tmp`;
            writeFileSync(tmp, png);
            renameSync(tmp, file);
          }
        }
        page.cleanup();
        onPage?.(++done, total);
      }
    } finally {
      await close();
    }
  }
  return out;
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || sig.some((b, i) => png[i] !== b)) return null;
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}
