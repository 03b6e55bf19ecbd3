import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createStorageProvider } from './index.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('storage settings', () => {
  it('defaults to the local directory DATA_DIR/files', () => {
    const dataDir = path.join(os.tmpdir(), 'pagebird-config-test');
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({
      kind: 'local',
      dir: path.join(dataDir, 'files'),
    });
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE: 'LOCAL' }).storage.kind).toBe('local');
    expect(createStorageProvider(loadConfig({ DATA_DIR: dataDir })).kind).toBe('local');
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'pagebird-books',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'pagebird-books',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(createStorageProvider(config).kind).toBe('s3');
    // credentials may come from the environment's default chain (IAM role…)
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('explains every bad value', () => {
    expect(problems({ STORAGE: 'ftp' })).toEqual(['STORAGE must be local or s3']);
    expect(problems({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET is required when STORAGE=s3',
      'S3_REGION is required when STORAGE=s3 (e.g. us-east-1)',
    ]);
    expect(
      problems({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'only-key' }),
    ).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)',
    ]);
    expect(problems({ S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.example.com',
    ]);
  });
});
