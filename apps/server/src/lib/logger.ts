import { createRequire } from 'node:module';
import { pino, type Logger as PinoLogger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.ts';

export type Logger = PinoLogger;

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The process logger (pino). JSON lines in production; pretty-printed in development on a
 * terminal when pino-pretty (a dev dependency) is installed. Secrets never reach the logs.
 */
export function createLogger(opts: { level: LogLevel; pretty?: boolean }): Logger {
  const options: LoggerOptions = {
    level: opts.level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.confirmPassword',
        '*.passCode',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  if (opts.pretty && prettyAvailable()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(options);
}
