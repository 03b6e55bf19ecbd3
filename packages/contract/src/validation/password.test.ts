import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isNewPasswordDifferent,
  passwordChangeFormSchema,
  passwordConfirmationFormSchema,
  passwordsMatch,
  withNewPasswordDifferent,
  withPasswordConfirmation,
} from './password.ts';
import { passwordChangeBodySchema, passwordUpdateBodySchema } from '../auth/auth.schemas.ts';
import { MESSAGES } from '../common/messages.ts';
import { fieldMessagesOf } from './test-utils.ts';

const MISMATCH = 'Passwords don’t match.';
const SAME = 'New password cannot be the same as the old password.';

describe('password confirmation and change (spec §5)', () => {
  it('uses the spec texts, with the typographic apostrophe', () => {
    expect(MESSAGES.passwordsDontMatch).toBe(MISMATCH);
    expect(MESSAGES.passwordsDontMatch).toContain('\u2019');
    expect(MESSAGES.passwordSameAsOld).toBe(SAME);
  });

  it('predicates', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(isNewPasswordDifferent('old-one', 'new-one')).toBe(true);
    expect(isNewPasswordDifferent('same-1', 'same-1')).toBe(false);
  });

  describe('passwordConfirmationFormSchema', () => {
    it('accepts matching passwords', () => {
      expect(
        fieldMessagesOf(passwordConfirmationFormSchema, {
          newPassword: 'abcdef',
          confirmPassword: 'abcdef',
        }),
      ).toEqual({});
    });

    it.each(['abcdeg', '', 'ABCDEF', 'abcdef '])('rejects a different confirmation: %j', (c) => {
      expect(
        fieldMessagesOf(passwordConfirmationFormSchema, {
          newPassword: 'abcdef',
          confirmPassword: c,
        }),
      ).toEqual({ confirmPassword: [MISMATCH] });
    });

    it('reports the password rule and the mismatch together', () => {
      expect(
        fieldMessagesOf(passwordConfirmationFormSchema, {
          newPassword: 'abc',
          confirmPassword: 'x',
        }),
      ).toEqual({
        newPassword: ['Password must be at least 6 characters.'],
        confirmPassword: [MISMATCH],
      });
    });

    it('reports a missing confirmation as a mismatch', () => {
      expect(fieldMessagesOf(passwordConfirmationFormSchema, { newPassword: 'abcdef' })).toEqual({
        confirmPassword: [MISMATCH],
      });
    });
  });

  describe('passwordChangeFormSchema', () => {
    const base = { currentPassword: 'old-secret', newPassword: 'new-secret' };

    it('accepts a new, confirmed password', () => {
      expect(
        fieldMessagesOf(passwordChangeFormSchema, { ...base, confirmPassword: 'new-secret' }),
      ).toEqual({});
    });

    it('rejects a new password equal to the old one', () => {
      expect(
        fieldMessagesOf(passwordChangeFormSchema, {
          currentPassword: 'same-secret',
          newPassword: 'same-secret',
          confirmPassword: 'same-secret',
        }),
      ).toEqual({ newPassword: [SAME] });
    });

    it('reports both rules at once', () => {
      expect(
        fieldMessagesOf(passwordChangeFormSchema, {
          currentPassword: 'same-secret',
          newPassword: 'same-secret',
          confirmPassword: 'other',
        }),
      ).toEqual({ newPassword: [SAME], confirmPassword: [MISMATCH] });
    });

    it('requires the current password', () => {
      expect(
        fieldMessagesOf(passwordChangeFormSchema, {
          currentPassword: '',
          newPassword: 'new-secret',
          confirmPassword: 'new-secret',
        }),
      ).toEqual({ currentPassword: ['Please enter your password.'] });
    });
  });

  describe('custom field names', () => {
    const schema = withNewPasswordDifferent(
      withPasswordConfirmation(z.object({ old: z.string(), pw: z.string(), pw2: z.string() }), {
        password: 'pw',
        confirm: 'pw2',
      }),
      { current: 'old', next: 'pw' },
    );

    it('puts each message on the named field', () => {
      expect(fieldMessagesOf(schema, { old: 'a', pw: 'a', pw2: 'b' })).toEqual({
        pw: [SAME],
        pw2: [MISMATCH],
      });
      expect(fieldMessagesOf(schema, { old: 'a', pw: 'b', pw2: 'b' })).toEqual({});
    });
  });

  describe('auth request bodies use the same texts', () => {
    it('password update (reset link)', () => {
      expect(
        fieldMessagesOf(passwordUpdateBodySchema, {
          token: 't',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeX',
        }),
      ).toEqual({ confirmPassword: [MISMATCH] });
      expect(
        fieldMessagesOf(passwordUpdateBodySchema, {
          token: 't',
          newPassword: 'abc',
          confirmPassword: 'abc',
        }),
      ).toEqual({ newPassword: ['Password must be at least 6 characters.'] });
    });

    it('password change (signed in)', () => {
      expect(
        fieldMessagesOf(passwordChangeBodySchema, {
          currentPassword: 'old-secret',
          newPassword: 'old-secret',
          confirmPassword: 'old-secret',
        }),
      ).toEqual({ newPassword: [SAME] });
      expect(
        fieldMessagesOf(passwordChangeBodySchema, {
          currentPassword: 'old-secret',
          newPassword: 'new-secret',
          confirmPassword: 'new-secret',
        }),
      ).toEqual({});
    });
  });
});
