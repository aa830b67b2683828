/**
 * A tiny PDF writer for geometry fixtures: pages of text in a standard font (no
 * embedding; pdf.js and poppler both carry the metrics), each run placed with its own
 * text matrix, so a test can draw rotated, scaled or offset text and know exactly where
 * it went. ASCII text only.
 */
export type PdfRun = {
  text: string;
  /** Text matrix [a b c d e f] (`Tm`); font size 1 is applied, so scale a–d by the size. */
  matrix: readonly [number, number, number, number, number, number];
  font?: 'Helvetica' | 'Times-Roman' | 'Courier';
};

export type PdfPageSpec = {
  /** MediaBox; default US Letter [0 0 612 792]. */
  mediaBox?: readonly [number, number, number, number];
  /** /Rotate, a multiple of 90. */
  rotate?: number;
  runs: readonly PdfRun[];
};

const FONTS = ['Helvetica', 'Times-Roman', 'Courier'] as const;

export function makePdf(pages: readonly PdfPageSpec[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const fontIds = FONTS.map((f) => add(`<< /Type /Font /Subtype /Type1 /BaseFont /${f} /Encoding /WinAnsiEncoding >>`));
  const fontRes = FONTS.map((_, i) => `/F${i} ${fontIds[i]} 0 R`).join(' ');
  const kids: number[] = [];
  for (const page of pages) {
    const ops = page.runs
      .map((r) => {
        const f = FONTS.indexOf(r.font ?? 'Helvetica');
        return `BT /F${f} 1 Tf ${r.matrix.map(num).join(' ')} Tm (${escapeText(r.text)}) Tj ET`;
      })
      .join('\n');
    const content = add(`<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`);
    const box = (page.mediaBox ?? [0, 0, 612, 792]).map(num).join(' ');
    const rotate = page.rotate ? ` /Rotate ${page.rotate}` : '';
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [${box}]${rotate} /Resources << /Font << ${fontRes} >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  return rawPdf(objects, catalog, '', '%PDF-1.4\n');
}

/**
 * Serialises PDF objects (latin1 strings: streams may hold any bytes), numbered from 1,
 * with a correct cross-reference table; `root` is the catalog's number.
 */
export function rawPdf(objects: readonly string[], root = 1, trailerExtra = '', header = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'): Uint8Array {
  let out = header;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  // latin1: one byte per character, so the xref offsets hold. A plain Uint8Array: pdf.js refuses a Buffer.
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A text matrix for `size`-point text at (x, y) whose baseline runs at `degrees` counter-clockwise. */
export function textMatrix(size: number, x: number, y: number, degrees = 0): [number, number, number, number, number, number] {
  const r = (degrees * Math.PI) / 180;
  const c = Math.round(Math.cos(r) * 1e9) / 1e9;
  const s = Math.round(Math.sin(r) * 1e9) / 1e9;
  return [size * c, size * s, -size * s, size * c, x, y];
}

function escapeText(s: string): string {
  if (/[^\x20-\x7e]/.test(s)) throw new Error(`makePdf: only printable ASCII is supported, got ${JSON.stringify(s)}`);
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(4);
}
