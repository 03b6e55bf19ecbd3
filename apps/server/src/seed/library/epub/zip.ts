import { zipSync, type Zippable } from 'fflate';

/**
 * Every entry gets the same timestamp so that a book packed twice is byte-identical. ZIP stores
 * local (DOS) time and fflate reads the Date's local fields, so the Date is built from local
 * parts at each call: the stored fields are then the same in every time zone.
 */
const fixedZipTime = () => new Date(2025, 0, 1, 12, 0, 0);

export interface ZipFile {
  /** Archive path, e.g. "EPUB/package.opf". */
  path: string;
  data: string | Uint8Array;
}

const encoder = new TextEncoder();

/**
 * Packs an EPUB container (OCF): `mimetype` first, stored (no compression, no extra field), then
 * every other file deflated, in the given order, all with the same timestamp.
 */
export function zipEpub(files: readonly ZipFile[]): Uint8Array {
  const mtime = fixedZipTime();
  const entries: Zippable = {
    mimetype: [encoder.encode('application/epub+zip'), { level: 0, mtime }],
  };
  for (const file of files) {
    if (file.path === 'mimetype' || file.path in entries) {
      throw new Error(`Duplicate file in EPUB: ${file.path}`);
    }
    const data = typeof file.data === 'string' ? encoder.encode(file.data) : file.data;
    // Already-compressed media gains nothing from deflate.
    const level = /\.(mp3|png|jpe?g)$/i.test(file.path) ? 0 : 6;
    entries[file.path] = [data, { level, mtime }];
  }
  return zipSync(entries);
}
