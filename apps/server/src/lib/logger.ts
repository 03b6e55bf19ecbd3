import { createRequire } from 'node:module';
import { pino, type ChildLoggerOptions, type Logger as PinoLogger, type LoggerOptions } from 'pino';
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

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;

/**
 * A request's logger (`req.log`) that makes its pino child only when something is logged.
 * Fastify gives every request `logger.child({ reqId })`; pino builds that child (its bindings
 * serialised, its methods and level set up) even when the level logs nothing for the request,
 * as at `warn` for every successful answer. Until then a disabled level returns at once.
 * Everything else (`child`, `bindings`, setting the level…) makes the child and goes to it, so
 * a line logged through it carries the request id, the route's serializers and level as before.
 */
export class LazyChildLogger {
  #child: PinoLogger | undefined;
  readonly #parent: PinoLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildLoggerOptions;

  constructor(parent: PinoLogger, bindings: Record<string, unknown>, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The pino child, made now if it was not yet. */
  get pino(): PinoLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  /** Whether a level's lines would be written (as the child would decide it now). */
  #enabled(level: LevelMethod): boolean {
    if (this.#child) return this.#child.isLevelEnabled(level);
    const own = this.#options.level;
    // A route's own level (Fastify `logLevel`), else the parent's as it is now; 'silent' has none.
    const threshold =
      own === undefined ? this.#parent.levelVal : (this.#parent.levels.values[own] ?? Infinity);
    return this.#parent.levels.values[level]! >= threshold;
  }

  #log(level: LevelMethod, args: unknown[]): void {
    if (!this.#enabled(level)) return;
    (this.pino[level] as LogFn)(...args);
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.pino.level = level;
  }
  isLevelEnabled(level: string): boolean {
    if (this.#child || !(level in this.#parent.levels.values))
      return this.pino.isLevelEnabled(level);
    return this.#enabled(level as LevelMethod);
  }
  child(bindings: Record<string, unknown>, options?: ChildLoggerOptions): PinoLogger {
    return this.pino.child(bindings, options);
  }
  bindings(): Record<string, unknown> {
    return this.pino.bindings();
  }
  setBindings(bindings: Record<string, unknown>): void {
    this.pino.setBindings(bindings);
  }
  flush(cb?: (err?: Error) => void): void {
    this.pino.flush(cb);
  }
}

/**
 * Fastify's `childLoggerFactory` (the app's options): a {@link LazyChildLogger} per request instead
 * of a pino child.
 */
export function lazyChildLoggerFactory(
  logger: PinoLogger,
  bindings: Record<string, unknown>,
  options: ChildLoggerOptions,
): PinoLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as PinoLogger;
}
