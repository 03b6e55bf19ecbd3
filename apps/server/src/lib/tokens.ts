import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (32 bytes, base64url) — what the client holds. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token — what the database holds. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
