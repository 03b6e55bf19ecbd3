import { DEFAULT_MAX_ENTRIES, DEFAULT_MAX_UNZIPPED_BYTES } from './inspect-book.ts';
import type { IngestOptions, ParsedBook } from './ingest.types.ts';
import { SafeZip } from './safe-zip.ts';

/** Image types a cover may have (what browsers show in an <img>). */
export const COVER_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;
export type CoverType = (typeof COVER_TYPES)[number];

/**
 * The real type of an image from its first bytes, whatever the file claims; undefined when it is
 * none of the cover types (an HTML page named cover.png stays unknown).
 */
export function sniffImageType(data: Uint8Array): CoverType | undefined {
  const b = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, 2048));
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const ascii = b.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.slice(4, 8) === 'ftyp' && /^(avif|avis)/.test(ascii.slice(8, 12))) return 'image/avif';
  // SVG: optional BOM, XML declaration, comments and a DOCTYPE, then the <svg> root.
  const text = b
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*/i, '');
  if (/^<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return undefined;
}

export interface CoverImage {
  data: Buffer;
  /** The sniffed type (may differ from the manifest's claim). */
  mediaType: CoverType;
}

/**
 * The cover image of an inspected EPUB (read again from the archive with the same caps), or
 * null when the book has none or it is not a real image. PDFs have no cover here: rendering a
 * page needs pdf.js, which the server does not run.
 */
export async function readCoverImage(
  buffer: Buffer,
  book: ParsedBook,
  options: IngestOptions = {},
): Promise<CoverImage | null> {
  if (book.format !== 'epub' || !book.cover) return null;
  const zip = SafeZip.open(buffer, {
    maxUnzippedBytes: options.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
  });
  const data = zip.read(book.cover.path);
  if (!data || data.length === 0) return null;
  const mediaType = sniffImageType(data);
  return mediaType ? { data, mediaType } : null;
}
