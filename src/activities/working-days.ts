/** Calendar arithmetic on dates written YYYY-MM-DD, independent of any time zone. */

const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date. Parsed as an ISO date-time: Date.UTC would read the
 * years 0 to 99 as 1900 to 1999.
 */
export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

export function dateOfDay(dayNo: number): string {
  return new Date(dayNo * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Number of days from `from` to `to`, both included. */
export function daysCovered(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** 1970-01-01 was a Thursday; 0 is Sunday, 6 Saturday. */
const isWeekend = (dayNo: number) => {
  const weekday = (((dayNo + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

export interface DateRun {
  from: string;
  to: string;
}

/**
 * The maximal runs of consecutive working days (Monday to Friday, minus `holidays`) between `from`
 * and `to`, both included, in date order (D5).
 */
export function workingDayRuns(from: string, to: string, holidays: ReadonlySet<string>): DateRun[] {
  const runs: DateRun[] = [];
  let runStart: number | null = null;
  const last = dayNumber(to);
  for (let day = dayNumber(from); day <= last + 1; day++) {
    const working = day <= last && !isWeekend(day) && !holidays.has(dateOfDay(day));
    if (working && runStart === null) runStart = day;
    if (!working && runStart !== null) {
      runs.push({ from: dateOfDay(runStart), to: dateOfDay(day - 1) });
      runStart = null;
    }
  }
  return runs;
}
