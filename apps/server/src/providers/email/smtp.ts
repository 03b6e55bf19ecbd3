import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import type { EmailMessage, EmailProvider, SentEmail } from './email.provider.ts';

/** Email through an SMTP server, e.g. SMTP_URL=smtp://user:pass@mail.example.com:587. */
export function createSmtpEmailProvider(opts: {
  url: string;
  from: string;
  logger: Logger;
}): EmailProvider {
  const transport = nodemailer.createTransport(opts.url);
  return {
    kind: 'smtp',
    async send(message: EmailMessage): Promise<SentEmail> {
      const info = await transport.sendMail({ from: opts.from, ...message });
      opts.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'Email sent',
      );
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
