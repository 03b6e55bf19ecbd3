import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { freePort } from '../../test/free-port.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createJobs } from '../../jobs/index.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import {
  createEmailProvider,
  createQueuedEmailProvider,
  EMAIL_QUEUE,
  type EmailMessage,
  type EmailProvider,
} from './index.ts';
import { passwordResetEmail } from './templates.ts';

const logger = createLogger({ level: 'silent' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-email-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const message = passwordResetEmail({
  to: 'pat@example.test',
  name: 'Pat <b>',
  link: 'http://pagebird.test/password-update?token=abc_DEF-123',
  validMinutes: 60,
});

describe('outbox email provider (no SMTP_URL)', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const email = createEmailProvider(
      { dataDir, emailFrom: 'Pagebird <hello@pagebird.local>', smtpUrl: undefined },
      logger,
    );
    expect(email.kind).toBe('outbox');
    const sent = await email.send(message);
    expect(sent.file).toBeDefined();
    expect(path.dirname(sent.file!)).toBe(path.join(dataDir, 'outbox'));
    expect(sent.file!.endsWith('pat@example.test.eml')).toBe(true);
    const eml = fs.readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: Pagebird <hello@pagebird\.local>$/m);
    expect(eml).toMatch(/^To: pat@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your Pagebird password$/m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('Pat &lt;b&gt;'); // the HTML part escapes names
  });
});

describe('SMTP email provider (SMTP_URL)', () => {
  let server: SMTPServer | undefined;
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  });

  it('delivers to a real SMTP receiver', async () => {
    const received: Array<{ from: string; to: string[]; data: string }> = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', () => r()));

    const email = createEmailProvider(
      {
        dataDir,
        emailFrom: 'Pagebird <hello@pagebird.local>',
        smtpUrl: `smtp://127.0.0.1:${port}`,
      },
      logger,
    );
    expect(email.kind).toBe('smtp');
    const sent = await email.send(message);
    await email.close?.();
    expect(sent.messageId).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@pagebird.local', to: ['pat@example.test'] });
    expect(received[0]!.data).toMatch(/^Subject: Reset your Pagebird password/m);
    expect(received[0]!.data.replace(/=\r?\n/g, '')).toContain(
      'password-update?token=3Dabc_DEF-123',
    );
  });
});

describe('queued email provider (through a pg-boss job with retries)', () => {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('delivers through the job at once, and a failed delivery is retried later with the same Message-ID', async () => {
    testDb = await createTestDatabase();
    database = openDatabase(testDb.url, { max: 3 });
    const clock = new TestClock();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const jobs = createJobs({ config, database, logger, clock });
    const delivered: EmailMessage[] = [];
    let failNext = 0;
    const inner: EmailProvider = {
      kind: 'outbox',
      async send(m) {
        if (failNext > 0) {
          failNext--;
          throw new Error('SMTP 451 try again later');
        }
        delivered.push(m);
        return { messageId: m.messageId ?? 'x' };
      },
    };
    const email = createQueuedEmailProvider({ inner, jobs, logger });

    const sent = await email.send(message);
    await email.close?.();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: 'pat@example.test', messageId: sent.messageId });

    failNext = 1;
    const second = await email.send({ ...message, to: 'sam@example.test' });
    await email.close?.();
    expect(delivered).toHaveLength(1); // first try failed; the job waits for its retry
    const { rows } = await database.pool.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = $1 AND data->'message'->>'to' = 'sam@example.test'`,
      [EMAIL_QUEUE],
    );
    expect(rows.map((r) => r.state)).toEqual(['retry']);

    clock.advance(10 * 60_000); // past the backoff
    await jobs.runNow(EMAIL_QUEUE);
    expect(delivered.map((m) => m.to)).toEqual(['pat@example.test', 'sam@example.test']);
    expect(delivered[1]!.messageId).toBe(second.messageId);
    await jobs.stop();
  });
});
