import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id hashes for passwords and PINs (@node-rs/argon2 defaults: argon2id, m=19456 KiB,
 * t=2, p=1 — the OWASP baseline).
 */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

/** A hash of a random value, verified when there is no account so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/**
 * Verify `secret` against `storedHash`. With no stored hash, still spends the time of one
 * verification and answers false, so response times do not reveal which accounts exist.
 */
export async function verifySecret(
  storedHash: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(`no-account-${Math.random()}`);
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
