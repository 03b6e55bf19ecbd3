import type { FastifyInstance } from 'fastify';
import { loginAs } from '../../test/factories.ts';

/**
 * A PARENT token that passed the parent gate (sign in, then "Enter Account Password"), as the
 * parent areas need (docs/decisions/022). Plain `loginAs` tokens are refused there with 403
 * PARENT_GATE_REQUIRED.
 */
export async function gatedParentToken(
  app: FastifyInstance,
  parent: { email: string | null; password: string },
  signInToken?: string,
): Promise<string> {
  const token = signInToken ?? (await loginAs(app, parent.email!, parent.password));
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/password/verify',
    headers: { authorization: `Bearer ${token}` },
    payload: { password: parent.password },
  });
  if (res.statusCode !== 200) throw new Error(`parent gate failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}
