import { hash, randomBytes } from 'node:crypto';

/** An opaque random token (32 bytes, base64url) — what the client holds. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 hex of a token (UTF-8) — what the database holds. Every authenticated request hashes
 * its bearer token: the one-shot `crypto.hash` costs half of `createHash().update().digest()`.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
