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
}

const SIG_EOCD = 0x06054b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const EOCD_MIN = 22;

function damaged(): IngestRejection {
  return new IngestRejection(REASONS.damaged);
}

export function isUnsafeZipPath(name: string): boolean {
  if (name.length === 0) return true;
  if (name.includes('\\') || name.includes('\0')) return true;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split('/').some((seg) => seg === '..');
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

  private readCentralDirectory(): void {
    const { buf, limits } = this;
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
    const total = buf.readUInt16LE(eocd + 10);
    const cdSize = buf.readUInt32LE(eocd + 12);
    const cdOffset = buf.readUInt32LE(eocd + 16);
    // ZIP64 archives (markers 0xFFFF / 0xFFFFFFFF) are not needed for books and not supported.
    if (total === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw damaged();
    if (cdOffset + cdSize > eocd) throw damaged();
    if (total > limits.maxEntries)
      throw new IngestRejection(REASONS.tooManyEntries(limits.maxEntries));

    let declaredTotal = 0;
    let p = cdOffset;
    for (let n = 0; n < total; n++) {
      if (p + 46 > cdOffset + cdSize || buf.readUInt32LE(p) !== SIG_CENTRAL) throw damaged();
      const flags = buf.readUInt16LE(p + 8);
      const method = buf.readUInt16LE(p + 10);
      const crc = buf.readUInt32LE(p + 16);
      const compressedSize = buf.readUInt32LE(p + 20);
      const uncompressedSize = buf.readUInt32LE(p + 24);
      const nameLen = buf.readUInt16LE(p + 28);
      const extraLen = buf.readUInt16LE(p + 30);
      const commentLen = buf.readUInt16LE(p + 32);
      const localHeaderOffset = buf.readUInt32LE(p + 42);
      const nameEnd = p + 46 + nameLen;
      if (nameEnd > cdOffset + cdSize) throw damaged();
      const name = buf.toString((flags & 0x800) !== 0 ? 'utf8' : 'latin1', p + 46, nameEnd);
      p = nameEnd + extraLen + commentLen;

      if (isUnsafeZipPath(name)) throw new IngestRejection(REASONS.unsafePath(name));
      if (this.entries.has(name)) throw new IngestRejection(REASONS.duplicatePath(name));
      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw damaged();
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
    if (p > cdOffset + cdSize) throw damaged();
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
   * Inflates every entry as a stream, counting real output bytes against the cap and
   * checking each entry's size and CRC against the central directory. Run once before
   * reading anything, so later reads can rely on the declared sizes.
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
        continue;
      }
      const before = total;
      const crc = await new Promise<number>((resolve, reject) => {
        let running = 0;
        const inflater = createInflateRaw();
        inflater.on('data', (chunk: Buffer) => {
          total += chunk.length;
          running = crc32(chunk, running);
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
    }
  }

  has(name: string): boolean {
    const e = this.entries.get(name);
    return e !== undefined && !e.isDirectory;
  }

  /** Reads one entry (after verifyAll); never inflates beyond its verified size. */
  read(name: string): Buffer | null {
    const entry = this.entries.get(name);
    if (!entry || entry.isDirectory) return null;
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

  readText(name: string): string | null {
    const data = this.read(name);
    if (!data) return null;
    let text = data.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return text;
  }
}
