import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailProvider } from './email.provider.ts';
import { createOutboxEmailProvider } from './outbox.ts';
import { createSmtpEmailProvider } from './smtp.ts';

export type { EmailMessage, EmailProvider, SentEmail } from './email.provider.ts';
export { createQueuedEmailProvider, EMAIL_QUEUE } from './queued.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox folder DATA_DIR/outbox. */
export function createEmailProvider(
  config: Pick<Config, 'smtpUrl' | 'emailFrom' | 'dataDir'>,
  logger: Logger,
): EmailProvider {
  if (config.smtpUrl)
    return createSmtpEmailProvider({ url: config.smtpUrl, from: config.emailFrom, logger });
  return createOutboxEmailProvider({
    dir: path.join(config.dataDir, 'outbox'),
    from: config.emailFrom,
    logger,
  });
}
