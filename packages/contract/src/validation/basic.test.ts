import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema } from './basic.ts';
import { MESSAGES } from '../common/messages.ts';
import { messagesOf } from './test-utils.ts';

describe('emailSchema (spec §5 Email)', () => {
  it('uses the spec texts', () => {
    expect(MESSAGES.emailRequired).toBe('Please enter your email.');
    expect(MESSAGES.emailInvalid).toBe('Please enter correct email address.');
  });

  it.each([undefined, null, '', '   ', 42])('requires a value: %j', (v) => {
    expect(messagesOf(emailSchema, v)).toEqual(['Please enter your email.']);
  });

  it.each(['plainaddress', 'a@', '@b.com', 'a b@c.com', 'a@b', 'a@@b.com', 'a@b..com'])(
    'rejects a malformed address: %s',
    (v) => {
      expect(messagesOf(emailSchema, v)).toEqual(['Please enter correct email address.']);
    },
  );

  it.each(['a@b.com', 'first.last+tag@school.example.org', 'X_Y@sub.domain.co.uk'])(
    'accepts a valid address: %s',
    (v) => {
      expect(messagesOf(emailSchema, v)).toEqual([]);
    },
  );

  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Parent@Example.COM ')).toBe('parent@example.com');
  });
});

describe('passwordSchema (spec §5 Password, §9 minimum 6)', () => {
  it('uses the spec texts', () => {
    expect(MESSAGES.passwordRequired).toBe('Please enter your password.');
    expect(MESSAGES.passwordMin).toBe('Password must be at least 6 characters.');
  });

  it.each([undefined, null, 123])('requires a string: %j', (v) => {
    expect(messagesOf(passwordSchema, v)).toEqual(['Please enter your password.']);
  });

  it('reports only "required" for an empty value', () => {
    expect(messagesOf(passwordSchema, '')).toEqual(['Please enter your password.']);
  });

  it.each(['a', 'abcde', '12345'])('rejects fewer than 6 characters: %s', (v) => {
    expect(messagesOf(passwordSchema, v)).toEqual(['Password must be at least 6 characters.']);
  });

  it.each(['abcdef', '123456', 'a much longer pass phrase'])('accepts 6 or more: %s', (v) => {
    expect(passwordSchema.parse(v)).toBe(v);
  });
});
