import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_ZONES_LIMITS, ADMIN_ZONES_MESSAGES, AppErrorCode } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** The picture formats an admin may upload (no SVG: a stored SVG could carry script). */
const FORMATS: Readonly<Record<string, { ext: string; type: string }>> = {
  png: { ext: 'png', type: 'image/png' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'gif', type: 'image/gif' },
};

const invalid = (field: string, message: string): AppError =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

/**
 * Stores an uploaded picture under `prefix/` and answers its storage key. The bytes must decode
 * as a PNG, JPEG, WebP or GIF (the declared type is not trusted); the key is the content's hash,
 * so the same picture is stored once and its URL can be cached.
 */
export async function storeAdminImage(
  storage: StorageProvider,
  prefix: 'zones' | 'quizzes',
  bytes: Buffer,
  field: string,
): Promise<string> {
  if (bytes.length === 0) throw invalid(field, ADMIN_ZONES_MESSAGES.badImage);
  if (bytes.length > ADMIN_ZONES_LIMITS.imageBytes) {
    throw invalid(field, ADMIN_ZONES_MESSAGES.imageTooLarge);
  }
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes).metadata());
  } catch {
    throw invalid(field, ADMIN_ZONES_MESSAGES.badImage);
  }
  const kind = format ? FORMATS[format] : undefined;
  if (!kind) throw invalid(field, ADMIN_ZONES_MESSAGES.badImage);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `${prefix}/admin-${hash}.${kind.ext}`;
  if (!(await storage.exists(key))) await storage.put(key, bytes, kind.type);
  return key;
}

/** `data:image/png;base64,…` → its bytes (the contract has checked the form). */
export function bytesOfDataUrl(dataUrl: string, field: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:image/') || comma < 0) {
    throw invalid(field, ADMIN_ZONES_MESSAGES.badImageData);
  }
  return Buffer.from(dataUrl.slice(comma + 1), 'base64');
}

export const isDataUrl = (value: string): boolean => value.startsWith('data:');
