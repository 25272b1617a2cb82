import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A complete environment that needs no file system: both secrets are given. */
const base: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  JWT_SECRET: 'j'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
  DATA_DIR: '/tmp/cf-config-test',
};

describe('loadConfig', () => {
  it('reads a valid environment, with defaults for the rest', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/cf',
      TRUST_PROXY: '2',
      CORS_ORIGINS: 'https://a.test, https://b.test',
    });
    expect(config).toMatchObject({
      env: 'test',
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/cf',
      databasePoolSize: 10,
      jwtSecret: base.JWT_SECRET,
      sessionLifetimeSeconds: 10_800,
      trustProxy: 2,
      corsOrigins: ['https://a.test', 'https://b.test'],
      publicUrl: 'http://localhost:8080',
      seedDemo: true,
      logLevel: 'info',
      recaptcha: { verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
    });
    expect(config.internalKey).toMatch(/^[0-9a-f]{48}$/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['TRUST_PROXY', 'true', true],
    ['TRUST_PROXY', 'false', false],
    ['TRUST_PROXY', '10.0.0.1, 10.0.0.2', ['10.0.0.1', '10.0.0.2']],
    ['SEED_DEMO', 'no', false],
    ['PUBLIC_URL', 'https://crowd.example.com/', 'https://crowd.example.com'],
    ['RECAPTCHA_VERIFY_URL', 'http://127.0.0.1:4010/siteverify', { verifyUrl: 'http://127.0.0.1:4010/siteverify' }],
  ])('%s=%s', (name, value, expected) => {
    const config = loadConfig({ ...base, [name]: value });
    const keys = { TRUST_PROXY: 'trustProxy', SEED_DEMO: 'seedDemo', PUBLIC_URL: 'publicUrl', RECAPTCHA_VERIFY_URL: 'recaptcha' } as const;
    expect(config[keys[name as keyof typeof keys]]).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'notaurl'],
    ['JWT_SECRET', 'short'],
    ['SESSION_SECRET', 'also-short'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_SIZE', '0'],
    ['SEED_DEMO', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
    ['RECAPTCHA_VERIFY_URL', 'not a url'],
  ])('a bad %s (%s) throws a ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ ...base, [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    // Only the bad variable is named.
    expect((error as Error).message.match(/^\s+[A-Z_]+: /gm)).toHaveLength(1);
  });

  it('keeps idle connections 72 s unless told otherwise (longer than a proxy’s 60 s)', () => {
    expect(loadConfig(base).keepAliveTimeoutMs).toBe(72_000);
    expect(loadConfig({ ...base, KEEP_ALIVE_TIMEOUT_SECONDS: '120' }).keepAliveTimeoutMs).toBe(120_000);
    expect(() => loadConfig({ ...base, KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc', JWT_SECRET: 'short' })).toThrow(/PORT: [\s\S]*JWT_SECRET: .*at least 32 characters/);
  });

  describe('upload storage', () => {
    const s3 = { ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'cf-uploads' };
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message.split('\n').slice(1);
      }
      return [];
    };

    it('is the local disk by default, whatever S3_* variables say', () => {
      expect(loadConfig(base).storage).toEqual({ driver: 'local' });
      expect(loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' }).storage).toEqual({ driver: 'local' });
    });

    it('reads an S3 bucket with its defaults: us-east-1, AWS, the default credential chain, virtual-host style', () => {
      expect(loadConfig(s3).storage).toEqual({
        driver: 's3',
        bucket: 'cf-uploads',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
      });
    });

    it('reads an S3-compatible service with its keys and path-style addressing', () => {
      const config = loadConfig({
        ...s3,
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.storage).toEqual({
        driver: 's3',
        bucket: 'cf-uploads',
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
      });
    });

    it.each([
      ['s3 without a bucket', { ...base, STORAGE_DRIVER: 's3' }, '  S3_BUCKET: required when STORAGE_DRIVER=s3'],
      ['s3 with an empty bucket', { ...s3, S3_BUCKET: '' }, '  S3_BUCKET: required when STORAGE_DRIVER=s3'],
      [
        'an access key without its secret',
        { ...s3, S3_ACCESS_KEY_ID: 'k' },
        expect.stringMatching(/^ {2}S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/),
      ],
      [
        'a secret without its access key',
        { ...s3, S3_SECRET_ACCESS_KEY: 's' },
        expect.stringMatching(/^ {2}S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY/),
      ],
      ['an unknown driver', { ...base, STORAGE_DRIVER: 'gcs' }, '  STORAGE_DRIVER: must be one of local, s3'],
      ['an endpoint that is not a URL', { ...s3, S3_ENDPOINT: 'minio:9000' }, '  S3_ENDPOINT: must be a valid url'],
      [
        'a bad S3_FORCE_PATH_STYLE',
        { ...s3, S3_FORCE_PATH_STYLE: 'maybe' },
        expect.stringMatching(/^ {2}S3_FORCE_PATH_STYLE: must be one of/),
      ],
    ])('refuses %s with a ConfigError naming it', (_what, env, line) => {
      expect(problems(env)).toEqual([line]);
    });

    it('names a missing bucket together with any other bad variable', () => {
      expect(problems({ ...base, STORAGE_DRIVER: 's3', PORT: 'abc' })).toEqual([
        expect.stringMatching(/^ {2}PORT: /),
        '  S3_BUCKET: required when STORAGE_DRIVER=s3',
      ]);
    });
  });
});
