import { randomUUID } from 'node:crypto';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailMessage, EmailProvider, SentEmail } from './email.provider.ts';

/** The queue outgoing email goes through. */
export const EMAIL_QUEUE = 'email-send';

/** Retries of one message: 6 tries over about half an hour (30 s, 1 min, 2 min, … with jitter). */
export const EMAIL_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

interface EmailJob {
  message: EmailMessage;
}

/**
 * Outgoing email through a background job (issue 11): `send` stores the message as a pg-boss job
 * and returns; the job delivers it through the real provider (SMTP or the dev outbox) and is
 * retried with backoff when delivery fails, also after a restart. This process claims the job at
 * once (no waiting for the worker's next poll); a retry is picked up by whichever worker polls.
 *
 * Each message carries a Message-ID fixed when it is queued, so a retry after a delivery that did
 * go out (but was not recorded) is recognisable as the same message by the receiving side.
 */
export function createQueuedEmailProvider(opts: {
  inner: EmailProvider;
  jobs: Jobs & { drain?(name: string): Promise<void> };
  logger: Logger;
}): EmailProvider {
  const { inner, jobs, logger } = opts;
  const inFlight = new Set<Promise<void>>();
  jobs.define<EmailJob>(EMAIL_QUEUE, {
    ...EMAIL_RETRY,
    async handler({ message }) {
      await inner.send(message);
    },
  });
  const kick = () => {
    if (!jobs.drain) return;
    const p = jobs
      .drain(EMAIL_QUEUE)
      .catch((err: unknown) => logger.warn({ err }, 'Email queue: immediate delivery failed'))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  return {
    kind: inner.kind,
    async send(message: EmailMessage): Promise<SentEmail> {
      const messageId = message.messageId ?? `<${randomUUID()}@pagebird>`;
      const jobId = await jobs.send<EmailJob>(
        EMAIL_QUEUE,
        { message: { ...message, messageId } },
        EMAIL_RETRY,
      );
      logger.info({ to: message.to, subject: message.subject, jobId }, 'Email queued');
      kick();
      return { messageId };
    },
    /** Waits for deliveries this process started; the inner provider is closed by its owner. */
    async close() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
