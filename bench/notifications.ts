import { percentile } from './events.js';

/** How notification email kept up with the mixed profile (issue 43). */
export interface MailMeasurement {
  /** Messages received for issues the load created, and their delay from the create's answer (ms). */
  messages: number;
  p50: number;
  p99: number;
  max: number;
}

/** The id of the issue a create answers (one issue, as PostgreSQL writes JSON), which the assignee's message names. */
const CREATED = /^\{"id"\s*:\s*(\d+)\s*,\s*"name"\s*:\s*"Benchmark issue \d+"/;
const ASSIGNED = /#(\d+) Benchmark issue \d+$/;

/**
 * The delays of notification email under the mixed profile: its creates assign issues to the
 * tenant's users, so most make an `issue.assigned` notification and a message, whose delay runs
 * from the create's answer (the change has committed) to the message's arrival at the SMTP server.
 */
export const mailDelays = {
  /** Notes in `answered` when each create of the load was answered (a load's onResponse). */
  onResponse: (answered: Map<string, number>) => (status: number, body: string) => {
    const id = status === 200 ? CREATED.exec(body)?.[1] : undefined;
    if (id) answered.set(id, Date.now());
  },
  /** The delays of the messages `received` (bench/smtp-receiver.ts) for the creates `answered`. */
  of(received: { subject: string; at: number }[], answered: Map<string, number>): MailMeasurement {
    const delays = received
      .flatMap(({ subject, at }) => {
        const id = ASSIGNED.exec(subject)?.[1];
        const sent = id === undefined ? undefined : answered.get(id);
        return sent === undefined ? [] : [at - sent];
      })
      .sort((a, b) => a - b);
    return {
      messages: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: delays.at(-1) ?? 0,
    };
  },
};
