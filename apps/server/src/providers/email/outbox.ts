import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import type { EmailMessage, EmailProvider, SentEmail } from './email.provider.ts';

/**
 * Development email: each message is composed as a real MIME message (nodemailer) and written
 * to `<dir>/<time>-<to>.eml`, which any mail client opens. The path is logged.
 */
export function createOutboxEmailProvider(opts: {
  dir: string;
  from: string;
  logger: Logger;
}): EmailProvider {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let seq = 0;
  return {
    kind: 'outbox',
    async send(message: EmailMessage): Promise<SentEmail> {
      const info = await composer.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.dir, `${stamp}-${process.pid}-${seq++}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.logger.info(
        { to: message.to, subject: message.subject, file },
        `Email written to ${file}`,
      );
      return { messageId: info.messageId, file };
    },
  };
}
