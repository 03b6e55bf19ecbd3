import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, emailAddressOf, loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('loadConfig', () => {
  it('has working defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      emailFrom: 'Pagebird <hello@pagebird.local>',
      logLevel: 'info',
      seedDemo: true,
      webDist: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      redisUrl: undefined,
      nodeEnv: 'development',
    });
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '..', '..', '..'));
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/pagebird',
      DATABASE_URL: 'postgres://u:p@db:5432/pagebird',
      EMBEDDED_PG_PORT: '6000',
      PUBLIC_URL: 'https://read.example.com/',
      SMTP_URL: 'smtp://mail:25',
      EMAIL_FROM: 'hello@example.com',
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
      WEB_DIST: '/srv/web',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/pagebird',
      databaseUrl: 'postgres://u:p@db:5432/pagebird',
      embeddedPgPort: 6000,
      publicUrl: 'https://read.example.com',
      smtpUrl: 'smtp://mail:25',
      emailFrom: 'hello@example.com',
      logLevel: 'debug',
      seedDemo: false,
      webDist: '/srv/web',
      redisUrl: 'redis://cache:6379',
      trustProxy: 1,
      nodeEnv: 'production',
    });
  });

  it('PUBLIC_URL follows PORT by default', () => {
    expect(loadConfig({ PORT: '3999' }).publicUrl).toBe('http://localhost:3999');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('resolves a relative DATA_DIR against where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'mydata', INIT_CWD: '/home/me/pagebird' }).dataDir).toBe(
      '/home/me/pagebird/mydata',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '0' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a number between 1 and 65535'],
    [{ PORT: '80.5' }, 'PORT must be a number between 1 and 65535'],
    [{ EMBEDDED_PG_PORT: '-1' }, 'EMBEDDED_PG_PORT must be a number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a postgres:// URL, e.g. postgres://user:password@localhost:5432/pagebird',
    ],
    [
      { PUBLIC_URL: 'localhost:3000' },
      'PUBLIC_URL must be an http:// or https:// URL, e.g. https://pagebird.example.com',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    ],
    [
      { EMAIL_FROM: 'Pagebird' },
      'EMAIL_FROM must be an email address, optionally with a name: Pagebird <hello@example.com>',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [
      { REDIS_URL: 'http://x' },
      'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://localhost:6379',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY must be true, false or a number of proxy hops'],
  ])('%o → %s', (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it('lists every bad value at once in the error message', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toBe(
        'Invalid configuration:\n  - PORT must be a number between 1 and 65535\n  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      );
    }
  });

  it('RATE_LIMIT_MAX sets the global per-IP limit; 0 or off turns it off', () => {
    expect(loadConfig({}).rateLimitMax).toBe(3000);
    expect(loadConfig({ RATE_LIMIT_MAX: '600' }).rateLimitMax).toBe(600);
    expect(loadConfig({ RATE_LIMIT_MAX: 'off' }).rateLimitMax).toBeNull();
    expect(loadConfig({ RATE_LIMIT_MAX: '0' }).rateLimitMax).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT_MAX: 'lots' })).toThrow(
      'RATE_LIMIT_MAX must be a number of requests per minute, or 0 / off',
    );
  });

  it('extracts the address of EMAIL_FROM', () => {
    expect(emailAddressOf('Pagebird <hello@pagebird.local>')).toBe('hello@pagebird.local');
    expect(emailAddressOf('x@y.z')).toBe('x@y.z');
  });
});
