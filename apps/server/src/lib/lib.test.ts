import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './passwords.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';
import { validationFields } from './error-handler.ts';
import { bearerToken } from './auth-context.ts';

describe('passwords', () => {
  it('argon2id hashes that verify only the right secret', async () => {
    const h = await hashSecret('1234');
    expect(h).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifySecret(h, '1234')).toBe(true);
    expect(await verifySecret(h, '1235')).toBe(false);
    expect(await verifySecret(null, '1234')).toBe(false);
    expect(await verifySecret('garbage', '1234')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes, stored as SHA-256 hex', () => {
    const a = newOpaqueToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newOpaqueToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    // The hashes stored so far stay valid: SHA-256 hex of the UTF-8 text, as createHash made it.
    for (const t of [a, 'é-token-ü', ''])
      expect(hashToken(t)).toBe(createHash('sha256').update(t, 'utf8').digest('hex'));
  });

  it('bearer header parsing', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('validationFields', () => {
  it('joins the messages of one property with ", " and keys by property path', () => {
    expect(
      validationFields(
        [
          { instancePath: '/email', message: 'A' },
          { instancePath: '/email', message: 'B' },
          { instancePath: '/email', message: 'A' },
          { instancePath: '/address/zip', message: 'C' },
          { instancePath: '', message: 'D' },
        ],
        'body',
      ),
    ).toEqual({ email: 'A, B', 'address.zip': 'C', body: 'D' });
    expect(validationFields([{ instancePath: '', message: 'x' }], 'querystring')).toEqual({
      query: 'x',
    });
  });
});
