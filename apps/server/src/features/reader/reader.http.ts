/**
 * HTTP validators of the book file route (RFC 9110 §13): If-None-Match and If-Range.
 */

const bare = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match: weak comparison; "*" matches any stored file. */
export function noneMatchHit(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * If-Range: the Range applies only when the validator names this very version of the file —
 * a strong ETag equal to ours, or an HTTP date no older than the file's Last-Modified.
 * Anything else (weak tag, other tag, unparsable date) means "send the whole file".
 */
export function ifRangeAllows(
  header: string | undefined,
  file: { etag: string; lastModified: Date | null },
): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) {
    return !value.startsWith('W/') && value === file.etag;
  }
  const date = Date.parse(value);
  if (Number.isNaN(date) || !file.lastModified) return false;
  // HTTP dates have whole seconds.
  return Math.floor(file.lastModified.getTime() / 1000) * 1000 <= date;
}
