import { createHash } from 'node:crypto';

/** Escapes text for XML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Fixed namespace of the demo library's name-based UUIDs (RFC 9562 version 5). */
const DEMO_NAMESPACE = '3f0b6c1e-8d52-4a7e-9b1c-5e2d7a40c913';

/** A name-based (SHA-1, version 5) UUID: the same name always gives the same UUID. */
export function uuidV5(name: string, namespace = DEMO_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "The Sleepy Dragon!" → "the-sleepy-dragon" */
export function slugify(text: string): string {
  const slug = text
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'book';
}

/** Seconds as a SMIL / media:duration clock value "h:mm:ss.fff". */
export function clockValue(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${h}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
}

/** Seconds as a SMIL clip time "1.234s" (milliseconds; `down` never rounds past the value). */
export function clipTime(seconds: number, down = false): string {
  const ms = down ? Math.floor(seconds * 1000 + 1e-6) : Math.round(seconds * 1000);
  return `${(ms / 1000).toFixed(3)}s`;
}
