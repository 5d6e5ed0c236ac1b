/** Calendar arithmetic on dates written YYYY-MM-DD, independent of any time zone. */

const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date. Parsed as an ISO date-time: Date.UTC would read the
 * years 0 to 99 as 1900 to 1999.
 */
export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

/** Number of days from `from` to `to`, both included. */
export function daysCovered(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Days `from` to `to`, both included: one activity of a range (D5, migrations/0009_activity_runs.sql). */
export interface DateRun {
  from: string;
  to: string;
}
