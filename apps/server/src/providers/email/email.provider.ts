/** One outgoing email. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Message-ID header; set once when queued so a retried delivery is the same message. */
  messageId?: string;
}

export interface SentEmail {
  messageId: string;
  /** Outbox provider: the .eml file written. */
  file?: string;
}

/** How the app sends email; chosen by environment (SMTP_URL set → smtp, else outbox). */
export interface EmailProvider {
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<SentEmail>;
  close?(): Promise<void>;
}
