import type { EmailMessage } from './email.provider.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset email (spec §7 POST /api/users/password/reset). */
export function passwordResetEmail(opts: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): EmailMessage {
  const hours =
    opts.validMinutes % 60 === 0
      ? `${opts.validMinutes / 60} hour${opts.validMinutes === 60 ? '' : 's'}`
      : `${opts.validMinutes} minutes`;
  const text = [
    `Hi ${opts.name},`,
    '',
    'We received a request to reset the password of your Pagebird account.',
    'Choose a new password here:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${hours}.`,
    'If you did not ask for this, you can ignore this email; your password stays the same.',
    '',
    'Pagebird',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(opts.name)},</p>
<p>We received a request to reset the password of your Pagebird account.</p>
<p><a href="${escapeHtml(opts.link)}">Choose a new password</a></p>
<p>The link works once and expires in ${hours}.<br>If you did not ask for this, you can ignore this email; your password stays the same.</p>
<p>Pagebird</p>
</body></html>`;
  return { to: opts.to, subject: 'Reset your Pagebird password', text, html };
}
