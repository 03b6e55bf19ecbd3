/**
 * Background jobs (issue 11): the interface every feature codes against. The pg-boss
 * implementation lives beside this file (owned by the jobs work); handlers must be idempotent
 * (a job may run twice after a crash or a retry).
 */
export interface JobSendOptions {
  /**
   * At most one job per key (e.g. `renewal:<subscriptionId>:<periodEnd>`): a second send with the
   * same key answers null while the first is queued, running, or finished and kept (7 days).
   */
  singletonKey?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
  retryLimit?: number;
  /** Seconds between retries. */
  retryDelay?: number;
  retryBackoff?: boolean;
}

export interface JobDefinition<T extends object> {
  /** Cron expression (UTC) for scheduled queues, e.g. weekly digest `0 8 * * 1`. */
  cron?: string;
  retryLimit?: number;
  retryDelay?: number;
  handler(data: T): Promise<void>;
}

export interface Jobs {
  /** Declare a queue and its handler (and schedule, if any). Call before `start()`. */
  define<T extends object>(name: string, def: JobDefinition<T>): void;
  /** Queue a job; resolves to its id, or null when a singleton with that key is already queued. */
  send<T extends object>(name: string, data: T, opts?: JobSendOptions): Promise<string | null>;
  /**
   * Run the queue's handler now, in this process, for every job of that queue that is due
   * (and, for a scheduled queue with no job queued, once with `{}`). For tests and the CLI.
   */
  runNow(name: string): Promise<void>;
  /** Start workers (the in-process worker of `npm start`, or `npm run worker`). */
  start(): Promise<void>;
  stop(): Promise<void>;
}
