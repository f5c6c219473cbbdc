import * as path from 'path';
import * as crypto from 'crypto';
import { loadS3Config, S3ConfigError, storageDriverFrom, type S3StorageConfig, type StorageDriverName } from '../storage/drivers/s3-config';

/** Everything the services read from the environment, parsed once. */
export interface AppConfig {
  port: number;
  host: string;
  /** Public base URL used in links sent by email (confirmation, reset). */
  publicUrl: string;
  /** mysql://user:pass@host:port/db; absent means the embedded SQLite default. */
  databaseUrl?: string;
  sqlitePath: string;
  redisUrl?: string;
  storageDir: string;
  /** STORAGE_DRIVER: `local` (default, files under storageDir) or `s3` (decision 0048). Optional so hand-made configs stay valid. */
  storageDriver?: StorageDriverName;
  /** The S3 settings, present when storageDriver is `s3`. */
  s3?: S3StorageConfig;
  /** 32-byte key (hex or base64) for field encryption at rest. */
  encryptionKey: Buffer;
  /** Secret for signed download URLs. */
  signingSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  mailboxEnabled: boolean;
  accessTokenTtlMinutes: number;
  singleUseTokenTtlMinutes: number;
  loginMaxFailures: number;
  bodyLimitBytes: number;
  webRoot: string;
  runWorker: boolean;
  /** Only behind a known proxy may X-Forwarded-For name the client (rate limits key on it). */
  trustProxy: boolean;
  /** Redis key prefix of the queues: deployments (and test runs) sharing one Redis keep their jobs apart. */
  queuePrefix: string;
  /** pino level of the root logger (LOG_LEVEL; default info). Optional so hand-made configs stay valid. */
  logLevel?: LogLevel;
  /** When set, GET /metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN); unset, it is public. */
  metricsToken?: string;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const APP_CONFIG = Symbol('APP_CONFIG');

const repoRoot = path.resolve(__dirname, '../../../..');

function readKey(value: string | undefined, varDir: string): Buffer {
  if (value) {
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (key.length !== 32) {
      throw new ConfigError('ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
    }
    return key;
  }
  // Embedded default: a development key derived from the data folder, so restarts can read old data.
  return crypto.createHash('sha256').update(`attest-dev-key:${varDir}`).digest();
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return n;
}

function logLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') {
    return 'info';
  }
  const level = raw.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level;
}

function storageFrom(env: NodeJS.ProcessEnv): { storageDriver: StorageDriverName; s3?: S3StorageConfig } {
  try {
    const storageDriver = storageDriverFrom(env);
    return { storageDriver, s3: storageDriver === 's3' ? loadS3Config(env) : undefined };
  } catch (err) {
    throw err instanceof S3ConfigError ? new ConfigError(err.message) : err;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const varDir = path.resolve(env.ATTEST_VAR_DIR ?? path.join(repoRoot, 'var'));
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^mysql:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with mysql:// (got "${databaseUrl.split(':')[0]}:")`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const port = int(env, 'PORT', 3000);
  const smtpUrl = env.SMTP_URL || undefined;
  const { storageDriver, s3 } = storageFrom(env);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl,
    sqlitePath: env.SQLITE_PATH ?? path.join(varDir, 'attest.sqlite'),
    redisUrl,
    storageDir: env.STORAGE_DIR ?? path.join(varDir, 'files'),
    storageDriver,
    s3,
    encryptionKey: readKey(env.ENCRYPTION_KEY, varDir),
    signingSecret: env.SIGNING_SECRET ?? crypto.createHash('sha256').update(`attest-sign:${varDir}`).digest('hex'),
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Attest <no-reply@attest.local>',
    mailboxEnabled: env.MAILBOX_ENABLED ? env.MAILBOX_ENABLED === 'true' : !smtpUrl,
    accessTokenTtlMinutes: int(env, 'ACCESS_TOKEN_TTL_MINUTES', 12 * 60),
    singleUseTokenTtlMinutes: int(env, 'SINGLE_USE_TOKEN_TTL_MINUTES', 5),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    webRoot: env.WEB_ROOT ?? repoRoot,
    runWorker: env.RUN_WORKER ? env.RUN_WORKER === 'true' : true,
    trustProxy: env.TRUST_PROXY === 'true',
    queuePrefix: env.QUEUE_PREFIX || 'attest',
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
