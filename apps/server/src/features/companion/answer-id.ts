import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * An answer's id (`aiSearchResponseId`): who it was for, its day, its books and a random nonce,
 * signed with the companion's key. Nothing about the answer is stored; feedback proves with the
 * id that the picture was shown to the caller, and is stored under a hash of nonce and book
 * that does not name the child.
 */
const payloadSchema = z.object({
  u: z.string(),
  d: z.string(),
  b: z.array(z.string()),
  n: z.string(),
});
export type AnswerPayload = z.infer<typeof payloadSchema>;

const b64 = (b: Buffer) => b.toString('base64url');
const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function makeAnswerId(key: Buffer, p: Omit<AnswerPayload, 'n'>): string {
  const body = b64(Buffer.from(JSON.stringify({ ...p, n: randomBytes(12).toString('hex') })));
  return `${body}.${b64(sign(key, body))}`;
}

/** The payload of a genuine id, or null (forged, altered or malformed). */
export function readAnswerId(key: Buffer, id: string): AnswerPayload | null {
  const [body, mac, extra] = id.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = sign(key, body);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The anonymous key of one picture of one answer. */
export function feedbackKey(p: AnswerPayload, bookId: string): string {
  return createHash('sha256').update(`${p.n}:${bookId}`).digest('hex');
}
