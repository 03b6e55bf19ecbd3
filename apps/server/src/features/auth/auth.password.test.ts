import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createParent, createTeacher, loginAs } from '../../test/factories.ts';
import { gatedParentToken } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const reset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/password/reset', payload: { email } });
const validate = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/password/token-validation?token=${encodeURIComponent(token)}`,
  });
const update = (token: string, newPassword: string, confirmPassword = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/password/update',
    payload: { token, newPassword, confirmPassword },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Wait for the reset email to the address to land in the outbox; return the token of its link. */
async function tokenFromOutbox(to: string): Promise<{ token: string; eml: string }> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(t.outboxDir)
      ? fs.readdirSync(t.outboxDir).filter((f) => f.endsWith(`${to}.eml`))
      : [];
    if (files.length) {
      const eml = fs.readFileSync(path.join(t.outboxDir, files.sort().at(-1)!), 'utf8');
      // The text part is quoted-printable: undo soft line breaks and =XX escapes.
      const text = eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      const m = /http:\/\/pagebird\.test\/password-update\?token=([A-Za-z0-9_%-]+)/.exec(text);
      if (m) return { token: decodeURIComponent(m[1]!), eml };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset email for ${to}`);
}

describe('password reset by email', () => {
  it('answers the same whether or not the email exists, and only emails real accounts', async () => {
    const user = await createParent(t.database.db);
    const known = await reset(user.email!);
    const unknown = await reset('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual({ message: MESSAGES.resetEmailSent });
    expect(json(unknown)).toEqual(json(known));
    const { eml } = await tokenFromOutbox(user.email!);
    expect(eml).toMatch(/Subject: Reset your Pagebird password/);
    expect(eml).toMatch(/From: Pagebird <hello@pagebird\.local>/);
    expect(fs.readdirSync(t.outboxDir).some((f) => f.includes('nobody@example.test'))).toBe(false);
  });

  it('a link works once: validate, update, then it is spent; old sessions end; new password signs in', async () => {
    const user = await createTeacher(t.database.db);
    const oldSession = await loginAs(t.app, user.email!, user.password);
    await reset(user.email!);
    const { token } = await tokenFromOutbox(user.email!);

    expect(json(await validate(token))).toEqual({ valid: true, email: user.email });
    const res = await update(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: MESSAGES.passwordUpdated });

    const again = await update(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ code: 'TOKEN_INVALID', message: MESSAGES.resetLinkInvalid });
    expect(json(await validate(token))).toEqual({ valid: false });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/details',
          headers: bearer(oldSession),
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(user.email!, user.password)).statusCode).toBe(401);
    expect((await login(user.email!, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('a link expires after one hour', async () => {
    const user = await createParent(t.database.db);
    await reset(user.email!);
    const { token } = await tokenFromOutbox(user.email!);
    try {
      t.clock.advance(59 * 60_000);
      expect(json(await validate(token))).toMatchObject({ valid: true });
      t.clock.advance(2 * 60_000);
      expect(json(await validate(token))).toEqual({ valid: false });
      const res = await update(token, 'too-late-pass');
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'TOKEN_INVALID' });
    } finally {
      t.clock.reset();
    }
  });

  it('an unknown token is invalid', async () => {
    expect(json(await validate('made-up-token'))).toEqual({ valid: false });
    expect((await update('made-up-token', 'abcdefg')).statusCode).toBe(400);
  });

  it('checks the new password with the spec texts', async () => {
    const short = await update('tok', 'abc');
    expect(json(short)).toMatchObject({
      code: 'VALIDATION',
      fields: { newPassword: MESSAGES.passwordMin },
    });
    const mismatch = await update('tok', 'abcdefg', 'abcdefh');
    expect(json(mismatch)).toMatchObject({ fields: { confirmPassword: 'Passwords don’t match.' } });
  });

  it('validates the email', async () => {
    const res = await reset('');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fields: { email: 'Please enter your email.' } });
  });
});

describe('PUT /api/users/profile/password', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(token),
      payload: body,
    });

  it('a wrong current password is 401 INVALID_PASSWORD with the spec text', async () => {
    const user = await createParent(t.database.db);
    const token = await gatedParentToken(t.app, user);
    const res = await change(token, {
      currentPassword: 'wrong-one',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Oops! Password is incorrect. Try again.',
    });
  });

  it('refuses the same password, a short one, and a mismatch', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    const same = await change(token, {
      currentPassword: user.password,
      newPassword: user.password,
      confirmPassword: user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(json(same)).toMatchObject({ fields: { newPassword: MESSAGES.passwordSameAsOld } });
    const short = await change(token, {
      currentPassword: user.password,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(json(short)).toMatchObject({ fields: { newPassword: MESSAGES.passwordMin } });
    const mismatch = await change(token, {
      currentPassword: user.password,
      newPassword: 'abcdefg',
      confirmPassword: 'abcdefx',
    });
    expect(json(mismatch)).toMatchObject({
      fields: { confirmPassword: MESSAGES.passwordsDontMatch },
    });
  });

  it('a parent needs the parent gate to change the password', async () => {
    const user = await createParent(t.database.db);
    const token = await loginAs(t.app, user.email!, user.password);
    const res = await change(token, {
      currentPassword: user.password,
      newPassword: 'changed-pass-1',
      confirmPassword: 'changed-pass-1',
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'PARENT_GATE_REQUIRED' });
  });

  it('changes the password; this sign-in stays, every other sign-in ends', async () => {
    const user = await createParent(t.database.db);
    const signIn = await loginAs(t.app, user.email!, user.password);
    const here = await gatedParentToken(t.app, user, signIn);
    const elsewhere = await loginAs(t.app, user.email!, user.password);
    const elsewhereGated = await gatedParentToken(t.app, user, elsewhere);
    const res = await change(here, {
      currentPassword: user.password,
      newPassword: 'changed-pass-1',
      confirmPassword: 'changed-pass-1',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: MESSAGES.passwordUpdated });
    const me = (tok: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/details', headers: bearer(tok) });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(signIn)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(elsewhereGated)).statusCode).toBe(401);
    expect((await login(user.email!, user.password)).statusCode).toBe(401);
    expect((await login(user.email!, 'changed-pass-1')).statusCode).toBe(200);
  });
});
