/**
 * Public URL of a stored media file (covers, interest tiles, banners). Keys are content-addressed,
 * so the answer can be cached for a year. Served by the media route of the catalogue feature.
 */
export const MEDIA_PREFIX = '/api/media/';

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}
