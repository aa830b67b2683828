import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { PinciteError } from '../../../shared/errors.js';

/** A bundle in memory: path inside the bundle ('/'-separated) → bytes. */
export type BundleFiles = Map<string, Uint8Array>;

/*
 * A plain zip (PKWARE APPNOTE: local headers, central directory, no zip64, no
 * encryption) over Node's native zlib: several times faster than a JavaScript deflate
 * on a bundle of a few megabytes, and bundles are written and read on the UI's path.
 */
const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const UTF8_NAMES = 0x0800;
const MAX_ENTRY = 0xfffffffe;

function dosTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getUTCFullYear());
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * Deflates text and JSON; stores what is already compressed: PDFs, and report.html,
 * which is mostly base64 PNG (deflate saves a quarter of it at the cost of most of the
 * export's time). Entries in name order.
 */
export function zipBundle(files: BundleFiles, mtime: Date): Uint8Array {
  const { time, date } = dosTime(mtime);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const nameBytes = Buffer.from(name, 'utf8');
    const store = name.endsWith('.pdf') || name.endsWith('.png') || name === 'report.html';
    const body = store ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : deflateRawSync(data, { level: 6 });
    if (data.length > MAX_ENTRY || offset > MAX_ENTRY) throw new PinciteError('FILE_TOO_LARGE', 'The bundle is larger than 4 GB; export fewer questions at a time, or without --include-pdfs.');
    const crc = crc32(data) >>> 0;
    const method = store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + body.length;
  }
  const cdSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/**
 * Reads every file entry of a zip into memory (folders dropped), by its central
 * directory, checking each entry's CRC. A file that is not a zip — or a damaged one —
 * is a typed error naming it.
 */
export function unzipBundle(zip: Uint8Array, label: string): BundleFiles {
  const bad = (why: string) => new PinciteError('INVALID_INPUT', `${label} is not a readable zip archive (${why}). Export the bundle again, or check that the download finished.`);
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === END) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw bad('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: BundleFiles = new Map();
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw bad(`central directory entry ${n + 1} is damaged`);
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const csize = buf.readUInt32LE(p + 20);
    const usize = buf.readUInt32LE(p + 24);
    const nlen = buf.readUInt16LE(p + 28);
    const elen = buf.readUInt16LE(p + 30);
    const clen = buf.readUInt16LE(p + 32);
    const at = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nlen);
    p += 46 + nlen + elen + clen;
    if (flags & 1) throw bad(`${name} is encrypted`);
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw bad(`the local header of ${name} is damaged`);
    const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    if (start + csize > buf.length) throw bad(`${name} is truncated`);
    if (name.endsWith('/')) continue;
    const raw = buf.subarray(start, start + csize);
    let data: Buffer;
    try {
      if (method === 0) data = Buffer.from(raw);
      else if (method === 8) data = inflateRawSync(raw, { maxOutputLength: Math.max(usize, 1) });
      else throw new Error(`compression method ${method}`);
    } catch (err) {
      throw bad(`${name} cannot be decompressed: ${(err as Error).message}`);
    }
    if (data.length !== usize || (crc32(data) >>> 0) !== crc) throw bad(`${name} fails its CRC check`);
    if (out.has(name)) throw bad(`${name} appears twice`);
    out.set(name, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  }
  return out;
}
