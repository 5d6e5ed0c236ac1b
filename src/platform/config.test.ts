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
      startTimeoutMs: 60_000,
      operatorToken: null,
      logLevel: 'info',
      limits: { rateLimitPerMinute: 0, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 },
      trustProxy: false,
      redisUrl: null,
      pressure: { maxEventLoopDelayMs: 1000, maxDatabaseWaiting: 500 },
      metricsToken: null,
      events: {
        retentionDays: 30,
        webhookRetrySchedule: [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400],
        webhookDisableAfter: 20,
        webhookAllowPrivateTargets: false,
        natsUrl: null,
        mail: {
          smtpUrl: null,
          from: 'Tracker <no-reply@localhost>',
          publicUrl: 'http://localhost:8080',
          retrySchedule: [60, 300, 900, 3600, 10800, 21600, 43200, 86400],
        },
      },
      publicUrl: null,
    });
  });

  it('reads which proxies may name the client address', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('switches to PostgreSQL with DATABASE_URL and reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/tracker',
      OPERATOR_TOKEN: 'x'.repeat(32),
      LOG_LEVEL: 'debug',
      DATA_DIR: '/ignored',
      START_TIMEOUT_MS: '120000',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      REDIS_URL: 'redis://cache:6379/2',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
      PRESSURE_MAX_DATABASE_WAITING: '0',
      METRICS_TOKEN: 'm'.repeat(24),
      EVENT_RETENTION_DAYS: '7',
      WEBHOOK_RETRY_SCHEDULE: '1, 10,60.5',
      WEBHOOK_DISABLE_AFTER: '5',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      NATS_URL: 'nats://nats:4222',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'Acme Tracker <tracker@acme.example>',
      PUBLIC_URL: 'https://tracker.acme.example/',
      MAIL_RETRY_SCHEDULE: '30,600',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      store: { kind: 'postgres', url: 'postgres://app@db:5432/tracker', requestTimeoutMs: 20_000 },
      startTimeoutMs: 120_000,
      operatorToken: 'x'.repeat(32),
      logLevel: 'debug',
      limits: { rateLimitPerMinute: 1200, headersTimeoutMs: 5000, requestTimeoutMs: 20_000 },
      trustProxy: false,
      redisUrl: 'redis://cache:6379/2',
      pressure: { maxEventLoopDelayMs: 250, maxDatabaseWaiting: 0 },
      metricsToken: 'm'.repeat(24),
      events: {
        retentionDays: 7,
        webhookRetrySchedule: [1, 10, 60.5],
        webhookDisableAfter: 5,
        webhookAllowPrivateTargets: true,
        natsUrl: 'nats://nats:4222',
        mail: {
          smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
          from: 'Acme Tracker <tracker@acme.example>',
          publicUrl: 'https://tracker.acme.example',
          retrySchedule: [30, 600],
        },
      },
      publicUrl: 'https://tracker.acme.example',
    });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '60' }).limits.rateLimitPerMinute).toBe(60);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', RATE_LIMIT_PER_MINUTE: '0' }).limits.rateLimitPerMinute).toBe(
      0,
    );
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        START_TIMEOUT_MS: '10',
        OPERATOR_TOKEN: 'short',
        LOG_LEVEL: 'chatty',
        RATE_LIMIT_PER_MINUTE: '-1',
        HEADERS_TIMEOUT_MS: '0',
        REQUEST_TIMEOUT_MS: 'soon',
        REDIS_URL: 'localhost:6379',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 'soon',
        PRESSURE_MAX_DATABASE_WAITING: '-5',
        METRICS_TOKEN: 'short',
        EVENT_RETENTION_DAYS: '0',
        WEBHOOK_RETRY_SCHEDULE: '5,,30',
        WEBHOOK_DISABLE_AFTER: 'never',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes',
        NATS_URL: 'http://nats:4222',
        SMTP_URL: 'mail.example.com:25',
        MAIL_FROM: 'Tracker\r\nBcc: everyone@example.com',
        PUBLIC_URL: 'tracker.example.com',
        MAIL_RETRY_SCHEDULE: 'soon',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*START_TIMEOUT_MS[\s\S]*OPERATOR_TOKEN[\s\S]*LOG_LEVEL[\s\S]*RATE_LIMIT_PER_MINUTE[\s\S]*HEADERS_TIMEOUT_MS[\s\S]*REQUEST_TIMEOUT_MS[\s\S]*REDIS_URL[\s\S]*PRESSURE_MAX_EVENT_LOOP_DELAY_MS[\s\S]*PRESSURE_MAX_DATABASE_WAITING[\s\S]*METRICS_TOKEN[\s\S]*EVENT_RETENTION_DAYS[\s\S]*WEBHOOK_RETRY_SCHEDULE[\s\S]*WEBHOOK_DISABLE_AFTER[\s\S]*WEBHOOK_ALLOW_PRIVATE_TARGETS[\s\S]*NATS_URL[\s\S]*SMTP_URL[\s\S]*MAIL_FROM[\s\S]*PUBLIC_URL[\s\S]*MAIL_RETRY_SCHEDULE/,
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '8000' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
