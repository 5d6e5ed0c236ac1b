import { backlog, percentile, until } from './events.js';
import { type LoadResult, runLoad } from './load.js';
import { type Server, startService, startSmtpReceiver, type StoreEnv } from './processes.js';
import { scenarios } from './scenarios.js';
import type { BenchTenant } from './seed.js';

export const NOTIFICATIONS_SCENARIO = 'mixed 80/20, notification email on';
export const APP_ONLY_SCENARIO = 'mixed 80/20, notifications in the app only';

/** How notification email kept up with the mixed profile (issue 43). */
export interface MailMeasurement {
  /** Messages received for issues the load created, and their delay from the create's answer (ms). */
  messages: number;
  p50: number;
  p99: number;
  max: number;
  /** Throughput of the same profile with notifications in the app only, and this run's share of it. */
  appOnlyRequestsPerSecond: number;
  throughputRatio: number;
}

/** The id of the issue a create answers (one issue, as PostgreSQL writes JSON), which the assignee's message names. */
const CREATED = /^\{"id"\s*:\s*(\d+)\s*,\s*"name"\s*:\s*"Benchmark issue \d+"/;
const ASSIGNED = /#(\d+) Benchmark issue \d+$/;

async function mixedLoad(
  store: StoreEnv,
  server: Server,
  tenant: BenchTenant,
  headers: Record<string, string>,
  load: Load,
  seen?: Map<string, number>,
) {
  const quiet = async () =>
    (await backlog(server, 'sequencer')).items === 0 &&
    (await backlog(server, 'notifier')).items === 0 &&
    (await backlog(server, 'mail')).items === 0;
  // What earlier scenarios wrote is notified (and mailed) first, outside the measurement.
  await until(quiet, 600_000);
  const mixed = scenarios(tenant, '').find((scenario) => scenario.name === 'mixed 80/20')!;
  const result = await runLoad({
    url: server.url,
    headers,
    next: mixed.next,
    serverPid: server.pid,
    onPostgres: 'DATABASE_URL' in store,
    ...load,
    ...(seen
      ? {
          onResponse: (status: number, body: string) => {
            const id = status === 200 ? CREATED.exec(body)?.[1] : undefined;
            if (id) seen.set(id, Date.now());
          },
        }
      : {}),
  });
  await until(quiet, 120_000);
  return result;
}

type Load = { connections: number; durationSeconds: number };

/**
 * The mixed profile twice on fresh service processes: once with notifications in the app only, once
 * with email to a real SMTP server in this process (smtp-server on 127.0.0.1). The creates of the
 * profile assign issues to the tenant's users, so most make an `issue.assigned` notification and a
 * message; its delay runs from the create's answer (the change has committed) to the message's
 * arrival at the SMTP server.
 */
export async function measureNotifications(
  store: StoreEnv,
  tenant: BenchTenant,
  headers: Record<string, string>,
  load: Load,
): Promise<{ appOnly: LoadResult; load: LoadResult; mail: MailMeasurement }> {
  const appOnlyServer = await startService(store);
  let appOnly: LoadResult;
  try {
    appOnly = await mixedLoad(store, appOnlyServer, tenant, headers, load);
  } finally {
    await appOnlyServer.stop();
  }

  const receiver = await startSmtpReceiver();
  const server = await startService(store, undefined, {
    SMTP_URL: receiver.smtpUrl,
    PUBLIC_URL: 'https://tracker.example.com',
  });
  try {
    const answered = new Map<string, number>();
    const result = await mixedLoad(store, server, tenant, headers, load, answered);
    const received = (await (await fetch(receiver.url)).json()) as { subject: string; at: number }[];
    const delays = received
      .flatMap(({ subject, at }) => {
        const id = ASSIGNED.exec(subject)?.[1];
        const sent = id === undefined ? undefined : answered.get(id);
        return sent === undefined ? [] : [at - sent];
      })
      .sort((a, b) => a - b);
    return {
      appOnly,
      load: result,
      mail: {
        messages: delays.length,
        p50: percentile(delays, 50),
        p99: percentile(delays, 99),
        max: delays.at(-1) ?? 0,
        appOnlyRequestsPerSecond: appOnly.requestsPerSecond,
        throughputRatio: Math.round((result.requestsPerSecond / appOnly.requestsPerSecond) * 100) / 100,
      },
    };
  } finally {
    await server.stop();
    await receiver.stop();
  }
}
