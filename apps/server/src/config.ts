import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';
import { SERVER_VERSION } from './version.ts';

/**
 * Server configuration, read from environment variables (all optional). Every bad value gets
 * its own plain message, e.g. "PORT must be a number between 1 and 65535".
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; relative values are resolved against the directory npm was started in. */
  dataDir: string;
  /** Set: use that PostgreSQL server. Unset: start the embedded one in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: a read replica for the heavy catalogue reads (search and the catalogue
   * read model); unset, they go to DATABASE_URL. Needs DATABASE_URL (docs/deploy.md).
   */
  databaseReadUrl: string | undefined;
  embeddedPgPort: number;
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  emailFrom: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  webDist: string;
  redisUrl: string | undefined;
  /** Fastify `trustProxy`: false, true, or a number of proxy hops. */
  trustProxy: boolean | number;
  /** Global per-IP requests per minute on /api (RATE_LIMIT_MAX); null = no global limit. */
  rateLimitMax: number | null;
  /**
   * Most books kept in the in-process read model of book details (CATALOGUE_READ_MODEL); null =
   * off (every details request reads PostgreSQL). See docs/decisions/011-catalogue-read-model.md.
   */
  catalogueReadModelMax: number | null;
  /**
   * How long browse's shelves are kept per visibility class, in ms (BROWSE_CACHE_MS; default
   * 5000, 0 under NODE_ENV=test, whose factories write books straight to the database).
   */
  browseCacheMs: number;
  nodeEnv: 'development' | 'production' | 'test';
  version: string;
  /** Where files go: `DATA_DIR/files` (default) or an S3-compatible bucket (STORAGE=s3). */
  storage: StorageConfig;
  /** Catalogue territory rule: the country of a request (ISO 3166-1 alpha-2). */
  territory: {
    /** Country used when no trusted header gives one (DEFAULT_COUNTRY, default US). */
    defaultCountry: string;
    /**
     * Request header holding the visitor's country, set by the CDN or load balancer in front of
     * the app (e.g. cf-ipcountry). Unset (default): no header is trusted, since clients could
     * send any value.
     */
    countryHeader: string | undefined;
  };
  /** Payments (docs/decisions/021): PAYMENTS=sandbox (default) or stripe with its keys. */
  payments: PaymentsConfig;
  /**
   * Ask Pagebird, the companion chat (issue 14): its feature switch (ASK_ME, default on), the
   * questions a profile may ask a day (COMPANION_DAILY_LIMIT, default 20) and the optional LLM
   * that phrases answers (LLM_URL: any OpenAI-compatible chat completions endpoint; LLM_API_KEY,
   * LLM_MODEL, LLM_TIMEOUT_MS). Without LLM_URL answers are templated.
   */
  companion: CompanionConfig;
  /** Operations (issue 15): metrics and graceful drain (docs/deploy.md). */
  ops: {
    /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <token>`. */
    metricsToken: string | undefined;
    /**
     * DRAIN_DELAY_MS: after SIGTERM, how long /api/ready answers 503 (so the load balancer stops
     * sending new requests) before the server stops accepting and finishes in-flight requests.
     * Default 0 in development, 5000 in production.
     */
    drainDelayMs: number;
  };
}

export interface CompanionConfig {
  enabled: boolean;
  dailyLimit: number;
  llm: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
}

export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string | undefined;
      /** Another Stripe API base (the local double in tests and e2e), e.g. http://127.0.0.1:12111. */
      apiBase: string | undefined;
    };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** S3-compatible endpoint; AWS when unset. */
      endpoint: string | undefined;
      /** Both or neither; neither uses the SDK's default credential chain (IAM role…). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset. */
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const portNumber = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a number between 1 and 65535`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${name} must be a number between 1 and 65535`)
        .max(65535, `${name} must be a number between 1 and 65535`),
    );

const urlWithProtocols = (name: string, protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return protocols.includes(u.protocol) && u.host !== '';
        } catch {
          return false;
        }
      },
      { message: `${name} must be ${what}` },
    );

const booleanFlag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Default global per-IP limit for /api per minute: generous (a school shares one IP). */
export const GLOBAL_RATE_LIMIT_MAX = 3000;

/** Default bound of the catalogue read model (books); the rest are read from PostgreSQL. */
export const CATALOGUE_READ_MODEL_MAX = 200_000;
/** Default lifetime of browse's kept shelves (ms); the same bound as the viewer cache. */
export const BROWSE_CACHE_MS = 5_000;

const emailAddressRe = /^[^\s@<>]+@[^\s@<>]+$/;

const envSchema = z.object({
  PORT: opt(portNumber('PORT')),
  HOST: opt(z.string().trim()),
  DATA_DIR: opt(z.string().trim()),
  DATABASE_URL: opt(
    urlWithProtocols(
      'DATABASE_URL',
      ['postgres:', 'postgresql:'],
      'a postgres:// URL, e.g. postgres://user:password@localhost:5432/pagebird',
    ),
  ),
  DATABASE_READ_URL: opt(
    urlWithProtocols(
      'DATABASE_READ_URL',
      ['postgres:', 'postgresql:'],
      'a postgres:// URL of a read replica, e.g. postgres://user:password@replica:5432/pagebird',
    ),
  ),
  EMBEDDED_PG_PORT: opt(portNumber('EMBEDDED_PG_PORT')),
  PUBLIC_URL: opt(
    urlWithProtocols(
      'PUBLIC_URL',
      ['http:', 'https:'],
      'an http:// or https:// URL, e.g. https://pagebird.example.com',
    ),
  ),
  SMTP_URL: opt(
    urlWithProtocols(
      'SMTP_URL',
      ['smtp:', 'smtps:'],
      'an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    ),
  ),
  EMAIL_FROM: opt(
    z
      .string()
      .trim()
      .refine(
        (v) => {
          const m = /^(.*)<([^<>]+)>$/.exec(v);
          return emailAddressRe.test(m ? (m[2] ?? '').trim() : v);
        },
        {
          message:
            'EMAIL_FROM must be an email address, optionally with a name: Pagebird <hello@example.com>',
        },
      ),
  ),
  LOG_LEVEL: opt(
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }),
  ),
  SEED_DEMO: opt(booleanFlag('SEED_DEMO')),
  WEB_DIST: opt(z.string().trim()),
  REDIS_URL: opt(
    urlWithProtocols(
      'REDIS_URL',
      ['redis:', 'rediss:'],
      'a redis:// or rediss:// URL, e.g. redis://localhost:6379',
    ),
  ),
  TRUST_PROXY: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => ['true', 'false'].includes(v) || /^\d+$/.test(v), {
        message: 'TRUST_PROXY must be true, false or a number of proxy hops',
      })
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
  ),
  METRICS_TOKEN: opt(
    z.string().trim().min(16, { message: 'METRICS_TOKEN must have at least 16 characters' }),
  ),
  DRAIN_DELAY_MS: opt(
    z
      .string()
      .trim()
      .refine((v) => /^\d{1,6}$/.test(v), {
        message: 'DRAIN_DELAY_MS must be a number of milliseconds (0 to 999999)',
      })
      .transform(Number),
  ),
  RATE_LIMIT_MAX: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === 'off' || /^\d+$/.test(v), {
        message: 'RATE_LIMIT_MAX must be a number of requests per minute, or 0 / off',
      })
      .transform((v) => (v === 'off' ? 0 : Number(v))),
  ),
  CATALOGUE_READ_MODEL: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => ['on', 'off'].includes(v) || /^\d+$/.test(v), {
        message: 'CATALOGUE_READ_MODEL must be on, off or a number of books',
      })
      .transform((v) => (v === 'on' ? CATALOGUE_READ_MODEL_MAX : v === 'off' ? 0 : Number(v))),
  ),
  BROWSE_CACHE_MS: opt(
    z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) <= 60_000, {
        message: 'BROWSE_CACHE_MS must be a number of milliseconds from 0 to 60000',
      })
      .transform(Number),
  ),
  NODE_ENV: opt(
    z.enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be one of development, production, test',
    }),
  ),
  STORAGE: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' })),
  ),
  S3_BUCKET: opt(z.string().trim()),
  S3_REGION: opt(z.string().trim()),
  S3_ENDPOINT: opt(
    urlWithProtocols(
      'S3_ENDPOINT',
      ['http:', 'https:'],
      'an http:// or https:// URL, e.g. https://s3.example.com',
    ),
  ),
  S3_ACCESS_KEY_ID: opt(z.string().trim()),
  S3_SECRET_ACCESS_KEY: opt(z.string().trim()),
  DEFAULT_COUNTRY: opt(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, {
        message: 'DEFAULT_COUNTRY must be a two-letter country code, e.g. US',
      })
      .transform((v) => v.toUpperCase()),
  ),
  PAYMENTS: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['sandbox', 'stripe'], { error: 'PAYMENTS must be sandbox or stripe' })),
  ),
  STRIPE_SECRET_KEY: opt(z.string().trim()),
  STRIPE_PUBLISHABLE_KEY: opt(z.string().trim()),
  STRIPE_WEBHOOK_SECRET: opt(z.string().trim()),
  STRIPE_API_BASE: opt(
    urlWithProtocols(
      'STRIPE_API_BASE',
      ['http:', 'https:'],
      'an http:// or https:// URL, e.g. http://127.0.0.1:12111',
    ),
  ),
  ASK_ME: opt(booleanFlag('ASK_ME')),
  COMPANION_DAILY_LIMIT: opt(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'COMPANION_DAILY_LIMIT must be a number of questions a day')
      .transform(Number)
      .pipe(z.number().int().min(1, 'COMPANION_DAILY_LIMIT must be at least 1').max(10_000)),
  ),
  LLM_URL: opt(
    urlWithProtocols(
      'LLM_URL',
      ['http:', 'https:'],
      'an http:// or https:// URL of an OpenAI-compatible chat endpoint, e.g. https://api.example.com/v1',
    ),
  ),
  LLM_API_KEY: opt(z.string().trim()),
  LLM_MODEL: opt(z.string().trim()),
  LLM_TIMEOUT_MS: opt(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'LLM_TIMEOUT_MS must be a number of milliseconds')
      .transform(Number)
      .pipe(z.number().int().min(100, 'LLM_TIMEOUT_MS must be at least 100').max(120_000)),
  ),
  COUNTRY_HEADER: opt(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,64}$/, {
        message: 'COUNTRY_HEADER must be an HTTP header name, e.g. cf-ipcountry',
      }),
  ),
});

/** Settings that only make sense together (checked after each value on its own). */
function crossFieldProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push('DATABASE_READ_URL needs DATABASE_URL (a replica of which primary?)');
  }
  if (e.STORAGE === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
    if (!e.S3_REGION) problems.push('S3_REGION is required when STORAGE=s3 (e.g. us-east-1)');
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      problems.push(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)',
      );
    }
  }
  if (e.PAYMENTS === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY is required when PAYMENTS=stripe');
    if (!e.STRIPE_PUBLISHABLE_KEY)
      problems.push('STRIPE_PUBLISHABLE_KEY is required when PAYMENTS=stripe');
  }
  return problems;
}

/** Relative paths given by the user are taken from where they started npm (INIT_CWD) or the cwd. */
function resolveUserPath(p: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), p);
}

/** Parse the environment. Throws `ConfigError` listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((i) => i.message))];
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const crossProblems = crossFieldProblems(e);
  if (crossProblems.length > 0) throw new ConfigError(crossProblems);
  const port = e.PORT ?? 3000;
  const dataDir = e.DATA_DIR ? resolveUserPath(e.DATA_DIR, env) : path.join(REPO_ROOT, 'data');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT ?? 54329,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM ?? 'Pagebird <hello@pagebird.local>',
    logLevel: e.LOG_LEVEL ?? 'info',
    seedDemo: e.SEED_DEMO ?? true,
    webDist: e.WEB_DIST
      ? resolveUserPath(e.WEB_DIST, env)
      : path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitMax:
      e.RATE_LIMIT_MAX === undefined
        ? GLOBAL_RATE_LIMIT_MAX
        : e.RATE_LIMIT_MAX === 0
          ? null
          : e.RATE_LIMIT_MAX,
    catalogueReadModelMax:
      e.CATALOGUE_READ_MODEL === undefined
        ? CATALOGUE_READ_MODEL_MAX
        : e.CATALOGUE_READ_MODEL === 0
          ? null
          : e.CATALOGUE_READ_MODEL,
    browseCacheMs: e.BROWSE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : BROWSE_CACHE_MS),
    nodeEnv: e.NODE_ENV ?? 'development',
    version: SERVER_VERSION,
    ops: {
      metricsToken: e.METRICS_TOKEN,
      drainDelayMs: e.DRAIN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    territory: { defaultCountry: e.DEFAULT_COUNTRY ?? 'US', countryHeader: e.COUNTRY_HEADER },
    payments:
      e.PAYMENTS === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : { provider: 'sandbox' },
    companion: {
      enabled: e.ASK_ME ?? true,
      dailyLimit: e.COMPANION_DAILY_LIMIT ?? 20,
      llm: e.LLM_URL
        ? {
            url: e.LLM_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL ?? 'gpt-4o-mini',
            timeoutMs: e.LLM_TIMEOUT_MS ?? 8000,
          }
        : undefined,
    },
  };
}

/** The bare address of EMAIL_FROM ("Pagebird <hello@x>" → "hello@x"). */
export function emailAddressOf(from: string): string {
  const m = /<([^<>]+)>\s*$/.exec(from);
  return (m ? (m[1] ?? '') : from).trim();
}
