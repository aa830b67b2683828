import type { Box } from '../../../shared/geometry';

/** The part of pdf.js's PageViewport the conversion needs. */
export type ViewportLike = { convertToViewportPoint(x: number, y: number): number[] };

export type Rect = { left: number; top: number; width: number; height: number };

/**
 * A box in PDF user space (points, origin bottom-left) → a rectangle in the page's CSS
 * pixels. Both corners go through the viewport's transform, so zoom, the page's own
 * /Rotate, the user's rotation and a MediaBox that does not start at 0,0 all hold.
 */
export function boxToRect(box: Box, viewport: ViewportLike): Rect {
  const [ax = 0, ay = 0] = viewport.convertToViewportPoint(box.x0, box.y0);
  const [bx = 0, by = 0] = viewport.convertToViewportPoint(box.x1, box.y1);
  return { left: Math.min(ax, bx), top: Math.min(ay, by), width: Math.abs(bx - ax), height: Math.abs(by - ay) };
}
