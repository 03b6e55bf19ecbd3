import type { EmailMessage } from '../../providers/email/index.ts';

export interface DigestChild {
  name: string;
  minutes: number;
  booksFinished: number;
  badges: string[];
  suggestion: { title: string; authors: string[] } | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The weekly reading digest email: text and HTML (inline styles, as mail clients need). */
export function digestEmail(opts: {
  to: string;
  parentName: string;
  from: string;
  to_: string;
  children: DigestChild[];
  dashboardUrl: string;
  settingsUrl: string;
}): EmailMessage {
  const range = `${dayLabel(opts.from)} – ${dayLabel(opts.to_)}`;
  const subject = `Your family's reading week: ${range}`;

  const textChildren = opts.children.map((c) =>
    [
      `${capitalised(c.name)}`,
      `  Minutes read: ${c.minutes}`,
      `  Books finished: ${c.booksFinished}`,
      `  New badges: ${c.badges.length ? c.badges.join(', ') : 'none this week'}`,
      `  Try next: ${c.suggestion ? `${c.suggestion.title}${c.suggestion.authors.length ? ` by ${c.suggestion.authors.join(', ')}` : ''}` : 'no suggestion this week'}`,
    ].join('\n'),
  );
  const text = [
    `Hi ${opts.parentName},`,
    '',
    `Here is what your family read on Pagebird from ${range}.`,
    '',
    ...(textChildren.length ? textChildren : ['No child profiles yet.']),
    '',
    `See the whole dashboard: ${opts.dashboardUrl}`,
    `You get this email because you turned on the weekly reading digest. Turn it off in your account settings: ${opts.settingsUrl}`,
  ].join('\n');

  const stat = (value: string, label: string) =>
    `<td style="padding:8px 12px;text-align:center;background:#f4f1ff;border-radius:8px">
<div style="font-size:22px;font-weight:700;color:#3b2a8a">${escapeHtml(value)}</div>
<div style="font-size:12px;color:#555">${escapeHtml(label)}</div></td>`;

  const childHtml = opts.children
    .map(
      (c) => `<tr><td style="padding:16px 0;border-top:1px solid #e6e1f5">
<h2 style="margin:0 0 8px;font-size:18px;color:#222">${escapeHtml(capitalised(c.name))}</h2>
<table role="presentation" cellspacing="6" cellpadding="0"><tr>
${stat(String(c.minutes), 'minutes read')}
${stat(String(c.booksFinished), c.booksFinished === 1 ? 'book finished' : 'books finished')}
${stat(String(c.badges.length), c.badges.length === 1 ? 'new badge' : 'new badges')}
</tr></table>
${c.badges.length ? `<p style="margin:8px 0 0;color:#333">Badges: ${c.badges.map(escapeHtml).join(', ')}</p>` : ''}
<p style="margin:8px 0 0;color:#333"><strong>Try next:</strong> ${
        c.suggestion
          ? `<em>${escapeHtml(c.suggestion.title)}</em>${c.suggestion.authors.length ? ` by ${escapeHtml(c.suggestion.authors.join(', '))}` : ''}`
          : 'no suggestion this week'
      }</p>
</td></tr>`,
    )
    .join('\n');

  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf9ff;font-family:Helvetica,Arial,sans-serif;line-height:1.5;color:#222">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td>
<h1 style="margin:0 0 4px;font-size:22px;color:#3b2a8a">Your family's reading week</h1>
<p style="margin:0 0 12px;color:#555">${escapeHtml(range)}</p>
<p style="margin:0 0 8px">Hi ${escapeHtml(opts.parentName)}, here is what your family read on Pagebird last week (${plural(
    opts.children.reduce((s, c) => s + c.minutes, 0),
    'minute',
    'minutes',
  )} in all).</p>
</td></tr>
${childHtml || '<tr><td>No child profiles yet.</td></tr>'}
<tr><td style="padding-top:16px;border-top:1px solid #e6e1f5">
<p><a href="${escapeHtml(opts.dashboardUrl)}" style="background:#5b3fd1;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Open the dashboard</a></p>
<p style="font-size:12px;color:#777">You get this email because you turned on the weekly reading digest. <a href="${escapeHtml(opts.settingsUrl)}">Turn it off in your account settings</a>.</p>
</td></tr>
</table></body></html>`;
  return { to: opts.to, subject, text, html };
}
