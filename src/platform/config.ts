import { isIP } from 'node:net';
import path from 'node:path';

export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  store: Store;
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
}

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
export const DEFAULT_PRESSURE: Pressure = { maxEventLoopDelayMs: 1_000, maxDatabaseWaiting: 500 };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** Of the operator and metrics tokens: long enough not to be guessed. */
const MIN_OPERATOR_TOKEN_LENGTH = 24;

export class ConfigError extends Error {}

/** Reads the service configuration from environment variables (D1); throws ConfigError naming every bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const port = parsePort(env.PORT ?? '8080');
  if (port === null) problems.push(`PORT must be a whole number from 1 to 65535, got "${env.PORT}"`);

  const host = env.HOST ?? '127.0.0.1';
  if (host.trim() === '') problems.push('HOST must not be empty');

  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const operatorToken = env.OPERATOR_TOKEN?.trim() || null;
  if (operatorToken !== null && operatorToken.length < MIN_OPERATOR_TOKEN_LENGTH) {
    problems.push(`OPERATOR_TOKEN must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters long`);
  }

  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const rateLimit = parseCount(
    env.RATE_LIMIT_PER_MINUTE ?? String(DEFAULT_RATE_LIMIT[databaseUrl ? 'postgres' : 'pglite']),
  );
  if (rateLimit === null) problems.push('RATE_LIMIT_PER_MINUTE must be a whole number (0 turns it off)');
  const headersTimeout = parseCount(env.HEADERS_TIMEOUT_MS ?? String(DEFAULT_TIMEOUTS.headersTimeoutMs));
  if (!headersTimeout) problems.push('HEADERS_TIMEOUT_MS must be a positive whole number of milliseconds');
  const requestTimeout = parseCount(env.REQUEST_TIMEOUT_MS ?? String(DEFAULT_TIMEOUTS.requestTimeoutMs));
  if (!requestTimeout || (headersTimeout && requestTimeout < headersTimeout)) {
    problems.push('REQUEST_TIMEOUT_MS must be a whole number of milliseconds, at least HEADERS_TIMEOUT_MS');
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY?.trim() ?? '');
  if (trustProxy === null) {
    problems.push('TRUST_PROXY must be true, false, a number of proxies, or a comma-separated list of addresses/CIDRs');
  }

  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');

  const maxEventLoopDelay = parseCount(
    env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? String(DEFAULT_PRESSURE.maxEventLoopDelayMs),
  );
  if (maxEventLoopDelay === null) {
    problems.push('PRESSURE_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds (0 turns it off)');
  }
  const maxDatabaseWaiting = parseCount(
    env.PRESSURE_MAX_DATABASE_WAITING ?? String(DEFAULT_PRESSURE.maxDatabaseWaiting),
  );
  if (maxDatabaseWaiting === null) {
    problems.push('PRESSURE_MAX_DATABASE_WAITING must be a whole number (0 turns it off)');
  }

  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < MIN_OPERATOR_TOKEN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters long`);
  }

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  return {
    port: port!,
    host,
    store: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') },
    operatorToken,
    logLevel,
    limits: { rateLimitPerMinute: rateLimit!, headersTimeoutMs: headersTimeout!, requestTimeoutMs: requestTimeout! },
    trustProxy: trustProxy!,
    redisUrl,
    pressure: { maxEventLoopDelayMs: maxEventLoopDelay!, maxDatabaseWaiting: maxDatabaseWaiting! },
    metricsToken,
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

function parseCount(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function parsePort(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : null;
}
