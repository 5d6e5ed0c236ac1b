import { isIP } from 'node:net';
import path from 'node:path';
import envSchema from 'env-schema';
import Type from 'typebox';

export type Store =
  | { kind: 'pglite'; dataDir: string }
  /** With REQUEST_TIMEOUT_MS, past which no request holds a connection (D13). */
  | { kind: 'postgres'; url: string; requestTimeoutMs?: number };

export interface Config {
  port: number;
  host: string;
  store: Store;
  /** How long opening and migrating the store, and every other start-up step, may take. */
  startTimeoutMs: number;
  operatorToken: string | null;
  logLevel: string;
  limits: Limits;
  /**
   * Which peers may state the client's address in X-Forwarded-For (Fastify's trustProxy): none by
   * default; behind a load balancer, its addresses, or the number of proxies in front.
   */
  trustProxy: TrustProxy;
  /** Redis, where every process keeps its rate-limit counts; each process counts alone when null. */
  redisUrl: string | null;
  pressure: Pressure;
  /** The bearer token GET /metrics requires; open when null. */
  metricsToken: string | null;
  events: EventOptions;
  /** Where people reach the service (PUBLIC_URL), without a trailing slash; null when not set. */
  publicUrl: string | null;
}

/** How events leave the service (D9). */
export interface EventOptions {
  /** Days an event stays in the feed (EVENT_RETENTION_DAYS). */
  retentionDays: number;
  /** Seconds to wait before each retry of a failed delivery; `failed` after the last. */
  webhookRetrySchedule: number[];
  /** Consecutive failed deliveries after which a webhook is disabled. */
  webhookDisableAfter: number;
  /** Whether webhooks may target loopback, private, link-local and multicast addresses. */
  webhookAllowPrivateTargets: boolean;
  /** NATS with JetStream, where every event is also published; none when null. */
  natsUrl: string | null;
  /** How notifications go out by email (D15). */
  mail: MailOptions;
}

/** Email of notifications (D15). */
export interface MailOptions {
  /** The SMTP server (`smtp://` or `smtps://`, credentials in the URL); notifications stay in the app when null. */
  smtpUrl: string | null;
  /** The From of every message. */
  from: string;
  /** Where people reach the service: links in messages start with it. */
  publicUrl: string;
  /** Seconds to wait before each retry of a failed message; `failed` after the last. */
  retrySchedule: number[];
}

export const DEFAULT_MAIL_OPTIONS: MailOptions = {
  smtpUrl: null,
  from: 'Tracker <no-reply@localhost>',
  publicUrl: 'http://localhost:8080',
  // 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h, 24 h (D15: from a minute up to a day)
  retrySchedule: [60, 300, 900, 3600, 10800, 21600, 43200, 86400],
};

export const DEFAULT_EVENT_OPTIONS: EventOptions = {
  retentionDays: 30,
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (D9)
  webhookRetrySchedule: [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400],
  webhookDisableAfter: 20,
  webhookAllowPrivateTargets: false,
  natsUrl: null,
  mail: DEFAULT_MAIL_OPTIONS,
};

/** When the process refuses new requests with 503 rather than queueing them without bound; 0 turns a check off. */
export interface Pressure {
  /** Mean event-loop delay over the last second. */
  maxEventLoopDelayMs: number;
  /** Units of work waiting for a database connection (the embedded store's queue). */
  maxDatabaseWaiting: number;
}

export type TrustProxy = boolean | number | string[];

/** Protection against clients that send too much or too slowly. */
export interface Limits {
  /** Requests per minute per access token; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** Time a client has to send its request headers. */
  headersTimeoutMs: number;
  /** Time a client has to send its whole request, body included. */
  requestTimeoutMs: number;
}

/** The embedded store serves one person trying the service, a server deployment serves many. */
const DEFAULT_RATE_LIMIT = { pglite: 0, postgres: 1200 };
export const DEFAULT_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };
/** Opening a big embedded store on a busy machine takes far longer than Fastify's default 10 s (D13). */
export const DEFAULT_START_TIMEOUT_MS = 60_000;
export const DEFAULT_PRESSURE: Pressure = { maxEventLoopDelayMs: 1_000, maxDatabaseWaiting: 500 };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Of the operator and metrics tokens: long enough not to be guessed. */
const MIN_TOKEN_LENGTH = 24;

/** What a variable must be, said in its problem message; a keyword env-schema's Ajv is taught. */
const expected = (text: string) => ({ expected: text });
const wholeNumber = (minimum: number, text: string, defaultValue?: number) =>
  Type.Integer({
    minimum,
    maximum: 999_999_999,
    ...expected(text),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  });

/** Seconds of a retry schedule: whole or with a fraction (tests shorten the schedule below a second). */
const SECONDS = '\\s*\\d{1,6}(\\.\\d{1,3})?\\s*';

/** Every variable of the README's configuration table, in the order problems are named. */
const Environment = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080, ...expected('a whole number from 1 to 65535') }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', ...expected('a URL starting with postgres:// or postgresql://') }),
  ),
  DATA_DIR: Type.String({ default: './data' }),
  START_TIMEOUT_MS: wholeNumber(1000, 'a whole number of milliseconds, at least 1000', DEFAULT_START_TIMEOUT_MS),
  OPERATOR_TOKEN: Type.Optional(
    Type.String({ minLength: MIN_TOKEN_LENGTH, ...expected(`at least ${MIN_TOKEN_LENGTH} characters long`) }),
  ),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', ...expected(`one of ${LOG_LEVELS.join(', ')}`) },
  ),
  RATE_LIMIT_PER_MINUTE: Type.Optional(wholeNumber(0, 'a whole number (0 turns it off)')),
  TRUST_PROXY: Type.Optional(Type.String()),
  HEADERS_TIMEOUT_MS: wholeNumber(1, 'a positive whole number of milliseconds', DEFAULT_TIMEOUTS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: wholeNumber(
    1,
    'a whole number of milliseconds, at least HEADERS_TIMEOUT_MS',
    DEFAULT_TIMEOUTS.requestTimeoutMs,
  ),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://', ...expected('a URL starting with redis:// or rediss://') }),
  ),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(
    0,
    'a whole number of milliseconds (0 turns it off)',
    DEFAULT_PRESSURE.maxEventLoopDelayMs,
  ),
  PRESSURE_MAX_DATABASE_WAITING: wholeNumber(0, 'a whole number (0 turns it off)', DEFAULT_PRESSURE.maxDatabaseWaiting),
  METRICS_TOKEN: Type.Optional(
    Type.String({ minLength: MIN_TOKEN_LENGTH, ...expected(`at least ${MIN_TOKEN_LENGTH} characters long`) }),
  ),
  EVENT_RETENTION_DAYS: wholeNumber(1, 'a whole number of days, at least 1', DEFAULT_EVENT_OPTIONS.retentionDays),
  WEBHOOK_RETRY_SCHEDULE: Type.Optional(
    Type.String({
      pattern: `^${SECONDS}(,${SECONDS})*$`,
      ...expected('a comma-separated list of seconds (5,300,1800)'),
    }),
  ),
  WEBHOOK_DISABLE_AFTER: wholeNumber(1, 'a whole number, at least 1', DEFAULT_EVENT_OPTIONS.webhookDisableAfter),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
    ...expected('true or false'),
  }),
  NATS_URL: Type.Optional(
    Type.String({ pattern: '^(nats|tls)://', ...expected('a URL starting with nats:// or tls://') }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://[^\\s]+$', ...expected('a URL starting with smtp:// or smtps://') }),
  ),
  MAIL_FROM: Type.String({
    default: DEFAULT_MAIL_OPTIONS.from,
    pattern: '^[^\\x00-\\x1f\\x7f]+$',
    ...expected('an address on one line, such as Tracker <no-reply@example.com>'),
  }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
      ...expected('an http:// or https:// URL without query or fragment'),
    }),
  ),
  MAIL_RETRY_SCHEDULE: Type.Optional(
    Type.String({
      pattern: `^${SECONDS}(,${SECONDS})*$`,
      ...expected('a comma-separated list of seconds (60,300,900)'),
    }),
  ),
});
type Environment = Type.Static<typeof Environment>;
const VARIABLES = Object.keys(Environment.properties) as (keyof Environment)[];
const problemOf = (name: keyof Environment) =>
  `${name} must be ${(Environment.properties[name] as unknown as { expected: string }).expected}`;

export class ConfigError extends Error {}

/**
 * Reads the service configuration from environment variables (D1), validated by env-schema against
 * `Environment`; throws ConfigError naming every bad one. A variable set to blanks counts as unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(
    VARIABLES.flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const problems = new Map<string, string>();
  let values = given as unknown as Environment;
  try {
    values = envSchema<Environment>({
      schema: Environment,
      data: given,
      env: false,
      dotenv: false,
      ajv: { customOptions: (ajv) => ajv.addKeyword('expected') },
    });
  } catch (error) {
    for (const { instancePath } of (error as { errors?: { instancePath: string }[] }).errors ?? []) {
      const name = instancePath.slice(1) as keyof Environment;
      problems.set(name, problemOf(name));
    }
  }
  const trustProxy = parseTrustProxy(values.TRUST_PROXY ?? '');
  if (trustProxy === null) {
    problems.set(
      'TRUST_PROXY',
      'TRUST_PROXY must be true, false, a number of proxies, or a comma-separated list of addresses/CIDRs',
    );
  }
  if (
    !problems.has('REQUEST_TIMEOUT_MS') &&
    !problems.has('HEADERS_TIMEOUT_MS') &&
    values.REQUEST_TIMEOUT_MS < values.HEADERS_TIMEOUT_MS
  ) {
    problems.set('REQUEST_TIMEOUT_MS', problemOf('REQUEST_TIMEOUT_MS'));
  }
  if (problems.size > 0) {
    const named = VARIABLES.flatMap((name) => (problems.has(name) ? [problems.get(name)!] : []));
    throw new ConfigError(`Invalid configuration:\n  - ${named.join('\n  - ')}`);
  }

  const databaseUrl = values.DATABASE_URL;
  const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  return {
    port: values.PORT,
    host: values.HOST,
    store: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, requestTimeoutMs: values.REQUEST_TIMEOUT_MS }
      : { kind: 'pglite', dataDir: path.resolve(values.DATA_DIR) },
    startTimeoutMs: values.START_TIMEOUT_MS,
    operatorToken: values.OPERATOR_TOKEN ?? null,
    logLevel: values.LOG_LEVEL,
    limits: {
      rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT[databaseUrl ? 'postgres' : 'pglite'],
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    },
    trustProxy: trustProxy!,
    redisUrl: values.REDIS_URL ?? null,
    pressure: {
      maxEventLoopDelayMs: values.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxDatabaseWaiting: values.PRESSURE_MAX_DATABASE_WAITING,
    },
    metricsToken: values.METRICS_TOKEN ?? null,
    events: {
      retentionDays: values.EVENT_RETENTION_DAYS,
      webhookRetrySchedule: values.WEBHOOK_RETRY_SCHEDULE
        ? values.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number)
        : DEFAULT_EVENT_OPTIONS.webhookRetrySchedule,
      webhookDisableAfter: values.WEBHOOK_DISABLE_AFTER,
      webhookAllowPrivateTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      natsUrl: values.NATS_URL ?? null,
      mail: {
        smtpUrl: values.SMTP_URL ?? null,
        from: values.MAIL_FROM,
        publicUrl: publicUrl ?? `http://localhost:${values.PORT}`,
        retrySchedule: values.MAIL_RETRY_SCHEDULE
          ? values.MAIL_RETRY_SCHEDULE.split(',').map(Number)
          : DEFAULT_MAIL_OPTIONS.retrySchedule,
      },
    },
    publicUrl,
  };
}

function parseTrustProxy(value: string): TrustProxy | null {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
  return valid ? entries : null;
}
