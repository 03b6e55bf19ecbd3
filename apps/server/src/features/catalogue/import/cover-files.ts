import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { extensionFor } from '../../../providers/storage/index.ts';
import type { CoverImage } from '../ingest/index.ts';

/** Width of the card-size cover (book cards are at most ~160 CSS px wide, so 2× density). */
export const THUMB_WIDTH = 320;
/** Decoding a raster cover stops above this many pixels (a decompression-bomb guard). */
export const MAX_COVER_PIXELS = 50_000_000;

export interface FileToStore {
  key: string;
  data: Uint8Array;
  contentType: string;
}

export interface CoverFiles {
  coverKey: string;
  /**
   * The card-size cover, or null while it is still to be made (`thumbnail: 'later'`): readers
   * show the original (`cover_thumb_key ?? cover_key`) until the cover-thumbnails job has made
   * it (decision 030).
   */
  coverThumbKey: string | null;
  files: FileToStore[];
  warnings: string[];
}

export interface CoverFileOptions {
  /**
   * 'now' (default): the thumbnail is made here. 'later': only the original is stored; the
   * thumbnail is left to the cover-thumbnails job, unless it exists already (`exists`).
   */
  thumbnail?: 'now' | 'later';
  /** Whether storage holds that key (for 'later'); without it the thumbnail is taken as missing. */
  exists?: (key: string) => Promise<boolean>;
}

const CANNOT_RESIZE = 'The cover image could not be resized; the original is used on cards';

/** `covers/<hash>.<ext>` → `covers/<hash>-w320.webp`; undefined for a key of another shape. */
export function thumbKeyFor(coverKey: string): string | undefined {
  const m = /^covers\/([0-9a-f]{32})\.[a-z0-9]+$/.exec(coverKey);
  return m ? `covers/${m[1]}-w${THUMB_WIDTH}.webp` : undefined;
}

/** The card-size WebP of a raster cover; throws when the image cannot be decoded. */
export function makeThumbnail(data: Uint8Array): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Whether libvips can read the image's header and its size is within the pixel cap: the cheap
 * part of the check that `makeThumbnail` does (no pixels are decoded).
 */
async function looksResizable(data: Uint8Array): Promise<boolean> {
  try {
    const m = await sharp(data, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' }).metadata();
    // The first page only, as `makeThumbnail` reads it.
    const pixels = (m.width ?? 0) * (m.height ?? 0);
    return pixels > 0 && pixels <= MAX_COVER_PIXELS;
  } catch {
    return false;
  }
}

/** Content-addressed name part: the first 32 hex digits (128 bits) of the sha256. */
export const contentHash = (data: Uint8Array): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 32);

/**
 * Storage files for a cover: the original at `covers/<hash>.<ext>` and, for raster images, a
 * card-size WebP at `covers/<hash>-w320.webp`. An SVG is its own thumbnail (it scales, and
 * rasterising untrusted SVG on the server is avoided). When a raster cover cannot be decoded
 * the original doubles as the thumbnail. With `thumbnail: 'later'` the WebP is not made here
 * (see CoverFileOptions); a cover whose header already shows it cannot be resized still gets
 * the original as its thumbnail, with the same warning.
 */
export async function prepareCoverFiles(
  cover: CoverImage,
  options: CoverFileOptions = {},
): Promise<CoverFiles> {
  const hash = contentHash(cover.data);
  const coverKey = `covers/${hash}.${extensionFor(cover.mediaType)!}`;
  const original: FileToStore = { key: coverKey, data: cover.data, contentType: cover.mediaType };
  if (cover.mediaType === 'image/svg+xml') {
    return { coverKey, coverThumbKey: coverKey, files: [original], warnings: [] };
  }
  const thumbKey = `covers/${hash}-w${THUMB_WIDTH}.webp`;
  const unresizable = {
    coverKey,
    coverThumbKey: coverKey,
    files: [original],
    warnings: [CANNOT_RESIZE],
  };
  if (options.thumbnail === 'later') {
    if (!(await looksResizable(cover.data))) return unresizable;
    const made = (await options.exists?.(thumbKey)) ?? false;
    return { coverKey, coverThumbKey: made ? thumbKey : null, files: [original], warnings: [] };
  }
  try {
    const thumb = await makeThumbnail(cover.data);
    return {
      coverKey,
      coverThumbKey: thumbKey,
      files: [original, { key: thumbKey, data: thumb, contentType: 'image/webp' }],
      warnings: [],
    };
  } catch {
    return unresizable;
  }
}
