import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SESSION_LIFETIME_SECONDS } from '@cf/domain';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the platform reads. README "Configuration" lists the same. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL URL; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('.data'),
  /** Signs API tokens; at least 32 characters. Unset: generated once and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Signs the site's session cookie. Unset: generated once and kept in DATA_DIR. */
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(10).default(SESSION_LIFETIME_SECONDS),
  /** How long a signed-out visitor's page is kept rendered (web/page-cache.ts); 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  PUBLIC_URL: z.url().optional(),
  /** false, true, a hop count or a comma-separated list of trusted proxy addresses. */
  TRUST_PROXY: z.string().default('false'),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_DIR: z.string().optional(),
  /** Where uploads live: local (UPLOADS_DIR, one instance) or s3 (a bucket every instance shares). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The bucket (required with STORAGE_DRIVER=s3); public files under public/, private ones under private/. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service's address (MinIO, R2...); unset means AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Both or neither; neither uses the SDK's default chain (AWS_* variables, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name, as MinIO and local fakes need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Seed demo data into an empty database at start. */
  SEED_DEMO: bool.default(true),
  /** Encrypts secrets at rest (TOTP secrets, SSNs); at least 32 characters. Unset: derived from JWT_SECRET. */
  ENCRYPTION_KEY: z.string().min(32).optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:port); unset keeps e-mails in the outbox only. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Fundright <no-reply@localhost>'),
  /** Identity verification provider: sandbox (staff decide), northkyc or shuftiprokyc. */
  KYC_PROVIDER: z.enum(['sandbox', 'northkyc', 'shuftiprokyc']).default('sandbox'),
  NORTHCAPITAL_URL: z.url().default('https://api-sandboxdash.norcapsecurities.com/tapiv3/index.php/v3'),
  NORTHCAPITAL_CLIENT_ID: z.string().optional(),
  NORTHCAPITAL_DEVELOPER_KEY: z.string().optional(),
  SHUFTI_URL: z.url().default('https://api.shuftipro.com'),
  SHUFTI_CLIENT_ID: z.string().optional(),
  SHUFTI_SECRET_KEY: z.string().optional(),
  /** OpenID Connect issuers (overridable for tests); client ids and secrets are console settings. */
  OAUTH_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  OAUTH_FACEBOOK_ISSUER: z.url().default('https://www.facebook.com'),
  OAUTH_LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  /**
   * The demo's stand-in identity provider: a local OpenID Connect server (oauth2-mock-server) with
   * a page to pick who signs in, used for Google, Facebook and LinkedIn. `npm start` turns it on.
   */
  DEMO_SOCIAL_LOGIN: bool.default(false),
  /** Stripe's API address (tests point it at a fake on loopback); keys are console settings. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Used when the console's Stripe gateway has no secret key / webhook signing secret stored. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * PayPal, Plaid and MangoPay: their API address (unset: the provider's sandbox or live host, by
   * the gateway's test mode; tests point it at a fake on loopback) and the keys used when the
   * console's gateway has none stored. Without any key, a route in test mode is its sandbox twin.
   */
  PAYPAL_API_URL: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PLAID_API_URL: z.url().optional(),
  PLAID_CLIENT_ID: z.string().optional(),
  PLAID_SECRET: z.string().optional(),
  MANGOPAY_API_URL: z.url().optional(),
  MANGOPAY_CLIENT_ID: z.string().optional(),
  MANGOPAY_API_KEY: z.string().optional(),
  /** Where reCAPTCHA answers are checked (tests point it at a fake on loopback); keys are console settings. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Scheduled jobs tick in this process; each (job, period) runs once across instances (job_runs, ADR 010). */
  JOBS_ENABLED: bool.default(true),
  /** When the notification digest job runs (cron syntax, site timezone). */
  DIGEST_CRON: z.string().default('0 7 * * *'),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  uploadsDir: string;
  storage: { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);
  jwtSecret: string;
  sessionSecret: string;
  sessionLifetimeSeconds: number;
  pageCacheSeconds: number;
  /** How long an idle keep-alive connection stays open: longer than a proxy's own (nginx: 60 s), so the proxy closes first. */
  keepAliveTimeoutMs: number;
  publicUrl: string;
  /** False when PUBLIC_URL was not set and publicUrl is the localhost guess (the server warns in production). */
  publicUrlSet: boolean;
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  rateLimit: { max: number; window: string };
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** Shared with the site server: lets in-process calls carry the visitor's address. */
  internalKey: string;
  encryptionKey: string;
  mail: { smtpUrl: string | undefined; from: string };
  kyc: {
    provider: 'sandbox' | 'northkyc' | 'shuftiprokyc';
    northCapital: { url: string; clientId: string | undefined; developerKey: string | undefined };
    shufti: { url: string; clientId: string | undefined; secretKey: string | undefined };
  };
  oauthIssuers: { google: string; facebook: string; linkedin: string };
  demoSocialLogin: boolean;
  stripe: { apiUrl: string; secretKey: string | undefined; webhookSecret: string | undefined };
  /** Each outside provider's address override and fallback keys (see ProviderEnv). */
  paypal: ProviderEnv & { webhookId: string | undefined };
  plaid: ProviderEnv;
  mangopay: ProviderEnv;
  jobs: { enabled: boolean; digestCron: string };
  recaptcha: { verifyUrl: string };
};

/** A provider's environment: apiUrl overrides its host (tests: a fake); the keys back the console's. */
export type ProviderEnv = { apiUrl: string | undefined; clientId: string | undefined; secret: string | undefined };

export type S3StorageConfig = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Rules between variables, checked on the raw values so they are named with any other bad variable. */
function crossIssues(env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) issues.push('  S3_BUCKET: required when STORAGE_DRIVER=s3');
  // One key without the other would silently fall back to the default chain: refuse it.
  if (env.STORAGE_DRIVER === 's3' && env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    issues.push('  S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID (set both, or neither for the default credentials)');
  if (env.STORAGE_DRIVER === 's3' && !env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    issues.push('  S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY (set both, or neither for the default credentials)');
  return issues;
}

/** Parses the environment once; a bad variable stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(set);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${describe(i)}`)), ...crossIssues(set)];
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    uploadsDir: resolve(e.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret'),
    sessionLifetimeSeconds: e.SESSION_LIFETIME_SECONDS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimit: { max: e.RATE_LIMIT_MAX, window: e.RATE_LIMIT_WINDOW },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    internalKey: randomBytes(24).toString('hex'),
    encryptionKey: e.ENCRYPTION_KEY ?? `derived:${e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret')}`,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    kyc: {
      provider: e.KYC_PROVIDER,
      northCapital: { url: e.NORTHCAPITAL_URL, clientId: e.NORTHCAPITAL_CLIENT_ID, developerKey: e.NORTHCAPITAL_DEVELOPER_KEY },
      shufti: { url: e.SHUFTI_URL, clientId: e.SHUFTI_CLIENT_ID, secretKey: e.SHUFTI_SECRET_KEY },
    },
    oauthIssuers: { google: e.OAUTH_GOOGLE_ISSUER, facebook: e.OAUTH_FACEBOOK_ISSUER, linkedin: e.OAUTH_LINKEDIN_ISSUER },
    demoSocialLogin: e.DEMO_SOCIAL_LOGIN,
    stripe: { apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''), secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    paypal: {
      apiUrl: e.PAYPAL_API_URL?.replace(/\/$/, ''),
      clientId: e.PAYPAL_CLIENT_ID,
      secret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
    },
    plaid: { apiUrl: e.PLAID_API_URL?.replace(/\/$/, ''), clientId: e.PLAID_CLIENT_ID, secret: e.PLAID_SECRET },
    mangopay: { apiUrl: e.MANGOPAY_API_URL?.replace(/\/$/, ''), clientId: e.MANGOPAY_CLIENT_ID, secret: e.MANGOPAY_API_KEY },
    jobs: { enabled: e.JOBS_ENABLED, digestCron: e.DIGEST_CRON },
    recaptcha: { verifyUrl: e.RECAPTCHA_VERIFY_URL },
  };
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return `required, or of the wrong type (${issue.expected} expected)`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_format') return `must be a valid ${issue.format}`;
  return 'invalid value';
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
}

/** Development secrets survive restarts without being committed anywhere. */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: fixed secrets, silent logs, nothing written to disk. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: 5,
    dataDir: resolve('.data/test'),
    uploadsDir: resolve('.data/test/uploads'),
    storage: { driver: 'local' },
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    sessionSecret: 'test-session-secret-that-is-long-enough-0123',
    sessionLifetimeSeconds: SESSION_LIFETIME_SECONDS,
    pageCacheSeconds: 0,
    keepAliveTimeoutMs: 72_000,
    publicUrl: 'http://localhost',
    publicUrlSet: true,
    trustProxy: false,
    corsOrigins: [],
    rateLimit: { max: 10_000, window: '1 minute' },
    logLevel: 'silent',
    seedDemo: false,
    internalKey: 'test-internal-key',
    encryptionKey: 'test-encryption-key-that-is-long-enough-0123456',
    mail: { smtpUrl: undefined, from: 'Fundright <no-reply@localhost>' },
    kyc: {
      provider: 'sandbox',
      northCapital: { url: 'http://127.0.0.1:9/northcapital', clientId: undefined, developerKey: undefined },
      shufti: { url: 'http://127.0.0.1:9/shufti', clientId: undefined, secretKey: undefined },
    },
    oauthIssuers: { google: 'http://127.0.0.1:9/google', facebook: 'http://127.0.0.1:9/facebook', linkedin: 'http://127.0.0.1:9/linkedin' },
    demoSocialLogin: false,
    stripe: { apiUrl: 'http://127.0.0.1:9/stripe', secretKey: undefined, webhookSecret: undefined },
    // Nothing outside is ever reached: a test that wants a provider points it at its fake.
    paypal: { apiUrl: 'http://127.0.0.1:9/paypal', clientId: undefined, secret: undefined, webhookId: undefined },
    plaid: { apiUrl: 'http://127.0.0.1:9/plaid', clientId: undefined, secret: undefined },
    mangopay: { apiUrl: 'http://127.0.0.1:9/mangopay', clientId: undefined, secret: undefined },
    jobs: { enabled: false, digestCron: '0 7 * * *' },
    recaptcha: { verifyUrl: 'http://127.0.0.1:9/recaptcha/api/siteverify' },
    ...overrides,
  };
}
