import path from 'node:path';
import { expect } from 'expect';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment (D1)', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      store: { kind: 'pglite', dataDir: path.resolve('./data') },
      operatorToken: null,
      logLevel: 'info',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL and reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/tracker',
      OPERATOR_TOKEN: 'x'.repeat(32),
      LOG_LEVEL: 'debug',
      DATA_DIR: '/ignored',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      store: { kind: 'postgres', url: 'postgres://app@db:5432/tracker' },
      operatorToken: 'x'.repeat(32),
      logLevel: 'debug',
    });
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', OPERATOR_TOKEN: 'short', LOG_LEVEL: 'chatty' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*OPERATOR_TOKEN[\s\S]*LOG_LEVEL/);
  });
});
