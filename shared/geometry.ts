import { z } from 'zod';

/**
 * An axis-aligned rectangle on a page in PDF user space (points, origin bottom-left,
 * y grows upwards) — the same space pdf.js viewports convert from, so the renderer
 * maps it with `viewport.convertToViewportPoint` whatever the page's rotation.
 */
export const Box = z.object({
  page: z.number().int().min(1),
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type Box = z.infer<typeof Box>;

/** Half-open character range `[start, end)` into a document's canonical text (UTF-16 code units). */
export const CharRange = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type CharRange = z.infer<typeof CharRange>;
