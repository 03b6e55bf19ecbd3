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
  coverThumbKey: string;
  files: FileToStore[];
  warnings: string[];
}

/** Content-addressed name part: the first 32 hex digits (128 bits) of the sha256. */
export const contentHash = (data: Uint8Array): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 32);

/**
 * Storage files for a cover: the original at `covers/<hash>.<ext>` and, for raster images, a
 * card-size WebP at `covers/<hash>-w320.webp`. An SVG is its own thumbnail (it scales, and
 * rasterising untrusted SVG on the server is avoided). When a raster cover cannot be decoded
 * the original doubles as the thumbnail.
 */
export async function prepareCoverFiles(cover: CoverImage): Promise<CoverFiles> {
  const hash = contentHash(cover.data);
  const coverKey = `covers/${hash}.${extensionFor(cover.mediaType)!}`;
  const original: FileToStore = { key: coverKey, data: cover.data, contentType: cover.mediaType };
  if (cover.mediaType === 'image/svg+xml') {
    return { coverKey, coverThumbKey: coverKey, files: [original], warnings: [] };
  }
  try {
    const thumb = await sharp(cover.data, {
      limitInputPixels: MAX_COVER_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbKey = `covers/${hash}-w${THUMB_WIDTH}.webp`;
    return {
      coverKey,
      coverThumbKey: thumbKey,
      files: [original, { key: thumbKey, data: thumb, contentType: 'image/webp' }],
      warnings: [],
    };
  } catch {
    return {
      coverKey,
      coverThumbKey: coverKey,
      files: [original],
      warnings: ['The cover image could not be resized; the original is used on cards'],
    };
  }
}
