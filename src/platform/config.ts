import path from 'node:path';

export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  store: Store;
  operatorToken: string | null;
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
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

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  return {
    port: port!,
    host,
    store: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') },
    operatorToken,
    logLevel,
  };
}

function parsePort(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : null;
}
