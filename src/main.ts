import { buildApp } from './app.js';
import { seedDemoTenant } from './demo/seed.js';
import { SignInService } from './sign-in/service.js';
import { ConfigError, loadConfig } from './platform/config.js';

/** pino-pretty, one line an entry: a request as `GET /v1/projects 200 3ms`. */
const READABLE_LINES = {
  target: 'pino-pretty',
  options: {
    singleLine: true,
    ignore: 'pid,hostname,req,res,responseTime',
    messageFormat: '{if req.method}{req.method} {req.url} {res.statusCode} {responseTime}ms{end}{if msg} {msg}{end}',
  },
};

/** Starts the HTTP service as configured by the environment (D1) and stops it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    store: config.store,
    startTimeoutMs: config.startTimeoutMs,
    operatorToken: config.operatorToken,
    // Readable lines for a person at a terminal, one per request; JSON lines for log collectors otherwise.
    logger: { level: config.logLevel, ...(process.stdout.isTTY ? { transport: READABLE_LINES } : {}) },
    limits: config.limits,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    pressure: config.pressure,
    metricsToken: config.metricsToken,
    events: config.events,
    publicUrl: config.publicUrl,
  });
  await app.listen({ port: config.port, host: config.host });
  // Only once listening: a start that fails (a port in use) must not use up the one showing of the token.
  if (app.storeWasEmpty) {
    const demo = await seedDemoTenant(app.db);
    const link = await SignInService.link(app.db, demo.id, demo.admin.id);
    printDemoWelcome(config.publicUrl ?? app.listeningOrigin, demo.token, link!.path);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      await app.close(); // closes the store too, after the requests in flight
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * Shown once, when the embedded store holds no tenant yet (D1): the token is not stored anywhere in
 * plain text. A store made by the CLI counts as new until its first tenant exists.
 */
function printDemoWelcome(baseUrl: string, token: string, linkPath: string): void {
  process.stdout.write(`
A new embedded store was created with the demo tenant "demo".
Its admin's access token (shown only now, keep it):

  ${token}

Sign in as the admin in a browser (once, within 15 minutes; more: Admin, Users, Sign-in link):

  ${baseUrl}${linkPath}

Try it:

  curl -s ${baseUrl}/v1/projects -H 'X-tenantID: demo' -H 'Authorization: Bearer ${token}'

`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
