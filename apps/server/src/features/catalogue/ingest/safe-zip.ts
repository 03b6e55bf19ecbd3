import { createHash } from 'node:crypto';
import { createInflateRaw, crc32, inflateRawSync } from 'node:zlib';
import { IngestRejection, REASONS } from './ingest.types.ts';

/**
 * A minimal, defensive ZIP reader for untrusted uploads (ARCHITECTURE.md convention 9).
 * It reads the central directory itself so that it can enforce entry-count and size caps
 * before inflating anything, rejects unsafe paths, and re-checks every size and CRC while
 * inflating (declared sizes are never trusted).
 */

export interface ZipLimits {
  maxUnzippedBytes: number;
  maxEntries: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  isDirectory: boolean;
  /** sha256 of the unpacked bytes (hex), set by verifyAll. */
  sha256?: string;
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const EOCD_MIN = 22;
const ZIP64_EXTRA = 0x0001;
const UNICODE_PATH_EXTRA = 0x7075;
const U32_MAX = 0xffffffff;
const U16_MAX = 0xffff;
/** Entries up to this size are inflated in one synchronous call by verifyAll (see there). */
const SMALL_ENTRY_BYTES = 1024 * 1024;
/** Unpacked bytes verifyAll keeps for later reads, per archive. */
const KEEP_BYTES = 16 * 1024 * 1024;

function damaged(): IngestRejection {
  return new IngestRejection(REASONS.damaged);
}

export function isUnsafeZipPath(name: string): boolean {
  if (name.length === 0) return true;
  if (name.includes('\\') || name.includes('\0')) return true;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split('/').some((seg) => seg === '..');
}

/**
 * IBM code page 437, the encoding of zip entry names written without the UTF-8 flag (APPNOTE
 * appendix D), exactly as the browser's zip reader (zip.js in foliate-js) decodes it — control
 * range as the PC glyphs, 0xFF as a space — so the importer and the reader see the same names.
 */
const CP437 =
  '\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼' +
  Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '⌂ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ';

export function decodeCp437(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += CP437[b]!;
  return out;
}

/** Extra-field blocks of a header: id → data. */
function extraFields(extra: Buffer): Map<number, Buffer> {
  const out = new Map<number, Buffer>();
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (p + 4 + size > extra.length) break;
    if (!out.has(id)) out.set(id, extra.subarray(p + 4, p + 4 + size));
    p += 4 + size;
  }
  return out;
}

/** A ZIP64 eight-byte value as a number; past 2^53 the archive cannot be a book. */
function readU64(buf: Buffer, at: number): number {
  if (at + 8 > buf.length) throw damaged();
  const v = buf.readBigUInt64LE(at);
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return Number(v);
}

/**
 * An entry's name as zip readers decode it: UTF-8 when flag bit 11 says so; else the Info-ZIP
 * Unicode Path field when its CRC matches the raw name; else code page 437.
 */
function decodeEntryName(raw: Buffer, flags: number, extras: Map<number, Buffer>): string {
  if ((flags & 0x800) !== 0) return raw.toString('utf8');
  const unicode = extras.get(UNICODE_PATH_EXTRA);
  if (unicode && unicode.length >= 5 && unicode[0] === 1) {
    if (unicode.readUInt32LE(1) >>> 0 === crc32(raw) >>> 0) {
      return unicode.subarray(5).toString('utf8');
    }
  }
  return decodeCp437(raw);
}

export class SafeZip {
  readonly entries = new Map<string, ZipEntry>();

  private constructor(
    private readonly buf: Buffer,
    private readonly limits: ZipLimits,
  ) {}

  /** Parses the central directory; throws IngestRejection on any problem. */
  static open(buf: Buffer, limits: ZipLimits): SafeZip {
    const zip = new SafeZip(buf, limits);
    zip.readCentralDirectory();
    return zip;
  }

  /** Where the central directory is, from the end record (and its ZIP64 twin when needed). */
  private locateCentralDirectory(): {
    total: number;
    cdSize: number;
    cdOffset: number;
    end: number;
  } {
    const { buf } = this;
    if (buf.length < EOCD_MIN) throw damaged();
    let eocd = -1;
    const stop = Math.max(0, buf.length - EOCD_MIN - 0xffff);
    for (let i = buf.length - EOCD_MIN; i >= stop; i--) {
      if (buf.readUInt32LE(i) === SIG_EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw damaged();
    let total = buf.readUInt16LE(eocd + 10);
    let cdSize = buf.readUInt32LE(eocd + 12);
    let cdOffset = buf.readUInt32LE(eocd + 16);
    let end = eocd;
    const locator = eocd - 20;
    if (locator >= 0 && buf.readUInt32LE(locator) === SIG_ZIP64_LOCATOR) {
      // ZIP64: the real counts live in the ZIP64 end record the locator points at.
      const at = readU64(buf, locator + 8);
      if (at + 56 > locator || buf.readUInt32LE(at) !== SIG_ZIP64_EOCD) throw damaged();
      total = readU64(buf, at + 32);
      cdSize = readU64(buf, at + 40);
      cdOffset = readU64(buf, at + 48);
      end = at;
    } else if (total === U16_MAX || cdSize === U32_MAX || cdOffset === U32_MAX) {
      throw damaged();
    }
    if (cdOffset + cdSize > end) throw damaged();
    return { total, cdSize, cdOffset, end };
  }

  private readCentralDirectory(): void {
    const { buf, limits } = this;
    const { total, cdSize, cdOffset } = this.locateCentralDirectory();
    if (total > limits.maxEntries)
      throw new IngestRejection(REASONS.tooManyEntries(limits.maxEntries));

    let declaredTotal = 0;
    let p = cdOffset;
    const cdEnd = cdOffset + cdSize;
    for (let n = 0; n < total; n++) {
      if (p + 46 > cdEnd || buf.readUInt32LE(p) !== SIG_CENTRAL) throw damaged();
      const flags = buf.readUInt16LE(p + 8);
      const method = buf.readUInt16LE(p + 10);
      const crc = buf.readUInt32LE(p + 16);
      let compressedSize = buf.readUInt32LE(p + 20);
      let uncompressedSize = buf.readUInt32LE(p + 24);
      const nameLen = buf.readUInt16LE(p + 28);
      const extraLen = buf.readUInt16LE(p + 30);
      const commentLen = buf.readUInt16LE(p + 32);
      let localHeaderOffset = buf.readUInt32LE(p + 42);
      const nameEnd = p + 46 + nameLen;
      const extraEnd = nameEnd + extraLen;
      if (extraEnd > cdEnd) throw damaged();
      const extras = extraFields(buf.subarray(nameEnd, extraEnd));
      if (
        uncompressedSize === U32_MAX ||
        compressedSize === U32_MAX ||
        localHeaderOffset === U32_MAX
      ) {
        // ZIP64 extended information: only the fields whose header value is all ones, in order.
        const z = extras.get(ZIP64_EXTRA);
        if (!z) throw damaged();
        let q = 0;
        if (uncompressedSize === U32_MAX) {
          uncompressedSize = readU64(z, q);
          q += 8;
        }
        if (compressedSize === U32_MAX) {
          compressedSize = readU64(z, q);
          q += 8;
        }
        if (localHeaderOffset === U32_MAX) localHeaderOffset = readU64(z, q);
      }
      const name = decodeEntryName(buf.subarray(p + 46, nameEnd), flags, extras);
      p = extraEnd + commentLen;

      if (isUnsafeZipPath(name)) throw new IngestRejection(REASONS.unsafePath(name));
      if (this.entries.has(name)) throw new IngestRejection(REASONS.duplicatePath(name));
      if ((flags & 0x1) !== 0) throw new IngestRejection(REASONS.encrypted);
      declaredTotal += uncompressedSize;
      if (declaredTotal > limits.maxUnzippedBytes) {
        throw new IngestRejection(REASONS.tooLarge(limits.maxUnzippedBytes));
      }
      this.entries.set(name, {
        name,
        method,
        flags,
        crc,
        compressedSize,
        uncompressedSize,
        localHeaderOffset,
        isDirectory: name.endsWith('/'),
      });
    }
    if (p > cdEnd) throw damaged();
  }

  private compressedData(entry: ZipEntry): Buffer {
    const { buf } = this;
    const off = entry.localHeaderOffset;
    if (off + 30 > buf.length || buf.readUInt32LE(off) !== SIG_LOCAL) throw damaged();
    const start = off + 30 + buf.readUInt16LE(off + 26) + buf.readUInt16LE(off + 28);
    const end = start + entry.compressedSize;
    if (end > buf.length) throw damaged();
    if (entry.method !== 0 && entry.method !== 8) throw damaged();
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw damaged();
    return buf.subarray(start, end);
  }

  /**
   * Inflates every entry, counting real output bytes against the cap and checking each entry's
   * size and CRC against the central directory. Run once before reading anything, so later
   * reads can rely on the declared sizes.
   *
   * A small entry (most of a picture book: XHTML, the package document, images) is inflated in
   * one synchronous call that cannot produce more than the size it declares, and kept for
   * `read`, so it is inflated once instead of twice. An entry that does anything unexpected
   * there (more bytes than declared, a zlib error) goes through the streaming check below,
   * which decides as it always did: too large, or damaged.
   */
  async verifyAll(): Promise<void> {
    let total = 0;
    for (const entry of this.entries.values()) {
      const data = this.compressedData(entry);
      if (entry.method === 0) {
        total += data.length;
        if (total > this.limits.maxUnzippedBytes) {
          throw new IngestRejection(REASONS.tooLarge(this.limits.maxUnzippedBytes));
        }
        if (crc32(data) >>> 0 !== entry.crc >>> 0) throw damaged();
        entry.sha256 = createHash('sha256').update(data).digest('hex');
        continue;
      }
      const inflated = this.inflateSmall(entry, data);
      if (inflated) {
        total += inflated.length;
        if (total > this.limits.maxUnzippedBytes) {
          throw new IngestRejection(REASONS.tooLarge(this.limits.maxUnzippedBytes));
        }
        if (crc32(inflated) >>> 0 !== entry.crc >>> 0) throw damaged();
        entry.sha256 = createHash('sha256').update(inflated).digest('hex');
        this.keep(entry, inflated);
        continue;
      }
      const before = total;
      const hash = createHash('sha256');
      const crc = await new Promise<number>((resolve, reject) => {
        let running = 0;
        const inflater = createInflateRaw();
        inflater.on('data', (chunk: Buffer) => {
          total += chunk.length;
          running = crc32(chunk, running);
          hash.update(chunk);
          if (total > this.limits.maxUnzippedBytes) {
            inflater.destroy();
            reject(new IngestRejection(REASONS.tooLarge(this.limits.maxUnzippedBytes)));
          }
        });
        inflater.on('error', () => reject(damaged()));
        inflater.on('end', () => resolve(running));
        inflater.end(data);
      });
      if (total - before !== entry.uncompressedSize || crc >>> 0 !== entry.crc >>> 0) {
        throw damaged();
      }
      entry.sha256 = hash.digest('hex');
    }
  }

  /** Unpacked small entries kept by verifyAll for `read` (at most KEEP_BYTES in all). */
  private readonly kept = new Map<string, Buffer>();
  private keptBytes = 0;

  private keep(entry: ZipEntry, data: Buffer): void {
    if (this.keptBytes + data.length > KEEP_BYTES) return;
    this.kept.set(entry.name, data);
    this.keptBytes += data.length;
  }

  /**
   * The entry's bytes when it is small and inflates to exactly its declared size in one call;
   * undefined when it is large or does anything else (the streaming check then decides).
   */
  private inflateSmall(entry: ZipEntry, data: Buffer): Buffer | undefined {
    if (entry.uncompressedSize > SMALL_ENTRY_BYTES) return undefined;
    try {
      // One byte more than declared is allowed, so that an entry that is longer shows as such.
      const out = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
      return out.length === entry.uncompressedSize ? out : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A fingerprint of what the archive holds — every file's name and unpacked bytes — that does
   * not change with the container: zip comment, timestamps, compression level, entry order.
   * Two uploads of one book repacked or with a comment added have the same fingerprint.
   * Call after verifyAll.
   */
  contentDigest(): string {
    const lines = [...this.entries.values()]
      .filter((e) => !e.isDirectory)
      .map((e) => `${e.name}\u0000${e.uncompressedSize}\u0000${e.sha256 ?? ''}`)
      .sort();
    return createHash('sha256').update(lines.join('\n')).digest('hex');
  }

  has(name: string): boolean {
    const e = this.entries.get(name);
    return e !== undefined && !e.isDirectory;
  }

  /** Reads one entry (after verifyAll); never inflates beyond its verified size. */
  read(name: string): Buffer | null {
    const entry = this.entries.get(name);
    if (!entry || entry.isDirectory) return null;
    const kept = this.kept.get(name);
    if (kept) return Buffer.from(kept);
    const data = this.compressedData(entry);
    if (entry.method === 0) return Buffer.from(data);
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (out.length !== entry.uncompressedSize) throw damaged();
      return out;
    } catch {
      throw damaged();
    }
  }

  /** An entry as text, its encoding taken from the BOM or the XML declaration (decodeXmlBytes). */
  readText(name: string): string | null {
    const data = this.read(name);
    return data ? decodeXmlBytes(data) : null;
  }
}

function swapBytes(data: Buffer): Buffer {
  const out = Buffer.alloc(data.length - (data.length % 2));
  for (let i = 0; i + 1 < data.length; i += 2) {
    out[i] = data[i + 1]!;
    out[i + 1] = data[i]!;
  }
  return out;
}

/**
 * Decodes an XML (or XHTML) file as XML 1.0 appendix F detects its encoding: a byte-order mark
 * (UTF-8, UTF-16 LE/BE), else the first bytes of "<?xml" in UTF-16, else the `encoding` of the
 * XML declaration (any label the WHATWG Encoding Standard knows, e.g. ISO-8859-1), else UTF-8.
 */
export function decodeXmlBytes(data: Buffer): string {
  const b0 = data[0];
  const b1 = data[1];
  if (b0 === 0xef && b1 === 0xbb && data[2] === 0xbf) return data.subarray(3).toString('utf8');
  if (b0 === 0xff && b1 === 0xfe) return data.subarray(2).toString('utf16le');
  if (b0 === 0xfe && b1 === 0xff) return swapBytes(data.subarray(2)).toString('utf16le');
  if (b0 === 0x3c && b1 === 0x00 && data[2] === 0x3f && data[3] === 0x00) {
    return data.toString('utf16le');
  }
  if (b0 === 0x00 && b1 === 0x3c && data[2] === 0x00 && data[3] === 0x3f) {
    return swapBytes(data).toString('utf16le');
  }
  const head = data.subarray(0, 200).toString('latin1');
  const declared = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) {
    try {
      return new TextDecoder(declared).decode(data);
    } catch {
      // An unknown label: read it as UTF-8 like browsers do.
    }
  }
  return data.toString('utf8');
}
