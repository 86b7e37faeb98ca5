import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { MapConfig } from '@haetbit/contracts';
import { passwordProblem } from './lib/password-policy.js';
import { DEFAULT_SMS_BUDGETS, type SmsBudgets } from './modules/sms/budgets.js';

export { DEFAULT_SMS_BUDGETS, type SmsBudgets };

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The demo (DESIGN D14): /dev/*, demo accounts, the demo admin, sample content, a movable clock.
   * Off unless asked for (`npm start` passes `--demo`); refused together with NODE_ENV=production.
   */
  DEMO_MODE: booleanFromEnv.default(false),
  /** Listen address; unset: every interface in production, 127.0.0.1 in demo mode. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  REDIS_URL: z.url().optional(),
  /** Ceiling of API requests per network address and minute, whoever asks (0 turns it off). */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /** Failed logins (partner and operator, any account) one address may make in an hour. */
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Verification texts an hour: per phone, per device, per address and for the whole service. */
  SMS_PER_PHONE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_SMS_BUDGETS.perPhone),
  SMS_PER_DEVICE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_SMS_BUDGETS.perDevice),
  SMS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_SMS_BUDGETS.perAddress),
  SMS_GLOBAL_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .default(DEFAULT_SMS_BUDGETS.global),
  /**
   * How long a request's body may take to arrive (a body sent a byte at a time holds a connection
   * open: issue 34); the whole request is cut off at twice this.
   */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /**
   * Origins, besides the server's own and PUBLIC_BASE_URL's, whose pages may make the consoles'
   * state-changing calls (the Origin check, issue 34): a comma-separated list.
   */
  CONSOLE_ALLOWED_ORIGINS: z
    .string()
    .trim()
    .refine(areOrigins, 'a comma-separated list of origins (https://host[:port])')
    .optional(),
  /**
   * What the server keeps of contractor accounts nobody approved (issue 34): their vetting
   * documents together, in MB (uploads are refused beyond), and the days a signup no operator
   * decided on is kept before it is deleted with its files.
   */
  PENDING_DOCUMENTS_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  PENDING_ACCOUNT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SMS_RECOVERY_GLOBAL_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .default(DEFAULT_SMS_BUDGETS.recoveryGlobal),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a hop count (`1`) or a
   * comma-separated list of addresses and CIDR ranges. Unset: the connection's address is the
   * client's.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, 'a hop count (1-10) or a comma-separated list of addresses/CIDR ranges')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  SEED: booleanFromEnv.default(true),
  /** Sample content (seeded reviews) in public lists; unset means on outside production (D14). */
  SAMPLE_CONTENT: booleanFromEnv.optional(),
  DATA_PROVIDER: z.enum(['offline', 'public']).default('offline'),
  VWORLD_API_KEY: z.string().optional(),
  DATA_GO_KR_API_KEY: z.string().optional(),
  KEPCO_API_KEY: z.string().optional(),
  VWORLD_DOMAIN: z.string().optional(),
  VWORLD_BASE_URL: z.url().optional(),
  DATA_GO_KR_BASE_URL: z.url().optional(),
  KEPCO_BASE_URL: z.url().optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** A satellite tile template overriding the VWorld one (https, with {z}, {x} and {y}). */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*$/, 'an https tile template with {z}, {x} and {y}')
    .refine((url) => url.includes('{x}') && url.includes('{y}'), 'a tile template with {x} and {y}')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  /** The lifecycle sweeper's period (0: no timer; reads still apply due deadlines). */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  SWEEP_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(1000),
  /** The retention job's period (0: no timer): erases personal data past its period. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** The first operator-console admin (created once at start when missing). */
  ADMIN_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{3,19}$/)
    .optional(),
  ADMIN_PASSWORD: z.string().min(1).max(512).optional(),
  /** How often the notifier runs, and whether messages go as SMS or 알림톡. */
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  NOTIFY_CHANNEL: z.enum(['sms', 'alimtalk']).default('sms'),
  /** E-mail through SMTP (`smtp://user:pass@host:587`, `smtps://…:465`); unset keeps them in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z
    .string()
    .regex(/^\d{8,12}$/)
    .optional(),
});

const HOP_COUNT = /^(?:[1-9]|10)$/;

/** An IPv4/IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Whether each comma-separated entry is exactly an origin: scheme, host and port, nothing else. */
function areOrigins(value: string): boolean {
  return originsOf(value).every((entry) => {
    try {
      return new URL(entry).origin === entry;
    } catch {
      return false;
    }
  });
}

function originsOf(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function isTrustProxy(value: string): boolean {
  if (HOP_COUNT.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrRange);
}

/** TRUST_PROXY as Fastify's trustProxy option (never `true`: trusting every hop is spoofable). */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  if (value === undefined || value === '') return false;
  if (HOP_COUNT.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/** The demo admin's published password (README); production refuses it as ADMIN_PASSWORD. */
const DEMO_ADMIN_PASSWORD = 'admin1234!';

export type Env = z.infer<typeof envSchema>;

/** Every setting the server reads (docs/operations.md says what each one's absence means). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env['NODE_ENV'];
  /** The explicit demo mode (DESIGN D14); everything else behaves as production. */
  demo: boolean;
  /** Production behaviour: true whenever demo mode is off, whatever NODE_ENV says. */
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  sessionTtlMs: number;
  redisUrl: string | undefined;
  rateLimitPerAddressPerMinute: number;
  /** Failed logins per address and hour, across accounts (the login throttle). */
  loginFailuresPerAddressPerHour: number;
  /** Hourly budgets of verification texts (0 turns the address or global budget off). */
  smsBudgets: SmsBudgets;
  requestBodyTimeoutMs: number;
  /** Further origins allowed to make the consoles' state-changing calls. */
  consoleAllowedOrigins: string[];
  /** What is kept of contractor accounts nobody approved (issue 34). */
  pendingAccounts: { documentsMaxBytes: number; expiryMs: number };
  /** Fastify's trustProxy: false, a hop count, or the trusted proxy addresses. */
  trustProxy: false | number | string[];
  webDistDir: string;
  seed: boolean;
  /** Seeded sample reviews are served (marked as samples); never by default in production. */
  sampleContent: boolean;
  dataProvider: Env['DATA_PROVIDER'];
  keys: { vworld?: string | undefined; dataGoKr?: string | undefined; kepco?: string | undefined };
  providerBaseUrls: {
    vworld?: string | undefined;
    dataGoKr?: string | undefined;
    kepco?: string | undefined;
  };
  vworldDomain: string | undefined;
  providerTimeoutMs: number;
  /** The analysis map's base layer, served to the app and allowed by the CSP. */
  mapTiles: MapConfig;
  /** Absolute origin of links sent outside the app (proposal links by SMS), without a trailing slash. */
  publicBaseUrl: string;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; apiKey: string; sender: string };
  /** E-mail: kept in the outbox, or sent through SMTP_URL from MAIL_FROM. */
  email: { provider: 'outbox' } | { provider: 'smtp'; url: string; from: string };
  /** The first admin: from ADMIN_ID / ADMIN_PASSWORD, else the demo admin outside production. */
  admin: { loginId: string | undefined; password: string | undefined; demo: boolean };
  /** The notifier (jobs/notifier.ts). */
  notify: { intervalMs: number; channel: 'sms' | 'alimtalk' };
  /** The lifecycle sweeper (jobs/lifecycle-sweeper.ts). */
  sweep: { intervalMs: number; batchSize: number };
  /** The retention job (jobs/lifecycle-sweeper.ts, privacy module): how often it runs. */
  retention: { intervalMs: number };
}

export class ConfigError extends Error {}

/** Parses the environment once at start; an invalid value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const demo = values.DEMO_MODE;
  if (demo && values.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: DEMO_MODE cannot be used with NODE_ENV=production',
    );
  }
  if (!demo) requireProductionSettings(values);
  if ((values.ADMIN_ID === undefined) !== (values.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: set ADMIN_ID and ADMIN_PASSWORD together');
  }
  // The operators' password policy (decision 018) holds for the first admin too.
  const adminPasswordProblem =
    values.ADMIN_PASSWORD === undefined || values.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD
      ? null
      : passwordProblem(values.ADMIN_PASSWORD, { role: 'operator', userId: values.ADMIN_ID });
  if (adminPasswordProblem !== null) {
    throw new ConfigError(
      `Invalid configuration: ADMIN_PASSWORD does not meet the operators' password policy (at least 12 characters, not a common or breached password, without the id)`,
    );
  }
  const dataDir = resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    demo,
    isProduction: !demo,
    // The demo keeps its conveniences (/dev/outbox, demo passwords) on the machine it runs on.
    host: values.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    // Production requires SESSION_SECRET (requireProductionSettings); the demo generates one.
    sessionSecret: values.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    sessionTtlMs: values.SESSION_TTL_HOURS * 3600_000,
    redisUrl: values.REDIS_URL,
    rateLimitPerAddressPerMinute: values.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    loginFailuresPerAddressPerHour: values.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
    requestBodyTimeoutMs: values.REQUEST_BODY_TIMEOUT_MS,
    consoleAllowedOrigins: originsOf(values.CONSOLE_ALLOWED_ORIGINS),
    pendingAccounts: {
      documentsMaxBytes: values.PENDING_DOCUMENTS_MAX_MB * 1024 * 1024,
      expiryMs: values.PENDING_ACCOUNT_EXPIRY_DAYS * 86_400_000,
    },
    smsBudgets: {
      perPhone: values.SMS_PER_PHONE_PER_HOUR,
      perDevice: values.SMS_PER_DEVICE_PER_HOUR,
      perAddress: values.SMS_PER_ADDRESS_PER_HOUR,
      global: values.SMS_GLOBAL_PER_HOUR,
      recoveryGlobal: values.SMS_RECOVERY_GLOBAL_PER_HOUR,
    },
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    webDistDir: resolve(values.WEB_DIST_DIR ?? defaultWebDistDir()),
    seed: values.SEED,
    sampleContent: values.SAMPLE_CONTENT ?? demo,
    dataProvider: values.DATA_PROVIDER,
    keys: {
      vworld: values.VWORLD_API_KEY,
      dataGoKr: values.DATA_GO_KR_API_KEY,
      kepco: values.KEPCO_API_KEY,
    },
    providerBaseUrls: {
      vworld: values.VWORLD_BASE_URL,
      dataGoKr: values.DATA_GO_KR_BASE_URL,
      kepco: values.KEPCO_BASE_URL,
    },
    vworldDomain: values.VWORLD_DOMAIN,
    providerTimeoutMs: values.PROVIDER_TIMEOUT_MS,
    mapTiles: mapTilesOf(values),
    publicBaseUrl: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(
      /\/+$/,
      '',
    ),
    sms: smsConfig(values),
    email: emailConfig(values),
    admin: {
      loginId: values.ADMIN_ID,
      password: values.ADMIN_PASSWORD,
      demo,
    },
    notify: { intervalMs: values.NOTIFY_INTERVAL_MS, channel: values.NOTIFY_CHANNEL },
    sweep: { intervalMs: values.SWEEP_INTERVAL_MS, batchSize: values.SWEEP_BATCH_SIZE },
    retention: { intervalMs: values.RETENTION_INTERVAL_MS },
  };
}

/**
 * Settings production cannot start without (docs/operations.md lists them with what happens when
 * one is missing). The first admin's credentials are checked at start against the database, since
 * they are needed only while no operator account exists (launch.ts).
 */
function requireProductionSettings(values: Env): void {
  const missing = [
    values.SESSION_SECRET ? undefined : 'SESSION_SECRET',
    values.PUBLIC_BASE_URL ? undefined : 'PUBLIC_BASE_URL',
  ].filter((name): name is string => name !== undefined);
  if (values.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is the published demo password');
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing production settings: ${missing.join(', ')} (or start the demo with DEMO_MODE=true)`,
    );
  }
}

/** VWorld's satellite WMTS layer (open API 2.0); the key is the service's public map key. */
const vworldSatelliteTemplate = (key: string) =>
  `https://api.vworld.kr/req/wmts/1.0.0/${encodeURIComponent(key)}/Satellite/{z}/{y}/{x}.jpeg`;

/**
 * The analysis map's base: MAP_TILE_URL when set, else VWorld satellite tiles when a VWorld key is
 * set, else none (the offline product draws a plain base and asks no tile server).
 */
export function mapTilesOf(
  values: Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'VWORLD_API_KEY'>,
): MapConfig {
  if (values.MAP_TILE_URL) {
    return { tileUrl: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION ?? null };
  }
  if (values.VWORLD_API_KEY) {
    return {
      tileUrl: vworldSatelliteTemplate(values.VWORLD_API_KEY),
      attribution: values.MAP_TILE_ATTRIBUTION ?? '© 국토교통부 브이월드',
    };
  }
  return { tileUrl: null, attribution: null };
}

function smsConfig(values: Env): Config['sms'] {
  if (values.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  if (!values.SMS_API_URL || !values.SMS_API_KEY || !values.SMS_SENDER) {
    throw new ConfigError('SMS_PROVIDER=http needs SMS_API_URL, SMS_API_KEY and SMS_SENDER');
  }
  return {
    provider: 'http',
    url: values.SMS_API_URL,
    apiKey: values.SMS_API_KEY,
    sender: values.SMS_SENDER,
  };
}

function emailConfig(values: Env): Config['email'] {
  if (!values.SMTP_URL) return { provider: 'outbox' };
  if (!values.MAIL_FROM) throw new ConfigError('SMTP_URL needs MAIL_FROM (the From address)');
  return { provider: 'smtp', url: values.SMTP_URL, from: values.MAIL_FROM };
}

/** The web build sits beside the server package: apps/web/dist. */
function defaultWebDistDir(): string {
  return new URL('../../web/dist', import.meta.url).pathname;
}

/**
 * Without SESSION_SECRET a random secret is generated once and kept in DATA_DIR, so tokens stay
 * valid across restarts of the same installation.
 */
function loadOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'session-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
